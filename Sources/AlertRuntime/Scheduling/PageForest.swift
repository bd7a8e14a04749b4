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
    private let segmentChildren: [[Int]]

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
        self.segmentChildren = segmentChildren
    }

    var segmentCount: Int {
        segmentParents.count
    }

    /// Whether the page shares a domain with every page of its component.
    func isOnSpine(_ page: Int) -> Bool {
        segmentParents[segment[page]] == nil
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

    /// Marks the segment and the segments above it, stopping at one already marked (those above it are, then);
    /// answers the segments marked.
    func markAncestors(ofSegment segment: Int, in marks: inout IndexMarks) -> Int {
        var marked = 0
        var current: Int? = segment
        while let next = current, marks.insert(next) {
            marked += 1
            current = segmentParents[next]
        }
        return marked
    }

    /// Marks the segment and the segments below it, not walking below one already marked (those below it are,
    /// then); answers the segments marked.
    func markDescendants(ofSegment segment: Int, in marks: inout IndexMarks) -> Int {
        guard marks.insert(segment) else { return 0 }
        var queue = [segment]
        var next = 0
        while next < queue.count {
            for child in segmentChildren[queue[next]] where marks.insert(child) { queue.append(child) }
            next += 1
        }
        return queue.count
    }

    func parent(ofSegment segment: Int) -> Int? {
        segmentParents[segment]
    }

    /// The segments below the segment.
    func descendants(ofSegment segment: Int) -> [Int] {
        var queue = segmentChildren[segment]
        var next = 0
        while next < queue.count {
            queue += segmentChildren[queue[next]]
            next += 1
        }
        return queue
    }
}
