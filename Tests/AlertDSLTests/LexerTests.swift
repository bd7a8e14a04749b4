import AlertDSL
import Testing

@Suite struct LexerTests {
    /// Kinds and texts of every token but the end of file.
    private func lex(_ text: String) -> (tokens: [(TokenKind, String)], diagnostics: [Diagnostic]) {
        let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
        let (tokens, bag) = Lexer.tokenize(file)
        let shown = tokens.dropLast().map { ($0.kind, file.text($0.start..<$0.end)) }
        return (shown, bag.diagnostics)
    }

    private func kinds(_ text: String) -> [TokenKind] { lex(text).tokens.map(\.0) }

    private func codes(_ text: String) -> [String] { lex(text).diagnostics.map(\.code.rawValue) }

    @Test func punctuationAndIdentifiers() {
        #expect(
            kinds("{ } ( ) [ ] : , ;") == [
                .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .colon, .comma,
                .semicolon,
            ])
        #expect(
            lex("alert _name x9 true false").tokens.map(\.0) == [
                .identifier, .identifier, .identifier, .trueKeyword, .falseKeyword,
            ])
        #expect(lex("trueish falsey").tokens.map(\.0) == [.identifier, .identifier])
    }

    @Test func enumCasesAndAttributes() {
        let result = lex(".cancel .system(17) @default @deprecated(\"x\")")
        #expect(
            result.tokens.map(\.0) == [
                .enumCase, .enumCase, .leftParen, .integer, .rightParen, .attribute, .attribute, .leftParen, .string,
                .rightParen,
            ])
        #expect(result.tokens[0].1 == ".cancel")
        #expect(result.tokens[5].1 == "@default")
    }

    @Test func integersAndDecimals() {
        let file = SourceFile(
            id: FileID(0), displayPath: "t", text: "42 -3 1_000 0.4 -12.5 9223372036854775807 -9223372036854775808")
        let tokens = Lexer.tokenize(file).tokens
        #expect(
            tokens.map(\.kind).dropLast() == [.integer, .integer, .integer, .decimal, .decimal, .integer, .integer])
        #expect(tokens[0].payload == 42)
        #expect(tokens[1].payload == -3)
        #expect(tokens[2].payload == 1000)
        #expect(tokens[3].decimalValue == 0.4)
        #expect(tokens[4].decimalValue == -12.5)
        #expect(tokens[5].payload == Int64.max)
        #expect(tokens[6].payload == Int64.min)
        #expect(Lexer.tokenize(file).diagnostics.diagnostics.isEmpty)
    }

    /// A decimal is the correctly rounded `Double` of its text, also past the 15 digits the fast path takes: with 16
    /// to 19 digits the mantissa itself is rounded, so dividing it by a power of ten could round twice.
    @Test func longDecimalsAreCorrectlyRounded() {
        let texts = ["41.529671359590973", "923939.5385945212840", "1247.75948028053977", "-76550321682.30567235"]
        let file = SourceFile(id: FileID(0), displayPath: "t", text: texts.joined(separator: " "))
        let tokens = Lexer.tokenize(file).tokens.dropLast()
        #expect(tokens.map(\.decimalValue) == texts.map { Double($0)! })
    }

    /// Only a literal whose text is exactly its bytes between the quotes is marked plain: the parser then takes
    /// those bytes without decoding them.
    @Test func plainStringsAreMarked() {
        let text = #""Save changes?" "naïve" "" "a\nb" "\(name)" "tab\tend" "bell"# + "\u{7}\"" + "\n\"\"\"\nx\n\"\"\""
        let tokens = Lexer.tokenize(SourceFile(id: FileID(0), displayPath: "t", text: text)).tokens.dropLast()
        #expect(
            tokens.map { $0.payload == Token.plainString } == [true, true, true, false, false, false, false, false])
    }

    @Test func malformedNumbers() {
        #expect(codes("9223372036854775808") == ["integer-overflow"])
        #expect(codes("-9223372036854775809") == ["integer-overflow"])
        #expect(codes("12abc") == ["invalid-number"])
        #expect(codes("1" + String(repeating: "0", count: 400) + ".5") == ["invalid-number"])
        #expect(codes("-1" + String(repeating: "0", count: 400) + ".5") == ["invalid-number"])
        #expect(codes("1" + String(repeating: "0", count: 300) + ".5").isEmpty)
        #expect(codes("- 1") == ["unexpected-character"])
    }

    @Test func colors() {
        let file = SourceFile(id: FileID(0), displayPath: "t", text: "#abc #007AFF #FF3B3080")
        let tokens = Lexer.tokenize(file).tokens
        #expect(tokens[0].rgba == (0xAA, 0xBB, 0xCC, 0xFF))
        #expect(tokens[1].rgba == (0x00, 0x7A, 0xFF, 0xFF))
        #expect(tokens[2].rgba == (0xFF, 0x3B, 0x30, 0x80))
        #expect(codes("#12") == ["invalid-color"])
        #expect(codes("#1234") == ["invalid-color"])
        #expect(codes("#1234567") == ["invalid-color"])
        #expect(codes("#12345G") == ["invalid-color"])
        #expect(codes("#") == ["invalid-color"])
    }

    @Test func stringsAndEscapes() {
        #expect(kinds(#""a \" b \\ \n \r \t \0 \u{1F600} \(name)""#) == [.string])
        #expect(codes(#""a \" b \\ \n \r \t \0 \u{1F600} \(name)""#).isEmpty)
        #expect(codes(#""\q""#) == ["invalid-escape"])
        #expect(codes(#""\u{}""#) == ["invalid-escape"])
        #expect(codes(#""\u{123456789}""#) == ["invalid-escape"])
        #expect(codes(#""\u{D800}""#) == ["invalid-escape"])
        #expect(codes(#""\u{41""#) == ["invalid-escape"])
        #expect(codes(#""\(1)""#) == ["invalid-interpolation"])
        #expect(codes(#""\()""#) == ["invalid-interpolation"])
    }

    @Test func unterminatedStringsReportAtTheOpeningQuote() {
        let result = lex("x \"abc\ny")
        #expect(result.diagnostics.map(\.code.rawValue) == ["unterminated-string"])
        #expect(result.diagnostics[0].range?.start == 2)
        #expect(result.tokens.map(\.0) == [.identifier, .string, .identifier])
        #expect(codes("\"abc") == ["unterminated-string"])
        #expect(codes("\"abc\\") == ["unterminated-string"])
        // A `\` that ends the line escapes nothing: the string ends unterminated there, and the next line is tokens.
        for text in ["\"abc\\\nok", "\"abc\\\r\nok"] {
            #expect(codes(text) == ["unterminated-string"], "\(text)")
            #expect(kinds(text) == [.string, .identifier], "\(text)")
        }
        let multiline = lex("x \"\"\"\nabc\n")
        #expect(multiline.diagnostics.map(\.code.rawValue) == ["unterminated-string"])
        #expect(multiline.diagnostics[0].range?.start == 2)
    }

    @Test func controlCharactersAndNul() {
        #expect(codes("\"a\u{1}b\"") == ["control-character-in-string"])
        #expect(codes("\"a\u{7F}b\"") == ["control-character-in-string"])
        #expect(codes("\"a\tb\"").isEmpty)
        #expect(codes("a \u{0} b") == ["nul-character"])
        #expect(codes("\"\u{0}\"") == ["nul-character"])
        #expect(codes("// \u{0}\n/* \u{0} */") == ["nul-character", "nul-character"])
    }

    /// A NUL, a control character or an invalid UTF-8 byte right after a `\` is still reported at that byte (spec §1),
    /// after an invalid escape at the `\`: it was folded into one invalid escape at the `\`, and a NUL or an invalid
    /// byte there was never reported as such. A `\` before a tab (no error of its own) was quoted as '\\t', which reads as
    /// the valid escape `\\t`.
    @Test func aBadByteAfterABackslashIsReportedAtTheByte() {
        let cases: [(byte: UInt8, code: String?)] = [
            (0x09, nil), (0x00, "nul-character"), (0x01, "control-character-in-string"),
            (0x0D, "control-character-in-string"), (0x7F, "control-character-in-string"), (0xFF, "invalid-utf8"),
            (0xC3, "invalid-utf8"),
        ]
        for (byte, code) in cases {
            for (prefix, suffix) in [("t: \"x\\", "y\""), ("t: \"\"\"\n  x\\", "y\n  \"\"\"")] {
                let bytes = Array(prefix.utf8) + [byte] + Array(suffix.utf8)
                let file = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
                let diagnostics = Lexer.tokenize(file).diagnostics.diagnostics
                #expect(diagnostics.map(\.code.rawValue) == ["invalid-escape"] + [code].compactMap(\.self))
                #expect(diagnostics.first?.message.contains("'\\'") == true, "\(byte) after \(prefix)")
                #expect(
                    diagnostics.map { $0.range?.start }
                        == [prefix.utf8.count - 1] + (code == nil ? [] : [prefix.utf8.count]))
            }
        }
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        let bytes: [UInt8] = Array("a \"x".utf8) + [0xFF] + Array("\" // \u{E9}".utf8) + [0xC3] + Array("\n b".utf8)
        let file = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
        let diagnostics = Lexer.tokenize(file).diagnostics.diagnostics
        #expect(diagnostics.map(\.code.rawValue) == ["invalid-utf8", "invalid-utf8"])
        #expect(diagnostics.map { $0.range?.start } == [4, bytes.count - 4])
        // Overlong encodings and surrogates are invalid too.
        for sequence in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]] {
            let file = SourceFile(id: FileID(0), displayPath: "t", bytes: [0x22] + sequence + [0x22])
            #expect(Lexer.tokenize(file).diagnostics.diagnostics.first?.code == .invalidUTF8)
        }
    }

    /// A truncated sequence is one mistake: one error over its maximal subpart (Unicode §3.9), as it is one U+FFFD
    /// when the line is shown; bytes that could never begin or continue a sequence there are one error each.
    @Test func invalidUTF8IsReportedOncePerMaximalSubpart() {
        let cases: [(bytes: [UInt8], messages: [String], lengths: [Int])] = [
            ([0xE2, 0x82], ["invalid UTF-8 sequence 0xE2 0x82"], [2]),
            ([0xF0, 0x9F, 0x98], ["invalid UTF-8 sequence 0xF0 0x9F 0x98"], [3]),
            ([0xC3], ["invalid UTF-8 byte 0xC3"], [1]),
            ([0xE0, 0x80], ["invalid UTF-8 byte 0xE0", "invalid UTF-8 byte 0x80"], [1, 1]),
            ([0xED, 0xA0], ["invalid UTF-8 byte 0xED", "invalid UTF-8 byte 0xA0"], [1, 1]),
            ([0xF4, 0x90], ["invalid UTF-8 byte 0xF4", "invalid UTF-8 byte 0x90"], [1, 1]),
            ([0xE2, 0x82, 0xE2, 0x82], Array(repeating: "invalid UTF-8 sequence 0xE2 0x82", count: 2), [2, 2]),
        ]
        for (sequence, messages, lengths) in cases {
            // In a string, in a comment and between tokens.
            for (prefix, suffix) in [("t: \"", "\""), ("// ", "\n"), ("a ", " b")] {
                let bytes = Array(prefix.utf8) + sequence + Array(suffix.utf8)
                let file = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
                let diagnostics = Lexer.tokenize(file).diagnostics.diagnostics
                #expect(diagnostics.map(\.message) == messages, "\(sequence) after \(prefix)")
                #expect(diagnostics.compactMap { $0.range.map { $0.end - $0.start } } == lengths)
                #expect(diagnostics.first?.range?.start == prefix.utf8.count)
            }
        }
    }

    @Test func strayCharactersBecomeTrivia() {
        let result = lex("a $ b é c")
        #expect(result.tokens.map(\.1) == ["a", "b", "c"])
        #expect(
            result.diagnostics.map(\.message) == [
                "unexpected character '$' in source",
                "unexpected character 'é' in source; names are ASCII letters, digits and '_'",
            ])
    }

    /// A word in letters beyond ASCII is one error over the whole of it, the ASCII letters and digits in it included
    /// (one mistake, one error); a character that is no letter stands alone.
    @Test func aNameBeyondASCIIIsOneErrorOverTheWord() {
        let result = lex("a 確認 b Ünï2 c ✓✓ d")
        #expect(result.tokens.map(\.1) == ["a", "b", "c", "d"])
        #expect(
            result.diagnostics.map(\.message) == [
                "unexpected characters '確認' in source; names are ASCII letters, digits and '_'",
                "unexpected characters 'Ünï2' in source; names are ASCII letters, digits and '_'",
                "unexpected character '✓' in source", "unexpected character '✓' in source",
            ])
    }

    /// A word whose letters beyond ASCII come after ASCII ones (`naïve`, a decomposed `café`: `e` then U+0301) is
    /// one error over the whole word too, from its first letter, though its ASCII start is already a token.
    @Test func aNameBeyondASCIIAfterASCIILettersIsOneErrorOverTheWord() {
        let source = "theme naïve {} .cafe\u{301} _x9é #abcé 12é"
        let result = lex(source)
        let hint = "in source; names are ASCII letters, digits and '_'"
        #expect(
            result.diagnostics.map(\.message) == [
                "unexpected characters 'naïve' \(hint)", "unexpected characters 'cafe\u{301}' \(hint)",
                "unexpected characters '_x9é' \(hint)", "unexpected character 'é' \(hint)",
                "unexpected character 'é' \(hint)",
            ])
        // Over the word, the ASCII letters before the first other one included (`#abc` is a colour, `12` a number).
        let utf8 = Array(source.utf8)
        let covered = result.diagnostics.compactMap {
            $0.range.map { String(decoding: utf8[$0.start..<$0.end], as: UTF8.self) }
        }
        #expect(covered == ["naïve", "cafe\u{301}", "_x9é", "é", "é"])
    }

    @Test func commentsNestAndAreTrivia() {
        #expect(kinds("a // x\n /* b /* c */ d */ e") == [.identifier, .identifier])
        #expect(codes("/* /* */") == ["unterminated-comment"])
    }

    /// Spec §1, blocks nest: a `/*` opens a comment whole, so its `*` cannot also start a `*/` (`/*/` opens one and
    /// closes nothing), as in Swift.
    @Test func aCommentOpenerDoesNotShareItsStarWithACloser() {
        #expect(kinds("/* a /*/ b */ c */ d") == [.identifier])
        #expect(codes("/* a /*/ b */ c */ d").isEmpty)
        #expect(kinds("/*/ a */ b") == [.identifier])
        #expect(codes("/* a /*/ */") == ["unterminated-comment"])
    }

    /// A `*/` with no comment open is one error over both bytes, also as the last two bytes of the file (where there
    /// is no third byte to tell `*//` and `*/*` apart).
    @Test func aCommentCloserWithNoneOpenIsOneErrorAlsoAtTheEnd() {
        for text in ["a */", "*/", "a */ b"] {
            let diagnostics = lex(text).diagnostics
            #expect(diagnostics.map(\.message) == ["unexpected end of block comment"], "\(text)")
            #expect(diagnostics.map { $0.range.map { $0.end - $0.start } } == [2], "\(text)")
        }
    }

    @Test func byteOrderMarkIsSkipped() {
        let file = SourceFile(id: FileID(0), displayPath: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("alert".utf8))
        let (tokens, diagnostics) = Lexer.tokenize(file)
        #expect(tokens[0].kind == .identifier)
        #expect(tokens[0].start == 3)
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func multilineStringForms() {
        #expect(kinds("\"\"\"\n  a\n  \"\"\" x") == [.multilineString, .identifier])
        #expect(codes("\"\"\"abc\n\"\"\"") == ["multiline-string-start"])
        // Closed on its own line: one error, and the literal ends there (it swallowed the file as unterminated).
        #expect(kinds("\"\"\"abc\"\"\" x\n\"y\"") == [.multilineString, .identifier, .string])
        #expect(codes("\"\"\"abc\"\"\" x\n\"y\"") == ["multiline-string-start"])
        #expect(lex("\"\"\"abc\"\"\"").diagnostics.first?.range?.start == 0)
        // An escaped `\"""` does not close it.
        #expect(kinds("\"\"\"a\\\"\"\"\n  b\n  \"\"\"") == [.multilineString])
        #expect(codes("\"\"\"\n a\nb\n \"\"\"") == ["multiline-string-indentation"])
        #expect(codes("\"\"\"\r\n  a\r\n  \"\"\"").isEmpty)
    }
}

