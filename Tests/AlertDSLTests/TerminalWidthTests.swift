import Testing

@testable import AlertDSL

/// Carets stand under the text they point at whatever its script: each character counts the columns a terminal
/// gives it (`TerminalWidth`), not one per character.
@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("ش", 1), ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0),
        ("確", 2), ("か", 2), ("한", 2), ("Ａ", 2), ("ﾊ", 1), ("😀", 2), ("\u{20B9F}", 2), ("★", 1),
    ])
    func columnsOfACharacter(character: String, columns: Int) {
        #expect(TerminalWidth.of(character.unicodeScalars.first!) == columns)
    }

    @Test func caretsStandUnderTheTextAfterWideAndCombiningCharacters() {
        // 確認 takes four columns, the decomposed é one: the caret must stand under `#12`, the marks under all of it.
        let rendered = TestSupport.render("alert a { title: \"確認 e\u{301}\" messageColor: #12 action ok \"OK\" }")
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("test.alert:1:"))
        let before = "alert a { title: \"確認 e\u{301}\" messageColor: "
        let columns = before.unicodeScalars.reduce(0) { $0 + TerminalWidth.of($1) }
        #expect(columns == before.unicodeScalars.count + 1)
        #expect(lines[2] == String(repeating: " ", count: columns) + "^~~")
    }

    @Test func aWideCharacterAtTheCaretIsUnderlinedWhole() {
        let rendered = TestSupport.render("alert a { title: \"t\" 確 action ok \"OK\" }")
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("unexpected character '確'"))
        #expect(lines[2] == String(repeating: " ", count: 21) + "^~")
    }
}
