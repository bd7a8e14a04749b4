#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertCatalog {
    /// The canonical JSON text of the catalog: keys sorted, pretty-printed, `/` unescaped, a final newline. The
    /// same catalog always gives the same bytes, which keeps `alertc build --emit json` output reproducible.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Decodes a catalog document (for server-driven alerts), refusing other format versions.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(AlertCatalog.self, from: data)
    }
}
