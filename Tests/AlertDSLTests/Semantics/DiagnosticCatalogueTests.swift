import AlertDSL
import Foundation
import Testing

/// Keeps `DiagnosticCode.all`, the catalogues in `docs/` and the fixtures in step.
@Suite struct DiagnosticCatalogueTests {
    static let docsDirectory = TestSupport.repositoryRoot.appendingPathComponent("docs")
    static let fixtures = TestSupport.fixturesDirectory.appendingPathComponent("diagnostics")

    /// `### `code`` headings of docs/diagnostics.md.
    static func documentedCodes() throws -> [String] {
        let text = try String(contentsOf: docsDirectory.appendingPathComponent("diagnostics.md"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("### `") && $0.hasSuffix("`") }.map {
            String($0.dropFirst(5).dropLast())
        }
    }

    @Test func codesAreUnique() {
        let codes = DiagnosticCode.all.map(\.rawValue)
        #expect(Set(codes).count == codes.count)
    }

    @Test func docsListExactlyTheCodes() throws {
        let documented = try Self.documentedCodes()
        #expect(Set(documented).count == documented.count, "a code is documented twice")
        let codes = Set(DiagnosticCode.all.map(\.rawValue))
        #expect(codes.subtracting(documented).sorted() == [], "codes missing from docs/diagnostics*.md")
        #expect(Set(documented).subtracting(codes).sorted() == [], "documented codes that do not exist")
    }

    /// Driver codes need files on disk (missing inputs, unreadable imports): the driver's tests cover them.
    @Test func everyCodeHasAFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".alert") }.map { String($0.dropLast(6)) }
        let driver = Set(DiagnosticCode.driverCodes)
        let missing = DiagnosticCode.all.filter { code in
            !driver.contains(code) && !names.contains { $0 == code.rawValue || $0.hasPrefix(code.rawValue + "-") }
        }
        #expect(missing.map(\.rawValue) == [])
    }

    /// Each example of docs/diagnostics.md (an `alert` block, then a block of messages) reports what the page
    /// shows after it. Skipped: driver codes, which need files on disk, and examples that stand for bytes a
    /// text block cannot hold (a NUL, invalid UTF-8, a raw control character, 65 nested brackets).
    @Test func documentedExamplesReportTheirMessages() throws {
        let text = try String(contentsOf: Self.docsDirectory.appendingPathComponent("diagnostics.md"), encoding: .utf8)
        let skipped = Set(DiagnosticCode.driverCodes.map(\.rawValue)).union([
            "invalid-utf8", "nul-character", "control-character-in-string", "nesting-too-deep",
        ])
        var checked = 0
        for section in text.components(separatedBy: "\n### `").dropFirst() {
            let code = String(section.prefix { $0 != "`" })
            guard !skipped.contains(code) else { continue }
            let blocks = section.components(separatedBy: "```")
            // Fenced blocks are the odd pieces: "alert\n<program>", then "\n<messages>".
            var index = 1
            while index + 2 < blocks.count {
                defer { index += 2 }
                guard blocks[index].hasPrefix("alert\n"), blocks[index + 2].hasPrefix("\n") else { continue }
                let rendered = TestSupport.render(String(blocks[index].dropFirst(6)))
                for line in blocks[index + 2].split(separator: "\n") where !line.isEmpty {
                    #expect(rendered.contains(line), "\(code): '\(line)' is not reported; got:\n\(rendered)")
                }
                checked += 1
            }
        }
        #expect(checked > 50, "the examples were not found")
    }

    /// A fixture named after a code triggers that code.
    @Test func fixturesTriggerTheirCode() throws {
        let codes = DiagnosticCode.semanticCodes
        for code in codes {
            let url = Self.fixtures.appendingPathComponent("\(code.rawValue).alert")
            let bytes = try Array(Data(contentsOf: url))
            let (_, diagnostics) = TestSupport.diagnose(bytes: bytes, path: url.lastPathComponent)
            #expect(diagnostics.contains { $0.code == code }, "\(code.rawValue).alert does not trigger it")
        }
    }
}
