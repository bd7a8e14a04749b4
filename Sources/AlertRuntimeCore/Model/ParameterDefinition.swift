/// A parameter of an alert (`alert deleteItems(count: Int)`). JSON: `{"name": "count", "type": "Int"}`.
public struct ParameterDefinition: Sendable, Hashable, Codable {
    /// The Swift type of a parameter; the raw value is its spelling in source and JSON.
    public enum ParameterType: String, Sendable, Hashable, Codable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
    }

    public var name: String
    public var type: ParameterType

    public init(name: String, type: ParameterType) {
        self.name = name
        self.type = type
    }
}
