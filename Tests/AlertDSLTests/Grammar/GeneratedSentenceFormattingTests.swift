import Foundation
import Testing

@testable import AlertDSL

/// The formatter on random sentences of the grammar (`GrammarSentenceGenerator`), which put every construct, comment
/// and line break where no fixture does: the layout is stable (formatting it again changes nothing), and only
/// whitespace, `;` and trailing commas change, so every other token and every comment is kept, in order.
@Suite struct GeneratedSentenceFormattingTests {
    /// The tokens that carry meaning, as text: no `;`, and no `,` right before a `)` or `]` (a trailing comma).
    static func meaningfulTokens(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(SourceFile(id: FileID(0), displayPath: "f.alert", text: text)).tokens
        return tokens.indices.compactMap { index in
            let token = tokens[index]
            switch token.kind {
            case .semicolon, .endOfFile: return nil
            case .comma where [.rightParen, .rightBracket].contains(tokens[index + 1].kind): return nil
            default: return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            }
        }
    }

    /// Every comment's text in order (a line comment without its line end).
    static func comments(_ text: String) -> [String] {
        let file = SourceFile(id: FileID(0), displayPath: "f.alert", text: text)
        var triviaStart = 0
        return Lexer.tokenize(file).tokens.flatMap { token in
            defer { triviaStart = token.end }
            return TriviaScanning.comments(file.bytes, from: triviaStart, end: token.start).map {
                String(decoding: file.bytes[$0.range], as: UTF8.self)
            }
        }
    }

    @Test func formattingASentenceKeepsItsTokensAndCommentsAndIsStable() throws {
        #expect(Self.comments("page /* a /* b */ */ P // c\n/// d\n") == ["/* a /* b */ */", "// c", "/// d"])
        let grammar = try GrammarAgreementTests.grammar()
        var formattedCount = 0
        for seed in UInt64(1)...4_000 {
            var generator = GrammarSentenceGenerator(grammar: grammar, seed: seed)
            let text = generator.sentence()
            let file = SourceFile(id: FileID(0), displayPath: "f.alert", text: text)
            let parsed = Parser.parse(file)
            // An error the parser reports beyond the grammar ('@default()'): not formatted.
            guard !parsed.diagnostics.hasErrors else { continue }
            guard let formatted = Formatter.format(file, syntax: parsed.syntax) else {
                Issue.record("seed \(seed): the formatter lost its place\n\(text)")
                continue
            }
            formattedCount += 1
            let again = Formatter.format(SourceFile(id: FileID(0), displayPath: "f.alert", text: formatted))
            #expect(again == formatted, "seed \(seed): not stable\n\(text)\n--- formatted:\n\(formatted)")
            #expect(
                Self.meaningfulTokens(formatted) == Self.meaningfulTokens(text),
                "seed \(seed): tokens changed\n\(text)\n--- formatted:\n\(formatted)")
            #expect(
                Self.comments(formatted) == Self.comments(text),
                "seed \(seed): comments changed\n\(text)\n--- formatted:\n\(formatted)")
        }
        #expect(formattedCount > 2_000)
    }
}
