/// The stack a parser builds lists on (a body's members, an enum case's arguments, a list's elements), so that
/// each finished list becomes an array of exactly its length in one allocation. Growing each list's own array
/// from empty reallocates it several times and leaves up to half of it unused, and trees are kept for the
/// whole analysis: sized up front, a body's members took a third of the syntax trees' memory.
///
/// Lists nest: a list starts at the stack's current `count`, nested lists are pushed above it and taken off
/// before it ends, so `popArray(from:)` always takes the top of the stack.
final class ScratchStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Whether the top element, which must lie above `base`, passes `test`; `false` when nothing is above `base`.
    func topAbove(_ base: Int, satisfies test: (borrowing Element) -> Bool) -> Bool {
        count > base && test((storage + count - 1).pointee)
    }

    /// Moves the elements from `base` to the top into a new array of exactly that length; `base` must be a
    /// `count` read earlier, with nothing below it taken off since.
    func popArray(from base: Int) -> [Element] {
        precondition(base >= 0 && base <= count, "a list must end before the lists it is nested in")
        let length = count - base
        guard length > 0 else { return [] }
        // Short lists (most argument lists, action bodies) as array literals: cheaper than reserving and appending.
        if length <= 4 {
            count = base
            let first = (storage + base).move()
            if length == 1 { return [first] }
            let second = (storage + base + 1).move()
            if length == 2 { return [first, second] }
            let third = (storage + base + 2).move()
            if length == 3 { return [first, second, third] }
            return [first, second, third, (storage + base + 3).move()]
        }
        // `reserveCapacity` and `append` are specialised for `Element`; `Array(unsafeUninitializedCapacity:)`
        // allocates through an unspecialised runtime entry that looks up the storage class's generic metadata on
        // every call (about 280 instructions, 3% of a front end's run).
        var result: [Element] = []
        result.reserveCapacity(length)
        for index in base..<count { result.append((storage + index).move()) }
        count = base
        return result
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}

/// The scratch space of a parse: one per file, shared with the parsers of its alert bodies, and kept by analysis
/// for the bodies it parses (`Parser.parseDeferredBody`), so that a body does not allocate stacks of its own.
final class ParserScratch {
    let members = ScratchStack<MemberSyntax>()
    let arguments = ScratchStack<ArgumentSyntax>()
    let elements = ScratchStack<ValueSyntax>()
    /// `SmallASCII.isAvailable`, read once: names and short literals are built from their bits.
    let smallASCII = SmallASCII.isAvailable
    /// The segment arrays of short plain literals met lately (`[.text(text)]`, no range in them), shared by the
    /// literals written again (`Parser.decodeString`); 256 slots.
    let shortLiterals = RecentValueCache<[StringSegment]>(slotBits: 8, empty: [])
    /// The brackets open while a body is skimmed (`Parser.skimBody`), as tokens and as bytes (`BodyScanner`).
    var openers: [TokenKind] = []
    var bodyOpeners: [UInt8] = []
}
