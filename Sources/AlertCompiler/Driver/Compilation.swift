/// One run of the compiler over a program: load, parse, check. The back ends take it from here.
///
/// The syntax trees are released as soon as analysis is done: the back ends read only the
/// resolved program, and a tree is larger than its source, so holding the trees through code
/// generation would add to the peak memory of every build for nothing.
public struct Compilation: Sendable {
    public var sources: SourceManager
    /// The program's files in program order (byte-wise order of canonical path).
    public var files: [FileID]
    /// The checked program; complete only when `hasErrors` is false (and without alerts when they were handed
    /// to the closure of `check(inputs:warningsAsErrors:eachAlert:)` or of `eachUnresolvedAlert` instead).
    public var program: ResolvedProgram
    public var diagnostics: DiagnosticBag
    /// The files as the generated Swift's header lists them, in program order (`SourceListing`).
    public var sourceListing: [String]

    private var orderIndex: [FileID: Int]

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Loads `inputs` (files and directories) with their imports and checks the program.
    public static func check(inputs: [String], warningsAsErrors: Bool = false) -> Compilation {
        var alerts: [ResolvedAlert] = []
        var compilation = check(inputs: inputs, warningsAsErrors: warningsAsErrors) { alerts.append($0) }
        compilation.program.alerts = alerts
        return compilation
    }

    /// Checks like `check(inputs:warningsAsErrors:)`, but hands each alert to `eachAlert` as soon as it is
    /// checked instead of keeping it: the program's `alerts` stay empty, so a command that needs no alert
    /// afterwards (`check`, a streamed JSON build) never holds the resolved alerts of the whole program
    /// (`SemanticAnalyzer.analyze(_:sources:eachAlert:)`).
    public static func check(
        inputs: [String], warningsAsErrors: Bool = false, eachAlert: (ResolvedAlert) -> Void
    ) -> Compilation {
        var resolver = AlertResolver()
        return check(inputs: inputs, warningsAsErrors: warningsAsErrors) { eachAlert(resolver.resolve($0)) }
    }

    /// Checks like `check(inputs:warningsAsErrors:eachAlert:)`, but hands each alert over before it is resolved
    /// (`SemanticAnalyzer.analyze(_:sources:bodies:beforeAlerts:eachUnresolvedAlert:)`): the caller resolves them
    /// in order with one `AlertResolver`, on a thread of its choice, or drops them.
    ///
    /// `beforeAlerts` is called once, before the first alert is handed over, with what is known by then (see
    /// `ProgramPrelude`).
    public static func check(
        inputs: [String], warningsAsErrors: Bool = false, beforeAlerts: (ProgramPrelude) -> Void = { _ in },
        eachUnresolvedAlert: (consuming UnresolvedAlert) -> Void
    ) -> Compilation {
        var loaded = ProgramLoader.load(inputs: inputs)
        let files = loaded.files.map(\.file)
        var diagnostics = loaded.diagnostics
        // Alert bodies are parsed on a second thread while analysis checks the alerts before them.
        var bodies = PrefetchedBodies()
        let sourceListing = loaded.sourceListing
        let analyzed = SemanticAnalyzer.analyze(
            loaded.takeSyntax(), sources: loaded.sources, bodies: &bodies,
            beforeAlerts: { program, alertNames in
                beforeAlerts(
                    ProgramPrelude(program: program, alertNames: alertNames, sourcePaths: sourceListing))
            },
            eachUnresolvedAlert: eachUnresolvedAlert)
        diagnostics.append(contentsOf: analyzed.diagnostics)
        if warningsAsErrors { diagnostics.promoteWarningsToErrors() }
        return Compilation(
            sources: loaded.sources, files: files, program: analyzed.program, diagnostics: diagnostics,
            sourceListing: sourceListing, orderIndex: loaded.orderIndex)
    }

    /// The position of `file` in program order, for sorting diagnostics.
    public func programOrder(of file: FileID) -> Int {
        orderIndex[file] ?? Int.max
    }

    /// Diagnostics in a stable order: program order of files, then position.
    public var sortedDiagnostics: [Diagnostic] {
        diagnostics.sorted { programOrder(of: $0) }
    }
}
