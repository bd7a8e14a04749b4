/// The page tree by page index (0: the app-wide domain, a page of its own), as a pass walks it: components, and
/// segments within them.
///
/// A component is a set of pages linked by parent steps. Pages of different components never share a domain, so
/// a pass settles each component on its own. A segment is a run of pages each of which (but the first) is its
/// parent's only child: every page of a segment shares a domain with exactly the same pages (the segments above
/// it on the way to the root, itself, and every segment below it), so a pass reads a segment as one page, and
/// walks segments, whose number grows with the forks of the tree, not with the length of its chains. A
/// component's first segment, its *spine* (its root down to the first fork; for a parent cycle, which the
/// compiler rejects, the cycle and the pages below it down to the first fork), shares a domain with the whole
/// component: a candidate there overtakes every other candidate of the component, and what shows in its domain
/// is what shows in the component, so a pass settles it without walking anything.
struct PageForest: Sendable {
    /// Each page's parent when that is a page (itself, for a page its own parent).
    private let parents: [Int?]
    /// Each page's children: the pages whose parent it is.
    private let children: [[Int]]
    /// Each page's component, and each component's pages.
    let component: [Int]
    let pagesByComponent: [[Int]]
    /// Each page's segment, and each segment's parent segment (`nil` for a spine) and children.
    let segment: [Int]
    private let segmentParents: [Int?]
    /// The segments in depth-first order, each component's together from its spine: a segment's subtree is the
    /// range from its `position` to its `end`, so what a pass asks of a subtree is a range query.
    let position: [Int]
    let end: [Int]
    let segmentAt: [Int]
    /// The segments in the same depth-first order, each after its subtree (post-order), in the same range as
    /// `position`: the segments of a subtree that come before another segment and are not its ancestors (those
    /// left of it) are a range here, where in `position` its ancestors sit between them.
    private let postorder: [Int]
    private let segmentAtPostorder: [Int]
    /// Each component's range of positions.
    let positions: [Range<Int>]
    /// Each segment's depth (0 for a spine), and its 2^k-th ancestor at `jumps[k]` (a spine for one above it):
    /// the ancestor at a depth in O(log n).
    let depth: [Int]
    private let jumps: [[Int]]
    /// Each segment's pages on the segments above it, and on itself and those below it: a domain's size.
    private let pagesAbove: [Int]
    private let pagesWithin: [Int]

    /// `parents[page]`: the parent of each page (index 0 has none); parents that are no page are `nil`.
    init(parents: [Int?]) {
        let count = parents.count
        var children: [[Int]] = Array(repeating: [], count: count)
        for (page, parent) in parents.enumerated() {
            if let parent { children[parent].append(page) }
        }
        var roots = Array(0..<count)
        func root(_ page: Int) -> Int {
            var page = page
            while roots[page] != page {
                roots[page] = roots[roots[page]]
                page = roots[page]
            }
            return page
        }
        for (page, parent) in parents.enumerated() {
            if let parent { roots[root(page)] = root(parent) }
        }
        var component = Array(repeating: -1, count: count)
        var pagesByComponent: [[Int]] = []
        var componentOfRoot: [Int: Int] = [:]
        for page in 0..<count {
            let top = root(page)
            let id =
                componentOfRoot[top]
                ?? {
                    componentOfRoot[top] = pagesByComponent.count
                    pagesByComponent.append([])
                    return pagesByComponent.count - 1
                }()
            component[page] = id
            pagesByComponent[id].append(page)
        }
        var segment = Array(repeating: -1, count: count)
        var spines: [Int] = []
        var segmentParents: [Int?] = []
        var segmentChildren: [[Int]] = []
        func newSegment(below parent: Int?) -> Int {
            let id = segmentParents.count
            segmentParents.append(parent)
            segmentChildren.append([])
            if let parent { segmentChildren[parent].append(id) }
            return id
        }
        for pages in pagesByComponent {
            // Climb from any page to the root, or round the cycle every page of the component leads into.
            var order: [Int: Int] = [:]
            var path: [Int] = []
            var current = pages[0]
            var top: [Int] = []
            while true {
                if let start = order[current] {
                    top = Array(path[start...])
                    break
                }
                order[current] = path.count
                path.append(current)
                guard let parent = parents[current] else {
                    top = [current]
                    break
                }
                current = parent
            }
            let spine = newSegment(below: nil)
            spines.append(spine)
            for page in top { segment[page] = spine }
            let onTop = Set(top)
            // Pages whose parent's segment is known, with their siblings: an only child continues the segment.
            var families: [(children: [Int], segment: Int)] = [
                (top.flatMap { children[$0] }.filter { !onTop.contains($0) }, spine)
            ]
            while let family = families.popLast() {
                for child in family.children {
                    let own = family.children.count == 1 ? family.segment : newSegment(below: family.segment)
                    segment[child] = own
                    families.append((children[child], own))
                }
            }
        }
        self.parents = parents
        self.children = children
        self.component = component
        self.pagesByComponent = pagesByComponent
        self.segment = segment
        self.segmentParents = segmentParents
        let segmentCount = segmentParents.count
        var position = Array(repeating: 0, count: segmentCount)
        var end = Array(repeating: 0, count: segmentCount)
        var depth = Array(repeating: 0, count: segmentCount)
        var segmentAt: [Int] = []
        var postorder = Array(repeating: 0, count: segmentCount)
        var positions: [Range<Int>] = []
        for spine in spines {
            let start = segmentAt.count
            var postorderCount = 0
            // Depth first without recursion (a comb's segments nest as deep as it is long): a segment's end is
            // set once everything pushed after it is laid out.
            var stack = [(segment: spine, leaving: false)]
            while let (next, leaving) = stack.popLast() {
                if leaving {
                    end[next] = segmentAt.count
                    postorder[next] = start + postorderCount
                    postorderCount += 1
                    continue
                }
                position[next] = segmentAt.count
                segmentAt.append(next)
                stack.append((next, true))
                for child in segmentChildren[next].reversed() {
                    depth[child] = depth[next] + 1
                    stack.append((child, false))
                }
            }
            positions.append(start..<segmentAt.count)
        }
        var jumps = [segmentParents.indices.map { segmentParents[$0] ?? $0 }]
        while (1 << jumps.count) <= (depth.max() ?? 0) {
            let last = jumps[jumps.count - 1]
            jumps.append(last.map { last[$0] })
        }
        var pagesAbove = Array(repeating: 0, count: segmentCount)
        var pagesWithin = Array(repeating: 0, count: segmentCount)
        for page in 0..<count { pagesWithin[segment[page]] += 1 }
        let ownPages = pagesWithin
        for next in segmentAt {
            if let parent = segmentParents[next] { pagesAbove[next] = pagesAbove[parent] + ownPages[parent] }
        }
        for next in segmentAt.reversed() {
            if let parent = segmentParents[next] { pagesWithin[parent] += pagesWithin[next] }
        }
        self.pagesAbove = pagesAbove
        self.pagesWithin = pagesWithin
        self.position = position
        self.end = end
        self.segmentAt = segmentAt
        self.postorder = postorder
        var segmentAtPostorder = Array(repeating: 0, count: segmentCount)
        for segment in 0..<segmentCount { segmentAtPostorder[postorder[segment]] = segment }
        self.segmentAtPostorder = segmentAtPostorder
        self.positions = positions
        self.depth = depth
        self.jumps = jumps
    }

