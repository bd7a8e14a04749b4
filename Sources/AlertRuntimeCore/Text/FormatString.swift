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
    public static func substitute(_ format: String, arguments: [String]) -> String {
        var result = ""
        var rest = Substring(format)
        var nextSequential = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                result += "%"
                rest = afterPercent.dropFirst()
            } else if afterPercent.first == "@" {
                result += argument(at: nextSequential, in: arguments) ?? "%@"
                nextSequential += 1
                rest = afterPercent.dropFirst()
            } else if let (position, remainder) = positionalSpecifier(afterPercent),
                let value = argument(at: position - 1, in: arguments)
            {
                result += value
                nextSequential = position
                rest = remainder
            } else {
                result += "%"
                rest = afterPercent
            }
        }
        result += rest
        return result
    }

    /// Parses `n$@` (after the `%`), returning the 1-based position and what follows.
    private static func positionalSpecifier(_ text: Substring) -> (Int, Substring)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let position = Int(digits), position > 0 else { return nil }
        let afterDigits = text[digits.endIndex...]
        guard afterDigits.hasPrefix("$@") else { return nil }
        return (position, afterDigits.dropFirst(2))
    }

    private static func argument(at index: Int, in arguments: [String]) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }
}

extension String {
    fileprivate func replacingPercentSigns() -> String {
        var escaped = ""
        for character in self {
            escaped += character == "%" ? "%%" : String(character)
        }
        return escaped
    }
}
