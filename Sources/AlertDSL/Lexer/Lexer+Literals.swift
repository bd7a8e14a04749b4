/// String, colour and number literals (spec §1): validated as they are lexed, with their values in the token's
/// payload where they fit.
extension Lexer {
    /// A string literal. Most are one line of printable ASCII without escapes: those are found
    /// here, eight bytes at a time, in a function small enough to need little of a stack frame;
    /// `lexStringRest` goes on from the first byte that needs a closer look.
    /// The payload is `Token.plainString` for a literal found in one pass without an escape.
    @inline(__always)
    mutating func lexString() -> (TokenKind, Int64) {
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
    mutating func lexColor() -> Int64? {
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

    /// An integer or decimal, with an optional leading `-` and `_` separators. A decimal without a digit on one side
    /// of its point (`.5`, `-.5`, `5.`, from the trivia path for the first two) is read too, and reported.
    mutating func lexNumber() -> (TokenKind, Int64) {
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
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "."), endsTrailingDotDecimal(position) {
            // `5.`: a decimal without a digit after its point, reported below.
            isDecimal = true
            position += 1
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
            if _slowPath(Lexer.decimalLacksDigitBesidePoint(bytes, start, position)) { reportDecimalSpelling(start) }
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

    /// Whether the `.` at `index` starts a decimal written without its integer part (`.5`, and `-.5` from the `-`):
    /// a digit follows it. `lexNumber` reads it from there.
    func startsLeadingDotDecimal(_ index: Int) -> Bool {
        index &+ 1 < bytes.count && bytes[index] == UInt8(ascii: ".") && ByteClass.isDigit(bytes[index &+ 1])
    }

    /// Whether the `.` at `index`, after an integer's digits, ends the number (`5.`): neither a digit, a name (`5.x`,
    /// an integer and a case) nor another `.` follows it.
    func endsTrailingDotDecimal(_ index: Int) -> Bool {
        guard index &+ 1 < bytes.count else { return true }
        let next = bytes[index &+ 1]
        return !ByteClass.isIdentifierContinue(next) && next != UInt8(ascii: ".")
    }

    /// Whether the decimal `start..<end` is written without a digit on one side of its point (`.5`, `-.5`, `5.`), as C
    /// and JavaScript allow: the lexer reports it (`reportDecimalSpelling`), and the parser takes its value as missing.
    static func decimalLacksDigitBesidePoint(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let dot = UInt8(ascii: ".")
        let integerStart = bytes[start] == UInt8(ascii: "-") ? start &+ 1 : start
        return bytes[integerStart] == dot || bytes[end &- 1] == dot
    }

    /// The decimal from `start` to `position`, written without a digit beside its point: one error with the Swift
    /// spelling (`0.5`, `-0.5`, `5.0`) as fix-it, as swiftc gives.
    @inline(never)
    private mutating func reportDecimalSpelling(_ start: Int) {
        let written = text(start, position)
        let swiftForm =
            bytes[position - 1] == UInt8(ascii: ".")
            ? written + "0" : written.hasPrefix("-") ? "-0" + written.dropFirst() : "0" + written
        let range = SourceRange(file: file, start: start, end: position)
        diagnostics.error(
            .invalidNumber, "'\(written)' is not a valid decimal literal; it must be written '\(swiftForm)'",
            at: range, fixIts: [FixIt(range: range, replacement: swiftForm)])
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
}