    var segmentCount: Int {
        segmentParents.count
    }

    /// Whether the page shares a domain with every page of its component.
    func isOnSpine(_ page: Int) -> Bool {
        segmentParents[segment[page]] == nil
    }

    /// Whether the two pages share a domain: one's segment is the other's or above it (see the type's
    /// documentation), so one's subtree holds the other's position.
    func shareDomain(_ first: Int, _ second: Int) -> Bool {
        let (one, other) = (segment[first], segment[second])
        return (position[one]..<end[one]).contains(position[other])
            || (position[other]..<end[other]).contains(position[one])
    }

    /// How many pages share a domain with `page` (`sharing(with:)`'s length), without walking them.
    func domainSize(of page: Int) -> Int {
        pagesAbove[segment[page]] + pagesWithin[segment[page]]
    }

    /// The pages sharing a domain with `page`, each once: itself, its ancestors (nearest first), then its
    /// descendants breadth first.
    func sharing(with page: Int) -> [Int] {
        var result = [page]
        var listed: Set<Int> = [page]
        var current = parents[page]
        while let ancestor = current, listed.insert(ancestor).inserted {
            result.append(ancestor)
            current = parents[ancestor]
        }
        var visited: Set<Int> = [page]
        var queue = children[page]
        var next = 0
        while next < queue.count {
            let descendant = queue[next]
            next += 1
            guard visited.insert(descendant).inserted else { continue }
            if listed.insert(descendant).inserted { result.append(descendant) }
            queue += children[descendant]
        }
        return result
    }

    /// The positions of the segment's subtree, itself first.
    func subtree(ofSegment segment: Int) -> Range<Int> {
        position[segment]..<end[segment]
    }

    /// The segment's post-order index (see `postorder`).
    func postorderIndex(ofSegment segment: Int) -> Int {
        postorder[segment]
    }

    func segment(atPostorderIndex index: Int) -> Int {
        segmentAtPostorder[index]
    }

    /// The segments of `outer`'s subtree (`segment` lies in it) that come before `segment` and are not its
    /// ancestors, as post-order indices: those whose subtree ends before `segment`'s starts.
    func postorderIndices(ofSubtree outer: Int, leftOf segment: Int) -> Range<Int> {
        func firstIndex(ofSubtree segment: Int) -> Int {
            postorder[segment] - (end[segment] - position[segment]) + 1
        }
        return firstIndex(ofSubtree: outer)..<firstIndex(ofSubtree: segment)
    }

    /// The segment's ancestor at `depth` (at most its own).
    func ancestor(ofSegment segment: Int, atDepth depth: Int) -> Int {
        var (current, climb) = (segment, self.depth[segment] - depth)
        var level = 0
        while climb > 0 {
            if climb & 1 == 1 { current = jumps[level][current] }
            climb >>= 1
            level += 1
        }
        return current
    }
}
