/// An image value (spec §3). JSON: `{"asset": "icon_wechat"}` or `{"symbol": "trash"}`.
public enum AlertImage: Sendable, Hashable {
    /// An image from the app's asset catalog (the language's `"name"` and `.asset("name")`).
    case asset(String)
    /// An SF Symbol.
    case symbol(String)
}

extension AlertImage: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case asset
        case symbol
    }

    public init(from decoder: any Decoder) throws {
        let (key, container) = try decoder.taggedContainer(CaseKey.self, describing: "an image")
        let name = try container.decode(String.self, forKey: key)
        self = key == .asset ? .asset(name) : .symbol(name)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .asset(let name): try container.encode(name, forKey: .asset)
        case .symbol(let name): try container.encode(name, forKey: .symbol)
        }
    }
}
