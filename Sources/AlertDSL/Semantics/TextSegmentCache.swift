/// The checked segments of one-piece literals met lately, by their text: most such literals (titles, action titles,
/// subtitles) repeat an earlier one, so `[.literal(text)]` is built once and shared (an array shared is the same
/// value) instead of allocated for each, which was most of what checking the literal cost.
///
/// A text is known by the two words of its `String`: equal words are the same small string, or the same heap
/// string's storage, which the entry's array holds, so no other string can take its address while the entry lives.
/// The cache is direct-mapped and small, so it holds at most `size` arrays whatever the input; a text whose slot
/// another one took is built anew and takes the slot back.
final class TextSegmentCache {
    private struct Entry {
        var low: UInt64
        var high: UInt64
        var segments: [TextValue.Segment]
    }

    /// 1,024 slots: 256 made 0.3% more instructions in the checker (more texts took each other's slots).
    private static let slotBits = 10
    private static let size = 1 << slotBits
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.size)
        // An empty slot's words are no string's: a `String` is never two zero words.
        entries.initialize(repeating: Entry(low: 0, high: 0, segments: []), count: Self.size)
    }

    deinit {
        entries.deinitialize(count: Self.size)
        entries.deallocate()
    }

    /// `[.literal(text)]`, shared with the last literal of the same text that took the same slot.
    @inline(__always)
    func segments(_ text: String) -> [TextValue.Segment] {
        guard MemoryLayout<String>.size == 16 else { return [.literal(text)] }
        let (low, high) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        let hash = (low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xC2B2_AE3D_27D4_EB4F
        // The top `slotBits` bits of the product: below `size`, so the slot is always one of `entries`.
        let slot = entries + Int(truncatingIfNeeded: hash &>> UInt64(64 - Self.slotBits))
        if slot.pointee.low == low, slot.pointee.high == high { return slot.pointee.segments }
        let segments: [TextValue.Segment] = [.literal(text)]
        slot.pointee = Entry(low: low, high: high, segments: segments)
        return segments
    }
}
