import AlertDSL
import AlertRuntimeCore

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
        var document = ""
        let diagnostics = compile(files, sources: sources) { document.append(String(uncheckedUTF8: $0)) }
        return (diagnostics.hasErrors ? nil : document, diagnostics)
    }

    /// Compiles like `compile(_:sources:)`, handing the document to `sink` in chunks of about 256 KB as it is
    /// written (each chunk whole UTF-8) instead of keeping it. When the program has an error the document is not
    /// finished, and the chunks already handed over must be dropped (as `alertc build` drops its staged output).
    public static func compile(
        _ files: [SourceFile], sources: SourceManager, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> DiagnosticBag {
        var (syntax, diagnostics) = FrontEnd.parse(files)
        var stream = ProgramJSONStream()
        let analyzed = SemanticAnalyzer.analyze(consume syntax, sources: sources) { alert in
            stream.write(alert, to: sink)
        }
        diagnostics.append(contentsOf: analyzed.diagnostics)
        if !diagnostics.hasErrors { stream.finish(analyzed.program, to: sink) }
        return diagnostics
    }

    /// The document as the file `name`, written when the file is: in chunks from one small buffer, never whole in
    /// memory (no `String`, no copy).
    public static func file(named name: String, for program: ResolvedProgram) -> GeneratedFile {
        GeneratedFile(name: name) { sink in ProgramJSONWriter.write(program, to: sink) }
    }
}
