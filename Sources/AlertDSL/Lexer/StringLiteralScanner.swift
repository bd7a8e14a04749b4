/// One piece of a decoded string literal.
public enum StringSegment: Hashable, Sendable {
    case text(String)
    /// `\(name)`; `range` covers the whole interpolation, starting at its `\(`.
    case interpolation(name: String, range: SourceRange)
    /// A `\(` that is no valid interpolation but starts with a name (`\(count items`). The scanner reports it; the
    /// name is kept so that a parameter it names counts as used, and "never used" does not follow that error.
    case brokenInterpolation(name: String)

    /// The parameter the segment names, valid or not.
    public var mentionedName: String? {
        switch self {
        case .text: nil
        case .interpolation(let name, _), .brokenInterpolation(let name): name
        }
    }
}

/// Finds the end of a `"..."` or `"""` literal, validates its contents and optionally decodes
/// it into segments. The lexer uses it to validate (so errors in skipped strings are still
/// reported), the parser to decode; both share this one implementation of the escape rules.
public struct StringLiteralScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    private var segments: [StringSegment] = []
    private var pending: [UInt8] = []
    private var decoding = false
    /// `SmallASCII.isAvailable`, read once per decoded literal.
    private var smallASCII = false

    public init(bytes: UnsafeBufferPointer<UInt8>, file: FileID) {
        self.bytes = bytes
        self.file = file
    }

    /// Scans the literal whose opening quote is at `start`.
    public mutating func scan(
        from start: Int,
        diagnostics: inout DiagnosticBag,
        decode: Bool
    ) -> (end: Int, segments: [StringSegment]) {
        decoding = decode
        segments = []
        pending = []
        if decode {
            // Room for the usual literal (text, an interpolation, text) and its longest piece of text, so neither
            // array grows step by step; small strings are built from their bits where that is available.
            segments.reserveCapacity(4)
            pending.reserveCapacity(64)
            smallASCII = SmallASCII.isAvailable
        }
        let end =
            isTripleQuote(at: start)
            ? scanMultiline(from: start, diagnostics: &diagnostics)
            : scanSingleLine(from: start, diagnostics: &diagnostics)
        flushText()
        if decode, segments.isEmpty { segments = [.text("")] }
        return (end, segments)
    }

    // MARK: Single-line

    private mutating func scanSingleLine(from start: Int, diagnostics: inout DiagnosticBag) -> Int {
        var index = start + 1
        while index < bytes.count {
            index = takePlainRun(from: index, to: bytes.count)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                return index + 1
            case UInt8(ascii: "\n"):
                reportUnterminated(start, multiline: false, &diagnostics)
                return index
            // Only LF and CR LF end a line (spec §1); a lone CR is a control character, reported at it.
            case UInt8(ascii: "\r") where isLineEnd(at: index):
                reportUnterminated(start, multiline: false, &diagnostics)
                return index
            case UInt8(ascii: "\\"):
                if index + 1 >= bytes.count || isLineEnd(at: index + 1) {
                    reportUnterminated(start, multiline: false, &diagnostics)
                    return index + 1
                }
                // No line end is looked for ahead: the escape stops at one itself. Finding it once a literal (as once
                // an escape before) took the rest of a long line for each of `"\(" "\(" …` on it (quadratic).
                index = scanEscape(at: index, lineEnd: bytes.count, &diagnostics)
            default:
                index = scanCharacter(at: index, &diagnostics)
            }
        }
        reportUnterminated(start, multiline: false, &diagnostics)
        return index
    }

    // MARK: Multi-line

    private mutating func scanMultiline(from start: Int, diagnostics: inout DiagnosticBag) -> Int {
        // The opening delimiter must end its line (trailing spaces allowed).
        var index = start + 3
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        // A `"""` closing it on its own line is looked for before the line's end, and the scan stops there: finding
        // the line's end first took the rest of a long line for each of `"""a""" """b"""…` on it (quadratic).
        if let closing = closingDelimiter(from: index) {
            return scanOneLineTripleQuoted(from: start, closing: closing, &diagnostics)
        }
        let firstLineEnd = lineEnd(from: index)
        if index < firstLineEnd {
            diagnostics.error(
                .multilineStringStart,
                "multi-line string content must start on a new line after '\"\"\"'",
                at: SourceRange(file: file, start: index, end: firstLineEnd)
            )
        }
        guard firstLineEnd < bytes.count else {
            reportUnterminated(start, multiline: true, &diagnostics)
            return bytes.count
        }
        // Find the closing line: only whitespace before `"""`.
        var contentLines: [Range<Int>] = []
        var lineStart = nextLineStart(after: firstLineEnd)
        var closing: (indentEnd: Int, end: Int)?
        while lineStart < bytes.count {
            var cursor = lineStart
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            let end = lineEnd(from: lineStart)
            if isTripleQuote(at: cursor) {
                closing = (cursor, cursor + 3)
                break
            }
            contentLines.append(lineStart..<end)
            if end >= bytes.count { break }
            lineStart = nextLineStart(after: end)
        }
        guard let closing else {
            reportUnterminated(start, multiline: true, &diagnostics)
            // Validate what was swallowed anyway, so bad bytes in it are still reported.
            for line in contentLines { scanContentLine(line, &diagnostics) }
            return bytes.count
        }
        let closingLineStart = lineStartOffset(of: closing.indentEnd)
        let indentation = UnsafeBufferPointer(rebasing: bytes[closingLineStart..<closing.indentEnd])
        for (number, line) in contentLines.enumerated() {
            var contentStart = line.lowerBound
            if hasPrefix(line, indentation) {
                contentStart += indentation.count
            } else if !isBlank(line) {
                diagnostics.error(
                    .multilineStringIndentation,
                    "line in multi-line string is not indented like its closing '\"\"\"'",
                    at: SourceRange(file: file, start: line.lowerBound, end: line.lowerBound),
                    notes: [
                        DiagnosticNote(
                            "closing delimiter is here",
                            at: SourceRange(file: file, start: closing.indentEnd, end: closing.end)
                        )
                    ]
                )
            } else {
                contentStart = line.upperBound
            }
            let joinsNext = scanContentLine(contentStart..<line.upperBound, &diagnostics)
            if number + 1 < contentLines.count, !joinsNext { appendByte(UInt8(ascii: "\n")) }
        }
        return closing.end
    }

    /// The offset of the first `"""` that no `\` escapes from `start` to the end of its line, if any.
    private func closingDelimiter(from start: Int) -> Int? {
        var index = start
        while index < bytes.count, !isLineEnd(at: index) {
            if bytes[index] == UInt8(ascii: "\\") {
                // The escaped byte, unless it ends the line.
                index += index + 1 < bytes.count && !isLineEnd(at: index + 1) ? 2 : 1
                continue
            }
            if isTripleQuote(at: index) { return index }
            index += 1
        }
        return nil
    }

    /// `"""Hi"""` on one line, as a one-line string written with Swift's multi-line delimiters: one error at the
    /// opening delimiter, and the text between them is the value (escapes and interpolations as in `"..."`), so the
    /// literal ends at its closing `"""` rather than at the end of the file, which it swallowed as unterminated. The
    /// fix-it writes it with `"` when no `"` in it would need an escape.
    private mutating func scanOneLineTripleQuoted(
        from start: Int, closing: Int, _ diagnostics: inout DiagnosticBag
    ) -> Int {
        let content = start + 3..<closing
        let end = closing + 3
        let needsEscapes = bytes[content].contains(UInt8(ascii: "\""))
        diagnostics.error(
            .multilineStringStart,
            "multi-line string content must start on a new line after '\"\"\"'; a one-line string is written with '\"'",
            at: SourceRange(file: file, start: start, end: end),
            fixIts: needsEscapes
                ? []
                : [
                    FixIt(range: SourceRange(file: file, start: start, end: content.lowerBound), replacement: "\""),
                    FixIt(range: SourceRange(file: file, start: closing, end: end), replacement: "\""),
                ]
        )
        scanContentLine(content, &diagnostics)
        return end
    }

    /// Scans one content line; returns whether it ends in a `\` that removes its line break.
    @discardableResult
    private mutating func scanContentLine(_ line: Range<Int>, _ diagnostics: inout DiagnosticBag) -> Bool {
        var index = line.lowerBound
        while index < line.upperBound {
            index = takePlainRun(from: index, to: line.upperBound)
            guard index < line.upperBound else { break }
            if bytes[index] == UInt8(ascii: "\\") {
                if index + 1 == line.upperBound { return true }
                index = scanEscape(at: index, lineEnd: line.upperBound, &diagnostics)
            } else {
                index = scanCharacter(at: index, &diagnostics)
            }
        }
        return false
    }

    // MARK: Pieces

    /// A literal character: checks control characters and UTF-8, and appends it.
    private mutating func scanCharacter(at index: Int, _ diagnostics: inout DiagnosticBag) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            if byte == 0 {
                diagnostics.error(.nulCharacter, "nul character in source", at: range(index, 1))
            } else if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F {
                let hex = String(byte, radix: 16, uppercase: true)
                let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
                diagnostics.error(
                    .controlCharacterInString,
                    "control character \(name) in string literal; write an escape such as '\\u{\(hex)}'",
                    at: range(index, 1)
                )
            }
            appendByte(byte)
            return index + 1
        }
        guard let length = validUTF8SequenceLength(bytes, at: index) else {
            let invalid = invalidUTF8SubpartLength(bytes, at: index)
            diagnostics.error(
                .invalidUTF8, invalidUTF8Message(bytes, at: index, length: invalid), at: range(index, invalid))
            return index + invalid
        }
        if decoding { pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length])) }
        return index + length
    }

    /// An escape starting at the `\` at `index`; returns the index after it. It ends before `lineEnd` (a bound: the
    /// end of a multi-line string's content line, or of the input) and before any line break.
    private mutating func scanEscape(at index: Int, lineEnd: Int, _ diagnostics: inout DiagnosticBag) -> Int {
        let kind = bytes[index + 1]
        switch kind {
        case UInt8(ascii: "\\"): appendByte(UInt8(ascii: "\\"))
        case UInt8(ascii: "\""): appendByte(UInt8(ascii: "\""))
        case UInt8(ascii: "n"): appendByte(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): appendByte(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): appendByte(UInt8(ascii: "\t"))
        case UInt8(ascii: "0"): appendByte(0)
        case UInt8(ascii: "u"): return scanUnicodeEscape(at: index, lineEnd: lineEnd, &diagnostics)
        case UInt8(ascii: "("): return scanInterpolation(at: index, lineEnd: lineEnd, &diagnostics)
        default:
            // A `\` before a control character or invalid UTF-8 is an invalid escape of its own; the byte is then
            // scanned as a character, so that its error (NUL, control character other than tab, invalid UTF-8) is
            // reported at it (spec §1), not folded into this one. A tab is no error, but quoted with the `\` it was
            // shown as '\\t', a valid escape.
            if kind < 0x20 || kind == 0x7F || validUTF8SequenceLength(bytes, at: index + 1) == nil {
                diagnostics.error(
                    .invalidEscape,
                    "invalid escape sequence: '\\' is followed by a character that cannot be escaped",
                    at: range(index, 1),
                    notes: [DiagnosticNote("valid escapes are \\\\ \\\" \\n \\r \\t \\0 \\u{…} and \\(name)", at: nil)]
                )
                return index + 1
            }
            let length = validUTF8SequenceLength(bytes, at: index + 1) ?? 1
            let shown = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 1 + length]), as: UTF8.self)
            diagnostics.error(
                .invalidEscape,
                "invalid escape sequence '\(shown)' in string literal",
                at: range(index, 1 + length),
                notes: [DiagnosticNote("valid escapes are \\\\ \\\" \\n \\r \\t \\0 \\u{…} and \\(name)", at: nil)]
            )
            return index + 1 + length
        }
        return index + 2
    }

    /// `\u{X…}` with 1–8 hex digits naming a Unicode scalar.
    private mutating func scanUnicodeEscape(at index: Int, lineEnd: Int, _ diagnostics: inout DiagnosticBag) -> Int {
        var cursor = index + 2
        guard cursor < lineEnd, bytes[cursor] == UInt8(ascii: "{") else {
            diagnostics.error(
                .invalidEscape,
                "expected '{' after '\\u' in unicode escape",
                at: range(index, 2)
            )
            return index + 2
        }
        cursor += 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < lineEnd, let digit = ByteClass.hexValue(bytes[cursor]) {
            if digits < 9 { value = value << 4 | UInt32(digit) }
            digits += 1
            cursor += 1
        }
        let closed = cursor < lineEnd && bytes[cursor] == UInt8(ascii: "}")
        let end = closed ? cursor + 1 : cursor
        guard closed, (1...8).contains(digits), let scalar = Unicode.Scalar(value) else {
            let message =
                !closed
                ? "expected '}' to end unicode escape"
                : (1...8).contains(digits)
                    ? "unicode escape does not name a Unicode scalar"
                    : "unicode escape must have 1 to 8 hex digits"
            diagnostics.error(.invalidEscape, message, at: range(index, end - index))
            return end
        }
        if decoding { pending.append(contentsOf: String(scalar).utf8) }
        return end
    }

    /// `\(name)`: exactly a parameter name.
    private mutating func scanInterpolation(at index: Int, lineEnd: Int, _ diagnostics: inout DiagnosticBag) -> Int {
        var cursor = index + 2
        let nameStart = cursor
        if cursor < lineEnd, ByteClass.isIdentifierStart(bytes[cursor]) {
            cursor += 1
            while cursor < lineEnd, ByteClass.isIdentifierContinue(bytes[cursor]) { cursor += 1 }
        }
        let nameEnd = cursor
        if nameEnd > nameStart, cursor < lineEnd, bytes[cursor] == UInt8(ascii: ")") {
            if decoding {
                flushText()
                let name = String(
                    decodingUTF8: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), smallASCII: smallASCII)
                segments.append(.interpolation(name: name, range: range(index, cursor + 1 - index)))
            }
            return cursor + 1
        }
        if decoding, let name = brokenInterpolationName(from: nameStart, lineEnd: lineEnd) {
            flushText()
            segments.append(.brokenInterpolation(name: name))
        }
        // Skip to the `)` (or the end of the literal or its line) so one mistake gives one error.
        var end = cursor
        while end < lineEnd, !isLineEnd(at: end), bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\"") {
            end += 1
        }
        if end < lineEnd, bytes[end] == UInt8(ascii: ")") { end += 1 }
        diagnostics.error(
            .invalidInterpolation,
            "string interpolation must name a parameter, as in '\\(name)'",
            at: range(index, 2)
        )
        return end
    }

    /// The parameter a broken interpolation starts with, after any spaces or tabs (`\(count items`,
    /// `\( count )`): it counts as used, so the broken interpolation stays the mistake's only diagnostic.
    /// Error path only.
    private func brokenInterpolationName(from start: Int, lineEnd: Int) -> String? {
        guard let name = Self.nameAfterBlanks(in: bytes, from: start, end: lineEnd) else { return nil }
        return String(decodingUTF8: UnsafeBufferPointer(rebasing: bytes[name]), smallASCII: smallASCII)
    }

    /// The identifier that starts at `start` after any spaces or tabs, before `end`; `nil` when none does. What a
    /// `\(` that is not exactly `\(name)` was meant to interpolate (also read in strings written with other quotes,
    /// by analysis). Error paths only.
    static func nameAfterBlanks(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Range<Int>? {
        var cursor = start
        while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        let nameStart = cursor
        guard cursor < end, ByteClass.isIdentifierStart(bytes[cursor]) else { return nil }
        cursor += 1
        while cursor < end, ByteClass.isIdentifierContinue(bytes[cursor]) { cursor += 1 }
        return nameStart..<cursor
    }

    // MARK: Helpers

    /// Takes the printable ASCII other than `"` and `\\` from `index` (before `end`), eight bytes
    /// at a time, where `scanCharacter` would take them one call a byte; returns where it stopped.
    private mutating func takePlainRun(from index: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var cursor = index
        while cursor &+ 8 <= end {
            let mask = SWAR.stringStopBytes(
                UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)))
            if mask != 0 {
                cursor &+= SWAR.stopOffset(mask)
                break
            }
            cursor &+= 8
        }
        if cursor &+ 8 > end {
            while cursor < end, base[cursor] &- 0x20 < 0x5F, base[cursor] != UInt8(ascii: "\""),
                base[cursor] != UInt8(ascii: "\\")
            {
                cursor &+= 1
            }
        }
        if decoding, cursor > index {
            pending.append(contentsOf: UnsafeBufferPointer(start: base + index, count: cursor - index))
        }
        return cursor
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        if decoding { pending.append(byte) }
    }

    private mutating func flushText() {
        guard decoding, !pending.isEmpty else { return }
        let smallASCII = smallASCII
        segments.append(.text(pending.withUnsafeBufferPointer { String(decodingUTF8: $0, smallASCII: smallASCII) }))
        pending.removeAll(keepingCapacity: true)
    }

    private func range(_ start: Int, _ length: Int) -> SourceRange {
        SourceRange(file: file, start: start, end: start + length)
    }

    /// The offset of the line break (`\n` or `\r\n`) ending the line that holds `index`, or the end of input.
    private func lineEnd(from index: Int) -> Int {
        var cursor = index
        // Eight bytes at a time up to a line feed or carriage return.
        if let base = bytes.baseAddress {
            while cursor &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                let mask = SWAR.bytes(word, equalTo: UInt8(ascii: "\n")) | SWAR.bytes(word, equalTo: UInt8(ascii: "\r"))
                if mask != 0 {
                    cursor &+= SWAR.stopOffset(mask)
                    break
                }
                cursor &+= 8
            }
        }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\r"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "\n") { break }
            cursor += 1
        }
        return cursor
    }

    /// Whether `"""` starts at `index`.
    private func isTripleQuote(at index: Int) -> Bool {
        StringLiteralScanner.isTripleQuote(bytes, at: index)
    }

    /// Whether `"""` starts at `index` of `bytes`.
    static func isTripleQuote(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
            && bytes[index + 2] == UInt8(ascii: "\"")
    }

    /// Whether a line ends at `index`: a line feed, or a carriage return followed by one.
    private func isLineEnd(at index: Int) -> Bool {
        StringLiteralScanner.isLineEnd(bytes, at: index)
    }

    /// Whether a line ends at `index` of `bytes`: a line feed, or a carriage return followed by one.
    static func isLineEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "\n")
            || (bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))
    }

    private func nextLineStart(after lineEnd: Int) -> Int {
        StringLiteralScanner.nextLineStart(bytes, after: lineEnd)
    }

    /// The start of the line after the line break (`\n` or `\r\n`) at `lineEnd` of `bytes`.
    static func nextLineStart(_ bytes: UnsafeBufferPointer<UInt8>, after lineEnd: Int) -> Int {
        bytes[lineEnd] == UInt8(ascii: "\r") ? lineEnd + 2 : lineEnd + 1
    }

    private func lineStartOffset(of index: Int) -> Int {
        var cursor = index
        while cursor > 0, bytes[cursor - 1] != UInt8(ascii: "\n") { cursor -= 1 }
        return cursor
    }

    private func hasPrefix(_ line: Range<Int>, _ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.count >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[line.lowerBound + offset] != prefix[offset] { return false }
        return true
    }

    private func isBlank(_ line: Range<Int>) -> Bool {
        line.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") }
    }

    private func reportUnterminated(_ start: Int, multiline: Bool, _ diagnostics: inout DiagnosticBag) {
        // `"abc\(` at the end of its line: the line end that leaves the string unterminated cut the interpolation off
        // (`scanInterpolation` skipped to it), and the unterminated string is the one error.
        if !multiline, let last = diagnostics.diagnostics.last, last.code == .invalidInterpolation,
            let interpolation = last.range?.start, interpolation > start,
            !bytes[interpolation..<lineEnd(from: interpolation)].contains(where: {
                $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "\"")
            })
        {
            diagnostics.removeDiagnostics(from: diagnostics.diagnostics.count - 1)
        } else if !multiline, let last = diagnostics.diagnostics.last, last.code == .invalidEscape,
            let escape = last.range, escape.start > start, bytes[escape.start + 1] == UInt8(ascii: "u"),
            escape.end == lineEnd(from: escape.start), bytes[escape.end - 1] != UInt8(ascii: "}")
        {
            // `"x\u{41` at the end of its line: the same line end cut the escape off; one error, as above. A closed
            // escape that names no scalar (`"x\u{110000}`, `"x\u{}`) went wrong before the line end: its own error.
            diagnostics.removeDiagnostics(from: diagnostics.diagnostics.count - 1)
        }
        diagnostics.error(
            .unterminatedString,
            multiline ? "unterminated multi-line string literal" : "unterminated string literal",
            at: range(start, multiline ? 3 : 1)
        )
    }
}
