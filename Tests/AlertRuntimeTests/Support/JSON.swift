import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

/// Encodes with sorted keys and no slash escaping, the way tests compare exact JSON text.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

/// Checks the exact encoding and that decoding it gives the value back.
func expectJSON<Value: Codable & Equatable>(
    _ value: Value,
    _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let text = try json(value)
    #expect(text == expected, sourceLocation: sourceLocation)
    #expect(try decode(Value.self, text) == value, sourceLocation: sourceLocation)
}

/// The keys of the top-level JSON object of a value's encoding.
func topLevelKeys(_ value: some Encodable) throws -> Set<String> {
    let object = try JSONSerialization.jsonObject(with: Data(try json(value).utf8))
    return Set((object as? [String: Any])?.keys.map { $0 } ?? [])
}

/// Whether decoding the text fails.
func decodingFails<Value: Decodable>(_ type: Value.Type, _ text: String) -> Bool {
    (try? decode(type, text)) == nil
}
