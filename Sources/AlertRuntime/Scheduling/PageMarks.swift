/// A set of pages emptied in O(1): a page is in it when its stamp is the current one. A pass empties its sets
/// once per component it settles, which must not cost every page of the program.
struct PageMarks: Sendable {
    private var stamps: [Int]
    private var current = 1

    init(pageCount: Int) {
        stamps = Array(repeating: 0, count: pageCount)
    }

    func contains(_ page: Int) -> Bool {
        stamps[page] == current
    }

    /// Adds the page; answers whether it was not in the set.
    mutating func insert(_ page: Int) -> Bool {
        guard stamps[page] != current else { return false }
        stamps[page] = current
        return true
    }

    mutating func removeAll() {
        current += 1
    }
}
