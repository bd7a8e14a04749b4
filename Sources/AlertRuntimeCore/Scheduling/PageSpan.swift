/// What a pass reads of a set of pages as if it were one: a component of the page forest, or a segment of one
/// (see `PageForest`). Kept as candidates and screens change, so a pass reads a span's first candidate and what
/// is on screen there without walking its pages.
struct PageSpan: Sendable {
    /// A page's first candidate (as of the last pass), in rule 4's order.
    struct PageFirst: Comparable, Sendable {
        var key: SelectionKey
        var page: Int

        static func < (lhs: PageFirst, rhs: PageFirst) -> Bool {
            lhs.key < rhs.key
        }
    }

    /// Its visible pages' first candidates, first on top; lazily: an entry stops applying when its page's first
    /// changes, and is popped when it surfaces.
    var firsts = BinaryHeap<PageFirst>()
    /// The priorities on screen on its pages (visible, presented, held by no `.hide` alert).
    var onScreen = PriorityCounts()

    /// The first candidate, popping on the way the entries of pages whose first changed (`pageFirsts`: each
    /// page's first candidate now).
    mutating func first(among pageFirsts: [SelectionKey?]) -> PageFirst? {
        while let top = firsts.top {
            if pageFirsts[top.page] == top.key { return top }
            firsts.popTop()
        }
        return nil
    }
}
