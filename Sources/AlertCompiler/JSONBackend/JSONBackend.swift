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

    /// Parses and checks `files` (in program order) and writes their catalog document in the same pass, on this
    /// thread, all in memory: each alert is resolved and written as soon as analysis has checked it, as
    /// `build --emit json` does, so the resolved alerts of the whole program are never held. The document is
    /// `emit(FrontEnd.analyze(files, sources:).program)` byte for byte; it is nil when the program has an error
    /// (the text written so far is dropped).
    public static func compile(
        _ files: [SourceFile], sources: SourceManager
    ) -> (document: String?, diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        var syntax: [SourceFileSyntax] = []
        syntax.reserveCapacity(files.count)
        for file in files {
            let parsed = Parser.parse(file, defersAlertBodies: true)
            diagnostics.append(contentsOf: parsed.diagnostics)
            syntax.append(parsed.syntax)
        }
        var document = ""
        var stream = ProgramJSONStream()
        let analyzed = SemanticAnalyzer.analyze(consume syntax, sources: sources) { alert in
            stream.write(alert) { document.append(JSONOutput.string(uncheckedUTF8: $0)) }
        }
        diagnostics.append(contentsOf: analyzed.diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        stream.finish(analyzed.program) { document.append(JSONOutput.string(uncheckedUTF8: $0)) }
        return (document, diagnostics)
    }

    /// The document as the file `name`, written when the file is: in chunks from one small buffer, never whole in
    /// memory (no `String`, no copy).
    public static func file(named name: String, for program: ResolvedProgram) -> GeneratedFile {
        GeneratedFile(name: name) { sink in ProgramJSONWriter.write(program, to: sink) }
    }
}
