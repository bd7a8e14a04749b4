/// The alert scheduler of spec §7 as a pure, deterministic state machine: feed it what happens (an alert is
/// enqueued, becomes ready, ends, is cancelled; a page appears or disappears) and it answers, in order, what a
/// presenter must do. No UI, no clock, no randomness: the same operations always give the same events, which is
/// what the `alertc simulate` command prints.
///
/// Semantics (see docs/runtime.md for the full account and every choice the spec leaves open):
/// - Domains: the app-wide domain (alerts without a page), and for pages the active chains of the page tree.
///   Two instances share a domain when both are app-wide, or one's page is the other's or an ancestor of it.
/// - A page's alerts show only while that page is visible (between `pageAppeared` and `pageDisappeared`); the
///   app-wide domain is always live.
/// - After every operation one pass runs over all domains and shows at most one alert per domain: candidates are
///   the ready instances whose page is visible and none of whose `after` alerts has an instance queued, showing
///   or hidden in a shared domain, in order of priority (descending), declaration index, then enqueue order. The
///   first candidate of a domain is the only one considered there: it shows if nothing in its domain is showing,
///   or on top if its `exclusive` is `.cover`/`.hide` and its priority is strictly greater than every alert
///   showing in its domain. `.hide` hides those alerts until it ends.
///
/// Nothing scans every instance: the operations keep each page's first candidate (`CandidateIndex`) and its
/// presented instances (`PageScreen`) as they go, so an operation costs O(log n) amortised in the live instances,
/// plus the instances it shows, hides or restores and, per pass, the pages with candidates and their domains.
public struct AlertScheduler: Sendable {
    private struct Record: Sendable {
        var request: AlertRequest
        var phase: Phase
        /// The page's index in `screens` (0: the app-wide domain).
        let page: Int
        let group: Int
        /// Slots of the `.hide` alerts holding it hidden.
        var heldBy: Set<Int> = []
        /// Slots of the instances it marked hidden when it showed: what its end lets go.
        var holding: [Int] = []
    }

    private enum Phase: Sendable, Hashable {
        case prepared
        case ready
        /// Shown; hidden while any alert in `heldBy` is presented or while the page is away.
        case presented
        case ended
    }

    private let hierarchy: PageHierarchy
    /// Page names by index: 0 is the app-wide domain, then the pages by name. Indices, not names, key the
    /// per-page state, so the operations hash a page name once.
    private let pageNames: [String?]
    private let pageIDs: [String: Int]
    /// Every instance ever enqueued, in enqueue order: its slot is its place in that order (the last tie-breaker
    /// and the order of simultaneous events). Only the operations look an id up (`slots`).
    private var records: [Record] = []
    private var slots: [AlertInstanceID: Int] = [:]
    /// Each page's visibility and presented instances, by page index.
    private var screens: [PageScreen]
    private var candidates: CandidateIndex
    /// Each page's `domainsSharing(with:)` once asked, when it lists at most `domainCacheLimit` pages: every
    /// operation asks, and walking the page tree by name cost more than the rest of an operation. Longer lists
    /// are walked each time, so a deep page chain does not take memory quadratic in its depth.
    private var domainCache: [[Int]?]
    private let domainCacheLimit: Int
    /// Steps taken outside `candidates` (domain pages walked, instances marked hidden or let go).
    private var steps = 0

    /// A scheduler for a program with these pages (only `name` and `parent` matter).
    public init(pages: [PageDefinition] = []) {
        self.init(pages: pages, domainCacheLimit: 64)
    }

