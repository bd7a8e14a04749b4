/// Optional values at positions `0..<count` (a missing value is above every value), with the smallest of a range and
/// the first position of a range holding a value below a bound, each in O(log n) after an O(log n) update: a
/// segment tree. The scheduler keeps one per thing a pass reads of the page forest's segments, in the forest's
/// depth-first order, so that a subtree is a range.
struct RangeMinimum<Element: Comparable> {
    /// `nodes[1]` is the whole range, `nodes[2 * i]` and `nodes[2 * i + 1]` the halves of `nodes[i]`'s, and the
    /// leaves start at `leafCount`.
    private var nodes: [Element?]
    private let leafCount: Int

    init(count: Int) {
        var leafCount = 1
        while leafCount < count { leafCount *= 2 }
        self.leafCount = leafCount
        nodes = Array(repeating: nil, count: 2 * leafCount)
    }

    subscript(position: Int) -> Element? {
        nodes[leafCount + position]
    }

    mutating func set(_ position: Int, to value: Element?) {
        var node = leafCount + position
        nodes[node] = value
        while node > 1 {
            node /= 2
            nodes[node] = Self.smaller(nodes[2 * node], nodes[2 * node + 1])
        }
    }

    /// The smallest value in the range; `nil` when it holds none.
    func minimum(in range: Range<Int>) -> Element? {
        var (low, high) = (range.lowerBound + leafCount, range.upperBound + leafCount)
        var result: Element?
        while low < high {
            if low % 2 == 1 {
                result = Self.smaller(result, nodes[low])
                low += 1
            }
            if high % 2 == 1 {
                high -= 1
                result = Self.smaller(result, nodes[high])
            }
            low /= 2
            high /= 2
        }
        return result
    }

    /// The first position in the range whose value is below `bound` (any value, when `bound` is `nil`).
    func firstPosition(in range: Range<Int>, below bound: Element?) -> Int? {
        guard !range.isEmpty else { return nil }
        return firstPosition(in: range, below: bound, node: 1, covering: 0..<leafCount)
    }

    private func firstPosition(in range: Range<Int>, below bound: Element?, node: Int, covering: Range<Int>)
        -> Int?
    {
        guard range.overlaps(covering), let value = nodes[node], bound.map({ value < $0 }) ?? true else {
            return nil
        }
        if node >= leafCount { return covering.lowerBound }
        let middle = (covering.lowerBound + covering.upperBound) / 2
        return firstPosition(in: range, below: bound, node: 2 * node, covering: covering.lowerBound..<middle)
            ?? firstPosition(in: range, below: bound, node: 2 * node + 1, covering: middle..<covering.upperBound)
    }

    private static func smaller(_ first: Element?, _ second: Element?) -> Element? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}

extension RangeMinimum: Sendable where Element: Sendable {}
