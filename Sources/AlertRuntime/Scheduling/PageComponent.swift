/// What a pass keeps per component of the page forest (see `PageForest`), so that it settles only the components
/// where something changed and reads their first candidate and what is on screen without walking their pages.
struct PageComponent: Sendable {
    /// A page's first candidate (as of the last pass), in rule 4's order.
    struct PageFirst: Comparable, Sendable {
        var key: SelectionKey
        var page: Int

        static func < (lhs: PageFirst, rhs: PageFirst) -> Bool {
            lhs.key < rhs.key
        }
    }

    /// Something a pass reads changed here (a page's first candidate, what is on screen, a page's visibility)
    /// since a pass last settled it: a pass that showed nothing there would show nothing again.
    var needsPass = false
    /// Its visible pages' first candidates, first on top; lazily: an entry stops applying when its page's first
    /// changes, and is popped when it surfaces.
    var firsts = BinaryHeap<PageFirst>()
    /// The priorities on screen on its pages (visible, presented, held by no `.hide` alert).
    var onScreen = PriorityCounts()
}
