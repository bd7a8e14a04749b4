/// A page: a dispatch domain (spec §2, §7). JSON always has `name`, `parent`, `theme` and `doc` (`null` when
/// absent); `deprecated` only when the page is deprecated.
public struct PageDefinition: Sendable, Hashable {
    public var name: String
    /// The page whose domain this one joins.
    public var parent: String?
    /// The theme of this page's alerts that name none, as written (not resolved).
    public var theme: String?
    public var doc: String?
    /// The `@deprecated` message; `""` when it has none, `nil` when the page is not deprecated.
    public var deprecated: String?

    public init(
        name: String, parent: String? = nil, theme: String? = nil, doc: String? = nil, deprecated: String? = nil
    ) {
        self.name = name
        self.parent = parent
        self.theme = theme
        self.doc = doc
        self.deprecated = deprecated
    }
}

extension PageDefinition: Codable {
    private enum CodingKeys: String, CodingKey {
        case name
        case parent
        case theme
        case doc
        case deprecated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        parent = try container.decode(String?.self, forKey: .parent)
        theme = try container.decode(String?.self, forKey: .theme)
        doc = try container.decode(String?.self, forKey: .doc)
        deprecated = try container.decodeIfPresent(String.self, forKey: .deprecated)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(parent, forKey: .parent)
        try container.encode(theme, forKey: .theme)
        try container.encode(doc, forKey: .doc)
        try container.encodeIfPresent(deprecated, forKey: .deprecated)
    }
}
