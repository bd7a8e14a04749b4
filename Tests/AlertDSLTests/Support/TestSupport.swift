import AlertDSL
import Foundation

/// Paths and helpers shared by the front-end tests.
enum TestSupport {
    /// `Tests/AlertDSLTests`, found from this file so fixtures are read (and goldens refreshed) in place.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = testsDirectory.appendingPathComponent("Fixtures")
    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let samplesDirectory = repositoryRoot.appendingPathComponent("samples")

    /// Whether golden files should be rewritten instead of compared (`ALERTC_UPDATE_GOLDENS=1`).
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["ALERTC_UPDATE_GOLDENS"] == "1" }

    /// Every `*.alert` file below `directory`, sorted.
    static func alertFiles(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "alert" }
            .sorted { $0.path < $1.path }
    }

    static func sampleFiles() -> [URL] { alertFiles(in: samplesDirectory) }

    /// The CPU time the calling thread has used. A bound on it, unlike one on the wall clock, does not fail when the
    /// other tests crowd the machine: robustness tests use it to tell linear work from quadratic.
    static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Parses and checks one in-memory file as a whole program; diagnostics in position order.
    static func diagnose(_ text: String, path: String = "test.alert") -> (SourceManager, [Diagnostic]) {
        diagnose(bytes: Array(text.utf8), path: path)
    }

    static func diagnose(bytes: [UInt8], path: String) -> (SourceManager, [Diagnostic]) {
        var sources = SourceManager()
        let file = sources.add(displayPath: path, bytes: bytes)
        let bag = FrontEnd.check([file], sources: sources)
        return (sources, bag.sorted { _ in 0 })
    }

    /// The rendered text of `diagnose`, without colour.
    static func render(_ text: String, path: String = "test.alert") -> String {
        let (sources, diagnostics) = diagnose(text, path: path)
        return TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics)
    }
}
