import AlertDSL
import Foundation
import Testing

/// `--diagnostics-format json` is valid JSON whatever the text it carries: messages, paths, notes and fix-its with
/// quotes, backslashes, every control character, DEL and non-ASCII read back unchanged.
@Suite struct JSONDiagnosticRendererTests {
    /// The document of a clean check (the shape in the renderer's doc comment): an empty list on the key's line, the
    /// counts zero. Tools comparing output byte for byte see one layout.
    @Test func noDiagnosticsIsAnEmptyListAndZeroCounts() {
        let text = JSONDiagnosticRenderer(sources: SourceManager()).render([])
        #expect(text == "{\n  \"diagnostics\": [],\n  \"errorCount\": 0,\n  \"warningCount\": 0\n}\n")
    }

    @Test func hostileTextReadsBack() throws {
        var sources = SourceManager()
        let file = sources.add(displayPath: "dir \"q\"\\\u{1}/é.alert", bytes: Array("alert a {}\n".utf8))
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}"
        let message = "quote \" backslash \\ controls \(controls) ünïcode 🎉"
        let range = SourceRange(file: file.id, start: 6, end: 7)
        let diagnostic = Diagnostic(
            .error, DiagnosticCode("test-code"), message, at: range,
            notes: [DiagnosticNote("note \t\n", at: range)], fixIts: [FixIt(range: range, replacement: "\u{0}x\"")])
        let pathOnly = Diagnostic(.warning, DiagnosticCode("other"), "m", at: nil, path: "p\u{8}")
        let text = JSONDiagnosticRenderer(sources: sources).render([diagnostic, pathOnly])

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object:\n\(text)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0]["message"] as? String == message)
        #expect(diagnostics[0]["file"] as? String == file.displayPath)
        #expect((diagnostics[0]["line"] as? Int, diagnostics[0]["column"] as? Int) == (1, 7))
        let note = try #require((diagnostics[0]["notes"] as? [[String: Any]])?.first)
        #expect(note["message"] as? String == "note \t\n")
        let fixIt = try #require((diagnostics[0]["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["replacement"] as? String == "\u{0}x\"")
        #expect(diagnostics[1]["file"] as? String == "p\u{8}")
        #expect(diagnostics[1]["line"] is NSNull)
        #expect((document["errorCount"] as? Int, document["warningCount"] as? Int) == (1, 1))
        // Control characters are escaped as JSONEncoder does (`\u00xx`, lower-case hex; `\t \n \r` by name).
        #expect(text.contains("\\u0001") && text.contains("\\u001f") && text.contains("\\u007f"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Several notes and fix-its of one diagnostic are separate objects of their arrays, in order.
    @Test func severalNotesAndFixItsAreListedInOrder() throws {
        var sources = SourceManager()
        let file = sources.add(displayPath: "a.alert", bytes: Array("alert a {}\n".utf8))
        let name = SourceRange(file: file.id, start: 6, end: 7)
        let brace = SourceRange(file: file.id, start: 8, end: 9)
        let diagnostic = Diagnostic(
            .error, DiagnosticCode("test-code"), "m", at: name,
            notes: [DiagnosticNote("first", at: name), DiagnosticNote("second", at: nil)],
            fixIts: [FixIt(range: name, replacement: "b"), FixIt(range: brace, replacement: "{ }")])
        let text = JSONDiagnosticRenderer(sources: sources).render([diagnostic])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rendered = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        let notes = try #require(rendered["notes"] as? [[String: Any]])
        #expect(notes.map { $0["message"] as? String } == ["first", "second"])
        #expect(notes.map { $0["column"] as? Int } == [7, nil])
        let fixIts = try #require(rendered["fixIts"] as? [[String: Any]])
        #expect(fixIts.map { $0["replacement"] as? String } == ["b", "{ }"])
        #expect(fixIts.map { $0["column"] as? Int } == [7, 9])
    }
}