/// The lexer's paths near the end of the input, where no whole word of eight bytes is left to
/// read, and its trivia path, which hands back to the token path.
@Suite struct LexerEdgeTests {
    private func lex(_ text: String) -> (tokens: [(TokenKind, String)], codes: [String]) {
        let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
        let (tokens, bag) = Lexer.tokenize(file)
        #expect(tokens.last?.kind == .endOfFile)
        #expect(tokens.last?.start == file.bytes.count)
        return (tokens.dropLast().map { ($0.kind, file.text($0.start..<$0.end)) }, bag.diagnostics.map(\.code.rawValue))
    }

    /// Each token alone, then at the end of inputs of every length around one word, so that it
    /// is read both from a whole word and byte by byte.
    @Test func everyTokenAtEveryDistanceFromTheEnd() {
        let samples: [(String, TokenKind)] = [
            ("x", .identifier), ("true", .trueKeyword), ("false", .falseKeyword), ("trueish", .identifier),
            ("falsely", .identifier), ("name_01", .identifier), ("identifier", .identifier), (".cancel", .enumCase),
            ("@default", .attribute), (".a", .enumCase), ("7", .integer), ("42", .integer), ("123", .integer),
            ("-3", .integer), ("0.5", .decimal), ("#FFF", .color), ("\"hi\"", .string), ("\"\"", .string),
            ("{", .leftBrace), (";", .semicolon),
        ]
        for (text, kind) in samples {
            for padding in 0...9 {
                for separator in [" ", "\n", "\n        ", "\n\n  \n\n", ""] where !(separator.isEmpty && padding > 0) {
                    let source = String(repeating: "a", count: padding) + (padding > 0 ? " " : "") + separator + text
                    let result = lex(source)
                    #expect(result.tokens.last?.0 == kind, "\(source.debugDescription)")
                    #expect(result.tokens.last?.1 == text, "\(source.debugDescription)")
                    #expect(result.codes.isEmpty, "\(source.debugDescription)")
                }
            }
        }
    }

