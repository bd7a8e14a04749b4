/// Counts, for every node of a tree laid out in depth-first order, the marked nodes among it and its ancestors:
/// marking a node adds one over its subtree's range of positions (a Fenwick tree of differences), so both cost
/// O(log n). With a level-ancestor lookup this finds the highest marked node on a path without walking it.
struct AncestorCounts: Sendable {
    /// Fenwick tree (1-based) of the differences between neighbouring positions' counts.
    private var tree: [Int]

    init(count: Int) {
        tree = Array(repeating: 0, count: count + 2)
    }

    /// Marks (`change` 1) or unmarks (-1) the node whose subtree occupies `range`.
    mutating func add(_ change: Int, over range: Range<Int>) {
        add(change, from: range.lowerBound)
        add(-change, from: range.upperBound)
    }

    /// The marked nodes among the node at `position` and its ancestors.
    func count(at position: Int) -> Int {
        var index = position + 1
        var sum = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    private mutating func add(_ change: Int, from position: Int) {
        var index = position + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
    }
}
