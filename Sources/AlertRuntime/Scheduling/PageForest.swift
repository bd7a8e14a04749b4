/// The page tree by page index (0: the app-wide domain, a page of its own), as a pass walks it: parents,
/// children, and the components the pages fall into.
///
/// A component is a set of pages linked by parent steps. Pages of different components never share a domain, so
/// a pass settles each component on its own. A page is on its component's *spine* when it shares a domain with
/// every page of the component: the root and the pages below it down to the first fork (for a parent cycle,
/// which the compiler rejects, the cycle's pages and the pages below it down to the first fork). A candidate
/// there overtakes every other candidate of its component, and what shows in its domain is what shows in the
/// component, so a pass settles it without walking pages.
struct PageForest: Sendable {
    /// Each page's parent when that is a page (itself, for a page its own parent).
    private let parents: [Int?]
    /// Each page's children: the pages whose parent it is.
    private let children: [[Int]]
    /// Each page's component, and each component's pages.
    let component: [Int]
    let pagesByComponent: [[Int]]
    private let spine: [Bool]
    /// For a page on a parent cycle, the cycle's pages: the ancestors of every one of them.
    private let cycles: [[Int]?]

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
        var spine = Array(repeating: false, count: count)
        var cycles: [[Int]?] = Array(repeating: nil, count: count)
        for pages in pagesByComponent {
            // Climb from any page to the root, or round the cycle every page of the component leads into.
            var order: [Int: Int] = [:]
            var path: [Int] = []
            var current = pages[0]
            var top: [Int] = []
            while true {
                if let start = order[current] {
                    top = Array(path[start...])
                    for page in top { cycles[page] = top }
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
            for page in top { spine[page] = true }
            let onTop = Set(top)
            var below = top.flatMap { children[$0] }.filter { !onTop.contains($0) }
            while below.count == 1 {
                spine[below[0]] = true
                below = children[below[0]]
            }
        }
        self.parents = parents
        self.children = children
        self.component = component
        self.pagesByComponent = pagesByComponent
        self.spine = spine
        self.cycles = cycles
    }

    /// Whether the page shares a domain with every page of its component.
    func isOnSpine(_ page: Int) -> Bool {
        spine[page]
    }

    func parent(of page: Int) -> Int? {
        parents[page]
    }

    /// The pages of the parent cycle the page is on, if it is on one.
    func cycle(through page: Int) -> [Int]? {
        cycles[page]
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

    /// Marks the page and its ancestors, stopping at a page already marked (its ancestors are, then); answers
    /// the pages marked.
    func markAncestors(of page: Int, in marks: inout PageMarks) -> Int {
        var marked = 0
        var current: Int? = page
        while let next = current, marks.insert(next) {
            marked += 1
            current = parents[next]
        }
        return marked
    }

    /// Marks the page and its descendants, not walking below a page already marked (its descendants are, then);
    /// answers the pages marked.
    func markDescendants(of page: Int, in marks: inout PageMarks) -> Int {
        guard marks.insert(page) else { return 0 }
        var queue = [page]
        var next = 0
        while next < queue.count {
            for child in children[queue[next]] where marks.insert(child) { queue.append(child) }
            next += 1
        }
        return queue.count
    }

    /// The page's descendants, each once (the page too, when a cycle leads back to it).
    func descendants(of page: Int) -> [Int] {
        var visited: Set<Int> = []
        var result: [Int] = []
        var queue = children[page]
        var next = 0
        while next < queue.count {
            let descendant = queue[next]
            next += 1
            guard visited.insert(descendant).inserted else { continue }
            result.append(descendant)
            queue += children[descendant]
        }
        return result
    }
}