    @Test func bytesThatStartNoTokenAreReportedAndSkipped() {
        let result = lex(". @ - . 1 @9 $ x")
        #expect(result.tokens.map(\.1) == ["1", "9", "x"])
        #expect(result.codes == Array(repeating: "unexpected-character", count: 6))
        #expect(lex("a.").codes == ["unexpected-character"])
        #expect(lex("a-").codes == ["unexpected-character"])
        #expect(lex("a /").codes == ["unexpected-character"])
    }

    @Test func aDecimalWithoutADigitBesideItsPointIsOneErrorAndKeepsItsValue() {
        for (source, value, fixIt) in [
            (".5", 0.5, "0.5"), ("-.25", -0.25, "-0.25"), ("5.", 5.0, "5.0"), ("-3.", -3.0, "-3.0"),
        ] {
            let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: source)
            let (tokens, diagnostics) = Lexer.tokenize(file)
            #expect(tokens.map(\.kind) == [.decimal, .endOfFile], "\(source)")
            #expect(tokens.first?.decimalValue == value, "\(source)")
            #expect(diagnostics.diagnostics.map(\.code.rawValue) == ["invalid-number"], "\(source)")
            #expect(diagnostics.diagnostics.first?.fixIts.map(\.replacement) == [fixIt], "\(source)")
            #expect(
                diagnostics.diagnostics.first?.message
                    == "'\(source)' is not a valid decimal literal; it must be written '\(fixIt)'")
        }
        // A '.' after a name or a number's digits is not such a decimal: 'a.5' is the name, a stray '.', and 5.
        #expect(lex("a.5").tokens.map(\.1) == ["a", "5"])
        #expect(lex("a.5").codes == ["unexpected-character"])
        #expect(lex("1.2.3").tokens.map(\.1) == ["1.2", "3"])
        #expect(lex("5.x").tokens.map(\.1) == ["5", ".x"])
        #expect(lex("1..2").codes == ["unexpected-character", "unexpected-character"])
    }

    /// Trivia of any length is skipped in a loop, not by recursion.
    @Test func longTriviaBetweenTokens() {
        let trivia = String(repeating: "// note\n\n  /* block */ $\t\r\n", count: 20_000)
        let result = lex("a" + trivia + "b")
        #expect(result.tokens.map(\.1) == ["a", "b"])
        #expect(result.codes.count == 20_000)
    }
}
