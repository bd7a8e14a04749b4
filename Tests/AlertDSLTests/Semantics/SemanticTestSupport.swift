import AlertDSL
import Foundation

/// Helpers for semantic tests: programs of several in-memory files, analyzed as the driver would.
enum SemanticTestSupport {
    /// Parses and analyzes `files` (path, text) in the given order (program order).
    static func analyze(_ files: [(path: String, text: String)]) -> (ResolvedProgram, SourceManager, [Diagnostic]) {
        var sources = SourceManager()
        let added = files.map { sources.add(displayPath: $0.path, bytes: Array($0.text.utf8)) }
        let (program, bag) = FrontEnd.analyze(added, sources: sources)
        return (program, sources, bag.sorted { Int($0.rawValue) })
    }

    static func analyze(_ text: String) -> (ResolvedProgram, [Diagnostic]) {
        let (program, _, diagnostics) = analyze([("test.alert", text)])
        return (program, diagnostics)
    }

    /// The rendered diagnostics of a program.
    static func render(_ files: [(path: String, text: String)]) -> String {
        let (_, sources, diagnostics) = analyze(files)
        return TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics)
    }

    static func render(_ text: String) -> String { render([("test.alert", text)]) }

    /// Every `*.alert` under `samples/`, in byte-wise path order (program order), as one program.
    static func sampleProgram() throws -> [(path: String, text: String)] {
        let root = TestSupport.samplesDirectory
        return try TestSupport.sampleFiles().map { url in
            let path = "samples/" + url.path.dropFirst(root.path.count + 1)
            return (path, try String(contentsOf: url, encoding: .utf8))
        }.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
}
