/// What a pass reads of the segments of the page forest (see `PageForest`), laid out in the forest's depth-first
/// order so that a subtree is a range: each segment's first candidate (as of the last pass) and its highest
/// priority on screen. A component whose first candidate is below a fork is settled by descending only towards
/// candidates that may show, stopping only at segments that hold something (`showable(in:of:)`), so many
/// candidates that cannot show (leaves under a page whose alert outranks theirs, the pages of a comb below the one
/// that shows) cost nothing at a pass.
struct SegmentIndex: Sendable {
    /// A candidate that may show, and the highest priority on screen in its domain (`nil`: nothing is).
    typealias Showable = (key: SelectionKey, highest: Int?)

    private struct Entry: Sendable {
        var first: SelectionKey?
        /// Whether the first candidate is `.cover` or `.hide`: the only ones that may show over others.
        var isExclusive = false
        var highest: Int?

        var isOccupied: Bool { first != nil || highest != nil }

        /// The first candidate unless what is on screen on its own segment stops it (rule 5).
        var unstoppedFirst: SelectionKey? {
            first.flatMap { SegmentIndex.mayShow($0, isExclusive: isExclusive, over: highest) ? $0 : nil }
        }
    }

    /// Priorities ordered highest first, so that `RangeMinimum` gives the highest.
    private struct Descending: Comparable, Sendable {
        var priority: Int

        static func < (lhs: Descending, rhs: Descending) -> Bool {
            lhs.priority > rhs.priority
        }
    }

    /// The first candidates that what is on screen on their own segment does not stop (rule 5), and the exclusive
    /// ones among them (the only ones that may show below something on screen), in one order of the segments.
    private struct UnstoppedFirsts: Sendable {
        private var all: RangeMinimum<SelectionKey>
        private var exclusive: RangeMinimum<SelectionKey>

        init(count: Int) {
            all = RangeMinimum(count: count)
            exclusive = all
        }

        mutating func set(_ index: Int, to first: SelectionKey?, isExclusive: Bool) {
            all.set(index, to: first)
            exclusive.set(index, to: isExclusive ? first : nil)
        }

        /// The first index in the range with a candidate that what is above (`highest` on screen, the `earliest`
        /// candidate) and its own segment do not stop.
        func firstIndex(in range: Range<Int>, below earliest: SelectionKey?, under highest: Int?) -> Int? {
            guard let highest else { return all.firstPosition(in: range, below: earliest) }
            // The first key of a lower priority: the keys before it are those of a higher one.
            let outranking = SelectionKey(priority: highest, declarationIndex: .min, slot: .min)
            return exclusive.firstPosition(in: range, below: earliest.map { min($0, outranking) } ?? outranking)
        }
    }

    /// By segment.
    private var entries: [Entry]
    /// By position: every segment's first candidate, the unstopped ones, and the highest priority on screen.
    private var firsts: RangeMinimum<SelectionKey>
    private var unstopped: UnstoppedFirsts
    private var onScreen: RangeMinimum<Descending>
    /// The unstopped first candidates again by post-order index (`PageForest.postorderIndices(ofSubtree:leftOf:)`).
    private var unstoppedInPostorder: UnstoppedFirsts
    /// The segments that hold a candidate or something on screen, the only ones that change what the segments
    /// below them may show; and those with something on screen.
    private var occupied: AncestorCounts
    private var showing: AncestorCounts
    /// Segments visited and entries changed, for the scale test.
    private(set) var work = 0

    init(segmentCount: Int) {
        entries = Array(repeating: Entry(), count: segmentCount)
        firsts = RangeMinimum(count: segmentCount)
        unstopped = UnstoppedFirsts(count: segmentCount)
        unstoppedInPostorder = unstopped
        onScreen = RangeMinimum(count: segmentCount)
        occupied = AncestorCounts(count: segmentCount)
        showing = occupied
    }

    /// Rule 5: a candidate shows if nothing is on screen in its domain, or over it if it is exclusive and
    /// outranks it.
    static func mayShow(_ key: SelectionKey, isExclusive: Bool, over highest: Int?) -> Bool {
        guard let highest else { return true }
        return isExclusive && key.priority > highest
    }

    /// The segment's first candidate changed (at a pass's start: a pass reads the candidates as they were then).
    mutating func setFirst(_ first: SelectionKey?, isExclusive: Bool, ofSegment segment: Int, in forest: PageForest) {
        var entry = entries[segment]
        (entry.first, entry.isExclusive) = (first, isExclusive)
        update(segment, to: entry, in: forest)
    }

