import AlertDSL
import Testing

/// The decoded values of string literals, through the parser.
@Suite struct StringDecodingTests {
    private func decode(_ literal: String) -> [StringSegment] {
        let file = SourceFile(id: FileID(0), displayPath: "t", text: "alert a { title: \(literal) }")
        let syntax = Parser.parse(file).syntax
        guard case .property(let property) = syntax.declarations.first?.body?.members.first,
            case .string(let string) = property.value
        else {
            Issue.record("no string property")
            return []
        }
        return string.segments
    }

    private func text(_ literal: String) -> String? {
        let segments = decode(literal)
        guard segments.count == 1, case .text(let text) = segments[0] else { return nil }
        return text
    }

    @Test func escapes() {
        #expect(text(#""a\"b\\c\nd\re\tf\0g\u{41}\u{1F600}""#) == "a\"b\\c\nd\re\tf\0gA😀")
        #expect(text(#""""#) == "")
    }

    /// `"""Hi"""` on one line is an error (multi-line content starts on a new line), but its value is the text
    /// between the delimiters, decoded as in `"..."`, and the literal ends at its closing `"""`: the rest of the file
    /// is not swallowed as an unterminated string.
    @Test func tripleQuotedTextOnOneLineIsItsText() {
        #expect(text(#""""Hi""""#) == "Hi")
        #expect(text(#"""" a\tb\u{41} """"#) == " a\tbA ")
        #expect(text(#""""say \"""hi\""" now""""#) == "say \"\"\"hi\"\"\" now")
        #expect(decode(#""""Hi \(n)""""#).count == 2)
    }

    /// Spec §1: `\u{X…}` takes 1 to 8 hex digits, leading zeros included, in either case.
    @Test func unicodeEscapeWithEightDigits() {
        #expect(text(#""\u{0001F600}\u{00000041}\u{0000e9}""#) == "😀Aé")
    }

    @Test func interpolationSegments() {
        let segments = decode(#""Delete \(count) items?""#)
        #expect(segments.count == 3)
        #expect(segments[0] == .text("Delete "))
        guard case .interpolation(let name, let range) = segments[1] else {
            Issue.record("expected interpolation")
            return
        }
        #expect(name == "count")
        #expect(range.start == 25)
        #expect(segments[2] == .text(" items?"))
    }

    @Test func multilineIndentationAndLineBreaks() {
        let literal = "\"\"\"\n        First\n          indented\n\n        joined \\\n        here\n        \"\"\""
        #expect(text(literal) == "First\n  indented\n\njoined here")
        let crlf = "\"\"\"\r\n    a\r\n    b\r\n    \"\"\""
        #expect(text(crlf) == "a\nb")
        #expect(text("\"\"\"\n\"\"\"") == "")
        #expect(text("\"\"\"\n  \"quoted\" \\(x)\n  \"\"\"") == nil)
    }

    /// language.md choice 7: spaces and tabs may follow the opening `"""` on its line, and a line-continuation `\`
    /// must be the very last character of its line (one followed by a space is an invalid escape).
    @Test func multilineOpeningLineMayEndInSpacesAndTabs() {
        #expect(lexCodes("\"\"\" \t \n  a\n  \"\"\"").isEmpty)
        #expect(text("\"\"\"\t\n  a\n  \"\"\"") == "a")
        #expect(lexCodes("\"\"\"\n  a\\ \n  b\n  \"\"\"") == ["invalid-escape"])
    }

    private func lexCodes(_ text: String) -> [String] {
        Lexer.tokenize(SourceFile(id: FileID(0), displayPath: "t", text: text)).diagnostics.diagnostics.map(
            \.code.rawValue)
    }

    /// Spec §1: the closing line's whitespace is removed from every content line, and only a non-blank line that
    /// lacks it is an error, so a blank line shorter than it is an empty line and a longer one keeps the rest.
    @Test func multilineBlankLinesLoseTheClosingIndentation() {
        #expect(text("\"\"\"\n    a\n  \n    b\n    \"\"\"") == "a\n\nb")
        #expect(lexCodes("\"\"\"\n    a\n  \n    b\n    \"\"\"").isEmpty)
        #expect(text("\"\"\"\n    a\n\t\n    \"\"\"") == "a\n")
        #expect(text("\"\"\"\n    a\n      \n    \"\"\"") == "a\n  ")
    }
}
