/// One parameter of a `.case(...)` value form: positional when `label` is `nil`.
struct ArgumentSpec: Sendable {
    var label: String?
    var name: String
    var optional: Bool

    init(_ label: String?, _ name: String? = nil, optional: Bool = false) {
        self.label = label
        self.name = name ?? label ?? ""
        self.optional = optional
    }
}

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

    // MARK: Wrong forms

    /// `.systemRed` or `systemRed` where a Color is expected, `.headline` where a Font is: a case of the one-argument
    /// form `.form(.case)` (`.system(.systemRed)`, `.textStyle(.headline)`), as UIKit spells it without the form
    /// (`UIColor.systemRed`). With `systemPrefixed`, UIKit's fixed colours (`.red`, `UIColor.red`) are taken for
    /// the system colour of that name (`.system(.systemRed)`). Reports it with that form as the suggestion and
    /// returns `true`; `false` for any other value, which the caller reports as usual.
    mutating func suggestWrapping(
        _ value: ValueSyntax, in form: String, among cases: [String], expected: String, systemPrefixed: Bool = false
    ) -> Bool {
        let name: Identifier
        let isCase: Bool
        switch value {
        case .enumCase(let enumCase) where enumCase.arguments == nil:
            (name, isCase) = (enumCase.name, true)
        case .reference(let reference):
            (name, isCase) = (reference, false)
        default:
            return false
        }
        guard let suggested = Self.knownCase(name.text, among: cases, systemPrefixed: systemPrefixed) else {
            return false
        }
        let replacement = ".\(form)(.\(suggested))"
        let message =
            isCase
            ? "unknown case '.\(name.text)' for \(expected)" : "cannot use reference '\(name.text)' as \(expected)"
        diagnostics.error(
            isCase ? .unknownEnumCase : .typeMismatch, message, at: name.range,
            notes: [DiagnosticNote("did you mean '\(replacement)'?", at: name.range)],
            fixIts: [FixIt(range: value.range, replacement: replacement)])
        return true
    }

    /// `name` when it is one of `cases`, else, with `systemPrefixed`, its `system…` spelling when that is one
    /// (`red` → `systemRed`); `nil` otherwise.
    static func knownCase(_ name: String, among cases: [String], systemPrefixed: Bool) -> String? {
        if cases.contains(name) { return name }
        guard systemPrefixed, let first = name.first, first.isLowercase else { return nil }
        let prefixed = "system" + first.uppercased() + name.dropFirst()
        return cases.contains(prefixed) ? prefixed : nil
    }

    /// One case of `cases` (`.up`) where a list of them is expected: reported with the list as the fix
    /// (`[.up]`), as `after: name` is. Returns `false` for any other value, which the caller reports as usual.
    mutating func suggestList(_ value: ValueSyntax, among cases: [String], expected: String) -> Bool {
        guard case .enumCase(let enumCase) = value, enumCase.arguments == nil, cases.contains(enumCase.name.text)
        else { return false }
        reportLoneElement(value, written: ".\(enumCase.name.text)", expected: expected)
        return true
    }

    /// One element, `written`, where a list of them is `expected` (`after: welcome`, `arrows: .up`): the list is the
    /// fix.
    mutating func reportLoneElement(_ value: ValueSyntax, written: String, expected: String) {
        diagnostics.error(
            .typeMismatch, "cannot use \(form(of: value)) as \(expected)", at: value.range,
            notes: [DiagnosticNote("write a list", at: value.range)],
            fixIts: [FixIt(range: value.range, replacement: "[\(written)]")])
    }

    /// How a value is described in "cannot use X as Y".
    func form(of value: ValueSyntax) -> String {
        switch value {
        case .reference(let name): "reference '\(name.text)'"
        default: value.formDescription
        }
    }

    /// Reports a value whose form `expected` does not accept. `cases` are the `.case` forms the
    /// type has, for "unknown case" and "did you mean" messages.
    mutating func mismatch(_ value: ValueSyntax, expected: String, cases: [String] = []) {
        switch value {
        case .missing:
            return
        case .string(let literal) where literal.isUnterminated:
            // The lexer reported it; a type error would be the same mistake again.
            return
        case .enumCase(let enumCase) where !cases.isEmpty:
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = suggester.suggestion(for: enumCase.name.text, among: cases) {
                notes.append(DiagnosticNote("did you mean '.\(suggestion)'?", at: enumCase.name.range))
                fixIts.append(FixIt(range: enumCase.name.range, replacement: ".\(suggestion)"))
            } else {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            diagnostics.error(
                .unknownEnumCase, "unknown case '.\(enumCase.name.text)' for \(expected)", at: enumCase.name.range,
                notes: notes, fixIts: fixIts)
        case .reference(let name) where !cases.isEmpty && (cases.contains(name.text) || isEnumeration(expected)):
            // A bare identifier is always a reference (spec §1); say so when a case was meant.
            let exact = cases.contains(name.text)
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = exact ? name.text : suggester.suggestion(for: name.text, among: cases) {
                notes.append(DiagnosticNote("did you mean '.\(suggestion)'?", at: name.range))
                fixIts.append(FixIt(range: name.range, replacement: ".\(suggestion)"))
            } else {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            diagnostics.error(
                .enumCaseExpected, "cannot use reference '\(name.text)' as \(expected); enum cases start with '.'",
                at: name.range, notes: notes, fixIts: fixIts)
        default:
            var notes: [DiagnosticNote] = []
            if !cases.isEmpty, isEnumeration(expected) {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            if case .reference(let name) = value, name.text == "nil" {
                // Swift's `nil`: the language has none, a property not written has no value.
                notes.append(DiagnosticNote("a property that is left out has no value", at: nil))
            }
            diagnostics.error(
                .typeMismatch, "cannot use \(form(of: value)) as \(expected)", at: value.range, notes: notes)
        }
    }

    /// Enumeration properties are described as "'name' value"; their every form is a case.
    private func isEnumeration(_ expected: String) -> Bool {
        expected.hasSuffix(" value") || Self.nestedEnumerations.contains(expected)
    }

    static let nestedEnumerations: Set<String> = [
        "system colour", "text style", "font weight", "blur style", "arrow direction",
    ]

    // MARK: Arguments

    /// `.name(_:label:)` for messages.
    private func signature(_ name: String, _ parameters: [ArgumentSpec]) -> String {
        ".\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Matches the arguments of `.case(...)` against `parameters`: positional ones first, in order,
    /// then labelled ones in any order. Returns the values in parameter order (`nil` for an omitted
    /// optional one), or `nil` after reporting a mismatch.
    mutating func matchArguments(_ enumCase: EnumCaseSyntax, _ parameters: [ArgumentSpec]) -> MatchedArguments? {
        let name = enumCase.name.text
        let arguments = enumCase.arguments ?? []
        // Only messages need the signature, so it is built only for them.
        var signature: String { self.signature(name, parameters) }
        var result = MatchedArguments(arguments, parameterCount: parameters.count)
        var valid = true
        var nextPositional = 0
        for (position, argument) in arguments.enumerated() {
            if let label = argument.label {
                if let index = parameters.firstIndex(where: { $0.label == label.text }) {
                    if result.isGiven(index) {
                        diagnostics.error(
                            .invalidArguments, "argument '\(label.text):' is given twice in '\(signature)'",
                            at: label.range)
                        valid = false
                    } else {
                        result.give(index, position: position)
                    }
                    continue
                }
                let positional = parameters.indices.first { $0 >= nextPositional && parameters[$0].label == nil }
                if let positional, parameters[positional].name == label.text {
                    diagnostics.error(
                        .invalidArguments, "extraneous argument label '\(label.text):' in '\(signature)'",
                        at: label.range,
                        fixIts: [FixIt(range: argument.range.prefix(upTo: argument.value.range), replacement: "")])
                } else {
                    var notes: [DiagnosticNote] = []
                    var fixIts: [FixIt] = []
                    let labels = parameters.compactMap(\.label)
                    if let suggestion = suggester.suggestion(for: label.text, among: labels) {
                        notes.append(DiagnosticNote("did you mean '\(suggestion):'?", at: label.range))
                        fixIts.append(FixIt(range: label.range, replacement: suggestion))
                    }
                    diagnostics.error(
                        .invalidArguments, "incorrect argument label '\(label.text):' in '\(signature)'",
                        at: label.range, notes: notes, fixIts: fixIts)
                }
                // The argument stands where that positional parameter is expected, so a label after it is
                // judged against the next one (`.insets(top: 1, left: 2, ...)`: each label is extraneous).
                if let positional { nextPositional = positional + 1 }
                valid = false
                continue
            }
            if let index = parameters.indices.first(where: {
                $0 >= nextPositional && parameters[$0].label == nil && !result.isGiven($0)
            }) {
                result.give(index, position: position)
                nextPositional = index + 1
            } else if let index = parameters.indices.first(where: { parameters[$0].label != nil && !result.isGiven($0) }
            ) {
                let label = parameters[index].label!
                diagnostics.error(
                    .invalidArguments, "missing argument label '\(label):' in '\(signature)'", at: argument.range,
                    fixIts: [FixIt(range: .point(argument.range.file, argument.range.start), replacement: "\(label): ")]
                )
                // The argument stands for that parameter: the next unlabelled one is missing the next label. Not
                // when a later argument is written with that label (`.localized("k", "x", default: "y")`): that one
                // is the parameter's, and is not "given twice".
                if !arguments[(position + 1)...].contains(where: { $0.label?.text == label }) {
                    result.give(index, position: position)
                }
                valid = false
            } else {
                diagnostics.error(.invalidArguments, "extra argument in '\(signature)'", at: argument.range)
                valid = false
            }
        }
        if valid {
            let missing = parameters.indices.filter { !parameters[$0].optional && !result.isGiven($0) }
            if !missing.isEmpty {
                let names = missing.map { parameters[$0].name }
                let plural = names.count == 1 ? "argument" : "arguments"
                diagnostics.error(
                    .invalidArguments, "missing \(plural) for \(Wording.list(names)) in '\(signature)'",
                    at: enumCase.range)
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// A case that takes no arguments, such as `.none` or `.window`.
    private mutating func rejectArguments(_ enumCase: EnumCaseSyntax) -> Bool {
        guard let arguments = enumCase.arguments else { return true }
        let range = arguments.first.map { enumCase.range.suffix(from: $0.range) } ?? enumCase.range
        diagnostics.error(.invalidArguments, "'.\(enumCase.name.text)' takes no arguments", at: range)
        return false
    }

    // MARK: Numbers

    mutating func checkNumber(_ value: ValueSyntax, _ range: NumberRange, what: @autoclosure () -> String) -> Double? {
        let number: Double
        switch value {
        case .integer(let integer, _): number = Double(integer)
        case .decimal(let decimal, _): number = decimal
        default:
            mismatch(value, expected: "Number")
            return nil
        }
        switch range {
        case .any:
            return number
        case .nonNegative where number < 0:
            diagnostics.error(
                .valueOutOfRange, "\(what()) must not be negative, found \(Wording.number(number))", at: value.range)
            return nil
        case .positive where number <= 0:
            diagnostics.error(
                .valueOutOfRange, "\(what()) must be greater than 0, found \(Wording.number(number))", at: value.range)
            return nil
        default:
            return number
        }
    }

    private mutating func checkBounded(_ value: ValueSyntax, _ bounds: ClosedRange<Double>, what: String) -> Double? {
        guard let number = checkNumber(value, .any, what: what) else { return nil }
        guard bounds.contains(number) else {
            diagnostics.error(
                .valueOutOfRange,
                "\(what) must be between \(Wording.number(bounds.lowerBound)) and \(Wording.number(bounds.upperBound)), "
                    + "found \(Wording.number(number))",
                at: value.range)
            return nil
        }
        return number
    }

    private mutating func checkInt32(_ value: ValueSyntax, property: String) -> Int64? {
        guard case .integer(let integer, let range) = value else {
            mismatch(value, expected: "Int")
            return nil
        }
        guard integer >= Int64(Int32.min), integer <= Int64(Int32.max) else {
            diagnostics.error(
                .valueOutOfRange,
                "'\(property)' must fit in Int32 (\(Int32.min)...\(Int32.max)), found \(integer)", at: range)
            return nil
        }
        return integer
    }

    /// `.form(a, b, ...)` with Number arguments, such as `.point(x, y)`.
    private mutating func checkNumbers(
        _ value: ValueSyntax, form: String, _ parameters: [ArgumentSpec], range: NumberRange
    ) -> [Double]? {
        guard case .enumCase(let enumCase) = value, enumCase.name.text == form else {
            mismatch(value, expected: form.prefix(1).uppercased() + form.dropFirst(), cases: [form])
            return nil
        }
        guard let arguments = matchArguments(enumCase, parameters) else { return nil }
        // Every component is judged, so `.size(0, -1)` reports both.
        var numbers: [Double] = []
        numbers.reserveCapacity(parameters.count)
        var allValid = true
        for index in parameters.indices {
            if let number = checkNumber(arguments[index], range, what: parameters[index].name) {
                numbers.append(number)
            } else {
                allValid = false
            }
        }
        return allValid ? numbers : nil
    }

    private mutating func checkSize(_ value: ValueSyntax) -> (width: Double, height: Double)? {
        guard let numbers = checkNumbers(value, form: "size", ValueForms.size, range: .positive) else {
            return nil
        }
        return (numbers[0], numbers[1])
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

    // MARK: Colours, fonts, images

    mutating func checkColor(_ value: ValueSyntax) -> ColorValue? {
        if case .color(let literal, _) = value {
            return .fixed(red: literal.red, green: literal.green, blue: literal.blue, alpha: literal.alpha)
        }
        let forms = ValueForms.color
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            if !suggestWrapping(
                value, in: "system", among: Self.systemColors, expected: "Color", systemPrefixed: true)
            {
                mismatch(value, expected: "Color", cases: forms)
            }
            return nil
        }
        switch enumCase.name.text {
        case "rgb", "rgba":
            let hasAlpha = enumCase.name.text == "rgba"
            let parameters = hasAlpha ? ValueForms.rgba : ValueForms.rgb
            guard let arguments = matchArguments(enumCase, parameters) else { return nil }
            // Every component is judged, so `.rgba(300, 0, 0, 2)` reports both.
            var bytes: (UInt8, UInt8, UInt8) = (0, 0, 0)
            var allValid = true
            for index in 0..<3 {
                guard let component = checkBounded(arguments[index], 0...255, what: "colour component") else {
                    allValid = false
                    continue
                }
                let byte = UInt8(component.rounded())
                switch index {
                case 0: bytes.0 = byte
                case 1: bytes.1 = byte
                default: bytes.2 = byte
                }
            }
            var alpha: UInt8 = 255
            if hasAlpha {
                if let value = checkBounded(arguments[3], 0...1, what: "alpha") {
                    alpha = UInt8((value * 255).rounded())
                } else {
                    allValid = false
                }
            }
            guard allValid else { return nil }
            return .fixed(red: bytes.0, green: bytes.1, blue: bytes.2, alpha: alpha)
        case "system":
            guard let arguments = matchArguments(enumCase, ValueForms.name),
                let name = checkEnumeration(arguments[0], Self.systemColors, expected: "system colour")
            else { return nil }
            return .system(name)
        default:
            guard let arguments = matchArguments(enumCase, ValueForms.dynamic) else {
                return nil
            }
            let light = checkColor(arguments[0])
            let dark = checkColor(arguments[1])
            guard let light, let dark else { return nil }
            return .dynamic(light: light, dark: dark)
        }
    }

    mutating func checkFont(_ value: ValueSyntax) -> FontValue? {
        let forms = ValueForms.font
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            if !suggestWrapping(value, in: "textStyle", among: Self.textStyles, expected: "Font") {
                mismatch(value, expected: "Font", cases: forms)
            }
            return nil
        }
        switch enumCase.name.text {
        case "system":
            guard let arguments = matchArguments(enumCase, ValueForms.systemFont) else { return nil }
            let size = checkNumber(arguments[0], .positive, what: "font size")
            var weight: String?
            if arguments.isGiven(1) {
                guard let checked = checkEnumeration(arguments[1], Self.fontWeights, expected: "font weight") else {
                    return nil
                }
                weight = checked
            }
            guard let size else { return nil }
            return .system(size: size, weight: weight)
        case "custom":
            guard let arguments = matchArguments(enumCase, ValueForms.customFont)
            else { return nil }
            let name = nameString(arguments[0], what: "a font name")
            let size = checkNumber(arguments[1], .positive, what: "font size")
            guard let name, let size else { return nil }
            return .custom(name: name, size: size)
        default:
            guard let arguments = matchArguments(enumCase, ValueForms.textStyle),
                let style = checkEnumeration(arguments[0], Self.textStyles, expected: "text style")
            else { return nil }
            return .textStyle(style)
        }
    }

    private mutating func checkImage(_ value: ValueSyntax) -> ImageValue? {
        if case .string = value {
            return nameString(value, what: "an image name").map(ImageValue.asset)
        }
        let forms = ValueForms.image
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            mismatch(value, expected: "Image", cases: forms)
            return nil
        }
        guard let arguments = matchArguments(enumCase, ValueForms.name),
            let name = nameString(arguments[0], what: "an image name")
        else { return nil }
        return enumCase.name.text == "asset" ? .asset(name) : .symbol(name)
    }

    // MARK: Alert-specific forms

    private mutating func checkBackdrop(_ value: ValueSyntax) -> BackdropValue? {
        let forms = ValueForms.backdrop
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            mismatch(value, expected: "backdrop", cases: forms)
            return nil
        }
        switch enumCase.name.text {
        case "dim":
            guard let arguments = matchArguments(enumCase, ValueForms.dim),
                let alpha = checkBounded(arguments[0], 0...1, what: "alpha")
            else { return nil }
            return .dim(alpha: alpha)
        case "blur":
            let parameters = ValueForms.blur
            guard let arguments = matchArguments(enumCase, parameters) else { return nil }
            let style = checkEnumeration(arguments[0], Self.blurStyles, expected: "blur style")
            // Without `alpha:` the blur is fully opaque, like `UIBlurEffect` itself.
            let alpha = arguments.isGiven(1) ? checkBounded(arguments[1], 0...1, what: "alpha") : 1
            guard let style, let alpha else { return nil }
            return .blur(style: style, alpha: alpha)
        default:
            return rejectArguments(enumCase) ? BackdropValue.none : nil
        }
    }

    private mutating func checkCustomView(_ value: ValueSyntax, _ shape: CustomViewShape) -> CustomViewValue? {
        guard case .enumCase(let enumCase) = value, enumCase.name.text == "custom" else {
            mismatch(value, expected: "custom view", cases: ["custom"])
            return nil
        }
        let parameters = shape == .height ? ValueForms.customViewHeight : ValueForms.customViewSize
        guard let arguments = matchArguments(enumCase, parameters) else {
            return nil
        }
        var typeName = plainString(arguments[0], what: "a type name")
        // An interpolated name is reported as such (by `plainString`), not a second time as a bad type name.
        if case .string(let literal) = arguments[0], literal.plainText == nil {
            typeName = nil
        } else if let name = typeName, !Self.isSwiftTypeName(name) {
            let parts = name.split(separator: ".")
            let keyword = parts.first { SwiftKeywords.reservedInTypeNames($0) }
            let note: String
            if let keyword {
                note = "'\(keyword)' is a Swift keyword"
            } else if parts.count == 2 && (parts[1] == "Type" || parts[1] == "Protocol") {
                note = "'\(name)' is the metatype of '\(parts[0])'"
            } else if parts.count == 1 && SwiftKeywords.typePrefixes.contains(name) {
                note = "'\(name)' begins a type ('\(name) P') rather than names one"
            } else {
                note = "write 'Name' or 'Module.Name'"
            }
            diagnostics.error(
                .invalidTypeName, "'\(name)' is not a Swift type name", at: arguments[0].range,
                notes: [DiagnosticNote(note, at: nil)])
            typeName = nil
        }
        let extent: CustomViewValue.Extent?
        if shape == .height {
            extent = checkNumber(arguments[1], .positive, what: "custom view height").map { .height($0) }
        } else {
            extent = checkSize(arguments[1]).map { .size(width: $0.width, height: $0.height) }
        }
        guard let typeName, let extent else { return nil }
        return CustomViewValue(typeName: typeName, extent: extent)
    }

    /// `Name` or `Module.Name`, each a Swift identifier that is no Swift keyword (spec §6; `class` or `Self` cannot
    /// name a type without backticks). After a dot, `Type` and `Protocol` name a metatype (`Brand.Type`), not a
    /// type of the module.
    static func isSwiftTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return false }
        if parts.count == 2, parts[1] == "Type" || parts[1] == "Protocol" { return false }
        if parts.count == 1, SwiftKeywords.typePrefixes.contains(String(parts[0])) { return false }
        // Swift identifiers, so letters of any script (`Café`, `日本`), as swiftc takes them.
        return parts.allSatisfy { part in
            SwiftIdentifier.isIdentifier(part) && !SwiftKeywords.reservedInTypeNames(part)
        }
    }

    private mutating func checkPopoverAnchor(_ value: ValueSyntax) -> PopoverAnchorValue? {
        let forms = ValueForms.popoverAnchor
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            mismatch(value, expected: "popover anchor", cases: forms)
            return nil
        }
        let parameters = ValueForms.anchor
        guard let arguments = matchArguments(enumCase, parameters) else { return nil }
        let name = nameString(arguments[0], what: "a view name")
        var arrows: [String]?
        if arguments.isGiven(1) {
            let written = arguments[1]
            guard case .list(let elements, _) = written else {
                if !suggestList(written, among: Self.arrowDirections, expected: "list of arrow directions") {
                    mismatch(written, expected: "list of arrow directions")
                }
                return nil
            }
            // Every element is judged, as in other lists, so each wrong direction is reported.
            var directions: [String] = []
            var allValid = true
            for element in elements {
                if let direction = checkEnumeration(element, Self.arrowDirections, expected: "arrow direction") {
                    directions.append(direction)
                } else {
                    allValid = false
                }
            }
            guard allValid else { return nil }
            arrows = directions
        }
        guard let name else { return nil }
        return PopoverAnchorValue(kind: enumCase.name.text == "view" ? .view : .barButton, name: name, arrows: arrows)
    }

    private mutating func checkHost(_ value: ValueSyntax) -> HostValue? {
        let forms = ValueForms.host
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            mismatch(value, expected: "host", cases: forms)
            return nil
        }
        switch enumCase.name.text {
        case "page": return rejectArguments(enumCase) ? .page : nil
        case "window": return rejectArguments(enumCase) ? .window : nil
        default:
            guard let arguments = matchArguments(enumCase, ValueForms.name),
                let name = nameString(arguments[0], what: "a view name")
            else { return nil }
            return .view(name)
        }
    }

    // MARK: References

    /// A bare name; `.name` where a reference is expected gets a "did you mean" without the dot.
    mutating func bareReference(_ value: ValueSyntax, expected: String, kind: NamespaceKind? = nil) -> Identifier? {
        switch value {
        case .reference(let name):
            return name
        case .enumCase(let enumCase) where enumCase.arguments == nil:
            let name = enumCase.name.text
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if kind.map({ table.index(of: name, $0) != nil }) ?? true {
                notes.append(DiagnosticNote("did you mean '\(name)'?", at: enumCase.range))
                fixIts.append(FixIt(range: enumCase.range, replacement: name))
            }
            diagnostics.error(
                .referenceExpected, "cannot use enum case '.\(name)' as \(expected); references are bare names",
                at: enumCase.range, notes: notes, fixIts: fixIts)
            return nil
        case .string(let literal)
        where !literal.isUnterminated && literal.plainText.map { Self.isName($0, of: kind, in: table) } == true:
            // `page: "Home"`: a name in quotes, as a Swift API taking a `String` would have it.
            let name = literal.plainText ?? ""
            diagnostics.error(
                .typeMismatch, "cannot use string as \(expected)", at: literal.range,
                notes: [
                    DiagnosticNote("write the name '\(name)' without quotes", at: literal.range)
                ],
                fixIts: [FixIt(range: literal.range, replacement: name)])
            return nil
        default:
            mismatch(value, expected: expected)
            return nil
        }
    }

    /// Whether `text` is a name as written bare (spec §1: ASCII letters, digits and `_`, not starting with a digit, no
    /// keyword) and, for a `kind`, declared as one.
    private static func isName(_ text: String, of kind: NamespaceKind?, in table: DeclarationTable) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, ByteClass.isIdentifierStart(first),
            bytes.allSatisfy(ByteClass.isIdentifierContinue),
            text != "true", text != "false"
        else { return false }
        return kind.map { table.index(of: text, $0) != nil } ?? true
    }

    /// A reference to a declared theme or page: unknown names are reported with "did you mean",
    /// references to deprecated declarations are warned about.
    mutating func resolveReference(_ value: ValueSyntax, _ kind: NamespaceKind) -> Identifier? {
        guard let name = bareReference(value, expected: "\(kind.noun) reference", kind: kind) else {
            return nil
        }
        return resolveName(name, kind) == nil ? nil : name
    }

    /// Looks a name up in its namespace, reporting it when unknown and warning when deprecated.
    /// Returns the declaration's index in its namespace. `excluding` is never suggested: a theme's own name for
    /// its parent, where taking the hint would only trade this error for a parent cycle.
    mutating func resolveName(_ name: Identifier, _ kind: NamespaceKind, excluding: String? = nil) -> Int? {
        if let index = table.index(of: name.text, kind) {
            warnIfDeprecated(index, kind, at: name.range)
            return index
        }
        guard let code = kind.unknownCode else { return nil }
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        let candidates = table.entries(kind).lazy.map(\.name.text).filter { $0 != excluding }
        if let suggestion = suggester.suggestion(for: name.text, among: candidates) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: name.range))
            fixIts.append(FixIt(range: name.range, replacement: suggestion))
        }
        for other in NamespaceKind.allCases where other != kind {
            if let entry = table.entry(name.text, other) {
                notes.append(DiagnosticNote("'\(name.text)' is \(other.article)", at: entry.name.range))
            }
        }
        diagnostics.error(code, "unknown \(kind.noun) '\(name.text)'", at: name.range, notes: notes, fixIts: fixIts)
        return nil
    }

    /// `after: [a, b]`: names of alerts. Unknown names are the scheduling checker's to report.
    private mutating func checkAlertReferences(_ value: ValueSyntax) -> [String]? {
        guard case .list(let elements, _) = value else {
            if case .reference(let name) = value {
                reportLoneElement(value, written: name.text, expected: "list of alert names")
            } else {
                mismatch(value, expected: "list of alert names")
            }
            return nil
        }
        var names: [String] = []
        for element in elements {
            guard let name = bareReference(element, expected: "alert name", kind: .alert) else {
                continue
            }
            if let index = table.index(of: name.text, .alert) { warnIfDeprecated(index, .alert, at: name.range) }
            names.append(name.text)
        }
        return names
    }
}

extension SourceRange {
    /// From this range's start up to `other`'s start.
    func prefix(upTo other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: start, end: other.start)
    }

    /// From `other`'s start to this range's end.
    func suffix(from other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: other.start, end: end)
    }
}
