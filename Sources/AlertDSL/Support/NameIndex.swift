/// A growing map from names to integers (a program's declarations by name, its alerts and pages by name), kept
/// by the names' UTF-8 bytes: a hash of eight bytes at a time picks a slot of an open-addressed table, the stored
/// hash rules out almost every other name, and one byte comparison confirms the match. Every declaration of a
/// program is added here and every reference is looked up, so it replaces `[String: Int]`, whose SipHash of
/// each `String` and comparison through the `String` machinery cost several times as much.
package struct NameIndex: Sendable {
    /// Every name's bytes, back to back; name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts = [0]
    private var hashes: [UInt64] = []
    private var values: [Int] = []
    /// Name index per slot, `-1` for an empty slot; the count is a power of two, at least twice the names'.
    private var slots: [Int32]

    /// A map with room for `capacity` names before its table grows.
    package init(capacity: Int = 0) {
        slots = [Int32](repeating: -1, count: 16)
        reserveCapacity(capacity)
    }

    /// Room for `capacity` names in all, so adding them does not grow the table step by step.
    package mutating func reserveCapacity(_ capacity: Int) {
        hashes.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        starts.reserveCapacity(capacity + 1)
        var size = slots.count
        while size < capacity * 2 { size *= 2 }
        if size > slots.count { rebuild(size: size) }
    }

    /// The value of `name`, or `nil` when it was never added.
    package subscript(name: String) -> Int? {
        Self.withBytes(of: name) { name in
            guard let found = find(name, hash: Self.hash(name)).found else { return nil }
            return values[found]
        }
    }

    /// Gives `name` the value `value` unless it has one already, which is then returned (and kept).
    package mutating func insertIfAbsent(_ name: String, value: Int) -> Int? {
        Self.withBytes(of: name) { name in
            let hash = Self.hash(name)
            let (found, slot) = find(name, hash: hash)
            if let found { return values[found] }
            slots[slot] = Int32(values.count)
            bytes.append(contentsOf: name)
            starts.append(bytes.count)
            hashes.append(hash)
            values.append(value)
            if values.count * 2 > slots.count { rebuild(size: slots.count * 2) }
            return nil
        }
    }

    /// The entry holding `name`, or the empty slot where it would go.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (found: Int?, slot: Int) {
        let mask = slots.count &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let candidate = Int(slots[slot])
            if candidate < 0 { return (nil, slot) }
            if hashes[candidate] == hash, matches(candidate, name) { return (candidate, slot) }
            slot = (slot &+ 1) & mask
        }
    }

    private func matches(_ entry: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[entry]
        guard starts[entry + 1] - start == name.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            name.isEmpty || Bytes.equal(bytes.baseAddress! + start, name.baseAddress!, name.count)
        }
    }

    /// A table of `size` slots with every entry placed again, by its stored hash.
    private mutating func rebuild(size: Int) {
        slots = [Int32](repeating: -1, count: size)
        let mask = slots.count &- 1
        for entry in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    private static func withBytes<Result>(
        of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = name
        return copy.withUTF8(body)
    }

    /// Mixes eight bytes at a time (the last, shorter word byte by byte) with the length.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = name.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = name.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        if offset < count {
            var tail: UInt64 = 0
            while offset < count {
                tail = tail << 8 | UInt64(base[offset])
                offset &+= 1
            }
            hash = mix(hash ^ tail)
        }
        return hash
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 31)) &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 29
        return value
    }
}
