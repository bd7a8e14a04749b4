import AlertDSL
import Testing

/// The source excerpt under a diagnostic on a long line: a window around the caret whose cut edges never split a
/// character, with `...` on the sides that were cut and only there.
@Suite struct DiagnosticExcerptTests {
    private func excerpt(_ text: String) -> (message: Substring, line: Substring) {
        let lines = TestSupport.render(text).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines[0], lines[1])
    }

    /// An error near the start: nothing is cut before it, and the end of the window, which would fall inside an
    /// `é`, moves past it.
    @Test func windowEndingInsideACharacterTakesTheWholeCharacter() {
        let text =
            "alert a { title: \"" + String(repeating: "x", count: 21) + "\\q" + String(repeating: "é", count: 300)
            + "\" action ok \"OK\" }"
        let (message, line) = excerpt(text)
        #expect(message.hasPrefix("test.alert:1:40: error: invalid escape sequence '\\q'"))
        #expect(!line.hasPrefix("..."))
        #expect(line.hasSuffix("é..."))
        #expect(!line.contains("\u{FFFD}"))
        #expect(text.hasPrefix(line.dropLast(3)))
    }

    /// An error near the end: the window reaches the line's end, so only the start is marked as cut.
    @Test func windowReachingTheLineEndIsNotMarkedCutThere() {
        let text = "alert a { title: \"" + String(repeating: "é", count: 300) + "\\q\" action ok \"OK\" }"
        let (message, line) = excerpt(text)
        #expect(message.hasPrefix("test.alert:1:619: error: invalid escape sequence '\\q'"))
        #expect(line.hasPrefix("...é"))
        #expect(line.hasSuffix("\\q\" action ok \"OK\" }"))
        #expect(!line.contains("\u{FFFD}"))
        #expect(text.hasSuffix(line.dropFirst(3)))
    }

    /// A range that begins inside a byte order mark (none does today; a diagnostic at offset 0 would) is shown at
    /// the start of the first line, which begins after the mark, instead of taking the mark for part of it.
    @Test func aRangeInsideTheByteOrderMarkIsShownAtTheLineStart() {
        var sources = SourceManager()
        let file = sources.add(displayPath: "bom.alert", bytes: [0xEF, 0xBB, 0xBF] + Array("alert a {}\n".utf8))
        let diagnostic = Diagnostic(
            .error, .expectedToken, "test", at: SourceRange(file: file.id, start: 0, end: 4),
            fixIts: [FixIt(range: SourceRange(file: file.id, start: 1, end: 1), replacement: "x")])
        let rendered = TextDiagnosticRenderer(sources: sources, useColor: false).render([diagnostic])
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "alert a {}")
        #expect(lines[2] == "^")
        #expect(lines[3] == "x")
    }

    /// Fix-its on one line are shown merged, with the source's text between them: a control character there (a raw
    /// ESC or CR in a parenthesised action title) is shown as a space, as in the excerpt, not written to the terminal.
    @Test func aControlCharacterBetweenMergedFixItsIsShownAsASpace() {
        let rendered = TestSupport.render("alert a {\n    title: \"A\"\n    action ok(\"O\u{1B}[31mK\rX\")\n}\n")
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "    action ok(\"O [31mK X\")")
        #expect(lines[3] == "              \"O [31mK X\"")
        #expect(!rendered.contains("\u{1B}") && !rendered.contains("\r"))
    }

    /// Only fix-its that start on the caret's line are shown under it, merged across a fix-it that spans lines: a
    /// parenthesised title on the lines after `action no(` shows as ` "No" .cancel` after the name, and the style
    /// after a multi-line title, on another line, is not shown under `action ok(` at its own line's column.
    @Test func fixItsAreShownOnTheCaretsLineOnly() {
        let text =
            "alert a {\n    title: \"A\"\n    action ok(\"\"\"\n        OK\n        \"\"\", .destructive)\n"
            + "    action no(\n        \"No\", .cancel)\n}\n"
        let lines = TestSupport.render(text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "    action ok(\"\"\"")
        #expect(lines[3].hasPrefix("test.alert:6:14: error: an action's title and style are written after its name"))
        #expect(lines[4] == "    action no(")
        #expect(lines[6] == "              \"No\" .cancel")
    }

    /// On a long line, a fix-it that starts before the caret is shown in the caret's window, so it lines up with the
    /// excerpt: `action ok   ("OK")`'s ` "OK"` starts after the `ok`, not three columns later, as it did in a window
    /// of its own around its start.
    @Test func aFixItOnALongLineLinesUpWithTheExcerpt() throws {
        let comment = "/* " + String(repeating: "x", count: 120) + " */"
        let text = "alert a {\n    title: \"A\"  \(comment) ; action ok   (\"OK\") \(comment)\n}\n"
        let lines = TestSupport.render(text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
        let nameEnd = try #require(lines[1].range(of: "action ok")?.upperBound)
        #expect(
            lines[3] == String(repeating: " ", count: lines[1].distance(from: lines[1].startIndex, to: nameEnd))
                + " \"OK\"")
    }
}
