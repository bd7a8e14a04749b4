/// Values built lately, each found again by a key of two words: the parser's segment arrays of short literals
/// (`"OK"`, `"Cancel"`), by the bits of their small `String`, and analysis's checked segments of one-piece texts, by
/// the words of their `String`. Most such literals repeat an earlier one, and an array shared is the same value, so
/// sharing it saves the allocation that was most of what building it cost.
///
/// Direct-mapped and small: it holds at most `1 << slotBits` values whatever the input, and a key whose slot another
/// one took is built anew and takes the slot back. A key is never two zero words (an empty slot's).
final class RecentValueCache<Value> {
    private let slotBits: Int
    /// Each slot's key, as two words side by side; two zero words in an empty slot.
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Value>

    /// `empty` fills the slots no key has taken yet; it is never given out.
    init(slotBits: Int, empty: Value) {
        precondition((1...16).contains(slotBits), "a cache of 2 to 65,536 slots")
        self.slotBits = slotBits
        keys = .allocate(capacity: 2 << slotBits)
        keys.initialize(repeating: 0, count: 2 << slotBits)
        values = .allocate(capacity: 1 << slotBits)
        values.initialize(repeating: empty, count: 1 << slotBits)
    }

    deinit {
        keys.deallocate()
        values.deinitialize(count: 1 << slotBits)
        values.deallocate()
    }

    /// The value kept for the key `low`, `high`, if its slot still holds it.
    @inline(__always)
    func value(low: UInt64, high: UInt64) -> Value? {
        let slot = slot(low, high)
        guard keys[slot &* 2] == low, keys[slot &* 2 &+ 1] == high else { return nil }
        return values[slot]
    }

    /// Keeps `value` for the key `low`, `high`, in place of what its slot held.
    @inline(__always)
    func keep(_ value: Value, low: UInt64, high: UInt64) {
        let slot = slot(low, high)
        keys[slot &* 2] = low
        keys[slot &* 2 &+ 1] = high
        values[slot] = value
    }

    /// The top `slotBits` bits of the key's hash: below the slot count, so the slot is always one of `values`.
    @inline(__always)
    private func slot(_ low: UInt64, _ high: UInt64) -> Int {
        let hash = (low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: hash &>> UInt64(truncatingIfNeeded: 64 &- slotBits))
    }
}