    /// `domainCacheLimit`: the longest list of pages sharing a domain that is kept (the differential test also
    /// runs with 0, so that the lists walked each time are compared too).
    init(pages: [PageDefinition], domainCacheLimit: Int) {
        self.domainCacheLimit = domainCacheLimit
        hierarchy = PageHierarchy(pages: pages)
        let names = hierarchy.pages
        pageNames = [nil] + names
        pageIDs = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0 + 1) })
        screens = [PageScreen(isVisible: true)] + names.map { _ in PageScreen(isVisible: false) }
        candidates = CandidateIndex(pageCount: pageNames.count)
        domainCache = Array(repeating: nil, count: pageNames.count)
        domainCache[0] = [0]
    }

    /// A scheduler for the catalog's pages.
    public init(catalog: AlertCatalog) {
        self.init(pages: catalog.pages)
    }

    // MARK: Operations

    /// Adds an instance: `ready` when `request.ready` is `.immediate`, else `prepared`.
    public mutating func enqueue(_ request: AlertRequest) throws(SchedulerError) -> [SchedulerEvent] {
        guard slots[request.id] == nil else { throw .duplicateInstance(request.id) }
        var page = 0
        if let name = request.page {
            guard let index = pageIDs[name] else { throw .unknownPage(name) }
            page = index
        }
        let slot = records.count
        let sharing = domainsSharing(with: page)
        let group = candidates.group(
            alertName: request.alertName, page: page, after: request.after, sharing: sharing)
        let phase: Phase = request.ready == .immediate ? .ready : .prepared
        records.append(Record(request: request, phase: phase, page: page, group: group))
        slots[request.id] = slot
        candidates.instanceCame(slot: slot, alertName: request.alertName, page: page, sharing: sharing)
        if phase == .ready { candidates.makeReady(key(of: slot), group: group) }
        return runPass()
    }

    /// The app signals that a `.deferred` instance may show. Applies to `prepared` instances only.
    public mutating func markReady(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state == .prepared else { throw .invalidState(id, state, operation: "mark ready") }
        let slot = slots[id]!
        records[slot].phase = .ready
        candidates.makeReady(key(of: slot), group: records[slot].group)
        return runPass()
    }

    /// The instance was dismissed (an action, a backdrop tap, or the app). Applies to `showing` and `hidden`
    /// instances; emits `dismiss`, restores what it alone was hiding, then runs a pass.
    public mutating func end(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isPresented else { throw .invalidState(id, state, operation: "end") }
        let slot = slots[id]!
        finish(slot)
        screens[records[slot].page].remove(slot, priority: records[slot].request.priority)
        // Only the instances it held can change visibility: those it alone held come back (if their page is
        // visible), in enqueue order.
        var restored: [Int] = []
        for other in records[slot].holding where records[other].phase == .presented {
            steps += 1
            records[other].heldBy.remove(slot)
            guard records[other].heldBy.isEmpty else { continue }
            let page = records[other].page
            screens[page].release(other, priority: records[other].request.priority)
            if screens[page].isVisible { restored.append(other) }
        }
        records[slot].holding = []
        records[slot].heldBy = []
        return [.dismiss(id)] + restored.sorted().map { .restore(records[$0].request.id) } + runPass()
    }

    /// Removes a queued (`prepared` or `ready`) instance; alerts waiting for it may then show.
    public mutating func cancel(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isQueued else { throw .invalidState(id, state, operation: "cancel") }
        finish(slots[id]!)
        return runPass()
    }

    /// The page became visible: its hidden alerts come back, then a pass runs. Appearing again is harmless.
    public mutating func pageAppeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard let page = pageIDs[name] else { throw .unknownPage(name) }
        let events = setVisible(page, true).map { SchedulerEvent.restore(records[$0].request.id) }
        return events + runPass()
    }

    /// The page went away: its showing alerts are hidden (not ended), then a pass runs, so alerts of pages that
    /// remain visible may show in the room it left. Disappearing again is harmless.
    public mutating func pageDisappeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard let page = pageIDs[name] else { throw .unknownPage(name) }
        let events = setVisible(page, false).map { SchedulerEvent.hide(records[$0].request.id) }
        return events + runPass()
    }

    // MARK: Inspection

    /// The state of an instance; `nil` for an id never enqueued.
    public func state(of id: AlertInstanceID) -> AlertInstanceState? {
        slots[id].map { state(of: records[$0]) }
    }

    /// A snapshot of an instance; `nil` for an id never enqueued.
    public func instance(_ id: AlertInstanceID) -> ScheduledInstance? {
        slots[id].map { snapshot(of: records[$0]) }
    }

    /// Every instance ever enqueued, ended ones included, in enqueue order.
    public var instances: [ScheduledInstance] {
        records.map(snapshot(of:))
    }

    /// The ids of the instances on screen, in enqueue order.
    public var showing: [AlertInstanceID] {
        screens.filter(\.isVisible).flatMap(\.unheld).sorted().map { records[$0].request.id }
    }

    /// The pages currently visible, sorted by name.
    public var visiblePages: [String] {
        // `pageNames` after the app-wide domain are sorted by name.
        pageNames.indices.dropFirst().filter { screens[$0].isVisible }.compactMap { pageNames[$0] }
    }

    /// Whether the page is visible.
    public func isVisible(page name: String) -> Bool {
        pageIDs[name].map { screens[$0].isVisible } ?? false
    }

    /// Elementary steps taken so far (queue entries pushed and popped, groups, pages and instances visited):
    /// what the scale test bounds instead of timing a run.
    var work: Int {
        candidates.work + steps
    }

    // MARK: Pass

    /// Shows at most one alert per domain (see the type's documentation for the rules). Only each visible page's
    /// first candidate is looked at (rule 5 only asks which pages earlier candidates had, so a page's later
    /// candidates change nothing), and "showing in its domain" reads the highest priority on screen of each page
    /// sharing it.
    private mutating func runPass() -> [SchedulerEvent] {
        var firsts: [SelectionKey] = []
        for page in Array(candidates.queuedPages) where screens[page].isVisible {
            steps += 1
            if let slot = candidates.first(on: page) { firsts.append(key(of: slot)) }
        }
        var events: [SchedulerEvent] = []
        var consideredPages: Set<Int> = []
        for first in firsts.sorted() {
            let candidate = first.slot
            let page = records[candidate].page
            let domains = domainsSharing(with: page)
            // Within a domain only its first candidate is considered: a lower one never overtakes it.
            let overtakes = domains.contains(where: consideredPages.contains)
            consideredPages.insert(page)
            if overtakes { continue }
            var anyShowing = false
            var outranksShowing = true
            for other in domains {
                guard let highest = screens[other].highestOnScreen() else { continue }
                anyShowing = true
                outranksShowing = outranksShowing && first.priority > highest
            }
            let exclusive = records[candidate].request.exclusive
            guard !anyShowing || (exclusive != .none && outranksShowing) else { continue }
            if anyShowing, exclusive == .hide {
                events += holdOthers(sharingDomainWith: candidate, in: domains)
            }
            records[candidate].phase = .presented
            candidates.withdraw(candidate)
            screens[page].present(candidate, priority: first.priority)
            events.append(.show(records[candidate].request.id))
        }
        return events
    }

    /// Marks every presented instance sharing a domain with the candidate as held hidden by it, visible or not,
    /// so that none comes back before it ends; answers `hide` for those it took off screen, in enqueue order.
    private mutating func holdOthers(sharingDomainWith candidate: Int, in domains: [Int]) -> [SchedulerEvent] {
        var hidden: [Int] = []
        for page in domains {
            for other in screens[page].presented {
                steps += 1
                if records[other].heldBy.isEmpty, screens[page].isVisible { hidden.append(other) }
                records[other].heldBy.insert(candidate)
                screens[page].hold(other, priority: records[other].request.priority)
                records[candidate].holding.append(other)
            }
        }
        return hidden.sorted().map { .hide(records[$0].request.id) }
    }

    // MARK: Helpers

    /// The indices of the pages sharing a domain with `page` (itself first; the app-wide domain shares only with
    /// itself).
    private mutating func domainsSharing(with page: Int) -> [Int] {
        if let sharing = domainCache[page] { return sharing }
        let sharing = hierarchy.domainsSharing(with: pageNames[page]).map { pageIDs[$0!]! }
        steps += sharing.count
        if sharing.count <= domainCacheLimit { domainCache[page] = sharing }
        return sharing
    }

    /// Sets a page's visibility and answers the instances that this took off screen or put back: its presented
    /// instances that no `.hide` alert holds, in enqueue order (none when the visibility does not change).
    private mutating func setVisible(_ page: Int, _ visible: Bool) -> [Int] {
        guard screens[page].isVisible != visible else { return [] }
        screens[page].isVisible = visible
        steps += screens[page].unheld.count
        return screens[page].unheld.sorted()
    }

    private func key(of slot: Int) -> SelectionKey {
        SelectionKey(
            priority: records[slot].request.priority, declarationIndex: records[slot].request.declarationIndex,
            slot: slot)
    }

    private mutating func finish(_ slot: Int) {
        records[slot].phase = .ended
        let page = records[slot].page
        candidates.instanceEnded(
            slot: slot, alertName: records[slot].request.alertName, page: page, sharing: domainsSharing(with: page))
    }

    private func currentState(of id: AlertInstanceID) throws(SchedulerError) -> AlertInstanceState {
        guard let slot = slots[id] else { throw .unknownInstance(id) }
        return state(of: records[slot])
    }

    private func isOnScreen(_ record: Record) -> Bool {
        record.phase == .presented && record.heldBy.isEmpty && screens[record.page].isVisible
    }

    private func state(of record: Record) -> AlertInstanceState {
        switch record.phase {
        case .prepared: .prepared
        case .ready: .ready
        case .presented: isOnScreen(record) ? .showing : .hidden
        case .ended: .ended
        }
    }

    private func snapshot(of record: Record) -> ScheduledInstance {
        let hiddenBy = record.phase == .presented ? record.heldBy.sorted().map { records[$0].request.id } : []
        return ScheduledInstance(request: record.request, state: state(of: record), hiddenBy: hiddenBy)
    }
}
