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

    /// The highest marked segment of the page forest among `segment` and its ancestors deeper than `depth` (-1:
    /// all of them); `nil` when none is: a binary search over depths, each step one count.
    func highestMarked(onPathTo segment: Int, below depth: Int, in forest: PageForest) -> Int? {
        func markedAbove(_ depth: Int) -> Int {
            depth < 0 ? 0 : count(at: forest.position[forest.ancestor(ofSegment: segment, atDepth: depth)])
        }
        let outside = markedAbove(depth)
        var (low, high) = (depth + 1, forest.depth[segment])
        guard low <= high, markedAbove(high) > outside else { return nil }
        // Most often the first segment below is marked (a search descending a chain of occupied segments).
        if markedAbove(low) > outside { return forest.ancestor(ofSegment: segment, atDepth: low) }
        while low < high {
            let middle = (low + high) / 2
            if markedAbove(middle) > outside { high = middle } else { low = middle + 1 }
        }
        return forest.ancestor(ofSegment: segment, atDepth: low)
    }

    private mutating func add(_ change: Int, from position: Int) {
        var index = position + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
    }
}
