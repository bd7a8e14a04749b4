/// ASCII classification used by the lexer; tables beat chains of comparisons in the hot loop.
enum ByteClass {
    // The lexer's dispatch classes (`kind(_:)`): what a byte can start.
    static let other: UInt8 = 0
    static let whitespace: UInt8 = 1
    static let letter: UInt8 = 2
    static let digit: UInt8 = 3
    /// `{ } ( ) [ ] : , ;`
    static let punctuation: UInt8 = 4
    static let quote: UInt8 = 5
    static let hash: UInt8 = 6
    static let dotOrAt: UInt8 = 7
    static let minus: UInt8 = 8
    static let slash: UInt8 = 9

    /// The byte's dispatch class. A switch of constants, which the optimiser turns into one
    /// table load.
    @inline(__always)
    static func kind(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): whitespace
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"):
            punctuation
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "#"): hash
        case UInt8(ascii: "."), UInt8(ascii: "@"): dotOrAt
        case UInt8(ascii: "-"): minus
        case UInt8(ascii: "/"): slash
        default: other
        }
    }

    /// The token kind of a `punctuation` byte.
    @inline(__always)
    static func punctuationKind(_ byte: UInt8) -> TokenKind {
        switch byte {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: "["): .leftBracket
        case UInt8(ascii: "]"): .rightBracket
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ","): .comma
        default: .semicolon
        }
    }

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

    /// A switch of constants, which the optimiser turns into one table load.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A printable rendering of the character starting at `index`, for "unexpected character" messages.
    static func describeCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> String {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self) + "'"
    }
}

/// Tests on eight bytes at once (SIMD within a register), for the lexer's long runs.
enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// Whether any byte of `word` is zero.
    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// Whether any byte of `word` equals `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        hasZeroByte(word ^ (ones &* UInt64(byte)))
    }

    /// Whether any byte of `word` is `"`, `\`, a control character (below 0x20, tab included),
    /// DEL or not ASCII: the bytes a string literal's fast scan must stop at. (May say yes for
    /// a word that needs nothing — the byte loop then decides — but never says no wrongly.)
    @inline(__always)
    static func needsStringAttention(_ word: UInt64) -> Bool {
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits
        let delete = hasByte(word, 0x7F)
        return belowSpace != 0 || word & highBits != 0 || delete || hasByte(word, UInt8(ascii: "\""))
            || hasByte(word, UInt8(ascii: "\\"))
    }
}
