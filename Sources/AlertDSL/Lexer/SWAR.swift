/// Tests on eight bytes at once (SIMD within a register), for the lexer's runs. A word is
/// loaded little-endian, so its first byte is its lowest; each `…Bytes` function (but
/// `nonSpaceBytes`) sets the high bit of a byte that stops the run, and is exact at least up
/// to and including the lowest such byte, so `stopOffset(_:)` of the mask is the length of the
/// run within the word. The string test is shared with the Swift back end (raw literals of stored definitions).
package enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The end of the identifier characters starting at `index` (`count` bytes at `base`), eight bytes at a time.
    @inline(__always)
    static func identifierEnd(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var index = index
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let mask = nonIdentifierBytes(word)
            if mask != 0 { return index &+ stopOffset(mask) }
            index &+= 8
        }
        while index < count, ByteClass.isIdentifierContinue(base[index]) { index &+= 1 }
        return index
    }

    /// The byte offset of the lowest byte flagged in a non-zero `mask`.
    @inlinable @inline(__always)
    package static func stopOffset(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount &>> 3
    }

    /// The high bit of every zero byte (exact up to the lowest zero byte).
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The high bit of every byte equal to `byte` (exact up to the lowest such byte).
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ (ones &* UInt64(byte)))
    }

    /// The high bit of every byte equal to `byte`, exact in every byte (no borrow crosses a byte).
    @inline(__always)
    static func exactBytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~((difference & lowBits) &+ lowBits | difference) & highBits
    }

    /// For bytes below 0x80 (high bits cleared): the high bit of every byte `>= bound`, where
    /// `bound <= 0x80`. Exact in every byte (no carry crosses a byte).
    @inline(__always)
    static func atLeast(_ low7: UInt64, _ bound: UInt8) -> UInt64 {
        (low7 &+ ones &* UInt64(0x80 &- bound)) & highBits
    }

    /// The high bit of every byte that cannot continue an identifier (`[A-Za-z0-9_]`),
    /// exact in every byte.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let low7 = word & lowBits
        let folded = low7 | spaces  // `A`–`Z` become `a`–`z`; nothing else lands there
        let letter = atLeast(folded, UInt8(ascii: "a")) & ~atLeast(folded, UInt8(ascii: "z") + 1)
        let digit = atLeast(low7, UInt8(ascii: "0")) & ~atLeast(low7, UInt8(ascii: "9") + 1)
        let difference = low7 ^ (ones &* UInt64(UInt8(ascii: "_")))
        let underscore = ~((difference &+ lowBits) | difference) & highBits
        return ~((letter | digit | underscore) & ~word) & highBits
    }

    /// Non-zero in every byte that is not a space and zero in every space: not a high-bit mask
    /// like the others, but `stopOffset(_:)` of it is still the length of the run of spaces, at
    /// the cost of one instruction (an exclusive or) where a mask takes five.
    @inline(__always)
    static func nonSpaceBytes(_ word: UInt64) -> UInt64 {
        word ^ spaces
    }

    /// The bytes a single-line string literal's fast scan must stop at: `"`, `\`, control
    /// characters (below 0x20, tab included), DEL and non-ASCII bytes.
    /// Each test is exact for an ASCII byte with no stop byte below it, which is all the contract
    /// asks: a byte from 0x80 up is flagged by its own high bit, and only a stop byte starts a
    /// borrow or a carry into the bytes above it. So no test needs the usual `& ~word`.
    /// The constants are literals, not the shared ones above, so the test inlines into other modules as well.
    @inlinable @inline(__always)
    package static func stringStopBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = word &- ones &* 0x20
        let delete = word &+ ones
        let quote = (word ^ ones &* UInt64(UInt8(ascii: "\""))) &- ones
        let backslash = (word ^ ones &* UInt64(UInt8(ascii: "\\"))) &- ones
        return (belowSpace | delete | quote | backslash | word) & highBits
    }

    /// The bytes a line comment's fast scan must stop at: line feed, NUL and non-ASCII bytes.
    @inline(__always)
    static func lineCommentStopBytes(_ word: UInt64) -> UInt64 {
        zeroBytes(word) | word & highBits | bytes(word, equalTo: UInt8(ascii: "\n"))
    }
}
