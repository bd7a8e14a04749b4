/// A theme (spec §2, §4, §5). JSON: `name`, `parent`, `doc` (`null` when absent), `isDefault`, `deprecated` only
/// when deprecated, then the theme's own properties as flat keys beside them (unset ones omitted).
public struct ThemeDefinition: Sendable, Hashable {
    public var name: String
    /// The theme it inherits from.
    public var parent: String?
    public var doc: String?
    /// The `@deprecated` message; `""` when it has none, `nil` when the theme is not deprecated.
    public var deprecated: String?
    /// Whether this is the `@default` theme.
    public var isDefault: Bool
    /// The properties this declaration itself sets.
    public var properties: ThemeProperties

    public init(
        name: String,
        parent: String? = nil,
        doc: String? = nil,
        deprecated: String? = nil,
        isDefault: Bool = false,
        properties: ThemeProperties = ThemeProperties()
    ) {
        self.name = name
        self.parent = parent
        self.doc = doc
        self.deprecated = deprecated
        self.isDefault = isDefault
        self.properties = properties
    }
}

extension ThemeDefinition: Codable {
    private enum CodingKeys: String, CodingKey {
        case name
        case parent
        case doc
        case deprecated
        case isDefault
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        parent = try container.decode(String?.self, forKey: .parent)
        doc = try container.decode(String?.self, forKey: .doc)
        deprecated = try container.decodeIfPresent(String.self, forKey: .deprecated)
        isDefault = try container.decode(Bool.self, forKey: .isDefault)
        // The properties share the theme's object (flat keys).
        properties = try ThemeProperties(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(parent, forKey: .parent)
        try container.encode(doc, forKey: .doc)
        try container.encodeIfPresent(deprecated, forKey: .deprecated)
        try container.encode(isDefault, forKey: .isDefault)
        try properties.encode(to: encoder)
    }
}
