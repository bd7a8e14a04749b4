import AlertDSL
import Foundation
import Testing

/// The `alert` examples of README.md and docs/language.md are valid `.alert` text (docs/diagnostics.md's, which
/// show errors, are `DiagnosticCatalogueTests`'). Each is checked beside `samples/shared/brand.alert`, which the
/// examples import; one that is no whole program (an action, a field, a property) is checked inside an alert with
/// a `count: Int` parameter, the one they interpolate.
@Suite struct DocumentationExampleTests {
    /// The blocks fenced as `alert` in `path` (relative to the repository), with the line each starts on.
    static func alertBlocks(in path: String) throws -> [(line: Int, text: String)] {
        let url = TestSupport.repositoryRoot.appendingPathComponent(path)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(line: Int, text: String)] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard fence.hasPrefix("```") else { continue }
            let start = index
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" { index += 1 }
            if fence == "```alert" {
                blocks.append((start + 1, lines[start..<min(index, lines.count)].joined(separator: "\n")))
            }
            index += 1
        }
        return blocks
    }

    /// Whether `text` starts, after comments, with an attribute or a declaration keyword.
    static func isProgram(_ text: String) -> Bool {
        let first = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("//") }
        guard let word = first?.split(separator: " ").first else { return true }
        return word.hasPrefix("@") || ["import", "theme", "page", "actions", "alert"].contains(String(word))
    }

    @Test(arguments: ["README.md", "docs/language.md"])
    func examplesAreValid(path: String) throws {
        let brand = try String(
            contentsOf: TestSupport.samplesDirectory.appendingPathComponent("shared/brand.alert"), encoding: .utf8)
        let blocks = try Self.alertBlocks(in: path)
        #expect(!blocks.isEmpty, "no example found in \(path)")
        for block in blocks {
            let text = Self.isProgram(block.text) ? block.text : "alert docExample(count: Int) {\n\(block.text)\n}\n"
            let files = [("samples/shared/brand.alert", brand), ("samples/example.alert", text)]
            let (_, sources, diagnostics) = SemanticTestSupport.analyze(files)
            // An excerpt of a sample, its bodies elided with `/* … */`, may name what it leaves out: only its
            // syntax is checked.
            let excerpt = block.text.contains("…")
            let wrong = diagnostics.filter {
                $0.severity == .error && (!excerpt || DiagnosticCode.syntaxCodes.contains($0.code))
            }
            #expect(
                wrong.count == 0,
                "\(path):\(block.line): \(TextDiagnosticRenderer(sources: sources, useColor: false).render(wrong))")
        }
    }
}
