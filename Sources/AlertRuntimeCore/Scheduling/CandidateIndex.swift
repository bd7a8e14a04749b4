/// Rule 3's candidates, kept as operations happen: each page's first ready instance that `after` does not hold
/// back is at hand, so a pass looks at one instance per page instead of scanning every live one.
///
/// Instances are grouped (`ReadyGroup`), and each page has a queue of its groups that are not held back, keyed by
/// their first ready instance. The queues are lazy: an entry that stopped applying (its instance showed or was
/// cancelled, its group became held back) stays until it reaches the top, where it is popped and its group
/// listed again if it should be. Every entry is pushed once and popped at most once, and each enqueue or end
/// adjusts only the groups waiting for that alert, so the index costs O(log n) amortised per change.
///
/// `after` asks which pages share a domain with an instance's: the pages with groups waiting for its alert, or
/// with live instances of an alert a new group waits for. Those lists are usually shorter than the domain (a deep
/// chain's is the whole chain), and the page forest tells whether two pages share in O(1), so the index walks the
/// shorter of the two.
struct CandidateIndex: Sendable {
    private struct GroupKey: Hashable, Sendable {
        var alertName: String
        var page: Int
        var after: [String]
    }

    /// A group in its page's queue under the key of its first ready instance (when it was listed).
    private struct Listing: Comparable, Sendable {
        var key: SelectionKey
        var group: Int

        static func < (lhs: Listing, rhs: Listing) -> Bool {
            lhs.key != rhs.key ? lhs.key < rhs.key : lhs.group < rhs.group
        }
    }

    private let forest: PageForest
    /// Each page's domain (`PageForest.sharing(with:)`) once walked, when it lists at most `domainCacheLimit`
    /// pages; longer lists are walked each time, so a deep page chain does not take memory quadratic in its depth.
    private var domainCache: [[Int]?]
    private let domainCacheLimit: Int
    private var groups: [ReadyGroup] = []
    private var groupIDs: [GroupKey: Int] = [:]
    /// The groups waiting for an alert (its name in their `after`), by that alert's name and the group's page.
    private var dependents: [String: [Int: [Int]]] = [:]
    /// The live instances of each alert per page.
    private var liveCounts: [String: [Int: Int]] = [:]
    /// Each page's groups that are not held back, first instance first (lazily: see the type's documentation).
    private var queues: [BinaryHeap<Listing>]
    /// The pages whose first candidate may have changed since `takeChangedPages()`: the only ones a pass asks
    /// about.
    private var changedPages: [Int] = []
    private var isChanged: [Bool]
    /// Whether each instance (by slot) is ready; entries of instances that no longer are are popped when met.
    private var isReady: [Bool] = []
    /// Elementary steps taken (entries pushed and popped, pages and groups visited), for the scale test.
    private(set) var work = 0

    /// `domainCacheLimit`: the longest domain kept once walked (the differential test also runs with 0).
    init(forest: PageForest, domainCacheLimit: Int) {
        let pageCount = forest.segment.count
        self.forest = forest
        self.domainCacheLimit = domainCacheLimit
        domainCache = Array(repeating: nil, count: pageCount)
        queues = Array(repeating: BinaryHeap(), count: pageCount)
        isChanged = Array(repeating: false, count: pageCount)
    }

    /// The pages whose first candidate may have changed since the last call (each once), and forgets them.
    mutating func takeChangedPages() -> [Int] {
        for page in changedPages { isChanged[page] = false }
        defer { changedPages = [] }
        return changedPages
    }

    /// Something else than the index changed what the page's first candidate means (its visibility).
    mutating func pageChanged(_ page: Int) {
        guard !isChanged[page] else { return }
        isChanged[page] = true
        changedPages.append(page)
    }

    /// The group of an instance about to be enqueued, made on its group's first instance with its blockers
    /// counted.
    mutating func group(alertName: String, page: Int, after: [String]) -> Int {
        let key = GroupKey(alertName: alertName, page: page, after: after)
        if let id = groupIDs[key] { return id }
        var seen: Set<String> = []
        let names = after.filter { seen.insert($0).inserted }
        var blockers = 0
        for name in names {
            guard let byPage = liveCounts[name] else { continue }
            for other in pages(of: byPage, sharingDomainWith: page) { blockers += byPage[other]! }
        }
        let id = groups.count
        groups.append(
            ReadyGroup(page: page, selfBlockers: seen.contains(alertName) ? 1 : 0, blockers: blockers))
        for name in names { dependents[name, default: [:]][page, default: []].append(id) }
        groupIDs[key] = id
        return id
    }

