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
public struct AlertScheduler: Sendable {
    private struct Record: Sendable {
        var request: AlertRequest
        var phase: Phase
    }

    private enum Phase: Sendable, Hashable {
        case prepared
        case ready
        /// Shown; hidden while any alert in `hiddenBy` is presented or while the page is away.
        case presented(hiddenBy: Set<AlertInstanceID>)
        case ended
    }

    private let hierarchy: PageHierarchy
    /// Every instance ever enqueued, in enqueue order: its slot is its place in that order (the last tie-breaker
    /// and the order of simultaneous events). A pass reads instances by slot, and only the operations look an id
    /// up (`slots`), so no pass hashes an id or a name per instance.
    private var records: [Record] = []
    private var slots: [AlertInstanceID: Int] = [:]
    /// Slots of instances not yet ended, in enqueue order.
    private var live: [Int] = []
    /// The live instances of each alert per page (`nil`: app-wide), kept as instances come and end: what `after`
    /// asks.
    private var liveCounts: [String: [String?: Int]] = [:]
    private var shownPages: Set<String> = []

    /// A scheduler for a program with these pages (only `name` and `parent` matter).
    public init(pages: [PageDefinition] = []) {
        hierarchy = PageHierarchy(pages: pages)
    }

    /// A scheduler for the catalog's pages.
    public init(catalog: AlertCatalog) {
        self.init(pages: catalog.pages)
    }

    // MARK: Operations

    /// Adds an instance: `ready` when `request.ready` is `.immediate`, else `prepared`.
    public mutating func enqueue(_ request: AlertRequest) throws(SchedulerError) -> [SchedulerEvent] {
        guard slots[request.id] == nil else { throw .duplicateInstance(request.id) }
        if let page = request.page, !hierarchy.contains(page) { throw .unknownPage(page) }
        let phase: Phase = request.ready == .immediate ? .ready : .prepared
        let slot = records.count
        records.append(Record(request: request, phase: phase))
        slots[request.id] = slot
        live.append(slot)
        liveCounts[request.alertName, default: [:]][request.page, default: 0] += 1
        return runPass()
    }

    /// The app signals that a `.deferred` instance may show. Applies to `prepared` instances only.
    public mutating func markReady(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state == .prepared else { throw .invalidState(id, state, operation: "mark ready") }
        records[slots[id]!].phase = .ready
        return runPass()
    }

    /// The instance was dismissed (an action, a backdrop tap, or the app). Applies to `showing` and `hidden`
    /// instances; emits `dismiss`, restores what it alone was hiding, then runs a pass.
    public mutating func end(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isPresented else { throw .invalidState(id, state, operation: "end") }
        var events: [SchedulerEvent] = [.dismiss(id)]
        events += applyVisibilityChange { scheduler in
            scheduler.finish(id)
            for other in scheduler.live {
                if case .presented(var hiddenBy) = scheduler.records[other].phase, hiddenBy.remove(id) != nil {
                    scheduler.records[other].phase = .presented(hiddenBy: hiddenBy)
                }
            }
        }
        return events + runPass()
    }

    /// Removes a queued (`prepared` or `ready`) instance; alerts waiting for it may then show.
    public mutating func cancel(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isQueued else { throw .invalidState(id, state, operation: "cancel") }
        finish(id)
        return runPass()
    }

