/// One checked, fully resolved program: the JSON back end's document and what generated Swift builds.
/// Themes, pages and alerts are in program order (§2), which is also the declaration order the scheduler uses
/// to break priority ties.
public struct AlertCatalog: Sendable, Hashable {
    /// The format version this runtime reads and writes.
    public static let currentFormat = "1"

    public var format: String
    public var themes: [ThemeDefinition]
    public var pages: [PageDefinition]
    public var alerts: [AlertDefinition]

    public init(
        format: String = AlertCatalog.currentFormat,
        themes: [ThemeDefinition] = [],
        pages: [PageDefinition] = [],
        alerts: [AlertDefinition] = []
    ) {
        self.format = format
        self.themes = themes
        self.pages = pages
        self.alerts = alerts
    }

    /// The alert with this name.
    public func alert(named name: String) -> AlertDefinition? {
        alerts.first { $0.name == name }
    }

    /// The position of the alert with this name in program order.
    public func declarationIndex(ofAlert name: String) -> Int? {
        alerts.firstIndex { $0.name == name }
    }
}

extension AlertCatalog: Codable {
    private enum CodingKeys: String, CodingKey {
        case format
        case themes
        case pages
        case alerts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        // A document of another format version may mean something else; refuse it rather than misread it.
        guard format == Self.currentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format,
                in: container,
                debugDescription:
                    "unsupported alert catalog format \"\(format)\"; this runtime reads \"\(Self.currentFormat)\""
            )
        }
        themes = try container.decode([ThemeDefinition].self, forKey: .themes)
        pages = try container.decode([PageDefinition].self, forKey: .pages)
        alerts = try container.decode([AlertDefinition].self, forKey: .alerts)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(themes, forKey: .themes)
        try container.encode(pages, forKey: .pages)
        try container.encode(alerts, forKey: .alerts)
    }
}
