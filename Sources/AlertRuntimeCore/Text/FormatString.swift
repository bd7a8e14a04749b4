/// The positional format strings of localized text: built from segments and filled in by the runtime itself, so
/// a translation renders identically on Linux and Apple platforms (no `String(format:)`, no C varargs).
public enum FormatString {
    /// The development format of a localized text: literal text with `%` escaped as `%%`, each parameter
    /// replaced by `%1$@`, `%2$@`, … in order of appearance (a repeated parameter gets a new position).
    public static func make(from segments: [TextSegment]) -> String {
        var format = ""
        var position = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                format += text.replacingPercentSigns()
            case .parameter:
                position += 1
                format += "%\(position)$@"
            }
        }
        return format
    }

    /// Substitutes `arguments` into `format`: `%n$@` is the n-th argument (1-based), `%@` the next one after the
    /// previous specifier, `%%` a percent sign. Anything else, and a position with no argument, stays verbatim
    /// so a broken translation is visible instead of crashing.
    ///
    /// Specifiers are ASCII and are read scalar by scalar: as `Character`s, a combining mark or variation selector
    /// just after a parameter (`"\(name)\u{301}"`) joins the specifier's `@` and the mark into one `Character`,
    /// and the specifier was left verbatim.
    public static func substitute(_ format: String, arguments: [String]) -> String {
        var result = String.UnicodeScalarView()
        var rest = Substring(format).unicodeScalars
        var nextSequential = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                result.append("%")
                rest = afterPercent.dropFirst()
            } else if afterPercent.first == "@" {
                result += (argument(at: nextSequential, in: arguments) ?? "%@").unicodeScalars
                nextSequential += 1
                rest = afterPercent.dropFirst()
            } else if let (position, remainder) = positionalSpecifier(afterPercent),
                let value = argument(at: position - 1, in: arguments)
            {
                result += value.unicodeScalars
                nextSequential = position
                rest = remainder
            } else {
                result.append("%")
                rest = afterPercent
            }
        }
        result += rest
        return String(result)
    }

    /// Parses `n$@` (after the `%`), returning the 1-based position and what follows.
    private static func positionalSpecifier(
        _ text: Substring.UnicodeScalarView
    ) -> (Int, Substring.UnicodeScalarView)? {
        let digits = text.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty, let position = Int(Substring(digits)), position > 0 else { return nil }
        let afterDigits = text[digits.endIndex...]
        guard afterDigits.starts(with: "$@".unicodeScalars) else { return nil }
        return (position, afterDigits.dropFirst(2))
    }

    private static func argument(at index: Int, in arguments: [String]) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }
}

extension String {
    /// Escapes every `%` scalar, as ``FormatString/substitute(_:arguments:)`` reads them (a `%` followed by a
    /// combining mark is one `Character` that is not `"%"`).
    fileprivate func replacingPercentSigns() -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "%" { escaped.append("%") }
            escaped.append(scalar)
        }
        return String(escaped)
    }
}
