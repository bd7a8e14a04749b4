import AlertDSL
import AlertRuntime

/// The JSON back end (spec §8, docs/json-format.md): the canonical text of the lowered catalog. The
/// bytes depend only on the program, never on the order of the input files, so an unchanged program
/// rebuilds to identical output.
///
/// The text is written by `CatalogJSONWriter`, which produces exactly the bytes of the catalog's `jsonData()`
/// (the reference, Foundation's `JSONEncoder`) about two orders of magnitude faster.
public enum JSONBackend {
    /// The catalog document of `program`, a checked program without errors.
    public static func emit(_ program: ResolvedProgram) -> String {
        let catalog = CatalogLowering.lower(program)
        // Writing fails only for a non-finite number, which no checked program holds.
        guard let text = try? CatalogJSONWriter.text(catalog) else {
            preconditionFailure("a checked program lowers to a catalog that always encodes")
        }
        return text
    }
}
