/// Reads every key of a JSON object, so decoders can insist on an exact key set.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

/// A value encoded either as a bare case name or as an object with exactly one key naming the case
/// (the "externally tagged" shape used for every value kind with a payload, see docs/json-format.md).
enum TaggedValue<Key: CodingKey & CaseIterable> {
    case bare(String)
    case tagged(Key, KeyedDecodingContainer<Key>)
}

extension Decoder {
    /// Decodes a one-key object whose key names the case, rejecting objects with zero or several keys.
    func taggedContainer<Key: CodingKey & CaseIterable>(
        _ type: Key.Type,
        describing typeName: String
    ) throws -> (Key, KeyedDecodingContainer<Key>) {
        let all = try container(keyedBy: AnyCodingKey.self)
        let allowed = Key.allCases.map(\.stringValue).joined(separator: ", ")
        guard all.allKeys.count == 1, let key = Key(stringValue: all.allKeys[0].stringValue) else {
            let found = all.allKeys.map(\.stringValue).sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "\(typeName) must be an object with exactly one of the keys \(allowed); found {\(found)}"
                )
            )
        }
        return (key, try container(keyedBy: Key.self))
    }

    /// Decodes either a bare string (a case without payload) or a one-key object.
    func taggedValue<Key: CodingKey & CaseIterable>(
        _ type: Key.Type,
        describing typeName: String
    ) throws -> TaggedValue<Key> {
        if let single = try? singleValueContainer(), let name = try? single.decode(String.self) {
            return .bare(name)
        }
        let (key, container) = try taggedContainer(type, describing: typeName)
        return .tagged(key, container)
    }

    /// A decoding error at this decoder's position.
    func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }
}
