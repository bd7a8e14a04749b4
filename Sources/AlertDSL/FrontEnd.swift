/// The language's front end in one call: parse each file, then check them as one program.
/// The driver adds file loading and imports around it; tests and tools that hold files in
/// memory call it directly.
public enum FrontEnd {
    /// Parses `files` (in program order) and returns every diagnostic.
    public static func check(_ files: [SourceFile], sources: SourceManager) -> DiagnosticBag {
        analyze(files, sources: sources).diagnostics
    }

    /// Parses and analyzes `files` (in program order): the resolved program and every diagnostic.
    /// Alert bodies are parsed as analysis checks each alert, as the driver does, unless
    /// `defersAlertBodies` is false (the result is the same; tests compare both).
    public static func analyze(
        _ files: [SourceFile], sources: SourceManager, defersAlertBodies: Bool = true
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        var (syntax, diagnostics) = parse(files, defersAlertBodies: defersAlertBodies)
        let analyzed = SemanticAnalyzer.analyze(syntax, sources: sources)
        diagnostics.append(contentsOf: analyzed.diagnostics)
        return (analyzed.program, diagnostics)
    }

    /// Parses each of `files` (in program order): their trees and every syntax diagnostic, in that order. Alert
    /// bodies are only delimited unless `defersAlertBodies` is false (analysis parses them).
    public static func parse(
        _ files: [SourceFile], defersAlertBodies: Bool = true
    ) -> (syntax: [SourceFileSyntax], diagnostics: DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        var syntax: [SourceFileSyntax] = []
        syntax.reserveCapacity(files.count)
        for file in files {
            let parsed = Parser.parse(file, defersAlertBodies: defersAlertBodies)
            diagnostics.append(contentsOf: parsed.diagnostics)
            syntax.append(parsed.syntax)
        }
        return (syntax, diagnostics)
    }
}
