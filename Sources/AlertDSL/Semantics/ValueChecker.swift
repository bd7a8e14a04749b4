/// Checking a property value against its type (spec §3): `checkValue`, the lists of named cases and enumerations.
/// Each kind of form has its own file: `ValueChecker+Numbers`, `+Appearance` (colours, fonts, images), `+AlertForms`
/// (backdrop, custom views, popover anchor, host), `+References`, `+Arguments` (of `.case(...)`) and `+Mismatches`
/// (a value of the wrong form).
extension Analysis {
    static let systemColors = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed",
        "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3",
        "systemGray4", "systemGray5", "systemGray6", "black", "white", "clear",
    ]
    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption1", "caption2",
    ]
    static let fontWeights = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    static let blurStyles = ["dark", "light", "extraLight"]
    static let arrowDirections = ["up", "down", "left", "right"]

    /// Checks a property value against the type of its schema row and returns its meaning, or `nil` after
    /// reporting why it has none. The row's name (the property's, as written) names it in messages: taken from the
    /// row only when a message is made, where the written name was retained for every property.
    mutating func checkValue(_ value: ValueSyntax, as spec: PropertySpec) -> ResolvedValue? {
        // The parser reported what is missing; judging the rest would only add a cascade.
        if mayHoldMissingValues, Self.containsMissing(value) { return nil }
        switch spec.type {
        case .text: return checkText(value).map(ResolvedValue.text)
        case .color: return checkColor(value).map(ResolvedValue.color)
        case .font: return checkFont(value).map(ResolvedValue.font)
        case .image: return checkImage(value).map(ResolvedValue.image)
        case .size: return checkSize(value).map { .size(width: $0.width, height: $0.height) }
        case .point:
            guard let numbers = checkNumbers(value, form: "point", ValueForms.point, range: .any) else { return nil }
            return .point(x: numbers[0], y: numbers[1])
        case .insets:
            guard let numbers = checkNumbers(value, form: "insets", ValueForms.insets, range: .any) else { return nil }
            return .insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        case .number(let range): return checkNumber(value, range, what: "'\(spec.name)'").map(ResolvedValue.number)
        case .int32: return checkInt32(value, property: spec.name).map(ResolvedValue.integer)
        case .bool:
            guard case .bool(let flag, _) = value else {
                mismatch(value, expected: "Bool")
                return nil
            }
            return .bool(flag)
        case .enumeration(let cases):
            return checkEnumeration(value, cases, expected: "'\(spec.name)' value").map(ResolvedValue.enumCase)
        case .themeReference: return resolveReference(value, .theme).map { .reference($0.text) }
        case .pageReference: return resolveReference(value, .page).map { .reference($0.text) }
        case .actionReference: return bareReference(value, expected: "action reference").map { .reference($0.text) }
        case .alertReferences: return checkAlertReferences(value).map(ResolvedValue.references)
        case .backdrop: return checkBackdrop(value).map(ResolvedValue.backdrop)
        case .customView(let shape): return checkCustomView(value, shape).map(ResolvedValue.customView)
        case .popoverAnchor: return checkPopoverAnchor(value).map(ResolvedValue.popoverAnchor)
        case .host: return checkHost(value).map(ResolvedValue.host)
        }
    }

    /// Whether a value has a `.missing` part anywhere, in its lists and arguments too.
    /// Recursive: the parser caps nesting (`nesting-too-deep`), so the depth is bounded, and no
    /// work list is allocated for the many values that are a case with a few plain arguments.
    static func containsMissing(_ value: ValueSyntax) -> Bool {
        switch value {
        case .missing: return true
        case .list(let elements, _): return elements.contains(where: containsMissing)
        case .enumCase(let enumCase): return enumCase.arguments?.contains { containsMissing($0.value) } ?? false
        default: return false
        }
    }

    // MARK: Enumerations

    /// A `.case` of `cases`, without arguments.
    /// `expected` is built only for a message (it interpolates the property name for every value otherwise).
    mutating func checkEnumeration(
        _ value: ValueSyntax, _ cases: [String], expected: @autoclosure () -> String
    ) -> String? {
        guard case .enumCase(let enumCase) = value, cases.contains(enumCase.name.text) else {
            mismatch(value, expected: expected(), cases: cases)
            return nil
        }
        return rejectArguments(enumCase) ? enumCase.name.text : nil
    }
}
