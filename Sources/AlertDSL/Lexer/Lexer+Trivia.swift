/// Trivia the token loop does not skip itself: comments, and bytes that start no token (each reported; a name
/// in letters beyond ASCII is one error over its word).
extension Lexer {
    /// A `/` outside any token: a line comment, a block comment or an unexpected character.
    @inline(never)
    mutating func skipComment() {
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
    mutating func skipBadCharacter() {
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
            guard Lexer.isOperatorCharacter(byte) else {
                reportUnexpected(at: position, length: 1)
                position += 1
                return
            }
            // `=>`, `!=`: one error over the run (`strayOperatorEnd`).
            let end = strayOperatorEnd(from: position)
            reportUnexpected(at: position, length: end - position)
            position = end
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
}
