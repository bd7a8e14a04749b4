extension String {
    /// The same `String` as `String(decoding: bytes, as: UTF8.self)`, built faster when it fits inline (at most 15
    /// bytes). ASCII text, almost every name and short literal, is written straight into the two words of a small
    /// string (`SmallASCII`), about 15 instructions; other short text is written into the small-string form by
    /// `String(unsafeUninitializedCapacity:)` and validated there (about 80), where the general path runs a
    /// repairing validation and copies again (about 180). Longer text goes the general way, which measured faster
    /// than an uninitialized heap string.
    ///
    /// `smallASCII` is `SmallASCII.isAvailable`, read once by the caller (a parser's scratch keeps it): reading the
    /// lazily initialised global on every call costs a `swift_once` call each time.
    @inline(__always)
    init(decodingUTF8 bytes: UnsafeBufferPointer<UInt8>, smallASCII: Bool) {
        let count = bytes.count
        guard count <= 15, count > 0 else {
            self = count == 0 ? "" : String(decoding: bytes, as: UTF8.self)
            return
        }
        let source = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let (low, high) = SmallASCII.words(source, count)
        if smallASCII, (low | high) & SWAR.highBits == 0 {
            self = SmallASCII.string(low, high, count: count)
            return
        }
        self = String(unsafeUninitializedCapacity: count) { buffer in
            // Two overlapping loads and stores instead of a `memcpy` call.
            let target = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
            if count >= 8 {
                let head = source.loadUnaligned(as: UInt64.self)
                let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                target.storeBytes(of: head, as: UInt64.self)
                target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                let head = source.loadUnaligned(as: UInt32.self)
                let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                target.storeBytes(of: head, as: UInt32.self)
                target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
            } else {
                for offset in 0..<count {
                    target.storeBytes(
                        of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
                }
            }
            return count
        }
    }
}

/// Small ASCII strings built from their bits. On 64-bit platforms a `String` of at most 15 UTF-8 bytes is held
/// in its own two words (no storage object): the bytes in order from the first word's lowest byte, and in the
/// second word's top byte a discriminator (immortal, small, ASCII: `0xE0`) ORed with the count. That layout is
/// the standard library's (`_StringObject`), not public API, so it is checked once against strings the standard
/// library built (`isAvailable`); where it differs, every string is built the public way.
enum SmallASCII {
    /// Whether `string(_:_:count:)` gives the standard library's own strings on this platform.
    static let isAvailable: Bool = {
        guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
        let samples = ["a", "_x", "abc", "name", "title", "fooBar1", "priority", "subtitleFont", "ABCDEFGHIJKLMNO"]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let reference = String(decoding: bytes, as: UTF8.self)
            let (low, high) = bytes.withUnsafeBytes { words($0.baseAddress.unsafelyUnwrapped, $0.count) }
            guard unsafeBitCast(reference, to: (UInt64, UInt64).self) == (low, high | tag(count: bytes.count)) else {
                return false
            }
        }
        return true
    }()

    /// The discriminator and count in a small ASCII string's second word.
    @inline(__always)
    private static func tag(count: Int) -> UInt64 {
        (0xE0 | UInt64(truncatingIfNeeded: count)) << 56
    }

    /// `count` (1–15) bytes at `source` as two little-endian words, the rest of both zero; reads no byte outside
    /// them (overlapping loads instead).
    @inline(__always)
    static func words(_ source: UnsafeRawPointer, _ count: Int) -> (UInt64, UInt64) {
        if count >= 8 {
            let low = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
            guard count > 8 else { return (low, 0) }
            let tail = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            return (low, tail >> UInt64(truncatingIfNeeded: (16 &- count) &* 8))
        }
        if count >= 4 {
            let head = UInt64(UInt32(littleEndian: source.loadUnaligned(as: UInt32.self)))
            let tail = UInt64(UInt32(littleEndian: source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return (head | tail << UInt64(truncatingIfNeeded: (count &- 4) &* 8), 0)
        }
        var low: UInt64 = 0
        for offset in 0..<count {
            low |=
                UInt64(source.load(fromByteOffset: offset, as: UInt8.self)) << UInt64(truncatingIfNeeded: offset &* 8)
        }
        return (low, 0)
    }

    /// The small string of `count` (1–15) ASCII bytes held in `low` and `high` (as `words` gives them). Only when
    /// `isAvailable`.
    @inline(__always)
    static func string(_ low: UInt64, _ high: UInt64, count: Int) -> String {
        // Stored as raw bytes into a `String`'s memory and moved out: `unsafeBitCast` of the words gives a borrowed
        // `String` that the caller then retains (a `swift_bridgeObjectRetain` call per name, which does nothing for a
        // small string: 2.5% of parsing). Raw stores may initialise memory bound to any type; the two fill the 16
        // bytes of the slot (`isAvailable` checks the size). The public API, not the underscored one without a stack
        // protector, which would save 0.6% of parsing.
        withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { buffer in
            let slot = buffer.baseAddress.unsafelyUnwrapped
            let raw = UnsafeMutableRawPointer(slot)
            raw.storeBytes(of: low, as: UInt64.self)
            raw.storeBytes(of: high | tag(count: count), toByteOffset: 8, as: UInt64.self)
            return slot.move()
        }
    }
}