    /// An instance was enqueued (slots come in order); it holds back the groups waiting for its alert.
    mutating func instanceCame(slot: Int, alertName: String, page: Int) {
        assert(slot == isReady.count)
        isReady.append(false)
        liveCounts[alertName, default: [:]][page, default: 0] += 1
        adjustBlockers(waitingFor: alertName, page: page, by: 1)
    }

    /// An instance ended or was cancelled; the groups waiting for its alert may be let go.
    mutating func instanceEnded(slot: Int, alertName: String, page: Int) {
        isReady[slot] = false
        pageChanged(page)
        let remaining = liveCounts[alertName]![page]! - 1
        if remaining == 0 {
            liveCounts[alertName]![page] = nil
            if liveCounts[alertName]!.isEmpty { liveCounts[alertName] = nil }
        } else {
            liveCounts[alertName]![page] = remaining
        }
        adjustBlockers(waitingFor: alertName, page: page, by: -1)
    }

    mutating func makeReady(_ key: SelectionKey, group: Int) {
        isReady[key.slot] = true
        groups[group].ready.push(key)
        work += 1
        relist(group)
    }

    /// The instance (on `page`) showed: it is no longer a candidate.
    mutating func withdraw(_ slot: Int, page: Int) {
        isReady[slot] = false
        pageChanged(page)
    }

    /// The page's first candidate (its first ready instance that `after` does not hold back), popping the
    /// entries that no longer apply on the way.
    mutating func first(on page: Int) -> Int? {
        while let top = queues[page].top {
            let group = top.group
            if groups[group].listed == top.key, !groups[group].isHeldBack, isReady[top.key.slot] {
                return top.key.slot
            }
            queues[page].popTop()
            work += 1
            // An older entry of a group listed again since is merely dropped.
            if groups[group].listed == top.key {
                groups[group].listed = nil
                relist(group)
            }
        }
        return nil
    }

    /// An instance of the alert on `page` came or ended: the groups waiting for it on pages sharing its domain
    /// count one blocker more or less.
    private mutating func adjustBlockers(waitingFor alertName: String, page: Int, by change: Int) {
        guard let byPage = dependents[alertName] else { return }
        for other in pages(of: byPage, sharingDomainWith: page) {
            for group in byPage[other]! {
                work += 1
                let wasHeldBack = groups[group].isHeldBack
                groups[group].blockers += change
                if wasHeldBack, !groups[group].isHeldBack { relist(group) }
                if !wasHeldBack, groups[group].isHeldBack { pageChanged(groups[group].page) }
            }
        }
    }

    /// The pages listed in `byPage` that share a domain with `page`, in ascending order: those listed, each
    /// tested, or the page's domain walked, whichever is shorter.
    private mutating func pages<Value>(of byPage: [Int: Value], sharingDomainWith page: Int) -> [Int] {
        if byPage.count <= forest.domainSize(of: page) {
            work += byPage.count
            return byPage.keys.filter { forest.shareDomain(page, $0) }.sorted()
        }
        if domainCache[page] == nil {
            let sharing = forest.sharing(with: page)
            work += sharing.count
            guard sharing.count <= domainCacheLimit else { return sharing.filter { byPage[$0] != nil }.sorted() }
            domainCache[page] = sharing
        }
        work += domainCache[page]!.count
        return domainCache[page]!.filter { byPage[$0] != nil }.sorted()
    }

    /// Lists the group under its first ready instance unless it is held back or already listed so.
    private mutating func relist(_ group: Int) {
        while let top = groups[group].ready.top, !isReady[top.slot] {
            groups[group].ready.popTop()
            work += 1
        }
        guard !groups[group].isHeldBack, let first = groups[group].ready.top, groups[group].listed != first else {
            return
        }
        groups[group].listed = first
        let page = groups[group].page
        queues[page].push(Listing(key: first, group: group))
        work += 1
        pageChanged(page)
    }
}
