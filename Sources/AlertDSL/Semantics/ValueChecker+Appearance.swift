/// Colours, fonts and images (spec §3).
extension Analysis {
    /// `.rgb(255, 0, 0, 0.5)` or `.rgba(255, 0, 0)`: the arguments of the other form, as `UIColor(red:green:blue:alpha:)`
    /// always takes an alpha. The argument error `matchArguments` gives, with the other form as a note and fix-it.
    private mutating func writesOtherRGBForm(_ enumCase: EnumCaseSyntax, hasAlpha: Bool) -> Bool {
        guard let arguments = enumCase.arguments, arguments.count == (hasAlpha ? 3 : 4),
            arguments.allSatisfy({ $0.label == nil })
        else { return false }
        let other = hasAlpha ? "rgb" : "rgba"
        let note = hasAlpha ? "'.rgb(r, g, b)' is a colour without alpha" : "'.rgba(r, g, b, a)' takes an alpha"
        let fixIt = FixIt(range: enumCase.name.range, replacement: ".\(other)")
        if hasAlpha {
            diagnostics.error(
                .invalidArguments, "missing argument for 'alpha' in '.rgba(_:_:_:_:)'", at: enumCase.range,
                notes: [DiagnosticNote(note, at: enumCase.name.range)], fixIts: [fixIt])
        } else {
            diagnostics.error(
                .invalidArguments, "extra argument in '.rgb(_:_:_:)'", at: arguments[3].range,
                notes: [DiagnosticNote(note, at: enumCase.name.range)], fixIts: [fixIt])
        }
        return true
    }

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
            guard !writesOtherRGBForm(enumCase, hasAlpha: hasAlpha) else { return nil }
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

    mutating func checkImage(_ value: ValueSyntax) -> ImageValue? {
        if case .string = value {
            return nameString(value, what: "an image name").map(ImageValue.asset)
        }
        guard let enumCase = enumCase(value, of: ValueForms.image, expected: "Image") else { return nil }
        guard let arguments = matchArguments(enumCase, ValueForms.name),
            let name = nameString(arguments[0], what: "an image name")
        else { return nil }
        return enumCase.name.text == "asset" ? .asset(name) : .symbol(name)
    }
}
