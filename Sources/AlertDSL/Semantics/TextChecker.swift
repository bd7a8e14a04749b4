/// Which `\(name)` interpolations the value being checked may contain (spec §2).
enum InterpolationScope {
    /// Text values of an alert, its actions and fields: exactly a parameter name. `positions` finds
    /// a name's position in `parameters` (names are unique).
    case parameters(alert: String, parameters: [ResolvedParameter], positions: SeenNames)
    /// Anything in an `actions` set: sets are shared by alerts with different parameters.
    case actionSet
    /// Themes and pages, which hold no Text.
    case nowhere
}

extension Analysis {
    /// Decodes a Text literal, checking each interpolation against the scope.
    mutating func textSegments(_ literal: StringLiteralSyntax) -> [TextValue.Segment] {
        // Most literals are one piece of text, and most of those repeat an earlier one: known by the two words of its
        // `String` (the same small string, or the same heap string's storage, which the kept array holds, so no other
        // string can take its address meanwhile), its segments are shared.
        if literal.segments.count == 1, case .text(let text) = literal.segments[0] {
            guard !text.isEmpty else { return [] }
            guard MemoryLayout<String>.size == 16 else { return [.literal(text)] }
            let (low, high) = unsafeBitCast(text, to: (UInt64, UInt64).self)
            if let segments = recentTexts.value(low: low, high: high) { return segments }
            let segments: [TextValue.Segment] = [.literal(text)]
            recentTexts.keep(segments, low: low, high: high)
            return segments
        }
        var segments: [TextValue.Segment] = []
        segments.reserveCapacity(literal.segments.count)
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                if case .literal(let previous) = segments.last {
                    segments[segments.count - 1] = .literal(previous + text)
                } else if !text.isEmpty {
                    segments.append(.literal(text))
                }
            case .interpolation(let name, let range):
                checkInterpolation(name, at: range)
                segments.append(.parameter(name))
            case .brokenInterpolation(let name):
                // Reported by the scanner; the alert has an error, so the text is never emitted.
                if case .parameters(_, _, let positions) = scope, let position = positions.position(of: name) {
                    usedParameters[position] = true
                }
            }
        }
        return segments
    }

    private mutating func checkInterpolation(_ name: String, at range: SourceRange) {
        switch scope {
        case .parameters(let alert, let parameters, let positions):
            if let position = positions.position(of: name) {
                usedParameters[position] = true
                return
            }
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = suggester.suggestion(for: name, among: parameters.lazy.map(\.name)) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: range))
                // A name joined with `+` (`"Hi " + nme`, its range the bare name) is inside the join's fix-it.
                if range.end - range.start != name.utf8.count {
                    fixIts.append(FixIt(range: range, replacement: "\\(\(suggestion))"))
                }
            } else if parameters.isEmpty {
                notes.append(DiagnosticNote("alert '\(alert)' has no parameters", at: nil))
            }
            diagnostics.error(
                .undeclaredParameter, "undeclared parameter '\(name)' in alert '\(alert)'", at: range, notes: notes,
                fixIts: fixIts)
        case .actionSet:
            diagnostics.error(
                .interpolationNotAllowed, "string interpolation is not allowed in an action set", at: range,
                notes: [DiagnosticNote("action sets are shared by alerts and have no parameters", at: nil)])
        case .nowhere:
            diagnostics.error(.interpolationNotAllowed, "string interpolation is not allowed here", at: range)
        }
    }

    /// A string that is not Text (names, keys, tables, messages): `\(` is an error there.
    mutating func plainString(_ literal: StringLiteralSyntax, what: String) -> String {
        diagnostics.interpolationsNotAllowed(in: literal, what: what)
        return literal.textWithInterpolations
    }

    /// A plain-string argument such as an image or type name.
    mutating func plainString(_ value: ValueSyntax, what: String) -> String? {
        guard case .string(let literal) = value else {
            if case .missing = value { return nil }
            mismatch(value, expected: "String")
            return nil
        }
        return plainString(literal, what: what)
    }

    /// A plain-string argument that names something the app looks up (an image, a font, a view, a localization
    /// key or table): `""` names nothing, so it is a warning at the string. A warning, not an error: the spec lists no
    /// such check and the value is a well-formed string, which is kept (as `UIImage(named: "")` compiles in Swift).
    /// `what` is "an image name" and the like.
    mutating func nameString(_ value: ValueSyntax, what: String) -> String? {
        guard let name = plainString(value, what: what) else { return nil }
        guard name.isEmpty, case .string(let literal) = value else { return name }
        // "an image name" → "image name".
        let noun = what.drop { $0 != " " }.dropFirst()
        diagnostics.warning(.emptyName, "empty \(noun)", at: literal.range)
        return name
    }

    /// A Text value (spec §3): a string, `.localized(...)` or a rich span list.
    mutating func checkText(_ value: ValueSyntax) -> TextValue? {
        switch value {
        case .string(let literal):
            return .plain(textSegments(literal))
        case .enumCase(let enumCase) where enumCase.name.text == "localized":
            guard let arguments = matchArguments(enumCase, ValueForms.localized) else { return nil }
            let key = nameString(arguments[0], what: "a localization key")
            var defaultValue: [TextValue.Segment]?
            if arguments.isGiven(1) {
                if case .string(let literal) = arguments[1] {
                    defaultValue = textSegments(literal)
                } else {
                    mismatch(arguments[1], expected: "String")
                }
            }
            let table = arguments.isGiven(2) ? nameString(arguments[2], what: "a localization table") : nil
            guard let key else { return nil }
            return .localized(key: key, table: table, defaultValue: defaultValue)
        case .list(let elements, _):
            var spans: [TextValue.Span] = []
            for element in elements {
                if let span = checkSpan(element) { spans.append(span) }
            }
            return .rich(spans)
        case .enumCase(let enumCase) where ValueForms.span.contains(enumCase.name.text):
            // `.bold("Hi")` alone: rich text is a list of spans, even of one.
            let span = sources[enumCase.range.file].text(enumCase.range.start..<enumCase.range.end)
            let hint = ValueForms.spanWrittenAsText(at: enumCase.range, isOneLine: !span.contains(where: \.isNewline))
            diagnostics.error(
                .unknownEnumCase, "unknown case '.\(enumCase.name.text)' for Text", at: enumCase.name.range,
                notes: [hint.note], fixIts: hint.fixIts)
            return nil
        default:
            mismatch(value, expected: "Text", cases: ["localized"])
            return nil
        }
    }

    private mutating func checkSpan(_ value: ValueSyntax) -> TextValue.Span? {
        switch value {
        case .string(let literal):
            return .plain(textSegments(literal))
        case .enumCase(let enumCase) where ValueForms.emphasis.contains(enumCase.name.text):
            guard let arguments = matchArguments(enumCase, ValueForms.spanText),
                let segments = spanText(arguments[0])
            else { return nil }
            return enumCase.name.text == "bold" ? .bold(segments) : .italic(segments)
        case .enumCase(let enumCase) where enumCase.name.text == "styled":
            guard let arguments = matchArguments(enumCase, ValueForms.styled) else { return nil }
            let segments = spanText(arguments[0])
            let font = arguments.isGiven(1) ? checkFont(arguments[1]) : nil
            let color = arguments.isGiven(2) ? checkColor(arguments[2]) : nil
            guard let segments else { return nil }
            return .styled(segments, font: font, color: color)
        default:
            mismatch(value, expected: "rich text span", cases: ValueForms.span)
            return nil
        }
    }

    private mutating func spanText(_ value: ValueSyntax) -> [TextValue.Segment]? {
        guard case .string(let literal) = value else {
            mismatch(value, expected: "String")
            return nil
        }
        return textSegments(literal)
    }
}

extension DiagnosticBag {
    /// An `interpolation-not-allowed` error at each `\(` of a string that is not Text (`what` it is, as in "in an
    /// import path"): what analysis reports in names, keys and tables, and the driver in import paths.
    package mutating func interpolationsNotAllowed(in literal: StringLiteralSyntax, what: String) {
        for case .interpolation(_, let range) in literal.segments {
            error(
                .interpolationNotAllowed, "string interpolation is not allowed in \(what)", at: range,
                notes: [
                    DiagnosticNote("only Text values (titles, messages, subtitles, field texts) interpolate", at: nil)
                ])
        }
    }
}
