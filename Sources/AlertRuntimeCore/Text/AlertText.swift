/// A Text value (spec §3): what titles, messages, subtitles, placeholders and field texts hold.
///
/// JSON (one key naming the kind):
/// - `{"plain": [{"literal": "Delete "}, {"parameter": "count"}, {"literal": " items?"}]}`
/// - `{"localized": {"key": "delete.title", "table": "Alerts", "default": [segments], "parameters": ["count"]}}`
///   (`table` and `default` omitted when not given; `parameters` always present)
/// - `{"rich": [spans]}`
public enum AlertText: Sendable, Hashable {
    /// Text with interpolated parameters.
    case plain([TextSegment])
    /// A string looked up in a strings table. Without a table the platform's default (`Localizable`) is used;
    /// without a default value the development text is the key itself.
    case localized(key: String, table: String? = nil, defaultValue: [TextSegment]? = nil)
    /// Attributed spans; rendering to a plain string drops the attributes.
    case rich([TextSpan])

    /// Plain text without parameters.
    public static func literal(_ text: String) -> AlertText {
        .plain(text.isEmpty ? [] : [.literal(text)])
    }

    /// The parameters this text interpolates, in order of appearance, repeats included. For localized text
    /// these are the format arguments `%1$@`, `%2$@`, … of the translation.
    public var parameterNames: [String] {
        switch self {
        case .plain(let segments): segments.parameterNames
        case .localized(_, _, let defaultValue): defaultValue?.parameterNames ?? []
        case .rich(let spans): spans.flatMap(\.segments).parameterNames
        }
    }
}

extension AlertText: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case plain
        case localized
        case rich
    }

    private enum LocalizedKey: String, CodingKey {
        case key
        case table
        case `default`
        case parameters
    }

    public init(from decoder: any Decoder) throws {
        let (kind, container) = try decoder.taggedContainer(CaseKey.self, describing: "a text")
        switch kind {
        case .plain: self = .plain(try container.decode([TextSegment].self, forKey: .plain))
        case .rich: self = .rich(try container.decode([TextSpan].self, forKey: .rich))
        case .localized:
            let payload = try container.nestedContainer(keyedBy: LocalizedKey.self, forKey: .localized)
            let text = AlertText.localized(
                key: try payload.decode(String.self, forKey: .key),
                table: try payload.decodeIfPresent(String.self, forKey: .table),
                defaultValue: try payload.decodeIfPresent([TextSegment].self, forKey: .default)
            )
            // `parameters` is derived from `default`; a document where they disagree is inconsistent.
            let parameters = try payload.decode([String].self, forKey: .parameters)
            guard parameters == text.parameterNames else {
                throw decoder.corrupted(
                    "localized text parameters \(parameters) do not match its default's \(text.parameterNames)"
                )
            }
            self = text
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .plain(let segments): try container.encode(segments, forKey: .plain)
        case .rich(let spans): try container.encode(spans, forKey: .rich)
        case .localized(let key, let table, let defaultValue):
            var payload = container.nestedContainer(keyedBy: LocalizedKey.self, forKey: .localized)
            try payload.encode(key, forKey: .key)
            try payload.encodeIfPresent(table, forKey: .table)
            try payload.encodeIfPresent(defaultValue, forKey: .default)
            try payload.encode(parameterNames, forKey: .parameters)
        }
    }
}
