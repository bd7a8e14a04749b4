import Testing

@testable import AlertDSL

/// `String(decodingUTF8:)` must build exactly what `String(decoding:as:)` builds, on each side of the inline limit
/// and for text that is not ASCII or not valid UTF-8 (repaired the same way).
@Suite struct ShortStringTests {
    static let samples: [[UInt8]] = {
        var samples: [[UInt8]] = (0...40).map { count in (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) } }
        samples += ["é", "naïve", "日本語の名前", "emoji 😀 in text", "ab\u{0}cd"].map { Array($0.utf8) }
        samples += [[0xFF], [0x61, 0xC3], [0xE2, 0x82], [0x61, 0x62, 0xED, 0xA0, 0x80], [0xC0, 0xAF]]
        return samples
    }()

    @Test(arguments: samples, [false, true])
    func matchesStandardDecoding(_ bytes: [UInt8], smallASCII: Bool) {
        let expected = String(decoding: bytes, as: UTF8.self)
        let built = bytes.withUnsafeBufferPointer { String(decodingUTF8: $0, smallASCII: smallASCII) }
        #expect(built == expected)
        #expect(Array(built.utf8) == Array(expected.utf8))
        #expect(built.hashValue == expected.hashValue)
        #expect(built + "!" == expected + "!")
        #expect(built.count == expected.count)
        // What the fast path builds (ASCII, at most 15 bytes): the same bits, not only an equal string.
        guard bytes.count <= 15, bytes.allSatisfy({ $0 < 0x80 }) else { return }
        #expect(unsafeBitCast(built, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self))
    }

    /// Small strings are built from their bits on the 64-bit platforms the compiler runs on.
    @Test func smallASCIIIsAvailable() {
        #expect(SmallASCII.isAvailable == (MemoryLayout<Int>.size == 8))
    }

    @Test(arguments: [false, true])
    func readsOnlyItsSlice(smallASCII: Bool) {
        let text = Array("propertyName: value".utf8)
        let name = text.withUnsafeBufferPointer {
            String(decodingUTF8: UnsafeBufferPointer(rebasing: $0[0..<12]), smallASCII: smallASCII)
        }
        #expect(name == "propertyName")
    }
}
