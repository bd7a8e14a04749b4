@testable import AlertRuntime
@testable import AlertRuntimeCore

/// `AlertScheduler` as it was before its pass was indexed by page: the plain, quadratic reading of spec §7 that
/// the differential test holds the indexed scheduler to. Kept verbatim apart from the name, from `hide` and
/// `restore` events following the order in which alerts showed (`showOrder`), and from passes running again after
/// one that hid alerts; do not optimise it.
struct ReferenceScheduler: Sendable {
    private struct Record: Sendable {
        var request: AlertRequest
        /// Enqueue order, the last tie-breaker.
        var sequence: Int
        var phase: Phase
        /// When it showed: how it is stacked on screen, the order of `hide` and `restore` events.
        var showOrder = 0
    }

    private enum Phase: Sendable, Hashable {
        case prepared
        case ready
        /// Shown; hidden while any alert in `hiddenBy` is presented or while the page is away.
        case presented(hiddenBy: Set<AlertInstanceID>)
        case ended
    }

    private let hierarchy: PageHierarchy
    private var records: [AlertInstanceID: Record] = [:]
    /// Ids of instances not yet ended, in enqueue order.
    private var live: [AlertInstanceID] = []
    /// Every id ever enqueued, in enqueue order.
    private var enqueued: [AlertInstanceID] = []
    private var shownPages: Set<String> = []
    private var shows = 0

    /// A scheduler for a program with these pages (only `name` and `parent` matter).
    init(pages: [PageDefinition] = []) {
        hierarchy = PageHierarchy(pages: pages)
    }

    /// A scheduler for the catalog's pages.
    init(catalog: AlertCatalog) {
        self.init(pages: catalog.pages)
    }

    // MARK: Operations

    /// Adds an instance: `ready` when `request.ready` is `.immediate`, else `prepared`.
    mutating func enqueue(_ request: AlertRequest) throws(SchedulerError) -> [SchedulerEvent] {
        guard records[request.id] == nil else { throw .duplicateInstance(request.id) }
        if let page = request.page, !hierarchy.contains(page) { throw .unknownPage(page) }
        let phase: Phase = request.ready == .immediate ? .ready : .prepared
        records[request.id] = Record(request: request, sequence: enqueued.count, phase: phase)
        live.append(request.id)
        enqueued.append(request.id)
        return runPass()
    }

    /// The app signals that a `.deferred` instance may show. Applies to `prepared` instances only.
    mutating func markReady(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state == .prepared else { throw .invalidState(id, state, operation: "mark ready") }
        records[id]!.phase = .ready
        return runPass()
    }

    /// The instance was dismissed (an action, a backdrop tap, or the app). Applies to `showing` and `hidden`
    /// instances; emits `dismiss`, restores what it alone was hiding, then runs a pass.
    mutating func end(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isPresented else { throw .invalidState(id, state, operation: "end") }
        var events: [SchedulerEvent] = [.dismiss(id)]
        events += applyVisibilityChange { scheduler in
            scheduler.finish(id)
            for other in scheduler.live {
                if case .presented(var hiddenBy) = scheduler.records[other]!.phase, hiddenBy.remove(id) != nil {
                    scheduler.records[other]!.phase = .presented(hiddenBy: hiddenBy)
                }
            }
        }
        return events + runPass()
    }

    /// Removes a queued (`prepared` or `ready`) instance; alerts waiting for it may then show.
    mutating func cancel(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent] {
        let state = try currentState(of: id)
        guard state.isQueued else { throw .invalidState(id, state, operation: "cancel") }
        finish(id)
        return runPass()
    }

