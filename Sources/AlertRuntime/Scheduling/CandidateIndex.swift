/// Rule 3's candidates, kept as operations happen: each page's first ready instance that `after` does not hold
/// back is at hand, so a pass looks at one instance per page instead of scanning every live one.
///
/// Instances are grouped (`ReadyGroup`), and each page has a queue of its groups that are not held back, keyed by
/// their first ready instance. The queues are lazy: an entry that stopped applying (its instance showed or was
/// cancelled, its group became held back) stays until it reaches the top, where it is popped and its group
/// listed again if it should be. Every entry is pushed once and popped at most once, and each enqueue or end
/// adjusts only the groups waiting for that alert, so the index costs O(log n) amortised per change.
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

    init(pageCount: Int) {
        queues = Array(repeating: BinaryHeap(), count: pageCount)
        isChanged = Array(repeating: false, count: pageCount)
    }

    /// Whether enqueuing an instance of this alert with this `after` list reads the pages sharing its domain:
    /// only when groups wait for the alert (its own new group, if it waits for itself) or its new group has
    /// blockers to count, so an instance nothing waits for costs no walk of a deep page chain.
    func needsSharing(alertName: String, page: Int, after: [String]) -> Bool {
        isAwaited(alertName) || after.contains(alertName)
            || (groupIDs[GroupKey(alertName: alertName, page: page, after: after)] == nil
                && after.contains { liveCounts[$0] != nil })
    }

    /// Whether groups wait for the alert: only then does an instance's end read the pages sharing its domain.
    func isAwaited(_ alertName: String) -> Bool {
        dependents[alertName] != nil
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
    /// counted. `sharing`: the pages sharing a domain with `page`.
    mutating func group(alertName: String, page: Int, after: [String], sharing: [Int]) -> Int {
        let key = GroupKey(alertName: alertName, page: page, after: after)
        if let id = groupIDs[key] { return id }
        var seen: Set<String> = []
        let names = after.filter { seen.insert($0).inserted }
        var blockers = 0
        for name in names {
            guard let byPage = liveCounts[name] else { continue }
            work += sharing.count
            for other in sharing { blockers += byPage[other, default: 0] }
        }
        let id = groups.count
        groups.append(
            ReadyGroup(page: page, selfBlockers: seen.contains(alertName) ? 1 : 0, blockers: blockers))
        for name in names { dependents[name, default: [:]][page, default: []].append(id) }
        groupIDs[key] = id
        return id
    }

    /// An instance was enqueued (slots come in order); it holds back the groups waiting for its alert.
    mutating func instanceCame(slot: Int, alertName: String, page: Int, sharing: [Int]) {
        assert(slot == isReady.count)
        isReady.append(false)
        liveCounts[alertName, default: [:]][page, default: 0] += 1
        adjustBlockers(waitingFor: alertName, sharing: sharing, by: 1)
    }

    /// An instance ended or was cancelled; the groups waiting for its alert may be let go.
    mutating func instanceEnded(slot: Int, alertName: String, page: Int, sharing: [Int]) {
        isReady[slot] = false
        pageChanged(page)
        let remaining = liveCounts[alertName]![page]! - 1
        if remaining == 0 {
            liveCounts[alertName]![page] = nil
            if liveCounts[alertName]!.isEmpty { liveCounts[alertName] = nil }
        } else {
            liveCounts[alertName]![page] = remaining
        }
        adjustBlockers(waitingFor: alertName, sharing: sharing, by: -1)
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

    private mutating func adjustBlockers(waitingFor alertName: String, sharing: [Int], by change: Int) {
        guard let byPage = dependents[alertName] else { return }
        work += sharing.count
        for page in sharing {
            for group in byPage[page] ?? [] {
                work += 1
                let wasHeldBack = groups[group].isHeldBack
                groups[group].blockers += change
                if wasHeldBack, !groups[group].isHeldBack { relist(group) }
                if !wasHeldBack, groups[group].isHeldBack { pageChanged(groups[group].page) }
            }
        }
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
