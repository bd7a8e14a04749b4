@testable import AlertDSL

// The lexer as it was before the performance work (commit 87ba0eb), kept verbatim as the
// reference for LexerEquivalenceTests: the optimised lexer must produce the same tokens and
// the same diagnostics for every input.
/// Reference: a byte-cursor lexer over the UTF-8 of one file (spec §1).
///
/// It never allocates per token: a token is a kind, byte offsets and a numeric payload.
/// Whitespace, comments and bytes that form no token (after a diagnostic) become the next
/// token's leading trivia, so lexing is lossless. Lexical errors are reported as they are met
/// and lexing goes on; string contents are validated here too, so no error hides in a
/// string that the parser later skips.
struct ReferenceLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    private(set) var position: Int
    /// Where the next token's leading trivia starts: the end of the previous token.
    private var previousEnd = 0
    var diagnostics: DiagnosticBag

    /// `bytes` must outlive the lexer (use it inside `withUnsafeBufferPointer`).
    init(bytes: UnsafeBufferPointer<UInt8>, file: FileID) {
        self.bytes = bytes
        self.file = file
        self.position = 0
        self.diagnostics = DiagnosticBag()
        // A leading byte order mark is trivia.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// Lexes every token of `file` (the last is `.endOfFile`).
    static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: DiagnosticBag) {
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = ReferenceLexer(bytes: buffer, file: file.id)
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { break }
            }
            return (tokens, lexer.diagnostics)
        }
    }

    mutating func next() -> Token {
        let triviaStart = previousEnd
        skipTrivia()
        let start = position
        guard start < bytes.count else {
            return Token(kind: .endOfFile, triviaStart: triviaStart, start: start, end: start)
        }
        let byte = bytes[start]
        var payload: Int64 = 0
        let kind: TokenKind
        switch byte {
        case UInt8(ascii: "{"): kind = single(.leftBrace)
        case UInt8(ascii: "}"): kind = single(.rightBrace)
        case UInt8(ascii: "("): kind = single(.leftParen)
        case UInt8(ascii: ")"): kind = single(.rightParen)
        case UInt8(ascii: "["): kind = single(.leftBracket)
        case UInt8(ascii: "]"): kind = single(.rightBracket)
        case UInt8(ascii: ":"): kind = single(.colon)
        case UInt8(ascii: ","): kind = single(.comma)
        case UInt8(ascii: ";"): kind = single(.semicolon)
        case UInt8(ascii: "\""):
            kind = lexString()
        case UInt8(ascii: "#"):
            payload = lexColor()
            kind = .color
        case UInt8(ascii: "."):
            // skipTrivia guarantees a `.` here starts an enum case.
            position += 1
            skipIdentifier()
            kind = .enumCase
        case UInt8(ascii: "@"):
            position += 1
            skipIdentifier()
            kind = .attribute
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            (kind, payload) = lexNumber()
        default:
            // skipTrivia leaves only identifier starts for the default case.
            skipIdentifier()
            kind = keywordKind(start, position)
        }
        previousEnd = position
        return Token(kind: kind, triviaStart: triviaStart, start: start, end: position, payload: payload)
    }

    @inline(__always)
    private mutating func single(_ kind: TokenKind) -> TokenKind {
        position += 1
        return kind
    }

    @inline(__always)
    private mutating func skipIdentifier() {
        while position < bytes.count, ByteClass.isIdentifierContinue(bytes[position]) { position += 1 }
    }

    private func keywordKind(_ start: Int, _ end: Int) -> TokenKind {
        let length = end - start
        if length == 4, bytes[start] == UInt8(ascii: "t"), bytes[start + 1] == UInt8(ascii: "r"),
            bytes[start + 2] == UInt8(ascii: "u"), bytes[start + 3] == UInt8(ascii: "e")
        {
            return .trueKeyword
        }
        if length == 5, bytes[start] == UInt8(ascii: "f"), bytes[start + 1] == UInt8(ascii: "a"),
            bytes[start + 2] == UInt8(ascii: "l"), bytes[start + 3] == UInt8(ascii: "s"),
            bytes[start + 4] == UInt8(ascii: "e")
        {
            return .falseKeyword
        }
        return .identifier
    }

    // MARK: Trivia

    /// Skips whitespace, comments and (after reporting them) bytes that cannot start a token,
    /// stopping at the first byte that does.
    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "/"):
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    reportUnexpected(at: position, length: 1)
                    position += 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","),
                UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "#"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return
            case UInt8(ascii: "."), UInt8(ascii: "@"):
                if position + 1 < bytes.count, ByteClass.isIdentifierStart(bytes[position + 1]) { return }
                reportUnexpected(at: position, length: 1)
                position += 1
            case UInt8(ascii: "-"):
                if position + 1 < bytes.count, ByteClass.isDigit(bytes[position + 1]) { return }
                reportUnexpected(at: position, length: 1)
                position += 1
            default:
                if ByteClass.isIdentifierStart(byte) { return }
                skipBadCharacter()
            }
        }
    }

    private mutating func skipLineComment() {
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
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
            reportInvalidUTF8(at: position)
            position += 1
        }
    }

    private mutating func skipBadCharacter() {
        let byte = bytes[position]
        if byte == 0 {
            report(.nulCharacter, "nul character in source", position, 1)
            position += 1
        } else if byte < 0x80 {
            reportUnexpected(at: position, length: 1)
            position += 1
        } else if let length = validUTF8SequenceLength(bytes, at: position) {
            reportUnexpected(at: position, length: length)
            position += length
        } else {
            reportInvalidUTF8(at: position)
            position += 1
        }
    }

    // MARK: Literals

    private mutating func lexString() -> TokenKind {
        var scanner = StringLiteralScanner(bytes: bytes, file: file)
        let isMultiline =
            position + 2 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"")
            && bytes[position + 2] == UInt8(ascii: "\"")
        let end = scanner.scan(from: position, diagnostics: &diagnostics, decode: false).end
        position = end
        return isMultiline ? .multilineString : .string
    }

    /// `#` followed by hex digits; returns RGBA packed as `0xRRGGBBAA`.
    private mutating func lexColor() -> Int64 {
        let start = position
        position += 1
        var digits: [UInt8] = []
        var valid = true
        while position < bytes.count, ByteClass.isIdentifierContinue(bytes[position]) {
            if let value = ByteClass.hexValue(bytes[position]) {
                if digits.count < 8 { digits.append(value) }
            } else {
                valid = false
            }
            position += 1
        }
        let length = position - start - 1
        guard valid, length == 3 || length == 6 || length == 8 else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            let reason = valid ? "must have 3, 6 or 8 hex digits" : "may only contain hex digits"
            report(.invalidColor, "invalid colour literal '\(text)': a colour \(reason)", start, position - start)
            return 0xFF
        }
        var components: [UInt8]
        switch length {
        case 3: components = digits.map { $0 * 17 } + [255]
        case 6: components = [digits[0] << 4 | digits[1], digits[2] << 4 | digits[3], digits[4] << 4 | digits[5], 255]
        default: components = stride(from: 0, to: 8, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        }
        let packed =
            UInt32(components[0]) << 24 | UInt32(components[1]) << 16 | UInt32(components[2]) << 8
            | UInt32(components[3])
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
            skipIdentifier()
            report(.invalidNumber, "invalid number literal '\(text(start, position))'", start, position - start)
            return (isDecimal ? .decimal : .integer, 0)
        }
        if isDecimal {
            let digits = text(start, position).filter { $0 != "_" }
            return (.decimal, Int64(bitPattern: (Double(digits) ?? 0).bitPattern))
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

    // MARK: Diagnostics

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ length: Int) {
        diagnostics.error(code, message, at: SourceRange(file: file, start: start, end: start + length))
    }

    private mutating func reportUnexpected(at index: Int, length: Int) {
        let character = ByteClass.describeCharacter(bytes, at: index, length: length)
        report(.unexpectedCharacter, "unexpected character \(character) in source", index, length)
    }

    private mutating func reportInvalidUTF8(at index: Int) {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        report(.invalidUTF8, "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", index, 1)
    }
}