    /// The page became visible: its hidden alerts come back, then a pass runs. Appearing again is harmless.
    mutating func pageAppeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard hierarchy.contains(name) else { throw .unknownPage(name) }
        let events = applyVisibilityChange { $0.shownPages.insert(name) }
        return events + runPass()
    }

    /// The page went away: its showing alerts are hidden (not ended), then a pass runs, so alerts of pages that
    /// remain visible may show in the room it left. Disappearing again is harmless.
    mutating func pageDisappeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent] {
        guard hierarchy.contains(name) else { throw .unknownPage(name) }
        let events = applyVisibilityChange { $0.shownPages.remove(name) }
        return events + runPass()
    }

    // MARK: Inspection

    /// The state of an instance; `nil` for an id never enqueued.
    func state(of id: AlertInstanceID) -> AlertInstanceState? {
        records[id].map(state(of:))
    }

    /// A snapshot of an instance; `nil` for an id never enqueued.
    func instance(_ id: AlertInstanceID) -> ScheduledInstance? {
        records[id].map(snapshot(of:))
    }

    /// Every instance ever enqueued, ended ones included, in enqueue order.
    var instances: [ScheduledInstance] {
        enqueued.map { snapshot(of: records[$0]!) }
    }

    /// The ids of the instances on screen, in enqueue order.
    var showing: [AlertInstanceID] {
        live.filter { isOnScreen(records[$0]!) }
    }

    /// The pages currently visible, sorted by name.
    var visiblePages: [String] {
        shownPages.sorted()
    }

    /// Whether the page is visible.
    func isVisible(page name: String) -> Bool {
        shownPages.contains(name)
    }

    // MARK: Pass

    /// Runs passes until one hides nothing: a `.hide` alert may free the domain of a candidate that came before it
    /// in its pass, which the next pass shows.
    private mutating func runPass() -> [SchedulerEvent] {
        var events: [SchedulerEvent] = []
        while true {
            let pass = runOnePass()
            events += pass
            guard pass.contains(where: { if case .hide = $0 { true } else { false } }) else { return events }
        }
    }

    /// Shows at most one alert per domain (see the type's documentation for the rules).
    private mutating func runOnePass() -> [SchedulerEvent] {
        let candidates = live.map { records[$0]! }
            .filter { $0.phase == .ready && isPageVisible($0.request.page) && !isHeldBack($0) }
            .sorted(by: Self.selectionOrder)
        var events: [SchedulerEvent] = []
        var considered: [AlertRequest] = []
        for candidate in candidates.map(\.request) {
            // Within a domain only its first candidate is considered: a lower one never overtakes it.
            let overtakes = considered.contains { hierarchy.shareDomain($0.page, candidate.page) }
            considered.append(candidate)
            if overtakes { continue }
            let showing = live.map { records[$0]! }
                .filter { isOnScreen($0) && hierarchy.shareDomain($0.request.page, candidate.page) }
            if showing.isEmpty {
                events.append(show(candidate.id))
            } else if candidate.exclusive != .none, showing.allSatisfy({ candidate.priority > $0.request.priority }) {
                if candidate.exclusive == .hide {
                    events += applyVisibilityChange { $0.hideOthers(sharingDomainWith: candidate) }
                }
                events.append(show(candidate.id))
            }
        }
        return events
    }

    private mutating func show(_ id: AlertInstanceID) -> SchedulerEvent {
        records[id]!.phase = .presented(hiddenBy: [])
        records[id]!.showOrder = shows
        shows += 1
        return .show(id)
    }

    /// Marks every presented instance sharing a domain with `request` as hidden by it, visible or not, so that
    /// none comes back before it ends.
    private mutating func hideOthers(sharingDomainWith request: AlertRequest) {
        for id in live where id != request.id {
            guard case .presented(var hiddenBy) = records[id]!.phase,
                hierarchy.shareDomain(records[id]!.request.page, request.page)
            else { continue }
            hiddenBy.insert(request.id)
            records[id]!.phase = .presented(hiddenBy: hiddenBy)
        }
    }

    /// Priority descending, then declaration order, then enqueue order.
    private static func selectionOrder(_ first: Record, _ second: Record) -> Bool {
        if first.request.priority != second.request.priority {
            return first.request.priority > second.request.priority
        }
        if first.request.declarationIndex != second.request.declarationIndex {
            return first.request.declarationIndex < second.request.declarationIndex
        }
        return first.sequence < second.sequence
    }

    /// `after: [x]` holds an instance back while an instance of `x` sharing its domain is queued or presented.
    private func isHeldBack(_ record: Record) -> Bool {
        guard !record.request.after.isEmpty else { return false }
        return live.contains { id in
            let other = records[id]!.request
            return id != record.request.id && record.request.after.contains(other.alertName)
                && hierarchy.shareDomain(other.page, record.request.page)
        }
    }

    // MARK: Helpers

    /// Applies a change and reports the presented instances it took off screen (`hide`) or put back (`restore`),
    /// in the order they showed. Instances that end in the change report nothing here.
    private mutating func applyVisibilityChange(_ change: (inout ReferenceScheduler) -> Void) -> [SchedulerEvent] {
        let before = Set(showing)
        let presentedBefore = live.filter { records[$0]!.phase != .ready && records[$0]!.phase != .prepared }
            .sorted { records[$0]!.showOrder < records[$1]!.showOrder }
        change(&self)
        var events: [SchedulerEvent] = []
        for id in presentedBefore {
            guard let record = records[id], case .presented = record.phase else { continue }
            switch (before.contains(id), isOnScreen(record)) {
            case (true, false): events.append(.hide(id))
            case (false, true): events.append(.restore(id))
            default: break
            }
        }
        return events
    }

    private mutating func finish(_ id: AlertInstanceID) {
        records[id]!.phase = .ended
        live.removeAll { $0 == id }
    }

    private func currentState(of id: AlertInstanceID) throws(SchedulerError) -> AlertInstanceState {
        guard let record = records[id] else { throw .unknownInstance(id) }
        return state(of: record)
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
            hiddenBy = holders.sorted { records[$0]!.sequence < records[$1]!.sequence }
        }
        return ScheduledInstance(request: record.request, state: state(of: record), hiddenBy: hiddenBy)
    }
}
