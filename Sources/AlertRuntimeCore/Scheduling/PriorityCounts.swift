/// The priorities of a page's presented instances that no `.hide` alert holds hidden, counted, with the highest
/// at hand: what a candidate must strictly exceed to show on top (rule 5), without scanning those instances.
struct PriorityCounts: Sendable {
    /// Every priority in `highest`, with how many instances have it; one whose count fell to zero stays (and is
    /// not pushed again if it comes back) until it surfaces, so the heap holds each priority once.
    private var counts: [Int: Int] = [:]
    private var highest = BinaryHeap<Descending>()

    private struct Descending: Comparable, Sendable {
        var priority: Int

        static func < (lhs: Descending, rhs: Descending) -> Bool {
            lhs.priority > rhs.priority
        }
    }

    mutating func add(_ priority: Int) {
        if counts[priority] == nil { highest.push(Descending(priority: priority)) }
        counts[priority, default: 0] += 1
    }

    mutating func remove(_ priority: Int) {
        counts[priority]! -= 1
    }

    /// The highest priority counted; `nil` when none is.
    mutating func maximum() -> Int? {
        while let top = highest.top {
            if counts[top.priority]! > 0 { return top.priority }
            highest.popTop()
            counts[top.priority] = nil
        }
        return nil
    }
}
