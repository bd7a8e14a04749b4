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
