/// A byte-cursor lexer over the UTF-8 of one file (spec §1).
///
/// It never allocates per token: a token is a kind, byte offsets and a numeric payload.
/// Whitespace, comments and bytes that form no token (after a diagnostic) become the next
/// token's leading trivia, so lexing is lossless. Lexical errors are reported as they are met
/// and lexing goes on; string contents are validated here too, so no error hides in a
/// string that the parser later skips.
public struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    private(set) var position: Int
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

    /// A lexer that starts at `offset`, the first byte of a token, to lex part of a file again.
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
    private mutating func writableSearchMemory() -> LexerSearchMemory {
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
            case TokenStart.dotOrAt where !(index &+ 1 < count && ByteClass.isIdentifierStart(base[index &+ 1])),
                TokenStart.minus where !(index &+ 1 < count && ByteClass.isDigit(base[index &+ 1])):
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
    private mutating func finishToken(_ kind: TokenKind, _ start: Int, end: Int, payload: Int64 = 0) -> Token {
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
    private static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
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

    /// A `/` outside any token: a line comment, a block comment or an unexpected character.
    @inline(never)
    private mutating func skipComment() {
        let start = position
        let next = start + 1 < bytes.count ? bytes[start + 1] : 0
        if next == UInt8(ascii: "/") {
            skipLineComment()
        } else if next == UInt8(ascii: "*") {
            skipBlockComment()
        } else {
            reportUnexpected(at: start, length: 1)
            position = start + 1
        }
    }

    // MARK: Trivia

    private mutating func skipLineComment() {
        // The comment's `//` was read at `position`: the buffer has a base address.
        let base = bytes.baseAddress.unsafelyUnwrapped
        position += 2
        while true {
            // Eight bytes at a time up to the line feed or a byte that needs a closer look.
            while position &+ 8 <= bytes.count {
                let mask = SWAR.lineCommentStopBytes(Lexer.word(base, position))
                if mask != 0 {
                    position &+= SWAR.stopOffset(mask)
                    break
                }
                position &+= 8
            }
            guard position < bytes.count else { return }
            let byte = base[position]
            if byte == UInt8(ascii: "\n") { return }
            if byte < 0x80 {
                if byte == 0 { report(.nulCharacter, "nul character in source", position, 1) }
                position += 1
            } else {
                skipNonASCIIInComment()
            }
        }
    }

    private mutating func skipBlockComment() {
        let open = position
        position += 2
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else if byte < 0x80 {
                if byte == 0 { report(.nulCharacter, "nul character in source", position, 1) }
                position += 1
            } else {
                skipNonASCIIInComment()
            }
        }
        report(.unterminatedComment, "unterminated '/*' comment", open, 2)
    }

    private mutating func skipNonASCIIInComment() {
        if let length = validUTF8SequenceLength(bytes, at: position) {
            position += length
        } else {
            position += reportInvalidUTF8(at: position)
        }
    }

    @inline(never)
    private mutating func skipBadCharacter() {
        let byte = bytes[position]
        if byte == 0 {
            report(.nulCharacter, "nul character in source", position, 1)
            position += 1
        } else if byte < 0x80 {
            if byte == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/"),
                position + 2 == bytes.count
                    || (bytes[position + 2] != UInt8(ascii: "/") && bytes[position + 2] != UInt8(ascii: "*"))
            {
                // A `*/` with no comment open (one closer too many after nested comments) is one mistake, as swiftc
                // reports it: not a stray `*` and a stray `/`. (In `*//` and `*/*` the `/` begins a comment.)
                report(.unexpectedCharacter, "unexpected end of block comment", position, 2)
                position += 2
                return
            }
            reportUnexpected(at: position, length: 1)
            position += 1
        } else if let length = validUTF8SequenceLength(bytes, at: position) {
            let wordStart = asciiNameStart(before: position)
            if let end = nonASCIINameEnd(from: position, length: length, continuing: wordStart < position) {
                // `action 確認 "OK"`, `theme naïve`: a name in letters beyond ASCII is one mistake, one error over the
                // whole word (the ASCII letters in it included, before as after), not one at each such letter. The
                // ASCII letters before it are already the previous token: the error covers them all the same.
                let noun = end > wordStart + length ? "characters" : "character"
                report(
                    .unexpectedCharacter,
                    "unexpected \(noun) '\(text(wordStart, end))' in source; names are ASCII letters, digits and '_'",
                    wordStart, end - wordStart)
                position = end
                return
            }
            reportUnexpected(at: position, length: length)
            position += length
        } else {
            position += reportInvalidUTF8(at: position)
        }
    }

    /// The start of the ASCII name (`naïve`'s `na`, the identifier, `.case` or `@attribute` token just lexed) that
    /// ends at `index`, or `index` when none does: a run that starts with a digit is a number, one after `#` a
    /// colour. Walks back over one token, once per error: linear.
    private func asciiNameStart(before index: Int) -> Int {
        var start = index
        while start > 0, ByteClass.isIdentifierContinue(bytes[start - 1]) { start -= 1 }
        guard start < index, ByteClass.isIdentifierStart(bytes[start]),
            start == 0 || bytes[start - 1] != UInt8(ascii: "#")
        else { return index }
        return start
    }

    /// The end of the word that the character at `start` (`length` bytes, valid UTF-8, beyond ASCII) begins when it
    /// is a letter (Unicode's XID_Start), or goes on when it is `continuing` an ASCII name and a letter, digit or
    /// mark (XID_Continue, as the `é` of a decomposed `café`): the run of such characters and ASCII name bytes after
    /// it. `nil` for any other character (a space, a format character, punctuation): it is reported alone, by its
    /// code when it would not show.
    private func nonASCIINameEnd(from start: Int, length: Int, continuing: Bool) -> Int? {
        guard isNameCharacter(at: start, length: length, first: !continuing) else { return nil }
        var index = start + length
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard ByteClass.isIdentifierContinue(byte) else { break }
                index += 1
            } else {
                guard let next = validUTF8SequenceLength(bytes, at: index),
                    isNameCharacter(at: index, length: next, first: false)
                else { break }
                index += next
            }
        }
        return index
    }

    /// Whether the `length` bytes at `index` (one valid UTF-8 character beyond ASCII) can begin (`first`) or go on
    /// a name in Unicode's identifier rules (XID_Start, XID_Continue): not a space, a format character (a
    /// bidirectional control) or punctuation, which are reported one by one.
    private func isNameCharacter(at index: Int, length: Int, first: Bool) -> Bool {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return false }
        return first ? scalar.properties.isXIDStart : scalar.properties.isXIDContinue
    }

    /// `“Delete?”`, a text pasted from a document: one error over the whole of it, and a string token, as swiftc
    /// makes it, so that the value is not also missing (`action ok “OK”` has its title) and the words in it are not
    /// judged as names. `Parser.decodeString` takes its text as written.
    @inline(never)
    private mutating func lexCurlyQuotedString(_ start: Int, end: Int) -> Token {
        report(.unexpectedCharacter, "unicode curly quotes found; a string is written with '\"'", start, end - start)
        return finishToken(.string, start, end: end)
    }

    /// `'Delete?'`, a text in single quotes (as other languages write strings): one error with the literal written
    /// in double quotes as its fix-it, and a string token, as swiftc makes it. `Parser.decodeString` takes its text
    /// as written.
    @inline(never)
    private mutating func lexSingleQuotedString(_ start: Int, end: Int) -> Token {
        let text = self.text(start + 1, end - 1)
        let fixIts =
            text.contains("\\") || text.contains("\"")
            ? [] : [FixIt(range: SourceRange(file: file, start: start, end: end), replacement: "\"\(text)\"")]
        diagnostics.error(
            .unexpectedCharacter, "single-quoted string literal found; a string is written with '\"'",
            at: SourceRange(file: file, start: start, end: end), fixIts: fixIts)
        return finishToken(.string, start, end: end)
    }

    /// `#"C:\Users"#`, a Swift raw string, or a multi-line one (`#"""` … `"""#`): one error at its opening delimiter
    /// with the literal written as a string with escapes as its fix-it (none when the text holds a raw escape such as
    /// `\#(name)`), and a string token whose value is its text as written (`RawStringLiteral.value`), so that it is not
    /// also two colour literals around a string. `Parser.decodeString` takes that value.
    @inline(never)
    private mutating func lexRawString(_ start: Int, end: Int) -> Token {
        let (hashes, isMultiline, _) = RawStringLiteral.parts(bytes, start: start, end: end)
        let literal = SourceRange(file: file, start: start, end: end)
        let escaped = RawStringLiteral.escapedForm(bytes, start: start, end: end)
        diagnostics.error(
            .unexpectedCharacter, "raw string literal found; a string is written with '\"' and escapes",
            at: isMultiline ? SourceRange(file: file, start: start, end: start + hashes + 3) : literal,
            fixIts: escaped.map { [FixIt(range: literal, replacement: $0)] } ?? [])
        return finishToken(isMultiline ? .multilineString : .string, start, end: end)
    }

    /// For the `#` at `start`, the end of the raw string it opens: `#`s, a `"` (not `"""`, which opens a multi-line
    /// one: `rawMultilineEnd`), then on the same line a `"` followed by as many `#`s. `nil` when none closes it there,
    /// or a NUL byte, invalid UTF-8 or a control character other than tab comes first: the `#` is then an invalid
    /// colour.
    @inline(never)
    private mutating func rawStringEnd(from start: Int) -> Int? {
        let memory = writableSearchMemory()
        var index: Int
        let sameRun = memory.hashRunStart <= start && start < memory.hashRunEnd
        if sameRun {
            index = memory.hashRunEnd
        } else {
            index = start
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
            memory.hashRunStart = start
            memory.hashRunEnd = index
        }
        let hashes = index - start
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        if StringLiteralScanner.isTripleQuote(bytes, at: index) {
            return rawMultilineEnd(from: start, quote: index, hashes: hashes, openerLineRead: sameRun, memory: memory)
        }
        // Inside the stretch a search failed in: the search below closes it only at a `"` with enough `#`s after
        // this opener's `"`, which that search saw (it stopped at the stretch's end, which no string crosses).
        if start < memory.rawStringSearchFailsUntil {
            let closers = memory.rawStringClosersBeforeFailure
            guard hashes <= closers.count, closers[hashes - 1] > index else { return nil }
        }
        index += 1
        // A search that fails stops at the end of the line (or a bad byte), keeping the `"`s it passed.
        var closers: [Int] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = hashCount(from: index + 1, atMost: hashes)
                if run == hashes { return index + 1 + run }
                if run > 0 { Lexer.keep(index, asCloserOf: run, in: &closers) }
                index += 1
                continue
            }
            guard let length = quotableCharacterLength(at: index) else { break }
            index += length
        }
        memory.rawStringSearchFailsUntil = index
        memory.rawStringClosersBeforeFailure = closers
        return nil
    }

    /// For the `#"""` at `start` (its `"""` at `quote`), the end of the multi-line raw string it opens: the opening
    /// delimiter ends its line (trailing spaces allowed), and a later line holds only whitespace, `"""` and as many
    /// `#`s. `nil` when none does before the end of the file, a NUL byte, invalid UTF-8 or a control character other
    /// than tab (a lone CR included): the `#` is then an invalid colour, as before a one-line `"""`.
    @inline(never)
    private func rawMultilineEnd(
        from start: Int, quote: Int, hashes: Int, openerLineRead: Bool, memory: LexerSearchMemory
    ) -> Int? {
        let count = bytes.count
        var index: Int
        if openerLineRead {
            index = memory.rawMultilineContentStart
        } else {
            index = quote + 3
            while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            index =
                index < count && StringLiteralScanner.isLineEnd(bytes, at: index)
                ? StringLiteralScanner.nextLineStart(bytes, after: index) : -1
            memory.rawMultilineContentStart = index
        }
        guard index >= 0 else { return nil }
        // Inside the stretch a search failed in: this one closes only at a closing line with enough `#`s after its
        // opening line, which that search saw.
        if start < memory.rawMultilineSearchFailsUntil {
            let closers = memory.rawMultilineClosersBeforeFailure
            guard hashes <= closers.count, closers[hashes - 1] > quote else { return nil }
        }
        var closers: [Int] = []
        lines: while index < count {
            while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if StringLiteralScanner.isTripleQuote(bytes, at: index) {
                let run = hashCount(from: index + 3, atMost: hashes)
                if run == hashes { return index + 3 + run }
                if run > 0 { Lexer.keep(index, asCloserOf: run, in: &closers) }
            }
            while index < count {
                if StringLiteralScanner.isLineEnd(bytes, at: index) {
                    index = StringLiteralScanner.nextLineStart(bytes, after: index)
                    continue lines
                }
                guard let length = quotableCharacterLength(at: index) else { break lines }
                index += length
            }
        }
        memory.rawMultilineSearchFailsUntil = index
        memory.rawMultilineClosersBeforeFailure = closers
        return nil
    }

    /// How many `#`s follow from `index` on, counted up to `limit`: after a closing `"` or `"""`, it closes a raw
    /// string opened with `limit` `#`s when there are that many.
    private func hashCount(from index: Int, atMost limit: Int) -> Int {
        var end = index
        while end < bytes.count, end - index < limit, bytes[end] == UInt8(ascii: "#") { end += 1 }
        return end - index
    }

    /// The length of the character at `index` when a quoted text on one line may hold it as it is: `nil` for a NUL, a
    /// control character other than tab (a line break among them) or invalid UTF-8, where every search for a closing
    /// quote stops, so that the byte keeps its own error (spec §1).
    private func quotableCharacterLength(at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F { return nil }
        return validUTF8SequenceLength(bytes, at: index)
    }

    /// Notes a closing `"` (or `"""`) at `index` followed by `run` `#`s, too few for its opener: it would close a
    /// raw string with 1 to `run` `#`s, and is the last seen for each.
    private static func keep(_ index: Int, asCloserOf run: Int, in closers: inout [Int]) {
        if closers.count < run { closers += repeatElement(0, count: run - closers.count) }
        for hashCount in 0..<run { closers[hashCount] = index }
    }

    /// The end of the text quoted by the `'` at `start`: just past the `'` that closes it on the same line (not one
    /// after a `\`); `''` is the empty text. `nil` when none does, or when a NUL byte, invalid UTF-8 or a control character
    /// comes first: the quote is then one unexpected character, as it is alone.
    private mutating func singleQuotedEnd(from start: Int) -> Int? {
        guard bytes[start] == UInt8(ascii: "'") else { return nil }
        let memory = writableSearchMemory()
        guard start >= memory.singleQuoteSearchFailsUntil else { return nil }
        var index = start + 1
        // An escape is a `\` right before a `'`, wherever the search began, so a search from a later `'` meets the
        // same escapes and stops where this one does when it finds no closing quote.
        defer {
            if index >= bytes.count || bytes[index] != UInt8(ascii: "'") { memory.singleQuoteSearchFailsUntil = index }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") { return index + 1 }
            // `'It\'s'`: an escaped quote does not close the text.
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                index += 2
                continue
            }
            guard let length = quotableCharacterLength(at: index) else { return nil }
            index += length
        }
        return nil
    }

    /// The first byte of a curly double quote in UTF-8, which starts no other token.
    static let curlyQuoteLead: UInt8 = 0xE2

    /// Whether `bytes[index...]` starts with a curly double quote, U+201C or U+201D (`E2 80 9C`, `E2 80 9D`).
    private func isCurlyQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == Lexer.curlyQuoteLead && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D)
    }

    /// The end of the text quoted by the curly quote at `start`: just past the curly or straight double quote that
    /// closes it on the same line. `nil` when none does, or when a NUL byte, invalid UTF-8 or a control character
    /// comes first: those stay errors of their own (spec §1), so the quote is then one unexpected character.
    private func curlyQuotedEnd(from start: Int) -> Int? {
        guard isCurlyQuote(at: start) else { return nil }
        var index = start + 3
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index + 1 }
            if isCurlyQuote(at: index) { return index + 3 }
            guard let length = quotableCharacterLength(at: index) else { return nil }
            index += length
        }
        return nil
    }

    // MARK: Literals

    /// A string literal. Most are one line of printable ASCII without escapes: those are found
    /// here, eight bytes at a time, in a function small enough to need little of a stack frame;
    /// `lexStringRest` goes on from the first byte that needs a closer look.
    /// The payload is `Token.plainString` for a literal found in one pass without an escape.
    @inline(__always)
    private mutating func lexString() -> (TokenKind, Int64) {
        let start = position
        let count = bytes.count
        // The opening quote at `start` is in the buffer, so it has a base address.
        let base = bytes.baseAddress.unsafelyUnwrapped
        var index = start &+ 1
        while index &+ 8 <= count {
            let mask = SWAR.stringStopBytes(Lexer.word(base, index))
            if mask != 0 {
                index &+= SWAR.stopOffset(mask)
                // A quote right after the opening one may start `"""`; the rest decides.
                if base[index] == UInt8(ascii: "\""), index != start &+ 1 {
                    position = index &+ 1
                    return (.string, Token.plainString)
                }
                break
            }
            index &+= 8
        }
        return lexStringRest(from: start, at: index)
    }

    /// The string literal opened at `start` from `index` on, where the fast scan of `lexString`
    /// stopped: plain escapes and valid UTF-8 are taken here, one-line literals with the full
    /// validation (and `"""` literals) go to `StringLiteralScanner`, which reports any error.
    @inline(never)
    private mutating func lexStringRest(from start: Int, at index: Int) -> (TokenKind, Int64) {
        let count = bytes.count
        let isMultiline =
            start + 2 < count && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        if !isMultiline {
            var index = index
            var plain = Token.plainString
            while true {
                // Eight bytes at a time up to the closing quote or a byte that needs a closer look.
                if let base = bytes.baseAddress {
                    while index &+ 8 <= count {
                        let mask = SWAR.stringStopBytes(Lexer.word(base, index))
                        if mask != 0 {
                            index &+= SWAR.stopOffset(mask)
                            break
                        }
                        index &+= 8
                    }
                }
                guard index < count else { break }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    position = index + 1
                    return (.string, plain)
                }
                if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") {
                    index += 1
                } else if byte >= 0x80, let length = validUTF8SequenceLength(bytes, at: index) {
                    index += length
                } else if byte == UInt8(ascii: "\\"), let end = simpleEscapeEnd(at: index) {
                    index = end
                    plain = 0
                } else {
                    break
                }
            }
        }
        var scanner = StringLiteralScanner(bytes: bytes, file: file)
        position = scanner.scan(from: start, diagnostics: &diagnostics, decode: false).end
        return (isMultiline ? .multilineString : .string, 0)
    }

    /// The end of a well-formed `\\ \" \n \r \t \0` or `\(name)` escape at `index` (a `\`), or
    /// `nil` for anything else, which the full scanner then checks and reports.
    @inline(__always)
    private func simpleEscapeEnd(at index: Int) -> Int? {
        let count = bytes.count
        guard index + 1 < count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
            UInt8(ascii: "0"):
            return index + 2
        case UInt8(ascii: "("):
            var cursor = index + 2
            guard cursor < count, ByteClass.isIdentifierStart(bytes[cursor]) else { return nil }
            cursor += 1
            while cursor < count, ByteClass.isIdentifierContinue(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == UInt8(ascii: ")") else { return nil }
            return cursor + 1
        default:
            return nil
        }
    }

    /// `#` followed by hex digits; returns RGBA packed as `0xRRGGBBAA`.
    /// `nil` when the `#` opens a raw string instead, which ends at `position` (`rawStringEnd`).
    private mutating func lexColor() -> Int64? {
        let start = position
        var index = start + 1
        let count = bytes.count
        var value: UInt32 = 0
        var valid = true
        while index < count, ByteClass.isIdentifierContinue(bytes[index]) {
            if let digit = ByteClass.hexValue(bytes[index]) {
                value = value << 4 | UInt32(digit)
            } else {
                valid = false
            }
            index += 1
        }
        position = index
        let length = index - start - 1
        guard valid, length == 3 || length == 6 || length == 8 else {
            if length == 0, let end = rawStringEnd(from: start) {
                position = end
                return nil
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            let reason = valid ? "must have 3, 6 or 8 hex digits" : "may only contain hex digits"
            report(.invalidColor, "invalid colour literal '\(text)': a colour \(reason)", start, position - start)
            return 0xFF
        }
        let packed: UInt32
        switch length {
        case 3:
            let red = (value >> 8) & 0xF
            let green = (value >> 4) & 0xF
            let blue = value & 0xF
            packed = (red * 17) << 24 | (green * 17) << 16 | (blue * 17) << 8 | 0xFF
        case 6: packed = value << 8 | 0xFF
        default: packed = value
        }
        return Int64(packed)
    }

    /// An integer or decimal, with an optional leading `-` and `_` separators.
    private mutating func lexNumber() -> (TokenKind, Int64) {
        let start = position
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var magnitude: UInt64 = 0
        var overflow = false
        while position < bytes.count {
            let byte = bytes[position]
            if ByteClass.isDigit(byte) {
                let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                overflow = overflow || o1 || o2
                magnitude = sum
            } else if byte != UInt8(ascii: "_") {
                break
            }
            position += 1
        }
        var isDecimal = false
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), ByteClass.isDigit(bytes[position + 1]) {
            isDecimal = true
            position += 1
            while position < bytes.count, ByteClass.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") {
                position += 1
            }
        }
        if position < bytes.count, ByteClass.isIdentifierContinue(bytes[position]) {
            if let base = bytes.baseAddress { position = SWAR.identifierEnd(base, from: position, count: bytes.count) }
            report(.invalidNumber, "invalid number literal '\(text(start, position))'", start, position - start)
            return (isDecimal ? .decimal : .integer, 0)
        }
        if isDecimal {
            let value = decimalValue(start, position, negative: negative)
            guard value.isFinite else {
                // Infinity has no spelling in JSON or Swift; refuse it here, where it is written.
                let message =
                    "decimal literal '\(text(start, position))' is too large for a 64-bit floating-point number"
                report(.invalidNumber, message, start, position - start)
                return (.decimal, 0)
            }
            return (.decimal, Int64(bitPattern: value.bitPattern))
        }
        let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        if overflow || magnitude > limit {
            let message = "integer literal '\(text(start, position))' does not fit in a 64-bit integer"
            report(.integerOverflow, message, start, position - start)
            return (.integer, 0)
        }
        let value = negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
        return (.integer, value)
    }

    /// The value of the decimal literal `start..<end`. With at most 15 digits and 22 after the
    /// point, mantissa ÷ 10^k is exact-then-rounded once, so it equals the correctly rounded
    /// `Double(text)` (Clinger's fast path); longer literals take the general conversion.
    private func decimalValue(_ start: Int, _ end: Int, negative: Bool) -> Double {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        for index in (negative ? start + 1 : start)..<end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte != UInt8(ascii: "_") {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
            }
        }
        guard digits <= 15, fractionDigits <= 22 else {
            let text = text(start, end).filter { $0 != "_" }
            return Double(text) ?? 0
        }
        let magnitude = Double(mantissa) / Lexer.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    // MARK: Diagnostics

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    @inline(never)
    private mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ length: Int) {
        diagnostics.error(code, message, at: SourceRange(file: file, start: start, end: start + length))
    }

    @inline(never)
    private mutating func reportUnexpected(at index: Int, length: Int) {
        let character = ByteClass.describeCharacter(bytes, at: index, length: length)
        report(.unexpectedCharacter, "unexpected character \(character) in source", index, length)
    }

    /// Reports the ill-formed UTF-8 at `index` once (its maximal subpart) and returns the subpart's length.
    @inline(never)
    private mutating func reportInvalidUTF8(at index: Int) -> Int {
        let length = invalidUTF8SubpartLength(bytes, at: index)
        report(.invalidUTF8, invalidUTF8Message(bytes, at: index, length: length), index, length)
        return length
    }
}
