/// A Swift raw string found in a `.alert` file: `#"C:\Users"#` on one line, or `#"""`, its lines and `"""#`. The
/// language has no raw strings (spec §1); the lexer reports one error for the literal, and these give the value it
/// stands for and the fix-it that writes it with escapes.
enum RawStringLiteral {
    /// The literal from `start` (its first `#`) to `end` (after its last `#`): the count of `#`s, whether it is
    /// multi-line, and the bytes between its quotes (`"` or `"""`).
    static func parts(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (
        hashes: Int, isMultiline: Bool, content: Range<Int>
    ) {
        var hashes = 1
        while bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        // A raw string taken by the lexer opens with `"""` only when it is multi-line (`Lexer.rawStringEnd`).
        let quotes = StringLiteralScanner.isTripleQuote(bytes, at: start + hashes) ? 3 : 1
        return (hashes, quotes == 3, start + hashes + quotes..<end - hashes - quotes)
    }

    /// The value: a one-line literal's text as written; a multi-line one's lines between its delimiters' lines, each
    /// without the closing line's indentation (a blank line without it is empty), joined with `\n`. A line not
    /// indented like the closing delimiter keeps its whitespace: the lexer's error already stands for the literal.
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> String {
        let (_, isMultiline, content) = parts(bytes, start: start, end: end)
        guard isMultiline else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[content]), as: UTF8.self) }
        // The opening delimiter's line ends in a line break (`Lexer.rawStringEnd`), the closing one holds only
        // whitespace before `"""`.
        var lineStart = content.lowerBound
        while bytes[lineStart] != UInt8(ascii: "\n") { lineStart += 1 }
        lineStart += 1
        var closingLineStart = content.upperBound
        while closingLineStart > lineStart, bytes[closingLineStart - 1] != UInt8(ascii: "\n") { closingLineStart -= 1 }
        let indentation = bytes[closingLineStart..<content.upperBound]
        var value: [UInt8] = []
        value.reserveCapacity(closingLineStart - lineStart)
        while lineStart < closingLineStart {
            var lineEnd = lineStart
            while bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let nextLineStart = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            var line = lineStart..<lineEnd
            if bytes[line].starts(with: indentation) {
                line = line.lowerBound + indentation.count..<line.upperBound
            } else if bytes[line].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                line = line.upperBound..<line.upperBound
            }
            value.append(contentsOf: bytes[line])
            // Lines are joined with `\n`, whatever the file's line ends.
            if nextLineStart < closingLineStart { value.append(UInt8(ascii: "\n")) }
            lineStart = nextLineStart
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// The literal written as a `.alert` string, for the error's fix-it: `"` or `"""` delimiters, every `\` escaped,
    /// and every `"` in a one-line literal, or every third `"` in a row in a multi-line one (so none closes it).
    /// `nil` when the text holds a raw escape (`\#(name)`, `\#n` in `#"…"#`; `\##n` in `##"…"##`: a `\` and as many
    /// `#`s as the delimiters have), whose meaning a plain copy would change.
    static func escapedForm(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> String? {
        let (hashes, isMultiline, content) = parts(bytes, start: start, end: end)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(content.count + 8)
        let delimiter: [UInt8] = isMultiline ? Array("\"\"\"".utf8) : [UInt8(ascii: "\"")]
        escaped += delimiter
        var quotesInARow = 0
        for index in content {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if index + hashes < content.upperBound,
                    bytes[index + 1...index + hashes].allSatisfy({ $0 == UInt8(ascii: "#") })
                {
                    return nil
                }
                escaped += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            } else if byte == UInt8(ascii: "\"") {
                if !isMultiline || quotesInARow == 2 {
                    escaped.append(UInt8(ascii: "\\"))
                    quotesInARow = 0
                } else {
                    quotesInARow += 1
                }
                escaped.append(byte)
                continue
            } else {
                escaped.append(byte)
            }
            quotesInARow = 0
        }
        escaped += delimiter
        return String(decoding: escaped, as: UTF8.self)
    }
}
