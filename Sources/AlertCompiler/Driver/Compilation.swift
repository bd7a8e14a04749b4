/// One run of the compiler over a program: load, parse, check. The back ends take it from here.
public struct Compilation: Sendable {
    public var loaded: LoadedProgram
    /// The checked program; complete only when `hasErrors` is false.
    public var program: ResolvedProgram
    public var diagnostics: DiagnosticBag

    public var sources: SourceManager { loaded.sources }
    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Loads `inputs` (files and directories) with their imports and checks the program.
    public static func check(inputs: [String], warningsAsErrors: Bool = false) -> Compilation {
        let loaded = ProgramLoader.load(inputs: inputs)
        var diagnostics = loaded.diagnostics
        let analyzed = SemanticAnalyzer.analyze(loaded.files, sources: loaded.sources)
        diagnostics.append(contentsOf: analyzed.diagnostics)
        if warningsAsErrors { diagnostics.promoteWarningsToErrors() }
        return Compilation(loaded: loaded, program: analyzed.program, diagnostics: diagnostics)
    }

    /// Diagnostics in a stable order: program order of files, then position.
    public var sortedDiagnostics: [Diagnostic] {
        let loaded = self.loaded
        return diagnostics.sorted { loaded.programOrder(of: $0) }
    }
}
