/// One piece of a string in an alert: literal text or an interpolated parameter (`\(count)`).
///
/// JSON: `{"literal": "Delete "}` or `{"parameter": "count"}`.
public enum TextSegment: Sendable, Hashable {
    case literal(String)
    /// The value of the alert parameter with this name.
    case parameter(String)
}

extension TextSegment: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case literal
        case parameter
    }

    public init(from decoder: any Decoder) throws {
        let (key, container) = try decoder.taggedContainer(CaseKey.self, describing: "a text segment")
        let value = try container.decode(String.self, forKey: key)
        self = key == .literal ? .literal(value) : .parameter(value)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .literal(let text): try container.encode(text, forKey: .literal)
        case .parameter(let name): try container.encode(name, forKey: .parameter)
        }
    }
}

extension [TextSegment] {
    /// The parameter names in order of appearance, repeats included.
    var parameterNames: [String] {
        compactMap {
            if case .parameter(let name) = $0 { name } else { nil }
        }
    }
}
