/// Runs the alerts of one app: owns an `AlertScheduler` configured with the program's pages, feeds it what
/// happens, and has an `AlertPresenting` perform the resulting events. Handlers get typed outcomes.
///
/// ```swift
/// let center = AlertCenter(outline: Alerts.outline, presenter: UIAlertControllerPresenter())
/// center.enqueue(Alerts.deleteItems(count: 3)) { outcome in
///     if case .action(.delete, _) = outcome { deleteSelection() }
/// }
/// ```
@MainActor
public final class AlertCenter {
    private struct Entry {
        let presentation: AlertPresentation
        /// Delivers a response as a typed outcome; `ends` tells whether the alert is over.
        let deliver: @MainActor (AlertResponse, _ ends: Bool) -> Void
    }

    public private(set) var scheduler: AlertScheduler
    public let presenter: any AlertPresenting
    /// Where localized texts of alerts enqueued from now on are looked up.
    public var strings: any LocalizedStringProvider

    private let declarationIndices: [String: Int]
    private var entries: [AlertInstanceID: Entry] = [:]
    private var instanceCount = 0
    private var pendingEvents: [SchedulerEvent] = []
    private var isPerforming = false

    /// A center for a program's pages and alerts: generated code's `Alerts.outline`, which decodes no stored
    /// definition.
    public init(
        outline: AlertProgramOutline,
        presenter: any AlertPresenting,
        strings: any LocalizedStringProvider = BundleStringProvider()
    ) {
        scheduler = AlertScheduler(pages: outline.pages)
        self.presenter = presenter
        self.strings = strings
        declarationIndices = outline.declarationIndices
    }

    /// A center for a decoded catalog (a server-driven one). For generated code prefer `Alerts.outline`:
    /// `Alerts.catalog` decodes every stored definition when first read.
    public convenience init(
        catalog: AlertCatalog,
        presenter: any AlertPresenting,
        strings: any LocalizedStringProvider = BundleStringProvider()
    ) {
        self.init(outline: catalog.outline, presenter: presenter, strings: strings)
    }

    /// Queues an instance of the alert; `handler` runs for every action chosen (also non-dismissing ones) and
    /// with `.dismissed` when the alert ends without an action. Returns the instance id (`name#n`).
    ///
    /// An alert whose page is not in the catalog can never show: it ends at once with `.dismissed`.
    @discardableResult
    public func enqueue<Action, Fields>(
        _ alert: TypedAlert<Action, Fields>,
        handler: @escaping @MainActor (AlertOutcome<Action, Fields>) -> Void = { _ in }
    ) -> AlertInstanceID {
        enqueue(alert) { outcome, _ in handler(outcome) }
    }

    /// Queues an instance and waits until it ends, answering the outcome that ended it (the dismissing action, or
    /// `.dismissed`). Non-dismissing actions are not reported here; use `enqueue(_:handler:)` for those.
    /// Cancelling the awaiting task does not dismiss the alert.
    public func outcome<Action, Fields>(of alert: TypedAlert<Action, Fields>) async -> AlertOutcome<Action, Fields> {
        await withCheckedContinuation { continuation in
            enqueue(alert) { outcome, ends in
                if ends { continuation.resume(returning: outcome) }
            }
        }
    }

    /// Marks a `.deferred` instance ready. `false` if it is not waiting for that (unknown, already ready, shown
    /// or ended).
    @discardableResult
    public func markReady(_ id: AlertInstanceID) -> Bool {
        guard let events = try? scheduler.markReady(id) else { return false }
        perform(events)
        return true
    }

    /// Ends an instance from code: a queued one is cancelled, a shown or hidden one dismissed; its handler gets
    /// `.dismissed`. `false` if it already ended or was never enqueued (a race with the user is harmless).
    @discardableResult
    public func dismiss(_ id: AlertInstanceID) -> Bool {
        guard let state = scheduler.state(of: id), state != .ended else { return false }
        let entry = entries.removeValue(forKey: id)
        entry?.deliver(.dismissed, true)
        // The handler may have ended it already (re-entrantly); then there is nothing left to do.
        let events = state.isQueued ? try? scheduler.cancel(id) : try? scheduler.end(id)
        perform(events ?? [])
        return true
    }

