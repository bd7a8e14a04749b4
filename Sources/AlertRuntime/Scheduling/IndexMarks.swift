/// A set of indices (segments of the page forest) emptied in O(1): an index is in it when its stamp is the
/// current one. A pass empties its sets once per component it settles, which must not cost every segment of the
/// program.
struct IndexMarks: Sendable {
    private var stamps: [Int]
    private var current = 1

    init(count: Int) {
        stamps = Array(repeating: 0, count: count)
    }

    func contains(_ index: Int) -> Bool {
        stamps[index] == current
    }

    /// Adds the index; answers whether it was not in the set.
    mutating func insert(_ index: Int) -> Bool {
        guard stamps[index] != current else { return false }
        stamps[index] = current
        return true
    }

    mutating func removeAll() {
        current += 1
    }
}
