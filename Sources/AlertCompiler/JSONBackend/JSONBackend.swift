import AlertDSL
import AlertRuntime
import Foundation

/// The JSON back end (spec §8, docs/json-format.md): the canonical text of the lowered catalog. The
/// bytes depend only on the program, never on the order of the input files, so an unchanged program
/// rebuilds to identical output.
public enum JSONBackend {
    /// The catalog document of `program`, a checked program without errors.
    public static func emit(_ program: ResolvedProgram) -> String {
        let catalog = CatalogLowering.lower(program)
        // Encoding fails only for a non-finite number, which no checked program holds.
        guard let data = try? catalog.jsonData() else {
            preconditionFailure("a checked program lowers to a catalog that always encodes")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
