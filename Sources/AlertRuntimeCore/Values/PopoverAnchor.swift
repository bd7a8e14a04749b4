/// Where an action sheet's popover points on iPad (`popoverAnchor`).
///
/// JSON: `{"view": {"name": "shareButton", "arrows": ["up", "down"]}}` or `{"barButton": {"name": "share"}}`;
/// `arrows` is omitted when the source gives none (the platform then picks any direction).
public enum PopoverAnchor: Sendable, Hashable {
    /// A view the app registers under this name.
    case view(String, arrows: [PopoverArrow]? = nil)
    /// A bar button item the app registers under this name.
    case barButton(String, arrows: [PopoverArrow]? = nil)

    /// The registered name of the anchor.
    public var name: String {
        switch self {
        case .view(let name, _), .barButton(let name, _): name
        }
    }

    /// The permitted arrow directions; `nil` lets the platform choose.
    public var arrows: [PopoverArrow]? {
        switch self {
        case .view(_, let arrows), .barButton(_, let arrows): arrows
        }
    }
}

extension PopoverAnchor: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case view
        case barButton
    }

    private enum PayloadKey: String, CodingKey {
        case name
        case arrows
    }

    public init(from decoder: any Decoder) throws {
        let (key, container) = try decoder.taggedContainer(CaseKey.self, describing: "a popover anchor")
        let payload = try container.nestedContainer(keyedBy: PayloadKey.self, forKey: key)
        let name = try payload.decode(String.self, forKey: .name)
        let arrows = try payload.decodeIfPresent([PopoverArrow].self, forKey: .arrows)
        self = key == .view ? .view(name, arrows: arrows) : .barButton(name, arrows: arrows)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        let key: CaseKey
        switch self {
        case .view: key = .view
        case .barButton: key = .barButton
        }
        var payload = container.nestedContainer(keyedBy: PayloadKey.self, forKey: key)
        try payload.encode(name, forKey: .name)
        try payload.encodeIfPresent(arrows, forKey: .arrows)
    }
}
