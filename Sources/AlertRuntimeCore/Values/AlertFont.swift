/// A font value (spec §3).
///
/// JSON: `{"system": {"size": 17, "weight": "semibold"}}` (weight omitted when not given),
/// `{"custom": {"name": "Avenir-Heavy", "size": 15}}`, `{"textStyle": "headline"}`.
public enum AlertFont: Sendable, Hashable {
    /// The system font in points; without a weight the platform's regular weight.
    case system(size: Double, weight: FontWeight? = nil)
    /// A font by PostScript name; presenters fall back to the system font of that size when it is not installed.
    case custom(name: String, size: Double)
    /// A Dynamic Type style that follows the user's text size.
    case textStyle(FontTextStyle)
}

extension AlertFont: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case system
        case custom
        case textStyle
    }

    private enum SystemKey: String, CodingKey {
        case size
        case weight
    }

    private enum CustomKey: String, CodingKey {
        case name
        case size
    }

    public init(from decoder: any Decoder) throws {
        let (key, container) = try decoder.taggedContainer(CaseKey.self, describing: "a font")
        switch key {
        case .system:
            let payload = try container.nestedContainer(keyedBy: SystemKey.self, forKey: .system)
            self = .system(
                size: try payload.decode(Double.self, forKey: .size),
                weight: try payload.decodeIfPresent(FontWeight.self, forKey: .weight)
            )
        case .custom:
            let payload = try container.nestedContainer(keyedBy: CustomKey.self, forKey: .custom)
            self = .custom(
                name: try payload.decode(String.self, forKey: .name),
                size: try payload.decode(Double.self, forKey: .size)
            )
        case .textStyle:
            self = .textStyle(try container.decode(FontTextStyle.self, forKey: .textStyle))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .system(let size, let weight):
            var payload = container.nestedContainer(keyedBy: SystemKey.self, forKey: .system)
            try payload.encode(size, forKey: .size)
            try payload.encodeIfPresent(weight, forKey: .weight)
        case .custom(let name, let size):
            var payload = container.nestedContainer(keyedBy: CustomKey.self, forKey: .custom)
            try payload.encode(name, forKey: .name)
            try payload.encode(size, forKey: .size)
        case .textStyle(let style):
            try container.encode(style, forKey: .textStyle)
        }
    }
}
