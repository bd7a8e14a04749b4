/// One page's presented instances (the app-wide domain has one too), kept as instances show, are hidden by a
/// `.hide` alert or let go, and end: a pass and the visibility events read them instead of scanning every
/// instance.
struct PageScreen: Sendable {
    /// Between `pageAppeared` and `pageDisappeared`; the app-wide domain's is always true.
    var isVisible: Bool
    /// Presented instances (showing or hidden), by slot: what a `.hide` alert shown in a shared domain marks.
    private(set) var presented: Set<Int> = []
    /// The presented instances no `.hide` alert holds hidden: on screen exactly while the page is visible.
    private(set) var unheld: Set<Int> = []
    private var priorities = PriorityCounts()

    init(isVisible: Bool) {
        self.isVisible = isVisible
    }

    mutating func present(_ slot: Int, priority: Int) {
        presented.insert(slot)
        unheld.insert(slot)
        priorities.add(priority)
    }

    /// A `.hide` alert holds the instance hidden (again, possibly). Answers whether it was held by none.
    @discardableResult
    mutating func hold(_ slot: Int, priority: Int) -> Bool {
        guard unheld.remove(slot) != nil else { return false }
        priorities.remove(priority)
        return true
    }

    /// The last `.hide` alert holding the instance ended. Answers whether it was held.
    mutating func release(_ slot: Int, priority: Int) -> Bool {
        guard unheld.insert(slot).inserted else { return false }
        priorities.add(priority)
        return true
    }

    /// The instance ended. Answers whether it was held by none.
    mutating func remove(_ slot: Int, priority: Int) -> Bool {
        presented.remove(slot)
        return hold(slot, priority: priority)
    }
}
