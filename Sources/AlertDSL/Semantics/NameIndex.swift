/// Finds a word among a fixed set of short ASCII names (the schema's property names) without
/// `Hasher`: every property of every body is looked up once, and SipHash over a `String` costs
/// more than the rest of the lookup. The key mixes the length with the first, middle and last
/// bytes; an open-addressed table of at least four times as many slots as names keeps probes
/// short, and a probe compares whole names, so any name, listed or not, gets the right answer.
struct NameIndex: Sendable {
    private let names: [String]
    /// For each slot, an index into `names`, or -1.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names
        var capacity = 16
        while capacity < names.count * 4 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, name) in names.enumerated() {
            var slot = Self.key(name) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
    }

    /// The position of `name` in the list, or `nil`.
    func index(of name: String) -> Int? {
        var slot = Self.key(name) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if names[index] == name { return index }
            slot = (slot + 1) & mask
        }
    }

    private static func key(_ name: String) -> Int {
        let utf8 = name.utf8
        let count = utf8.count
        guard count > 0 else { return 0 }
        let first = Int(utf8[utf8.startIndex])
        let middle = Int(utf8[utf8.index(utf8.startIndex, offsetBy: count / 2)])
        let last = Int(utf8[utf8.index(before: utf8.endIndex)])
        return (count &* 0x9E37 ^ first &* 0x85EB ^ middle &* 0xC2B2 ^ last &* 0x27D4) >> 3
    }
}
