/// What an alert is shown in (`host`). JSON: `"page"`, `"window"` or `{"view": "mapView"}`.
public enum AlertHost: Sendable, Hashable {
    /// The view controller of the alert's page.
    case page
    /// The app's key window, above every page.
    case window
    /// A view the app registers under this name.
    case view(String)
}

extension AlertHost: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case view
    }

    public init(from decoder: any Decoder) throws {
        switch try decoder.taggedValue(CaseKey.self, describing: "a host") {
        case .bare("page"): self = .page
        case .bare("window"): self = .window
        case .bare(let other):
            throw decoder.corrupted("a host is \"page\", \"window\" or {\"view\": name}; found \"\(other)\"")
        case .tagged(_, let container): self = .view(try container.decode(String.self, forKey: .view))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .page, .window:
            var container = encoder.singleValueContainer()
            try container.encode(self == .page ? "page" : "window")
        case .view(let name):
            var container = encoder.container(keyedBy: CaseKey.self)
            try container.encode(name, forKey: .view)
        }
    }
}
