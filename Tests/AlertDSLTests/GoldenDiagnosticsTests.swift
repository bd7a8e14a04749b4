import AlertDSL
import Foundation
import Testing

/// Each `Fixtures/diagnostics/<name>.alert` is checked as a program of its own; the rendered
/// diagnostics must equal `<name>.txt` byte for byte (and `<name>.json`, when present).
/// Refresh after a reviewed change: `ALERTC_UPDATE_GOLDENS=1 swift test --filter GoldenDiagnostics`.
@Suite struct GoldenDiagnosticsTests {
    static let fixtures = TestSupport.alertFiles(
        in: TestSupport.fixturesDirectory.appendingPathComponent("diagnostics"))
    static let validFixtures = TestSupport.alertFiles(
        in: TestSupport.fixturesDirectory.appendingPathComponent("valid"))

    /// A test over an empty list of arguments passes without running: a moved or emptied fixtures directory
    /// must fail here instead.
    @Test func fixturesAreFound() {
        #expect(!Self.fixtures.isEmpty)
        #expect(!Self.validFixtures.isEmpty)
    }

    @Test("golden diagnostics", arguments: fixtures)
    func golden(_ fixture: URL) throws {
        let bytes = try Array(Data(contentsOf: fixture))
        let display = "diagnostics/" + fixture.lastPathComponent
        let (sources, diagnostics) = TestSupport.diagnose(bytes: bytes, path: display)
        #expect(!diagnostics.isEmpty, "a diagnostics fixture must produce a diagnostic")
        let text = TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics)
        try compare(text, with: fixture.deletingPathExtension().appendingPathExtension("txt"), always: true)
        let json = JSONDiagnosticRenderer(sources: sources).render(diagnostics)
        try compare(json, with: fixture.deletingPathExtension().appendingPathExtension("json"), always: true)
    }

    /// Applying every fix-it of a file at once must be possible: no two replace the same bytes (a fix-it that copies
    /// text holding another error's fix-it, as `action a(#"OK"#)` did, garbles the line when both are applied).
    @Test("no two fix-its of a fixture overlap", arguments: fixtures)
    func fixItsDoNotOverlap(_ fixture: URL) throws {
        let bytes = try Array(Data(contentsOf: fixture))
        let (_, diagnostics) = TestSupport.diagnose(bytes: bytes, path: fixture.lastPathComponent)
        let ranges = diagnostics.flatMap(\.fixIts).map(\.range).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(
                later.start >= earlier.end && (later.start > earlier.start || earlier.start == earlier.end),
                "fix-its at \(earlier.start)..<\(earlier.end) and \(later.start)..<\(later.end) overlap")
        }
    }

    @Test("valid fixtures produce no diagnostics", arguments: validFixtures)
    func valid(_ fixture: URL) throws {
        let bytes = try Array(Data(contentsOf: fixture))
        let (sources, diagnostics) = TestSupport.diagnose(bytes: bytes, path: fixture.lastPathComponent)
        #expect(diagnostics.isEmpty, "\(TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics))")
    }

    /// Compares with the golden file; `always` goldens are created when missing in update mode.
    private func compare(_ actual: String, with golden: URL, always: Bool) throws {
        let exists = FileManager.default.fileExists(atPath: golden.path)
        if TestSupport.updatingGoldens {
            if exists || always { try actual.write(to: golden, atomically: true, encoding: .utf8) }
            return
        }
        guard exists else {
            #expect(!always, "missing golden \(golden.lastPathComponent); run with ALERTC_UPDATE_GOLDENS=1")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "\(golden.lastPathComponent) differs")
    }
}
