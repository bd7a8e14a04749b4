/// The pages with presented instances (showing or hidden), found in a domain without walking its pages: a `.hide`
/// alert marks every presented instance sharing its domain, and a domain can be a whole deep chain or comb with
/// one alert on it.
struct PresentedPages: Sendable {
    /// By segment: its pages with presented instances.
    private var pagesBySegment: [Set<Int>]
    /// By position in the forest's depth-first order: 0 for a segment with such pages (the segments below a
    /// segment are a range).
    private var segments: RangeMinimum<Int>
    /// The segments with such pages, counted over their subtrees (the segments above a segment are a path).
    private var marked: AncestorCounts

    init(segmentCount: Int) {
        pagesBySegment = Array(repeating: [], count: segmentCount)
        segments = RangeMinimum(count: segmentCount)
        marked = AncestorCounts(count: segmentCount)
    }

    /// The page's first instance came on screen (`hasPresented`), or its last one ended.
    mutating func pageChanged(_ page: Int, hasPresented: Bool, in forest: PageForest) {
        let segment = forest.segment[page]
        let wasEmpty = pagesBySegment[segment].isEmpty
        if hasPresented {
            pagesBySegment[segment].insert(page)
        } else {
            pagesBySegment[segment].remove(page)
        }
        guard wasEmpty != pagesBySegment[segment].isEmpty else { return }
        segments.set(forest.position[segment], to: wasEmpty ? 0 : nil)
        marked.add(wasEmpty ? 1 : -1, over: forest.subtree(ofSegment: segment))
    }

    /// The pages with presented instances sharing a domain with `page`: those of the segments above its segment,
    /// of its segment and of those below. `visited`: the segments looked at.
    func pages(sharingDomainWith page: Int, in forest: PageForest, visited: inout Int) -> [Int] {
        let segment = forest.segment[page]
        var found: [Int] = []
        var position = forest.position[segment]
        let end = forest.end[segment]
        while let next = segments.firstPosition(in: position..<end, below: nil) {
            visited += 1
            found += pagesBySegment[forest.segmentAt[next]]
            position = next + 1
        }
        var depth = -1
        while depth + 1 < forest.depth[segment] {
            let parent = forest.ancestor(ofSegment: segment, atDepth: forest.depth[segment] - 1)
            guard let above = marked.highestMarked(onPathTo: parent, below: depth, in: forest) else { break }
            visited += 1
            found += pagesBySegment[above]
            depth = forest.depth[above]
        }
        return found
    }
}
