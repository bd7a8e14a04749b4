import AlertDSL

/// The property members of recently written declarations, kept as the bytes written, by the `properties` array
/// they came from. Analysis gives every action that sets no appearance property of its own the one array of its
/// theme list and style (`AlertResolver`), so most actions repeat an earlier action's property members byte for
/// byte: those are copied instead of written value by value.
///
/// An entry holds its array, so the array's storage cannot be freed and reused for other properties while the
/// entry lives: the same storage means the same properties. A member's text depends on nothing around it but the
/// `,` before it (left out of the text) and the indentation, so an entry also records the depth it was written
/// at. A class, so the writer can copy from it while it writes.
final class MemberMemo {
    /// How `JSONOutput.members` writes a declaration's property members.
    enum Use {
        /// Value by value.
        case write
        /// Value by value, keeping each member's text in entry `index`.
        case record(Int)
        /// From the text kept in entry `index`.
        case replay(Int)
    }

    private struct Entry {
        var properties: [ResolvedProperty] = []
        var layout: ObjectIdentifier?
        var depth = -1
        /// The texts of the slot ranges `JSONOutput.members` wrote, back to back: each range's members as written
        /// (newline, indentation, `"key" : value`, the `,` between them), without the `,` before its first.
        var text: [UInt8] = []
        /// Per range, by its first slot, where its text starts and ends in `text`.
        var starts: [Int32] = []
        var ends: [Int32] = []
        /// One bit per range (its first slot) that wrote a member.
        var written: UInt64 = 0
        /// An array seen once at this entry: seen again, its members are kept. An array of one declaration's own
        /// properties is seen once, and never costs the copying. Held, so that its storage is not freed and reused
        /// by another declaration's array of the same size (which malloc does at once): a storage seen again is
        /// then really the same array, and an entry in use is not given up for an array that never comes back.
        var candidate: [ResolvedProperty] = []
    }

    /// Entries by the address of their array's storage (direct-mapped), in storage of their own: a class's array
    /// would be checked for exclusive access at every use.
    private let entries: UnsafeMutableBufferPointer<Entry>

    init() {
        entries = .allocate(capacity: 256)
        entries.initialize(repeating: Entry())
    }

    deinit {
        entries.deinitialize()
        entries.deallocate()
    }

    /// How to write the members of `properties` in `layout` inside a container at `depth`: replayed when the
    /// entry of its storage holds the same array, recorded when that entry saw it once before.
    func use(_ properties: [ResolvedProperty], layout: PropertySlots, depth: Int) -> Use {
        guard let storage = properties.withUnsafeBufferPointer({ $0.baseAddress }) else { return .write }
        let index = (Int(bitPattern: storage) >> 4) & (entries.count &- 1)
        let layoutID = ObjectIdentifier(layout)
        let held = entries[index].properties.withUnsafeBufferPointer {
            $0.baseAddress == storage && $0.count == properties.count
        }
        if held, entries[index].layout == layoutID, entries[index].depth == depth { return .replay(index) }
        let seen = entries[index].candidate.withUnsafeBufferPointer {
            $0.baseAddress == storage && $0.count == properties.count
        }
        guard seen else {
            entries[index].candidate = properties
            return .write
        }
        entries[index].candidate = []
        entries[index].properties = properties
        entries[index].layout = layoutID
        entries[index].depth = depth
        entries[index].text.removeAll(keepingCapacity: true)
        if entries[index].starts.count != layout.count {
            entries[index].starts = [Int32](repeating: 0, count: layout.count)
            entries[index].ends = entries[index].starts
        }
        entries[index].written = 0
        return .record(index)
    }

    /// Keeps `text` as the members of the slot range starting at `firstSlot` in entry `index`. A layout's members
    /// are always written in the same ranges, so a range is known by its first slot.
    func record(_ text: UnsafeBufferPointer<UInt8>, rangeStartingAt firstSlot: Int, in index: Int) {
        entries[index].starts[firstSlot] = Int32(truncatingIfNeeded: entries[index].text.count)
        entries[index].text.append(contentsOf: text)
        entries[index].ends[firstSlot] = Int32(truncatingIfNeeded: entries[index].text.count)
        entries[index].written |= 1 << UInt64(firstSlot)
    }

    /// Calls `body` with the text entry `index` kept for `range`'s members, unless they wrote none.
    func withMembers(in index: Int, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let firstSlot = range.lowerBound
        guard entries[index].written & (1 << UInt64(firstSlot)) != 0 else { return }
        let start = Int(entries[index].starts[firstSlot])
        let end = Int(entries[index].ends[firstSlot])
        entries[index].text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
