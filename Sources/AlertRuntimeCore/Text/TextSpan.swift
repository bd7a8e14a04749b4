/// One span of rich text (`["Delete ", .bold("\(count)"), " items?"]`).
///
/// JSON: `{"plain": [segments]}`, `{"bold": [segments]}`, `{"italic": [segments]}` or
/// `{"styled": {"text": [segments], "font": F, "color": C}}` (font and color omitted when not given).
public enum TextSpan: Sendable, Hashable {
    case plain([TextSegment])
    case bold([TextSegment])
    case italic([TextSegment])
    case styled([TextSegment], font: AlertFont? = nil, color: AlertColor? = nil)

    /// The span's text without its attributes.
    public var segments: [TextSegment] {
        switch self {
        case .plain(let segments), .bold(let segments), .italic(let segments), .styled(let segments, _, _): segments
        }
    }
}

extension TextSpan: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case plain
        case bold
        case italic
        case styled
    }

    private enum StyledKey: String, CodingKey {
        case text
        case font
        case color
    }

    public init(from decoder: any Decoder) throws {
        let (key, container) = try decoder.taggedContainer(CaseKey.self, describing: "a rich text span")
        switch key {
        case .plain: self = .plain(try container.decode([TextSegment].self, forKey: key))
        case .bold: self = .bold(try container.decode([TextSegment].self, forKey: key))
        case .italic: self = .italic(try container.decode([TextSegment].self, forKey: key))
        case .styled:
            let payload = try container.nestedContainer(keyedBy: StyledKey.self, forKey: .styled)
            self = .styled(
                try payload.decode([TextSegment].self, forKey: .text),
                font: try payload.decodeIfPresent(AlertFont.self, forKey: .font),
                color: try payload.decodeIfPresent(AlertColor.self, forKey: .color)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .plain(let segments): try container.encode(segments, forKey: .plain)
        case .bold(let segments): try container.encode(segments, forKey: .bold)
        case .italic(let segments): try container.encode(segments, forKey: .italic)
        case .styled(let segments, let font, let color):
            var payload = container.nestedContainer(keyedBy: StyledKey.self, forKey: .styled)
            try payload.encode(segments, forKey: .text)
            try payload.encodeIfPresent(font, forKey: .font)
            try payload.encodeIfPresent(color, forKey: .color)
        }
    }
}