    /// Call from the page's `viewDidAppear`. Throws only for a page the catalog does not declare.
    public func pageAppeared(_ name: String) throws(SchedulerError) {
        perform(try scheduler.pageAppeared(name))
    }

    /// Call from the page's `viewDidDisappear`. Throws only for a page the catalog does not declare.
    public func pageDisappeared(_ name: String) throws(SchedulerError) {
        perform(try scheduler.pageDisappeared(name))
    }

    /// The instance's scheduling state; `nil` for an unknown id.
    public func state(of id: AlertInstanceID) -> AlertInstanceState? {
        scheduler.state(of: id)
    }

    // MARK: Internals

    @discardableResult
    private func enqueue<Action, Fields>(
        _ alert: TypedAlert<Action, Fields>,
        deliver: @escaping @MainActor (AlertOutcome<Action, Fields>, _ ends: Bool) -> Void
    ) -> AlertInstanceID {
        instanceCount += 1
        let definition = alert.definition
        let id = AlertInstanceID("\(definition.name)#\(instanceCount)")
        let presentation = AlertPresentation(
            id: id,
            definition: definition,
            arguments: alert.arguments,
            strings: strings
        )
        entries[id] = Entry(presentation: presentation) { response, ends in
            switch response {
            case .action(let name, let fieldValues):
                // An action name outside the typed enum can only come from a mismatched definition.
                deliver(alert.outcome(actionName: name, fieldValues: fieldValues) ?? .dismissed, ends)
            case .dismissed:
                deliver(.dismissed, ends)
            }
        }
        // Unknown alerts sort after every declared one; enqueue order then breaks their ties.
        let index = declarationIndices[definition.name] ?? Int.max
        do {
            perform(try scheduler.enqueue(AlertRequest(id: id, definition: definition, declarationIndex: index)))
        } catch {
            entries.removeValue(forKey: id)?.deliver(.dismissed, true)
        }
        return id
    }

    /// A response from the presenter. Stale ones (the instance already ended) are ignored.
    private func respond(_ id: AlertInstanceID, _ response: AlertResponse) {
        guard let entry = entries[id], scheduler.state(of: id)?.isPresented == true else { return }
        var ends = true
        if case .action(let name, _) = response {
            ends = entry.presentation.definition.action(named: name)?.dismisses ?? true
        }
        if ends { entries.removeValue(forKey: id) }
        // The handler runs before the scheduler moves on, so alerts it enqueues compete with the queued ones.
        entry.deliver(response, ends)
        if ends, let events = try? scheduler.end(id) {
            perform(events)
        }
    }

    /// Performs events in order; events produced while performing (a presenter responding synchronously, a
    /// handler enqueuing) are appended, never interleaved.
    private func perform(_ events: [SchedulerEvent]) {
        pendingEvents += events
        guard !isPerforming else { return }
        isPerforming = true
        // Read by index, not `removeFirst()`, which moves every later event: a `.hide` alert shown over many
        // alerts produces an event for each of them.
        var next = 0
        defer {
            pendingEvents.removeAll(keepingCapacity: true)
            isPerforming = false
        }
        while next < pendingEvents.count {
            let event = pendingEvents[next]
            next += 1
            switch event {
            case .show(let id):
                guard let entry = entries[id] else { continue }
                presenter.present(entry.presentation) { [weak self] response in
                    self?.respond(id, response)
                }
            case .hide(let id):
                presenter.hide(id)
            case .restore(let id):
                presenter.restore(id)
            case .dismiss(let id):
                presenter.dismiss(id)
            }
        }
    }
}