    /// The segment's highest priority on screen changed.
    mutating func setHighest(_ highest: Int?, ofSegment segment: Int, in forest: PageForest) {
        var entry = entries[segment]
        guard entry.highest != highest else { return }
        entry.highest = highest
        update(segment, to: entry, in: forest)
    }

    private mutating func update(_ segment: Int, to entry: Entry, in forest: PageForest) {
        work += 1
        let position = forest.position[segment]
        if entry.isOccupied != entries[segment].isOccupied {
            occupied.add(entry.isOccupied ? 1 : -1, over: forest.subtree(ofSegment: segment))
        }
        if (entry.highest != nil) != (entries[segment].highest != nil) {
            showing.add(entry.highest != nil ? 1 : -1, over: forest.subtree(ofSegment: segment))
        }
        if entry.highest != entries[segment].highest {
            onScreen.set(position, to: entry.highest.map(Descending.init))
        }
        entries[segment] = entry
        firsts.set(position, to: entry.first)
        let unstoppedFirst = entry.unstoppedFirst
        unstopped.set(position, to: unstoppedFirst, isExclusive: entry.isExclusive)
        unstoppedInPostorder.set(
            forest.postorderIndex(ofSegment: segment), to: unstoppedFirst, isExclusive: entry.isExclusive)
    }

    /// The candidates of the component that rule 5 considers and that may show, each with the highest priority on
    /// screen in its domain. A candidate is considered when it comes before every other candidate in its domain
    /// (the segments above it, its own, those below it): an earlier one would overtake it. The search descends
    /// from the component's spine carrying what the segments above hold (the highest priority on screen, the
    /// earliest candidate), and only into ranges holding a candidate that could still show: one before that
    /// earliest candidate, that nothing on its own segment stops, and when something is on screen above, an
    /// exclusive one of a higher priority. From such a candidate it jumps to the highest segment holding
    /// something on its way down (the segments between hold nothing, so what is above carries over), and either
    /// that segment's candidate is considered or the search goes on below it, straight to the earliest candidate
    /// there when nothing beside the way to it may show (`settleWithoutDescending`).
    mutating func showable(in component: Int, of forest: PageForest) -> [Showable] {
        /// Positions still to search, all below the segment at `depth` (-1: the component's top), and what the
        /// segments above them hold.
        struct Frame {
            var range: Range<Int>
            var depth: Int
            var highest: Int?
            var first: SelectionKey?
            /// Why the stop above could not be settled without descending, which may still hold below.
            var obstacle: Obstacle?
        }
        var frames = [Frame(range: forest.positions[component], depth: -1)]
        var found: [Showable] = []
        while let frame = frames.last {
            guard let position = unstopped.firstIndex(in: frame.range, below: frame.first, under: frame.highest) else {
                frames.removeLast()
                continue
            }
            // The segment holding the candidate is occupied.
            let stop = occupied.highestMarked(onPathTo: forest.segmentAt[position], below: frame.depth, in: forest)!
            let subtree = forest.subtree(ofSegment: stop)
            let below = subtree.lowerBound + 1..<subtree.upperBound
            frames[frames.count - 1].range = subtree.upperBound..<frame.range.upperBound
            work += 1
            let entry = entries[stop]
            if let first = entry.first, frame.first.map({ first < $0 }) ?? true,
                firsts.minimum(in: below).map({ first < $0 }) ?? true
            {
                let highest = Self.higher(
                    Self.higher(frame.highest, entry.highest), onScreen.minimum(in: below)?.priority)
                if Self.mayShow(first, isExclusive: entry.isExclusive, over: highest) {
                    found.append((first, highest))
                }
            } else {
                let earliest = entry.first.map { first in frame.first.map { min($0, first) } ?? first } ?? frame.first
                let highest = Self.higher(frame.highest, entry.highest)
                let descent = settleWithoutDescending(
                    below: stop, earliest: earliest, highest: highest, knownObstacle: frame.obstacle, in: forest,
                    into: &found)
                if case .needed(let obstacle) = descent {
                    frames.append(
                        Frame(
                            range: below, depth: forest.depth[stop], highest: highest, first: earliest,
                            obstacle: obstacle))
                }
            }
        }
        return found
    }

