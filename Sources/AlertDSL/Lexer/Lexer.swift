/// A byte-cursor lexer over the UTF-8 of one file (spec §1).
///
/// It never allocates per token: a token is a kind, byte offsets and a numeric payload.
/// Whitespace, comments and bytes that form no token (after a diagnostic) become the next
/// token's leading trivia, so lexing is lossless. Lexical errors are reported as they are met
/// and lexing goes on; string contents are validated here too, so no error hides in a
/// string that the parser later skips.
///
/// This file holds the token loop; `Lexer+Trivia` skips comments and bad bytes, `Lexer+Literals` reads strings,
/// colours and numbers, and `Lexer+ForeignStrings` takes strings written as other languages write them.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    /// The next byte to lex. Set only by the lexer itself (its extensions included) and `skip(to:)`.
    var position: Int
    public var diagnostics: DiagnosticBag
    /// What the searches of error paths (quoted text, raw strings) learnt about the bytes ahead: out of line, made at
    /// the first such search and copied when a copy of the lexer writes to it, so that the lexer, which the parser
    /// copies, stays small.
    private var searchMemory: LexerSearchMemory?

    /// `bytes` must outlive the lexer (use it inside `withUnsafeBufferPointer`).
    public init(bytes: UnsafeBufferPointer<UInt8>, file: FileID) {
        self.bytes = bytes
        self.file = file
        // A leading byte order mark is trivia.
        self.position = ByteOrderMark.length(at: bytes)
        self.diagnostics = DiagnosticBag()
    }

    /// A lexer that starts at `offset`, the first byte of a token or of the trivia before one, to lex part of a file
    /// again.
    init(bytes: UnsafeBufferPointer<UInt8>, file: FileID, startingAt offset: Int) {
        self.init(bytes: bytes, file: file)
        if offset > 0 { position = offset }
    }

    /// Goes on lexing at `offset`, the first byte after a token (`Parser.skimBody` skips alert bodies it scanned).
    mutating func skip(to offset: Int) {
        position = offset
    }

    /// A copy to lex ahead with and drop (the parser's look past its one token of lookahead). Its diagnostics start
    /// empty: a copy sharing them copied every diagnostic of the file so far at its first error, which made a file
    /// with a lexical error after every such look quadratic.
    func lookaheadCopy() -> Lexer {
        var copy = self
        copy.diagnostics = DiagnosticBag()
        return copy
    }

    /// This lexer's own search memory, to read and write (a copy of the lexer shares it until one of them writes).
    /// Taken once per search: a second reference held meanwhile would make the next one copy it.
    mutating func writableSearchMemory() -> LexerSearchMemory {
        if !isKnownUniquelyReferenced(&searchMemory) { searchMemory = searchMemory?.copy() ?? LexerSearchMemory() }
        return searchMemory.unsafelyUnwrapped
    }

    /// Lexes every token of `file` (the last is `.endOfFile`).
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: DiagnosticBag) {
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, file: file.id)
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { break }
            }
            return (tokens, lexer.diagnostics)
        }
    }

    /// The next token. The usual tokens (punctuation, identifiers, `.name`, small integers) are
    /// read here without a call; every other path is a call whose result is returned as it is,
    /// so no value has to outlive a call and the function keeps to few registers.
    public mutating func next() -> Token {
        let start = position
        let count = bytes.count
        guard start < count else { return Token(kind: .endOfFile, start: start, end: start) }
        // `start < count`: the buffer is not empty, so it has a base address.
        let base = bytes.baseAddress.unsafelyUnwrapped
        let entry = TokenStart.table[Int(base[start])]
        if entry &- TokenStart.firstPunctuation < TokenStart.punctuationCount {
            return finishToken(TokenStart.punctuationKind(entry), start, end: start &+ 1)
        }
        switch entry {
        case TokenStart.identifier:
            // Most identifiers end within the eight bytes at their start; the byte after one is
            // then in hand too, to skip the whitespace that usually follows.
            guard start &+ 8 <= count else {
                let end = SWAR.identifierEnd(base, from: start &+ 1, count: count)
                return finishToken(Lexer.keywordKind(base, start, end), start, end: end)
            }
            let word = Lexer.word(base, start)
            let mask = SWAR.nonIdentifierBytes(word)
            guard mask != 0 else {
                // Eight identifier bytes: go on after them; no keyword is that long.
                return finishToken(.identifier, start, end: SWAR.identifierEnd(base, from: start &+ 8, count: count))
            }
            let length = SWAR.stopOffset(mask)
            let end = start &+ length
            position = Lexer.skipSpace(
                base, after: end, next: UInt8(truncatingIfNeeded: word &>> UInt64(length &<< 3)), count: count)
            return Token(kind: Lexer.keywordKind(word, length: length), start: start, end: end)
        case TokenStart.dotOrAt:
            guard start &+ 1 < count, ByteClass.isIdentifierStart(base[start &+ 1]) else { return lexAfterTrivia() }
            let kind: TokenKind = base[start] == UInt8(ascii: ".") ? .enumCase : .attribute
            return finishToken(kind, start, end: SWAR.identifierEnd(base, from: start &+ 2, count: count))
        case TokenStart.digit:
            // One or two digits followed by a byte that cannot continue a number (most
            // numbers: sizes, priorities) are read here; anything else takes lexNumber().
            guard start &+ 8 <= count else { return lexNumberToken() }
            let word = Lexer.word(base, start)
            let second = UInt8(truncatingIfNeeded: word &>> 8) &- UInt8(ascii: "0")
            let length = second < 10 ? 2 : 1
            let after = UInt8(truncatingIfNeeded: word &>> UInt64(length &<< 3))
            guard SWAR.nonIdentifierBytes(UInt64(after)) & 0x80 != 0, after != UInt8(ascii: ".") else {
                return lexNumberToken()
            }
            let first = Int64(UInt8(truncatingIfNeeded: word) &- UInt8(ascii: "0"))
            let value = length == 2 ? first &* 10 &+ Int64(second) : first
            return finishToken(.integer, start, end: start &+ length, payload: value)
        case TokenStart.string:
            return lexStringToken()
        case TokenStart.minus:
            guard start &+ 1 < count, ByteClass.isDigit(base[start &+ 1]) else { return lexAfterTrivia() }
            return lexNumberToken()
        case TokenStart.hash:
            return lexColorToken()
        default:
            return lexAfterTrivia()
        }
    }

    /// Trivia that the previous token did not skip (runs of whitespace, comments, and bytes that
    /// start no token, which are reported), then the token after it: `next()` on a byte it reads
    /// without coming back here, or a text in curly quotes, reported and taken as a string.
    @inline(never)
    private mutating func lexAfterTrivia() -> Token {
        let count = bytes.count
        var index = position
        // Every read below follows `index < count`, and a non-empty buffer has a base address.
        let base = bytes.baseAddress.unsafelyUnwrapped
        scan: while index < count {
            switch TokenStart.table[Int(base[index])] {
            case TokenStart.whitespace:
                index = Lexer.whitespaceEnd(base, from: index, count: count)
            case TokenStart.slash:
                position = index
                skipComment()
                index = position
            case TokenStart.minus where !(index &+ 1 < count && ByteClass.isDigit(base[index &+ 1])):
                if startsLeadingDotDecimal(index &+ 1) {
                    position = index
                    return lexNumberToken()
                }
                // `->`: a run of operator characters is one error (`strayOperatorEnd`).
                let end = strayOperatorEnd(from: index)
                reportUnexpected(at: index, length: end &- index)
                index = end
            case TokenStart.dotOrAt where !(index &+ 1 < count && ByteClass.isIdentifierStart(base[index &+ 1])):
                if startsLeadingDotDecimal(index), index == 0 || !Lexer.continuesNumber(base[index &- 1]) {
                    position = index
                    return lexNumberToken()
                }
                reportUnexpected(at: index, length: 1)
                index &+= 1
            case TokenStart.other:
                if let end = curlyQuotedEnd(from: index) { return lexCurlyQuotedString(index, end: end) }
                if let end = singleQuotedEnd(from: index) { return lexSingleQuotedString(index, end: end) }
                position = index
                skipBadCharacter()
                index = position
            default:
                break scan
            }
        }
        position = index
        return next()
    }

    /// The token `start..<end` of `kind`, with the usual whitespace after it skipped: a space,
    /// or a line break and its indentation, is the next token's trivia; skipping it here, where
    /// what follows a token is predictable, saves the next call a round through the dispatch.
    @inline(__always)
    mutating func finishToken(_ kind: TokenKind, _ start: Int, end: Int, payload: Int64 = 0) -> Token {
        let count = bytes.count
        if end < count {
            // `end < count`: the buffer has a base address.
            let base = bytes.baseAddress.unsafelyUnwrapped
            position = Lexer.skipSpace(base, after: end, next: base[end], count: count)
        } else {
            position = end
        }
        return Token(kind: kind, start: start, end: end, payload: payload)
    }

    @inline(never)
    private mutating func lexStringToken() -> Token {
        let start = position
        let (kind, payload) = lexString()
        return finishToken(kind, start, end: position, payload: payload)
    }

    @inline(never)
    private mutating func lexNumberToken() -> Token {
        let start = position
        let (kind, payload) = lexNumber()
        return finishToken(kind, start, end: position, payload: payload)
    }

    @inline(never)
    private mutating func lexColorToken() -> Token {
        let start = position
        guard let payload = lexColor() else { return lexRawString(start, end: position) }
        return finishToken(.color, start, end: position, payload: payload)
    }

    /// The end of the whitespace run starting at `index`.
    @inline(never)
    private static func whitespaceEnd(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var index = index
        while index < count {
            switch base[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index &+= 1
            default: return index
            }
        }
        return index
    }

    /// Where the next token's trivia continues after the token ending at `end`, followed by
    /// the byte `next`: past one space, or past a line break and the spaces after it (and past
    /// any blank lines after that).
    @inline(__always)
    private static func skipSpace(_ base: UnsafePointer<UInt8>, after end: Int, next: UInt8, count: Int) -> Int {
        var index = end
        if next == UInt8(ascii: " ") {
            index &+= 1
        } else if next == UInt8(ascii: "\n") {
            index &+= 1
            while index &+ 8 <= count {
                let mask = SWAR.nonSpaceBytes(word(base, index))
                if mask != 0 {
                    index &+= SWAR.stopOffset(mask)
                    // A blank line: its line break and the indentation after it are skipped too.
                    guard base[index] == UInt8(ascii: "\n") else { return index }
                    index &+= 1
                } else {
                    index &+= 8
                }
            }
        }
        return index
    }

    /// `true`, `false` or an identifier, for the identifier of `length` bytes (below 8) at the
    /// start of `word`.
    /// The identifier's bytes alone are compared with both keywords, with no branch on its
    /// length, which is hard to predict.
    @inline(__always)
    private static func keywordKind(_ word: UInt64, length: Int) -> TokenKind {
        let identifier = word & ~(UInt64.max &<< UInt64(length &<< 3))
        let isTrue = identifier == UInt64(trueBytes)
        let isFalse = identifier == falseBytes
        return isTrue ? .trueKeyword : isFalse ? .falseKeyword : .identifier
    }

    /// The eight bytes at `index`, first byte lowest; `index + 8` must not pass the end.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// `true`, `false` or an identifier, for the identifier `start..<end`.
    @inline(__always)
    private static func keywordKind(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
        let length = end &- start
        guard UInt(bitPattern: length &- 4) < 2 else { return .identifier }
        let head = UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt32.self))
        if length == 4 {
            return head == Lexer.trueBytes ? .trueKeyword : .identifier
        }
        return head == Lexer.falsBytes && base[start &+ 4] == UInt8(ascii: "e") ? .falseKeyword : .identifier
    }

    /// `true` and the first four bytes of `false`, as little-endian words.
    private static let trueBytes: UInt32 = 0x6575_7274
    private static let falsBytes: UInt32 = 0x736C_6166
    private static let falseBytes: UInt64 = 0x65_736C_6166

    // MARK: Diagnostics

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    @inline(never)
    mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ length: Int) {
        diagnostics.error(code, message, at: SourceRange(file: file, start: start, end: start + length))
    }

    @inline(never)
    mutating func reportUnexpected(at index: Int, length: Int) {
        if length > 1, bytes[index] < 0x80 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            report(.unexpectedCharacter, "unexpected characters '\(text)' in source", index, length)
            return
        }
        let character = ByteClass.describeCharacter(bytes, at: index, length: length)
        report(.unexpectedCharacter, "unexpected character \(character) in source", index, length)
    }

    /// The end of the run of operator characters that starts at `index` with one that starts no token (`->`, `=>`,
    /// `!=`, `&&`): Swift's operators, which this language has none of, are one mistake each, one error over the run,
    /// not one at each character. A `-` before a digit starts a number, and `*` and `/` may end or start a comment:
    /// they end the run.
    func strayOperatorEnd(from index: Int) -> Int {
        var end = index &+ 1
        while end < bytes.count, Lexer.isOperatorCharacter(bytes[end]) {
            if bytes[end] == UInt8(ascii: "-"), end &+ 1 < bytes.count, ByteClass.isDigit(bytes[end &+ 1]) { break }
            end &+= 1
        }
        return end
    }

    /// Whether a `.` after `byte` belongs to what comes before it (`a.5`, `1.2.3`, `1..2`), so that a digit after
    /// the `.` does not start a decimal of its own.
    static func continuesNumber(_ byte: UInt8) -> Bool {
        ByteClass.isIdentifierContinue(byte) || byte == UInt8(ascii: ".")
    }

    /// Whether `byte` is one of Swift's operator characters that starts no token here: `! % & + - < = > ? ^ | ~`
    /// (not `$`, which starts no Swift operator).
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "?"),
            UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Reports the ill-formed UTF-8 at `index` once (its maximal subpart) and returns the subpart's length.
    @inline(never)
    mutating func reportInvalidUTF8(at index: Int) -> Int {
        let length = invalidUTF8SubpartLength(bytes, at: index)
        report(.invalidUTF8, invalidUTF8Message(bytes, at: index, length: length), index, length)
        return length
    }
}
