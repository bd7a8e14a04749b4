#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A definition that generated Swift stores as JSON text, in this module's own `Codable` form (the alert or theme
/// object of [json-format.md](../../../docs/json-format.md)): `AlertDefinition(generatedJSON: "{…}")`. Pages are
/// stored as initialiser calls, so they do not conform.
///
/// `swiftc` type-checks a string literal in microseconds, while the same definition spelled as nested
/// initialiser calls costs it over a millisecond per alert, most of the generated file's compile time (measured in
/// docs/performance.md). The text is decoded when the constant holding it is first read.
public protocol GeneratedDefinition: Codable {}

extension GeneratedDefinition {
    /// Decodes `text`, which alertc wrote: the bytes of ``generatedJSON()``. The text never comes from anywhere else, so a
    /// failure means the generated file and this runtime are from different versions of alertc: it stops the
    /// program with a message that says so rather than show a different alert.
    public init(generatedJSON text: String) {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(text.utf8))
        } catch {
            preconditionFailure(
                "AlertRuntime cannot read a \(Self.self) that alertc generated (\(error)); "
                    + "generate the Swift again with the alertc of this AlertRuntime")
        }
    }

    /// The text generated Swift stores for this value: compact JSON with sorted keys and `/` unescaped, so the
    /// same value always gives the same bytes. Throws only for a non-finite number, which checked programs never
    /// hold.
    public func generatedJSON() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension AlertDefinition: GeneratedDefinition {}
extension ThemeDefinition: GeneratedDefinition {}
