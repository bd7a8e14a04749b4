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
        /// The members' texts, back to back: newline, indentation, `"key" : value`, without the `,` before.
        var text: [UInt8] = []
        /// Per slot, where its text starts and ends in `text`.
        var starts: [Int32] = []
        var ends: [Int32] = []
        /// One bit per slot that wrote a member.
        var written: UInt64 = 0
        /// The storage of an array seen once at this entry (not held): seen again, it is kept. An array of one
        /// declaration's own properties is seen once, and never costs the copying.
        var candidate: UnsafePointer<ResolvedProperty>?
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
        guard entries[index].candidate == storage else {
            entries[index].candidate = storage
            return .write
        }
        entries[index].candidate = nil
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

    /// Keeps `text` as the member of `slot` in entry `index`.
    func record(_ text: UnsafeBufferPointer<UInt8>, slot: Int, in index: Int) {
        entries[index].starts[slot] = Int32(truncatingIfNeeded: entries[index].text.count)
        entries[index].text.append(contentsOf: text)
        entries[index].ends[slot] = Int32(truncatingIfNeeded: entries[index].text.count)
        entries[index].written |= 1 << UInt64(slot)
    }

    /// Calls `body` with the text of each member entry `index` kept for a slot of `range`, in slot order.
    func forEachMember(in index: Int, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var pending = entries[index].written & (((1 as UInt64) << UInt64(range.upperBound)) &- 1)
        pending &= ~(((1 as UInt64) << UInt64(range.lowerBound)) &- 1)
        guard pending != 0 else { return }
        entries[index].text.withUnsafeBufferPointer { text in
            while pending != 0 {
                let slot = pending.trailingZeroBitCount
                pending &= pending &- 1
                let start = Int(entries[index].starts[slot])
                body(UnsafeBufferPointer(rebasing: text[start..<Int(entries[index].ends[slot])]))
            }
        }
    }
}
