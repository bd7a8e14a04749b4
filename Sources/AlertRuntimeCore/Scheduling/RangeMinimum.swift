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

    /// The first position in the range whose value is below `bound` (any value, when `bound` is `nil`): the
    /// nodes covering the range are taken left to right, and the first whose smallest value is below `bound` is
    /// descended to its leftmost such leaf.
    func firstPosition(in range: Range<Int>, below bound: Element?) -> Int? {
        firstPosition(in: range) { value in bound.map { value < $0 } ?? true }
    }

    /// The first position holding the smallest value of the range; `nil` when it holds none.
    func positionOfMinimum(in range: Range<Int>) -> Int? {
        guard let smallest = minimum(in: range) else { return nil }
        return firstPosition(in: range) { $0 <= smallest }
    }

    /// The first position in the range whose value `isWanted` accepts, where a node's smallest value stands for
    /// its whole subtree: `isWanted` must accept a value whenever it accepts a larger one.
    private func firstPosition(in range: Range<Int>, where isWanted: (Element) -> Bool) -> Int? {
        func holdsWanted(_ node: Int) -> Bool {
            guard let value = nodes[node] else { return false }
            return isWanted(value)
        }
        var (low, high) = (range.lowerBound + leafCount, range.upperBound + leafCount)
        // The covering nodes: those on the left edge in order, those on the right edge (at most one a level, kept
        // on the stack: a search runs at every stop of a pass) in reverse order.
        let found = withUnsafeTemporaryAllocation(of: Int.self, capacity: Int.bitWidth) { right -> Int? in
            var rightCount = 0
            while low < high {
                if low % 2 == 1 {
                    if holdsWanted(low) { return low }
                    low += 1
                }
                if high % 2 == 1 {
                    high -= 1
                    right[rightCount] = high
                    rightCount += 1
                }
                low /= 2
                high /= 2
            }
            return right[..<rightCount].reversed().first(where: holdsWanted)
        }
        guard var node = found else { return nil }
        while node < leafCount { node = holdsWanted(2 * node) ? 2 * node : 2 * node + 1 }
        return node - leafCount
    }

    private static func smaller(_ first: Element?, _ second: Element?) -> Element? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}

extension RangeMinimum: Sendable where Element: Sendable {}
