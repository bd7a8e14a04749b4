/// A fixed set of names looked up by their UTF-8 bytes: a hash of the length and three bytes picks a slot of a
/// small open-addressed table, and one byte comparison confirms it. Built once per set (a `static let`), it
/// replaces `Hasher` (SipHash over a `String`) and chains of `String` comparisons where every property of a
/// program is looked up: the schema's property names in analysis, and enum case names in the JSON writer.
package struct NameTable: Sendable {
    /// Every name's bytes, back to back; name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Name index per slot, `-1` for an empty slot; the count is a power of two.
    private let slots: [Int16]

    /// `names` must be distinct; a name's index is its position in `names`.
    package init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for name in names {
            bytes += name.utf8
            starts.append(bytes.count)
        }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        var slots = [Int16](repeating: -1, count: size)
        for (index, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            var slot = utf8.withUnsafeBufferPointer { Self.hash($0) } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int16(index)
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// The names of a `String`-backed enum's cases, in `allCases` order.
    package init<Cases: CaseIterable & RawRepresentable>(casesOf type: Cases.Type) where Cases.RawValue == String {
        self.init(type.allCases.map(\.rawValue))
    }

    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let count = name.count
        guard count > 0 else { return 0 }
        return count &* 61 &+ Int(name[0]) &* 7 &+ Int(name[count &- 1]) &* 31 &+ Int(name[count >> 1]) &* 3
    }

    /// The index of `name`, or `nil` when it is not one of the table's names.
    @inline(__always)
    package func index(of name: String) -> Int? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ index(ofBytes: $0) }) { return found }
        var copy = name
        return copy.withUTF8 { index(ofBytes: $0) }
    }

    /// Whether `name` is one of the table's names.
    @inline(__always)
    package func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    private func index(ofBytes name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !name.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    let mask = slots.count &- 1
                    var slot = Self.hash(name) & mask
                    while true {
                        let candidate = Int(slots[slot])
                        if candidate < 0 { return nil }
                        let start = starts[candidate]
                        let length = starts[candidate &+ 1] &- start
                        if length == name.count, Bytes.equal(bytes.baseAddress! + start, name.baseAddress!, length) {
                            return candidate
                        }
                        slot = (slot &+ 1) & mask
                    }
                }
            }
        }
    }
}
