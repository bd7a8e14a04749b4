import Testing

@testable import AlertDSL

/// `RecentValueCache` gives back only the value kept for the very key asked, whether the key's slot was taken since
/// by another key or not.
@Suite struct RecentValueCacheTests {
    /// Kept, or built again and kept: the value is always the key's own.
    private static func value(_ cache: RecentValueCache<[Int]>, _ low: UInt64, _ high: UInt64, builds: inout Int)
        -> [Int]
    {
        if let kept = cache.value(low: low, high: high) { return kept }
        builds += 1
        let value = [Int(truncatingIfNeeded: low), Int(truncatingIfNeeded: high)]
        cache.keep(value, low: low, high: high)
        return value
    }

    @Test func givesEachKeysOwnValue() {
        let cache = RecentValueCache<[Int]>(slotBits: 4, empty: [])
        var builds = 0
        // More keys than slots, twice over, so slots are taken and taken back; keys differing in either word.
        let keys = (1...100).flatMap {
            [(UInt64($0), UInt64(0)), (UInt64(0), UInt64($0) << 56), (UInt64($0), UInt64($0))]
        }
        for _ in 0..<2 {
            for (low, high) in keys {
                #expect(
                    Self.value(cache, low, high, builds: &builds)
                        == [Int(truncatingIfNeeded: low), Int(truncatingIfNeeded: high)], "\(low) \(high)")
            }
        }
        #expect(builds > keys.count, "16 slots cannot hold 300 keys")
    }

    @Test func aKeyAskedAgainIsFoundNotBuilt() {
        let cache = RecentValueCache<[Int]>(slotBits: 4, empty: [])
        #expect(cache.value(low: 7, high: 7) == nil)
        cache.keep([1], low: 7, high: 7)
        #expect(cache.value(low: 7, high: 7) == [1])
        // Keys of other words are other keys, whichever slot they take.
        #expect(cache.value(low: 7, high: 8) == nil)
        #expect(cache.value(low: 8, high: 7) == nil)
    }

    /// As analysis uses it: a text known by the two words of its `String` gives exactly `[.literal(text)]`.
    @Test func textsAreKnownByTheirWords() {
        let cache = RecentValueCache<[TextValue.Segment]>(slotBits: 10, empty: [])
        var texts: [String] = []
        for index in 0..<3_000 {
            texts.append("t\(index)")
            texts.append("a longer text than fifteen bytes, number \(index)")
        }
        texts += ["OK", String("OK".utf8.map { Character(UnicodeScalar($0)) }), "Cancel", "é", "a \u{1F600}"]
        for _ in 0..<2 {
            for text in texts {
                let (low, high) = unsafeBitCast(text, to: (UInt64, UInt64).self)
                let segments = cache.value(low: low, high: high) ?? [.literal(text)]
                cache.keep(segments, low: low, high: high)
                #expect(segments == [.literal(text)], "\(text)")
            }
        }
    }
}
