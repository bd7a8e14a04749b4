import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// Paths and helpers shared by the back-end tests.
enum BackendTestSupport {
    /// The package root, found from this file's path so the tests read and refresh the source tree.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // AlertCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let samplesDirectory = packageRoot.appendingPathComponent("samples")
    static let referenceDirectory = packageRoot.appendingPathComponent("Tests/AlertCompilerTests/Reference")

    /// The top-level samples (`samples/*.alert`; `samples/shared/` and `samples/northwind/` hold only imported files), by name.
    static var sampleFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".alert") }.sorted().map { samplesDirectory.appendingPathComponent($0) }
    }

    /// Whether the golden references should be rewritten (`ALERTC_UPDATE_REFERENCES=1`).
    static var updatingReferences: Bool {
        ProcessInfo.processInfo.environment["ALERTC_UPDATE_REFERENCES"] == "1"
    }

    /// Checks `inputs` and fails the test when the program has an error.
    static func compile(_ inputs: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Compilation {
        let compilation = Compilation.check(inputs: inputs)
        if compilation.hasErrors {
            let text = TextDiagnosticRenderer(sources: compilation.sources, useColor: false)
                .render(compilation.sortedDiagnostics)
            Issue.record("unexpected errors:\n\(text)", sourceLocation: sourceLocation)
        }
        return compilation
    }

    /// Compiles one source text as a program of its own and lowers it.
    static func lower(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AlertCatalog {
        let tree = try TemporaryTree()
        let path = try tree.write("program.alert", source)
        let compilation = compile([path], sourceLocation: sourceLocation)
        return CatalogLowering.lower(compilation.program)
    }

    /// The single alert of a lowered one-alert program.
    static func alert(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AlertDefinition {
        let catalog = try lower(source, sourceLocation: sourceLocation)
        return try #require(catalog.alerts.first, sourceLocation: sourceLocation)
    }
}
