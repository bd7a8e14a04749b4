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
    }

    /// Priorities ordered highest first, so that `RangeMinimum` gives the highest.
    private struct Descending: Comparable, Sendable {
        var priority: Int

        static func < (lhs: Descending, rhs: Descending) -> Bool {
            lhs.priority > rhs.priority
        }
    }

    /// By segment.
    private var entries: [Entry]
    /// By position: every segment's first candidate; those that what is on screen on their own segment does not
    /// stop (rule 5); those of them that are exclusive (the only ones that may show below something on screen);
    /// and the highest priority on screen.
    private var firsts: RangeMinimum<SelectionKey>
    private var unstopped: RangeMinimum<SelectionKey>
    private var unstoppedExclusive: RangeMinimum<SelectionKey>
    private var onScreen: RangeMinimum<Descending>
    /// The segments that hold a candidate or something on screen, the only ones that change what the segments
    /// below them may show.
    private var occupied: AncestorCounts
    /// Segments visited and entries changed, for the scale test.
    private(set) var work = 0

    init(segmentCount: Int) {
        entries = Array(repeating: Entry(), count: segmentCount)
        firsts = RangeMinimum(count: segmentCount)
        unstopped = firsts
        unstoppedExclusive = firsts
        onScreen = RangeMinimum(count: segmentCount)
        occupied = AncestorCounts(count: segmentCount)
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
        if entry.highest != entries[segment].highest {
            onScreen.set(position, to: entry.highest.map(Descending.init))
        }
        entries[segment] = entry
        firsts.set(position, to: entry.first)
        let unstoppedFirst = entry.first.flatMap {
            Self.mayShow($0, isExclusive: entry.isExclusive, over: entry.highest) ? $0 : nil
        }
        unstopped.set(position, to: unstoppedFirst)
        unstoppedExclusive.set(position, to: entry.isExclusive ? unstoppedFirst : nil)
    }

    /// The candidates of the component that rule 5 considers and that may show, each with the highest priority on
    /// screen in its domain. A candidate is considered when it comes before every other candidate in its domain
    /// (the segments above it, its own, those below it): an earlier one would overtake it. The search descends
    /// from the component's spine carrying what the segments above hold (the highest priority on screen, the
    /// earliest candidate), and only into ranges holding a candidate that could still show: one before that
    /// earliest candidate, that nothing on its own segment stops, and when something is on screen above, an
    /// exclusive one of a higher priority. From such a candidate it jumps to the highest segment holding
    /// something on its way down (the segments between hold nothing, so what is above carries over), and either
    /// that segment's candidate is considered or the search goes on below it.
    mutating func showable(in component: Int, of forest: PageForest) -> [Showable] {
        /// Positions still to search, all below the segment at `depth` (-1: the component's top), and what the
        /// segments above them hold.
        struct Frame {
            var range: Range<Int>
            var depth: Int
            var highest: Int?
            var first: SelectionKey?
        }
        var frames = [Frame(range: forest.positions[component], depth: -1)]
        var found: [Showable] = []
        while let frame = frames.last {
            guard let position = nextCandidate(in: frame.range, below: frame.first, under: frame.highest) else {
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
                frames.append(
                    Frame(
                        range: below, depth: forest.depth[stop], highest: Self.higher(frame.highest, entry.highest),
                        first: earliest))
            }
        }
        return found
    }

    private static func higher(_ first: Int?, _ second: Int?) -> Int? {
        guard let first else { return second }
        guard let second else { return first }
        return max(first, second)
    }

    /// The first position in the range with a candidate that what is above (`highest` on screen, the `earliest`
    /// candidate) and its own segment do not stop.
    private func nextCandidate(in range: Range<Int>, below earliest: SelectionKey?, under highest: Int?) -> Int? {
        guard let highest else { return unstopped.firstPosition(in: range, below: earliest) }
        // The first key of a lower priority: the keys before it are those of a higher one.
        let outranking = SelectionKey(priority: highest, declarationIndex: .min, slot: .min)
        return unstoppedExclusive.firstPosition(in: range, below: earliest.map { min($0, outranking) } ?? outranking)
    }
}
