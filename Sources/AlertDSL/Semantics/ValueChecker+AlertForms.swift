/// The forms of one alert property each: backdrop, custom views, popover anchor, host (spec §4).
extension Analysis {
    mutating func checkBackdrop(_ value: ValueSyntax) -> BackdropValue? {
        guard let enumCase = enumCase(value, of: ValueForms.backdrop, expected: "backdrop") else { return nil }
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

    mutating func checkCustomView(_ value: ValueSyntax, _ shape: CustomViewShape) -> CustomViewValue? {
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

    mutating func checkPopoverAnchor(_ value: ValueSyntax) -> PopoverAnchorValue? {
        guard let enumCase = enumCase(value, of: ValueForms.popoverAnchor, expected: "popover anchor") else {
            return nil
        }
        let parameters = ValueForms.anchor
        guard let arguments = matchArguments(enumCase, parameters) else { return nil }
        let name = nameString(
            arguments[0], what: enumCase.name.text == "view" ? "a view name" : "a bar button item name")
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

    mutating func checkHost(_ value: ValueSyntax) -> HostValue? {
        guard let enumCase = enumCase(value, of: ValueForms.host, expected: "host") else { return nil }
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
}
