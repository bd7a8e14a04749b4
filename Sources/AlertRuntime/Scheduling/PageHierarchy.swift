/// The page tree (`page Home: Tabs`), answering which pages share a domain.
struct PageHierarchy: Sendable {
    /// Each page's ancestors, nearest first.
    private let ancestors: [String: [String]]

    /// A parent that is not itself a page ends the chain, and a parent cycle (which the compiler rejects) is cut
    /// where it repeats, so a malformed document cannot hang the scheduler.
    init(pages: [PageDefinition]) {
        let parents = Dictionary(pages.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var ancestors: [String: [String]] = [:]
        for name in parents.keys {
            var chain: [String] = []
            var seen: Set<String> = [name]
            var current = parents[name] ?? nil
            while let parent = current, parents[parent] != nil, seen.insert(parent).inserted {
                chain.append(parent)
                current = parents[parent] ?? nil
            }
            ancestors[name] = chain
        }
        self.ancestors = ancestors
    }

    func contains(_ page: String) -> Bool {
        ancestors[page] != nil
    }

    /// Whether alerts of these two domains (page names; `nil` is the app-wide domain) can be on one active chain:
    /// both app-wide, or one page is the other or an ancestor of it. Siblings and unrelated pages do not share.
    func shareDomain(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil):
            return true
        case (let first?, let second?):
            return first == second || ancestors[first, default: []].contains(second)
                || ancestors[second, default: []].contains(first)
        default:
            return false
        }
    }
}
