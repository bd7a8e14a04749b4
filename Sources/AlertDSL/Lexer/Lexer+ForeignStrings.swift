/// Strings written as other languages write them: in curly quotes (pasted from a document), in single quotes, and
/// Swift raw strings. Each is one error with, where it can be told, the `.alert` string as its fix-it, and still a
/// string token, so that the value is not also missing and the words in it are not judged as names. The closing-quote
/// searches are on error paths only; what they learn is kept in `LexerSearchMemory` so that files of unclosed
/// openers stay linear.
extension Lexer {
    /// `“Delete?”`, a text pasted from a document: one error over the whole of it, and a string token, as swiftc
    /// makes it, so that the value is not also missing (`action ok “OK”` has its title) and the words in it are not
    /// judged as names. `Parser.decodeString` takes its text as written.
    @inline(never)
    mutating func lexCurlyQuotedString(_ start: Int, end: Int) -> Token {
        report(.unexpectedCharacter, "unicode curly quotes found; a string is written with '\"'", start, end - start)
        return finishToken(.string, start, end: end)
    }

    /// `'Delete?'`, a text in single quotes (as other languages write strings): one error with the literal written
    /// in double quotes as its fix-it, and a string token, as swiftc makes it. `Parser.decodeString` takes its text
    /// as written.
    @inline(never)
    mutating func lexSingleQuotedString(_ start: Int, end: Int) -> Token {
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
    mutating func lexRawString(_ start: Int, end: Int) -> Token {
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
    mutating func rawStringEnd(from start: Int) -> Int? {
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
    mutating func singleQuotedEnd(from start: Int) -> Int? {
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
    private static let curlyQuoteLead: UInt8 = 0xE2

    /// Whether `bytes[index...]` starts with a curly double quote, U+201C or U+201D (`E2 80 9C`, `E2 80 9D`).
    private func isCurlyQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == Lexer.curlyQuoteLead && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D)
    }

    /// The end of the text quoted by the curly quote at `start`: just past the curly or straight double quote that
    /// closes it on the same line. `nil` when none does, or when a NUL byte, invalid UTF-8 or a control character
    /// comes first: those stay errors of their own (spec §1), so the quote is then one unexpected character.
    func curlyQuotedEnd(from start: Int) -> Int? {
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
}
