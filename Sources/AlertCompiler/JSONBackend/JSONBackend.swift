import AlertDSL
import AlertRuntime

/// The JSON back end (spec §8, docs/json-format.md): the canonical text of the lowered catalog. The
/// bytes depend only on the program, never on the order of the input files, so an unchanged program
/// rebuilds to identical output.
///
/// The text is written by `ProgramJSONWriter` straight from the program: exactly the bytes of the lowered
/// catalog's `jsonData()` (`CatalogLowering.lower`, then Foundation's `JSONEncoder`: the reference the tests
/// compare with), without building the catalog.
public enum JSONBackend {
    /// The catalog document of `program`, a checked program without errors.
    public static func emit(_ program: ResolvedProgram) -> String {
        ProgramJSONWriter.text(program)
    }

    /// The document as the file `name`, written when the file is: in chunks from one small buffer, never whole in
    /// memory (no `String`, no copy).
    public static func file(named name: String, for program: ResolvedProgram) -> GeneratedFile {
        GeneratedFile(name: name) { sink in ProgramJSONWriter.write(program, to: sink) }
    }
}
