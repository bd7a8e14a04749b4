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
///   showing in its domain. `.hide` hides those alerts until it ends; a pass in which it did runs again, since
///   that may free the domain of a candidate that came before it.
///
/// Nothing scans every instance: the operations keep each page's first candidate (`CandidateIndex`) and its
/// presented instances (`PageScreen`) as they go, so an operation costs O(log n) amortised in the live instances,
/// plus the instances it shows, hides or restores. Nor does a pass walk every page: it settles only the
/// components of the page forest where something changed, most of them (every component whose first candidate is
/// on its spine, see `PageForest`) without walking anything, the others by descending only towards the candidates
/// that may show (`SegmentIndex`).
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
        /// When it showed (0 for the first `show` of the scheduler, then 1, ...): the order in which it is stacked
        /// on screen, which `hide` and `restore` events follow.
        var showOrder = 0
    }

    private enum Phase: Sendable, Hashable {
        case prepared
        case ready
        /// Shown; hidden while any alert in `heldBy` is presented or while the page is away.
        case presented
        case ended
    }

    private let forest: PageForest
    /// Page names by index: 0 is the app-wide domain, then the pages by name. Indices, not names, key the
    /// per-page state, so the operations hash a page name once.
    private let pageNames: [String?]
    private let pageIDs: [String: Int]
    /// Every instance ever enqueued, in enqueue order: its slot is its place in that order (the last tie-breaker;
    /// simultaneous `hide` and `restore` events follow `showOrder`). Only the operations look an id up (`slots`).
    private var records: [Record] = []
    private var slots: [AlertInstanceID: Int] = [:]
    /// Each page's visibility and presented instances, by page index.
    private var screens: [PageScreen]
    private var candidates: CandidateIndex
    /// Each page's first candidate as of the last pass (`nil` while the page is not visible), and what a pass
    /// reads per component and per segment of the page forest.
    private var pageFirsts: [SelectionKey?]
    private var components: [PageSpan]
    private var segments: [PageSpan]
    /// Each segment's first candidate and priorities on screen in depth-first order: what a component whose first
    /// candidate is below a fork is settled from.
    private var segmentIndex: SegmentIndex
    /// The pages with presented instances, which a `.hide` alert finds in its domain without walking it.
    private var presentedPages: PresentedPages
    /// The components where something a pass reads changed (a page's first candidate, what is on screen, a page's
    /// visibility) since a pass last settled them, each once: a pass that showed nothing in a component would
    /// show nothing there again.
    private var componentsToSettle: [Int] = []
    private var needsPass: [Bool]
    /// Steps taken outside `candidates` and `segmentIndex` (pages walked, instances marked hidden or let go).
    private var steps = 0
    /// How many instances have shown: the next one's `showOrder`.
    private var shows = 0

    /// A scheduler for a program with these pages (only `name` and `parent` matter).
    public init(pages: [PageDefinition] = []) {
        self.init(pages: pages, domainCacheLimit: 64)
    }

    /// `domainCacheLimit`: the longest list of pages sharing a domain that is kept (the differential test also
    /// runs with 0, so that the lists walked each time are compared too).
    init(pages: [PageDefinition], domainCacheLimit: Int) {
        let hierarchy = PageHierarchy(pages: pages)
        let names = hierarchy.pages
        let pageIDs = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0 + 1) })
        self.pageIDs = pageIDs
        pageNames = [nil] + names
        forest = PageForest(parents: [nil] + names.map { hierarchy.parent(of: $0).map { pageIDs[$0]! } })
        let count = pageNames.count
        screens = [PageScreen(isVisible: true)] + names.map { _ in PageScreen(isVisible: false) }
        candidates = CandidateIndex(forest: forest, domainCacheLimit: domainCacheLimit)
        pageFirsts = Array(repeating: nil, count: count)
        components = Array(repeating: PageSpan(), count: forest.pagesByComponent.count)
        needsPass = Array(repeating: false, count: forest.pagesByComponent.count)
        segments = Array(repeating: PageSpan(), count: forest.segmentCount)
        segmentIndex = SegmentIndex(segmentCount: forest.segmentCount)
        presentedPages = PresentedPages(segmentCount: forest.segmentCount)
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
        let group = candidates.group(alertName: request.alertName, page: page, after: request.after)
        let phase: Phase = request.ready == .immediate ? .ready : .prepared
        records.append(Record(request: request, phase: phase, page: page, group: group))
        slots[request.id] = slot
        candidates.instanceCame(slot: slot, alertName: request.alertName, page: page)
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
        let page = records[slot].page
        let wasUnheld = screens[page].remove(slot, priority: records[slot].request.priority)
        if screens[page].presented.isEmpty { presentedPages.pageChanged(page, hasPresented: false, in: forest) }
        screenChanged(page, priority: records[slot].request.priority, cameOn: false, counts: wasUnheld)
        // Only the instances it held can change visibility: those it alone held come back (if their page is
        // visible), in the order they showed.
        var restored: [Int] = []
        for other in records[slot].holding where records[other].phase == .presented {
            steps += 1
            records[other].heldBy.remove(slot)
            guard records[other].heldBy.isEmpty else { continue }
            let page = records[other].page
            let priority = records[other].request.priority
            let wasHeld = screens[page].release(other, priority: priority)
            screenChanged(page, priority: priority, cameOn: true, counts: wasHeld)
            if screens[page].isVisible { restored.append(other) }
        }
        records[slot].holding = []
        records[slot].heldBy = []
        return [.dismiss(id)] + inShowOrder(restored).map { .restore(records[$0].request.id) } + runPass()
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
        candidates.work + segmentIndex.work + steps
    }

    // MARK: Pass

    /// Shows at most one alert per domain (see the type's documentation for the rules). Only each visible page's
    /// first candidate is looked at (rule 5 only asks which pages earlier candidates had, so a page's later
    /// candidates change nothing). Components of the page forest share no domain, so each is settled on its own,
    /// and only those where something changed since a pass found nothing to show there; their events are merged
    /// in rule 4's order of the alerts shown, the order of a pass over every candidate. A pass in which a `.hide`
    /// alert took alerts off screen is followed by another over the components it changed: that may free the domain
    /// of a candidate that came before the `.hide` alert (one of a sibling page stopped only by a parent page's
    /// alert), which would otherwise wait for some later, unrelated operation.
    private mutating func runPass() -> [SchedulerEvent] {
        var events: [SchedulerEvent] = []
        while true {
            refreshPageFirsts()
            var shown: [Shown] = []
            let settling = componentsToSettle
            componentsToSettle = []
            for component in settling {
                needsPass[component] = false
                guard let first = components[component].first(among: pageFirsts) else { continue }
                if forest.isOnSpine(first.page) {
                    shown += settleSpine(component, first: first.key)
                } else {
                    shown += settleForks(component)
                }
            }
            events += shown.sorted { $0.key < $1.key }.flatMap(\.events)
            // Only a `.hide` alert's show has more events than the show itself.
            guard shown.contains(where: { $0.events.count > 1 }) else { return events }
        }
    }

    /// An alert a pass shows, and its events: the alerts it hides, then its show.
    private typealias Shown = (key: SelectionKey, events: [SchedulerEvent])

    /// Asks the candidate index for the first candidate of each page where it may have changed, and lists the
    /// component of each page where it did for the pass.
    private mutating func refreshPageFirsts() {
        for page in candidates.takeChangedPages() {
            steps += 1
            let first = screens[page].isVisible ? candidates.first(on: page).map(key(of:)) : nil
            let previous = pageFirsts[page]
            guard first != previous else { continue }
            pageFirsts[page] = first
            let (component, segment) = (forest.component[page], forest.segment[page])
            if let first {
                components[component].firsts.push(PageSpan.PageFirst(key: first, page: page))
                segments[segment].firsts.push(PageSpan.PageFirst(key: first, page: page))
            }
            let segmentFirst = segments[segment].first(among: pageFirsts)?.key
            segmentIndex.setFirst(
                segmentFirst, isExclusive: segmentFirst.map { records[$0.slot].request.exclusive != .none } ?? false,
                ofSegment: segment, in: forest)
            settleInNextPass(component)
        }
        // `first(on:)` lists groups again only on the page asked about, whose first is now known.
        _ = candidates.takeChangedPages()
    }

    /// The component's first candidate is on its spine: it overtakes every other candidate of the component, and
    /// its domain is the whole component, whose priorities on screen are counted as they change.
    private mutating func settleSpine(_ component: Int, first: SelectionKey) -> [Shown] {
        let highest = components[component].onScreen.maximum()
        guard mayShow(first, over: highest) else { return [] }
        return [(first, show(first, hidingOthers: hidesOthers(first, over: highest)))]
    }

    /// The component's first candidate is off its spine: the candidates rule 5 considers that may show are found
    /// from the segment index without taking the others (see `SegmentIndex.showable(in:of:)`), and shown in rule
    /// 4's order. A `.hide` alert that takes alerts off screen may let later candidates show over what is left, so
    /// the search runs again for the candidates after it.
    private mutating func settleForks(_ component: Int) -> [Shown] {
        var shown: [Shown] = []
        var hider: SelectionKey?
        search: while true {
            let found = segmentIndex.showable(in: component, of: forest)
            for (first, highest) in found.sorted(by: { $0.key < $1.key }) where hider.map({ $0 < first }) ?? true {
                let hides = hidesOthers(first, over: highest)
                shown.append((first, show(first, hidingOthers: hides)))
                if hides {
                    hider = first
                    continue search
                }
            }
            return shown
        }
    }

    /// Rule 5: a considered candidate shows if nothing shows in its domain, or on top if it is exclusive and
    /// outranks everything showing there.
    private func mayShow(_ first: SelectionKey, over highest: Int?) -> Bool {
        guard let highest else { return true }
        return records[first.slot].request.exclusive != .none && first.priority > highest
    }

    private func hidesOthers(_ first: SelectionKey, over highest: Int?) -> Bool {
        highest != nil && records[first.slot].request.exclusive == .hide
    }

    /// Shows a candidate that may show, hiding what is presented in its domain if it is a `.hide` alert over
    /// others. Answers its events: the alerts it hides, then its show.
    private mutating func show(_ first: SelectionKey, hidingOthers: Bool) -> [SchedulerEvent] {
        let candidate = first.slot
        let page = records[candidate].page
        var events: [SchedulerEvent] = []
        if hidingOthers { events = holdOthers(sharingDomainWith: candidate) }
        records[candidate].phase = .presented
        records[candidate].showOrder = shows
        shows += 1
        candidates.withdraw(candidate, page: page)
        screens[page].present(candidate, priority: first.priority)
        if screens[page].presented.count == 1 { presentedPages.pageChanged(page, hasPresented: true, in: forest) }
        screenChanged(page, priority: first.priority, cameOn: true, counts: true)
        events.append(.show(records[candidate].request.id))
        return events
    }

    /// Marks every presented instance sharing a domain with the candidate as held hidden by it, visible or not,
    /// so that none comes back before it ends; answers `hide` for those it took off screen, in the order they
    /// showed.
    private mutating func holdOthers(sharingDomainWith candidate: Int) -> [SchedulerEvent] {
        var hidden: [Int] = []
        for page in presentedPages.pages(sharingDomainWith: records[candidate].page, in: forest, visited: &steps) {
            for other in screens[page].presented {
                steps += 1
                if records[other].heldBy.isEmpty, screens[page].isVisible { hidden.append(other) }
                records[other].heldBy.insert(candidate)
                let priority = records[other].request.priority
                let wasUnheld = screens[page].hold(other, priority: priority)
                screenChanged(page, priority: priority, cameOn: false, counts: wasUnheld)
                records[candidate].holding.append(other)
            }
        }
        return inShowOrder(hidden).map { .hide(records[$0].request.id) }
    }

    /// An instance on the page came on screen or went off it as far as `.hide` alerts go (`counts`: whether it
    /// did): the priorities on screen of its component and segment follow while the page is visible, and the
    /// component is listed for the next pass.
    private mutating func screenChanged(_ page: Int, priority: Int, cameOn: Bool, counts: Bool) {
        settleInNextPass(forest.component[page])
        guard counts, screens[page].isVisible else { return }
        countOnScreen(page, priority: priority, cameOn: cameOn)
    }

    private mutating func countOnScreen(_ page: Int, priority: Int, cameOn: Bool) {
        let (component, segment) = (forest.component[page], forest.segment[page])
        if cameOn {
            components[component].onScreen.add(priority)
            segments[segment].onScreen.add(priority)
        } else {
            components[component].onScreen.remove(priority)
            segments[segment].onScreen.remove(priority)
        }
        segmentIndex.setHighest(segments[segment].onScreen.maximum(), ofSegment: segment, in: forest)
    }

    private mutating func settleInNextPass(_ component: Int) {
        guard !needsPass[component] else { return }
        needsPass[component] = true
        componentsToSettle.append(component)
    }

    // MARK: Helpers

    /// Sets a page's visibility and answers the instances that this took off screen or put back: its presented
    /// instances that no `.hide` alert holds, in the order they showed (none when the visibility does not change).
    private mutating func setVisible(_ page: Int, _ visible: Bool) -> [Int] {
        guard screens[page].isVisible != visible else { return [] }
        screens[page].isVisible = visible
        let unheld = inShowOrder(screens[page].unheld)
        steps += unheld.count
        for slot in unheld { countOnScreen(page, priority: records[slot].request.priority, cameOn: visible) }
        // Its candidates come or go with it.
        candidates.pageChanged(page)
        settleInNextPass(forest.component[page])
        return unheld
    }

    /// Presented instances in the order they showed, which is how they are stacked: an alert shown on top of
    /// another (`.cover`) showed after it, though it may have been enqueued before it. `hide` and `restore` events
    /// follow this order, so a presenter that puts each restored alert on top rebuilds the stack as it was.
    private func inShowOrder(_ slots: some Sequence<Int>) -> [Int] {
        slots.sorted { records[$0].showOrder < records[$1].showOrder }
    }

    private func key(of slot: Int) -> SelectionKey {
        SelectionKey(
            priority: records[slot].request.priority, declarationIndex: records[slot].request.declarationIndex,
            slot: slot)
    }

    private mutating func finish(_ slot: Int) {
        records[slot].phase = .ended
        let page = records[slot].page
        let alertName = records[slot].request.alertName
        candidates.instanceEnded(slot: slot, alertName: alertName, page: page)
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
