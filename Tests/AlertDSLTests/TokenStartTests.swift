import Testing

@testable import AlertDSL

/// The lexer's table of what each byte starts, against the spec's character classes (§1).
@Suite struct TokenStartTests {
    private static let punctuation: [Character: TokenKind] = [
        "{": .leftBrace, "}": .rightBrace, "(": .leftParen, ")": .rightParen, "[": .leftBracket,
        "]": .rightBracket, ":": .colon, ",": .comma, ";": .semicolon,
    ]

    private func expectedEntry(_ byte: UInt8) -> UInt8 {
        let character = Character(Unicode.Scalar(byte))
        if let kind = Self.punctuation[character] { return kind.rawValue }
        switch character {
        case _ where ByteClass.isIdentifierStart(byte): return TokenStart.identifier
        case " ", "\t", "\r", "\n": return TokenStart.whitespace
        case "\"": return TokenStart.string
        case ".", "@": return TokenStart.dotOrAt
        case "0"..."9": return TokenStart.digit
        case "-": return TokenStart.minus
        case "#": return TokenStart.hash
        case "/": return TokenStart.slash
        default: return TokenStart.other
        }
    }

    @Test func everyByteHasItsEntry() {
        #expect(TokenStart.table.count == 256)
        for value in 0...255 {
            #expect(TokenStart.table[value] == expectedEntry(UInt8(value)), "byte \(value)")
        }
    }

    /// Punctuation entries are the only ones in the punctuation range, and each reads back as its kind.
    @Test func punctuationEntriesAreTheirKinds() {
        for (character, kind) in Self.punctuation {
            let entry = TokenStart.table[Int(character.asciiValue!)]
            #expect(entry &- TokenStart.firstPunctuation < TokenStart.punctuationCount)
            #expect(TokenStart.punctuationKind(entry) == kind)
        }
        let punctuationEntries = TokenStart.table.filter {
            $0 &- TokenStart.firstPunctuation < TokenStart.punctuationCount
        }
        #expect(punctuationEntries.count == Self.punctuation.count)
        #expect(TokenStart.firstPunctuation == TokenKind.leftBrace.rawValue)
        #expect(TokenStart.firstPunctuation + TokenStart.punctuationCount - 1 == TokenKind.semicolon.rawValue)
    }
}