    /// A candidate beside the way down from a stop to the earliest candidate below it (`target`, segments both)
    /// that passes what is above, so the search descends from that stop. At the stops below it, while both are
    /// below the stop and `beside` still passes what is above, it descends again without looking further.
    private struct Obstacle {
        var target: Int
        var beside: Int
    }

    private enum Descent {
        case settled
        case needed(Obstacle?)
    }

    /// Settles the segments below a stop whose own candidate is not considered without descending through them,
    /// when it can (`earliest`, `highest`: what the stop and the segments above it hold). The earliest candidate
    /// below the stop comes before every other one there and before `earliest`, so it is considered, and the
    /// segments on the way down to it are not (it is below them), nor is anything below it. The search would
    /// still stop at every occupied one of them (a comb declared leaf first: every chain page, at every
    /// operation), only for the candidates beside that path. So when none of those passes what is above, and
    /// nothing on the path shows (what shows in its domain is then what is above and what is in its own
    /// subtree), it alone is settled.
    private mutating func settleWithoutDescending(
        below stop: Int, earliest: SelectionKey?, highest: Int?, knownObstacle: Obstacle?, in forest: PageForest,
        into found: inout [Showable]
    ) -> Descent {
        let subtree = forest.subtree(ofSegment: stop)
        let below = subtree.lowerBound + 1..<subtree.upperBound
        if let obstacle = knownObstacle, below.contains(forest.position[obstacle.target]),
            below.contains(forest.position[obstacle.beside]),
            passes(obstacle.beside, earliest: earliest, highest: highest)
        {
            return .needed(obstacle)
        }
        guard let next = unstopped.firstIndex(in: below, below: earliest, under: highest) else { return .settled }
        guard let position = firsts.positionOfMinimum(in: below) else { return .needed(nil) }
        let target = forest.segmentAt[position]
        let entry = entries[target]
        // A stop is found from a candidate below it that comes before what is above, so this one does.
        guard let first = entry.first, earliest.map({ first < $0 }) ?? true else { return .needed(nil) }
        // Beside the path: the segments of the stop's subtree after the target's subtree, and those before it
        // that are not above it (a range in post-order). The first candidate below that passes what is above is
        // often one of them (no need to look further); if it is not, it is on the path or after, and none of
        // those before it passes.
        let ownSubtree = forest.subtree(ofSegment: target)
        let nextSegment = forest.segmentAt[next]
        if !ownSubtree.contains(next), !forest.subtree(ofSegment: nextSegment).contains(position) {
            return .needed(Obstacle(target: target, beside: nextSegment))
        }
        let showingBetween =
            showing.count(at: position) - showing.count(at: subtree.lowerBound) - (entry.highest == nil ? 0 : 1)
        guard showingBetween == 0 else { return .needed(nil) }
        let after = ownSubtree.upperBound..<subtree.upperBound
        if let beside = unstopped.firstIndex(in: after, below: earliest, under: highest) {
            return .needed(Obstacle(target: target, beside: forest.segmentAt[beside]))
        }
        let before = forest.postorderIndices(ofSubtree: stop, leftOf: target)
        if next < position, let beside = unstoppedInPostorder.firstIndex(in: before, below: earliest, under: highest) {
            return .needed(Obstacle(target: target, beside: forest.segment(atPostorderIndex: beside)))
        }
        // One that does not pass what is above cannot show: no segment is visited.
        guard passes(target, earliest: earliest, highest: highest) else { return .settled }
        work += 1
        let domainHighest = Self.higher(highest, onScreen.minimum(in: ownSubtree)?.priority)
        if Self.mayShow(first, isExclusive: entry.isExclusive, over: domainHighest) {
            found.append((first, domainHighest))
        }
        return .settled
    }

    /// Whether the segment's first candidate is unstopped and passes what is above (`highest` on screen, the
    /// `earliest` candidate): what `UnstoppedFirsts.firstIndex(in:below:under:)` looks for.
    private func passes(_ segment: Int, earliest: SelectionKey?, highest: Int?) -> Bool {
        let entry = entries[segment]
        guard let first = entry.unstoppedFirst, earliest.map({ first < $0 }) ?? true else { return false }
        return Self.mayShow(first, isExclusive: entry.isExclusive, over: highest)
    }

    private static func higher(_ first: Int?, _ second: Int?) -> Int? {
        guard let first else { return second }
        guard let second else { return first }
        return max(first, second)
    }
}
