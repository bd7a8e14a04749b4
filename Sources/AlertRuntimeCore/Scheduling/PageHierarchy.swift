/// The page tree (`page Home: Tabs`), answering which pages share a domain.
///
/// Only each page's parent is stored; ancestors are walked when asked. Storing every page's ancestor list took
/// memory quadratic in the depth of the tree (a chain of 4,000 pages: 700 MB). The scheduler asks by page index,
/// through the `PageForest` built from this.
struct PageHierarchy: Sendable {
    /// Each page's parent as written (`nil` for a root; the name may not be a page).
    private let parents: [String: String?]

    /// A parent that is not itself a page ends the chain, and a parent cycle (which the compiler rejects) is cut
    /// where it repeats, so a malformed document cannot hang the scheduler. A repeated name: the first wins.
    init(pages: [PageDefinition]) {
        let parents = Dictionary(pages.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        self.parents = parents
    }

    /// Every page, by name.
    var pages: [String] {
        parents.keys.sorted()
    }

    func contains(_ page: String) -> Bool {
        parents[page] != nil
    }

    /// The page's parent when that is a page (possibly the page itself: a cycle of one); `nil` for a root.
    func parent(of page: String) -> String? {
        guard let parent = parents[page] ?? nil, parents[parent] != nil else { return nil }
        return parent
    }

    /// The page's ancestors, nearest first: its parent, the parent's parent and so on, up to a parent that is not
    /// a page or a page already met (a cycle is cut where it repeats; the page itself is never its own ancestor).
    private func ancestors(of page: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [page]
        var current = parents[page] ?? nil
        while let parent = current, parents[parent] != nil, seen.insert(parent).inserted {
            chain.append(parent)
            current = parents[parent] ?? nil
        }
        return chain
    }

    /// Whether alerts of these two domains (page names; `nil` is the app-wide domain) can be on one active chain:
    /// both app-wide, or one page is the other or an ancestor of it. Siblings and unrelated pages do not share.
    /// The relation itself, which the tests' reference scheduler (the plain pass the indexed one is compared
    /// with) uses; the scheduler walks `PageForest`, built from `parent(of:)`, by page index.
    func shareDomain(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil):
            return true
        case (let first?, let second?):
            return first == second || (contains(first) && ancestors(of: first).contains(second))
                || (contains(second) && ancestors(of: second).contains(first))
        default:
            return false
        }
    }
}
