/// Rule 4's order as a value: priority descending, then declaration index, then enqueue order (the slot). A
/// smaller key comes first, so a `BinaryHeap` of keys has the first candidate on top. Keys carry the fields they
/// compare, so queues order instances without reading their records.
struct SelectionKey: Comparable, Hashable, Sendable {
    var priority: Int
    var declarationIndex: Int
    /// The instance's place in enqueue order; unique, so two keys are equal only for one instance.
    var slot: Int

    static func < (lhs: SelectionKey, rhs: SelectionKey) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.declarationIndex != rhs.declarationIndex { return lhs.declarationIndex < rhs.declarationIndex }
        return lhs.slot < rhs.slot
    }
}