    /// The page became visible: its hidden alerts come back, then a pass runs. Appearing again is harmless.
    public mutating func pageAppeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard hierarchy.contains(name) else { throw .unknownPage(name) }
        let events = applyVisibilityChange { $0.shownPages.insert(name) }
        return events + runPass()
    }

    /// The page went away: its showing alerts are hidden (not ended), then a pass runs, so alerts of pages that
    /// remain visible may show in the room it left. Disappearing again is harmless.
    public mutating func pageDisappeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard hierarchy.contains(name) else { throw .unknownPage(name) }
        let events = applyVisibilityChange { $0.shownPages.remove(name) }
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
        live.filter { isOnScreen(records[$0]) }.map { records[$0].request.id }
    }

    /// The pages currently visible, sorted by name.
    public var visiblePages: [String] {
        shownPages.sorted()
    }

    /// Whether the page is visible.
    public func isVisible(page name: String) -> Bool {
        shownPages.contains(name)
    }

    // MARK: Pass

    /// Shows at most one alert per domain (see the type's documentation for the rules). Linear in the live
    /// instances, read by slot: presented ones are bucketed by page, "shares a domain with" looks up the buckets
    /// of the pages `PageHierarchy.domainsSharing(with:)` lists instead of testing every instance, and `after`
    /// reads the live counts kept by the operations.
    private mutating func runPass() -> [SchedulerEvent] {
        var presentedByPage: [String?: [Int]] = [:]
        // Rule 5 only asks which pages earlier candidates had, so a page's later candidates change nothing: its
        // first is all that needs sorting.
        var firstByPage: [String?: Int] = [:]
        do {
            // Read through locals and static functions: calling methods on `self` in this loop copied the whole
            // scheduler for every instance. The locals end with the block, before `records` is written to (no
            // copy-on-write of the array).
            let (all, liveCounts, hierarchy, shownPages) = (records, self.liveCounts, self.hierarchy, self.shownPages)
            for slot in live {
                switch all[slot].phase {
                case .presented:
                    presentedByPage[all[slot].request.page, default: []].append(slot)
                case .ready:
                    let page = all[slot].request.page
                    guard page.map(shownPages.contains) ?? true else { continue }
                    // The order first (integers), then `after` (lookups): an instance that would not come first
                    // on its page needs no `after` check.
                    if let first = firstByPage[page], Self.precedes(first, slot, in: all) { continue }
                    guard
                        all[slot].request.after.isEmpty
                            || !Self.isHeldBack(
                                after: all[slot].request.after, of: all[slot].request.alertName, on: page,
                                liveCounts: liveCounts, hierarchy: hierarchy)
                    else { continue }
                    firstByPage[page] = slot
                case .prepared, .ended:
                    continue
                }
            }
        }
        var events: [SchedulerEvent] = []
        var consideredPages: Set<String?> = []
        let candidates = firstByPage.values.sorted { Self.precedes($0, $1, in: records) }
        for candidate in candidates.map({ records[$0].request }) {
            let domains = hierarchy.domainsSharing(with: candidate.page)
            // Within a domain only its first candidate is considered: a lower one never overtakes it.
            let overtakes = domains.contains(where: consideredPages.contains)
            consideredPages.insert(candidate.page)
            if overtakes { continue }
            var anyShowing = false
            var outranksShowing = true
            for page in domains {
                for slot in presentedByPage[page, default: []] where isOnScreen(records[slot]) {
                    anyShowing = true
                    outranksShowing = outranksShowing && candidate.priority > records[slot].request.priority
                }
            }
            guard !anyShowing || (candidate.exclusive != .none && outranksShowing) else { continue }
            if anyShowing, candidate.exclusive == .hide {
                events += hideOthers(sharingDomainWith: candidate, in: domains, presentedByPage: presentedByPage)
            }
            let slot = slots[candidate.id]!
            records[slot].phase = .presented(hiddenBy: [])
            events.append(.show(candidate.id))
            presentedByPage[candidate.page, default: []].append(slot)
        }
        return events
    }

    /// Marks every presented instance sharing a domain with `request` as hidden by it, visible or not, so that
    /// none comes back before it ends; answers `hide` for those it took off screen, in enqueue order.
    private mutating func hideOthers(
        sharingDomainWith request: AlertRequest,
        in domains: [String?],
        presentedByPage: [String?: [Int]]
    ) -> [SchedulerEvent] {
        var hidden: [Int] = []
        for page in domains {
            for slot in presentedByPage[page, default: []] where records[slot].request.id != request.id {
                guard case .presented(var hiddenBy) = records[slot].phase else { continue }
                if isOnScreen(records[slot]) { hidden.append(slot) }
                hiddenBy.insert(request.id)
                records[slot].phase = .presented(hiddenBy: hiddenBy)
            }
        }
        // Slots are enqueue order.
        return hidden.sorted().map { .hide(records[$0].request.id) }
    }

    /// Whether the instance at slot `first` comes before the one at `second`: priority descending, then
    /// declaration order, then enqueue order (the slots).
    private static func precedes(_ first: Int, _ second: Int, in records: [Record]) -> Bool {
        // Fields read in place: copying the requests retains every string in them.
        let (priority, otherPriority) = (records[first].request.priority, records[second].request.priority)
        if priority != otherPriority { return priority > otherPriority }
        let (index, otherIndex) = (records[first].request.declarationIndex, records[second].request.declarationIndex)
        if index != otherIndex { return index < otherIndex }
        return first < second
    }

    /// `after: [x]` holds an instance back while an instance of `x` sharing its domain is queued or presented
    /// (`liveCounts`: the live instances of each alert per page).
    /// The request's fields are passed one by one: copying the whole request for every instance of every pass
    /// was most of a pass.
    private static func isHeldBack(
        after: [String], of alertName: String, on ownPage: String?, liveCounts: [String: [String?: Int]],
        hierarchy: PageHierarchy
    ) -> Bool {
        after.contains { name in
            guard let byPage = liveCounts[name] else { return false }
            return hierarchy.domainsSharing(with: ownPage).contains { page in
                // The instance itself is live but does not hold itself back.
                let itself = name == alertName && page == ownPage ? 1 : 0
                return byPage[page, default: 0] > itself
            }
        }
    }

    // MARK: Helpers

    /// Applies a change and reports the presented instances it took off screen (`hide`) or put back (`restore`),
    /// in enqueue order. Instances that end in the change report nothing here.
    private mutating func applyVisibilityChange(_ change: (inout AlertScheduler) -> Void) -> [SchedulerEvent] {
        // The presented instances with whether each was on screen (in enqueue order): ready and prepared ones
        // cannot change visibility here.
        let presentedBefore: [(slot: Int, onScreen: Bool)] = live.compactMap { slot in
            guard case .presented = records[slot].phase else { return nil }
            return (slot, isOnScreen(records[slot]))
        }
        change(&self)
        var events: [SchedulerEvent] = []
        for (slot, wasOnScreen) in presentedBefore {
            guard case .presented = records[slot].phase else { continue }
            switch (wasOnScreen, isOnScreen(records[slot])) {
            case (true, false): events.append(.hide(records[slot].request.id))
            case (false, true): events.append(.restore(records[slot].request.id))
            default: break
            }
        }
        return events
    }

    private mutating func finish(_ id: AlertInstanceID) {
        let slot = slots[id]!
        records[slot].phase = .ended
        live.removeAll { $0 == slot }
        let request = records[slot].request
        let remaining = liveCounts[request.alertName]![request.page]! - 1
        if remaining == 0 {
            liveCounts[request.alertName]![request.page] = nil
            if liveCounts[request.alertName]!.isEmpty { liveCounts[request.alertName] = nil }
        } else {
            liveCounts[request.alertName]![request.page] = remaining
        }
    }

    private func currentState(of id: AlertInstanceID) throws(SchedulerError) -> AlertInstanceState {
        guard let slot = slots[id] else { throw .unknownInstance(id) }
        return state(of: records[slot])
    }

    private func isPageVisible(_ page: String?) -> Bool {
        page.map(shownPages.contains) ?? true
    }

    private func isOnScreen(_ record: Record) -> Bool {
        guard case .presented(let hiddenBy) = record.phase else { return false }
        return hiddenBy.isEmpty && isPageVisible(record.request.page)
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
        var hiddenBy: [AlertInstanceID] = []
        if case .presented(let holders) = record.phase {
            hiddenBy = holders.sorted { slots[$0]! < slots[$1]! }
        }
        return ScheduledInstance(request: record.request, state: state(of: record), hiddenBy: hiddenBy)
    }
}
