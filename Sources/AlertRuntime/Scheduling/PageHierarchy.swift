/// The page tree (`page Home: Tabs`), answering which pages share a domain.
struct PageHierarchy: Sendable {
    /// Each page's ancestors, nearest first.
    private let ancestors: [String: [String]]
    /// Each page with the pages it shares a domain with (`shareDomain`), itself first, each once.
    private let sharing: [String: [String?]]

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
        // The relation's own terms: a page, its ancestors, and the pages that list it as an ancestor. With a cut
        // cycle a page can be both an ancestor and a descendant, hence the dedup.
        var sharing: [String: [String?]] = [:]
        for name in ancestors.keys.sorted() {
            let chain = ancestors[name]!
            sharing[name, default: [name]] += chain
            for ancestor in chain {
                sharing[ancestor, default: [ancestor]].append(name)
            }
        }
        self.sharing = sharing.mapValues { pages in
            var seen: Set<String?> = []
            return pages.filter { seen.insert($0).inserted }
        }
    }

    func contains(_ page: String) -> Bool {
        ancestors[page] != nil
    }

    /// Whether alerts of these two domains (page names; `nil` is the app-wide domain) can be on one active chain:
    /// both app-wide, or one page is the other or an ancestor of it. Siblings and unrelated pages do not share.
    /// The relation itself: a scheduler pass looks up `domainsSharing(with:)`, built from the same ancestor lists,
    /// and the tests' reference scheduler (the previous pass, which the new one is compared with) uses this one.
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

    /// The domains sharing with `page` (`shareDomain(page, $0)`), `page` first: what a scheduler pass looks up
    /// instead of testing every instance. Not a partition: `Home` and `Profile` both share with `Tabs`.
    func domainsSharing(with page: String?) -> [String?] {
        guard let page else { return [nil] }
        return sharing[page] ?? [page]
    }
}
