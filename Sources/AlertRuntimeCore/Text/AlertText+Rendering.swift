extension AlertText {
    /// The text as one plain string with `arguments` filled in.
    ///
    /// - Plain and rich text substitute each parameter by its argument's `text`; rich attributes are dropped.
    /// - Localized text asks `strings` for `key` in `table`, passing the development format (see
    ///   `FormatString.make(from:)`; without a default value, the key with `%` escaped) as the default, then fills
    ///   the positional arguments in. The looked-up string is always treated as a format string, so translations
    ///   write `%%` for a percent sign.
    ///
    /// A parameter without an argument renders as the empty string.
    public func render(
        arguments: [String: AlertArgument] = [:],
        strings: any LocalizedStringProvider
    ) -> String {
        switch self {
        case .plain(let segments):
            return Self.render(segments, arguments: arguments)
        case .rich(let spans):
            return spans.map { Self.render($0.segments, arguments: arguments) }.joined()
        case .localized(let key, let table, let defaultValue):
            let developmentFormat = FormatString.make(from: defaultValue ?? [.literal(key)])
            let format = strings.localizedString(forKey: key, defaultValue: developmentFormat, table: table)
            let values = parameterNames.map { arguments[$0]?.text ?? "" }
            return FormatString.substitute(format, arguments: values)
        }
    }

    private static func render(_ segments: [TextSegment], arguments: [String: AlertArgument]) -> String {
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .parameter(let name): text += arguments[name]?.text ?? ""
            }
        }
        return text
    }
}
