import AlertDSL
import AlertRuntimeCore

/// Replays a scenario on the runtime's own scheduler (`AlertScheduler`, spec §7), so what it
/// prints is exactly what an app would show: each operation, then the presenter events it causes.
///
/// Without a script it runs the default scenario: every page appears (program order), every alert
/// is enqueued once (program order), then, until nothing more can happen, the user dismisses the
/// alert that came on screen last (shown or restored) and is still there, and when nothing is on screen the first deferred
/// alert still waiting is marked ready.
public struct Simulator {
    private let catalog: AlertCatalog
    /// Each alert's declaration index, as an `AlertCenter` gives it, which is also its place in `catalog.alerts`.
    private let declarationIndex: [String: Int]
    private var scheduler: AlertScheduler
    private var instancesByAlert: [String: [AlertInstanceID]] = [:]
    /// For each alert, how many of its first instances have ended: an alert name means the first one that has not
    /// (ended is final, so this only grows), found without rescanning the ended ones.
    private var endedPrefix: [String: Int] = [:]
    /// Every instance, in enqueue order, and how many of the first are past `prepared` (which is never re-entered):
    /// the default scenario's "first deferred alert still waiting" without a snapshot of every instance.
    private var enqueued: [AlertInstanceID] = []
    private var unpreparedPrefix = 0
    /// Instances in the order they last came on screen (show or restore): the end is the top.
    private var screenOrder: [AlertInstanceID] = []
    private var shownOrder: [AlertInstanceID] = []
    /// What the steps run so far printed, each step with its events. A step that fails adds nothing, so after
    /// `run` throws this is the replay up to the failing step, which `alertc simulate` shows before the error.
    public private(set) var log = ""

    public init(program: ResolvedProgram) {
        catalog = CatalogLowering.lower(program)
        scheduler = AlertScheduler(catalog: catalog)
        declarationIndex = catalog.outline.declarationIndices
    }

    /// Runs `script` (or the default scenario) and returns the log.
    public mutating func run(_ script: SimulationScript?) throws(SimulationError) -> String {
        if let script {
            for (step, place) in script.steps { try perform(step, at: place) }
        } else {
            try runDefaultScenario()
        }
        summarize()
        return log
    }

    private mutating func runDefaultScenario() throws(SimulationError) {
        for page in catalog.pages { try perform(.appear(page.name), at: nil) }
        for alert in catalog.alerts { try perform(.enqueue(alert.name), at: nil) }
        // Each round ends an instance or makes one ready, so this ends within twice the instances.
        for _ in 0...(2 * scheduler.instances.count) {
            if let top = topOnScreen() {
                try perform(.dismiss(top.rawValue), at: nil)
            } else if let waiting = firstPrepared() {
                try perform(.ready(waiting.rawValue), at: nil)
            } else {
                return
            }
        }
    }

    /// `place`: where the script writes the step; `nil` in the default scenario.
    private mutating func perform(_ step: SimulationScript.Step, at place: SimulationScript.Place?)
        throws(SimulationError)
    {
        func failure(_ message: String) -> SimulationError { Self.failure(message, at: place) }
        // The step's line goes into the log only once the scheduler has taken the step.
        let entry: String
        let events: [SchedulerEvent]
        do {
            switch step {
            case .appear(let page):
                entry = "appear \(page)\n"
                events = try scheduler.pageAppeared(page)
            case .disappear(let page):
                entry = "disappear \(page)\n"
                events = try scheduler.pageDisappeared(page)
            case .enqueue(let name):
                guard let index = declarationIndex[name] else {
                    // `enqueue welcome#2`: instance ids are what steps after `enqueue` name, not what it takes.
                    if let hash = name.lastIndex(of: "#"), declarationIndex[String(name[..<hash])] != nil {
                        throw failure(
                            "'enqueue' takes an alert name, not an instance; each 'enqueue \(name[..<hash])' adds "
                                + "the next instance")
                    }
                    throw failure(
                        NameSuggestion.message("unknown alert '\(name)'", for: name, among: catalog.alerts.map(\.name)))
                }
                let count = instancesByAlert[name, default: []].count
                let id = AlertInstanceID(count == 0 ? name : "\(name)#\(count + 1)")
                instancesByAlert[name, default: []].append(id)
                enqueued.append(id)
                entry = "enqueue \(id)\n"
                let request = AlertRequest(id: id, definition: catalog.alerts[index], declarationIndex: index)
                events = try scheduler.enqueue(request)
            case .ready(let reference):
                let id = try instance(reference, at: place)
                entry = "ready \(id)\n"
                events = try scheduler.markReady(id)
            case .dismiss(let reference):
                let named = try reference.map { (name) throws(SimulationError) in try instance(name, at: place) }
                guard let id = named ?? topOnScreen() else {
                    throw failure("nothing is on screen to dismiss")
                }
                entry = "dismiss \(id)\n"
                events = try scheduler.end(id)
            case .cancel(let reference):
                let id = try instance(reference, at: place)
                entry = "cancel \(id)\n"
                events = try scheduler.cancel(id)
            }
        } catch let error as SimulationError {
            throw error
        } catch SchedulerError.unknownPage(let name) {
            throw failure(NameSuggestion.message("no page '\(name)'", for: name, among: catalog.pages.map(\.name)))
        } catch let error as SchedulerError {
            throw failure(error.description)
        } catch {
            throw failure("\(error)")
        }
        log += entry
        for event in events { record(event) }
    }

    private mutating func record(_ event: SchedulerEvent) {
        log += "  \(event)\n"
        switch event {
        case .show(let id):
            shownOrder.append(id)
            screenOrder.append(id)
        case .restore(let id):
            screenOrder.removeAll { $0 == id }
            screenOrder.append(id)
        case .hide(let id), .dismiss(let id):
            screenOrder.removeAll { $0 == id }
        }
    }

    /// A step's error, at its words in the script; at no place in the default scenario.
    private static func failure(_ message: String, at place: SimulationScript.Place?) -> SimulationError {
        place?.error(message) ?? SimulationError(line: 0, message: message)
    }

    /// The instance an alert name or instance id means: for an alert name, its first instance not
    /// ended (else its last one), so `dismiss welcome` needs no `#n`.
    private mutating func instance(
        _ reference: String, at place: SimulationScript.Place?
    ) throws(SimulationError) -> AlertInstanceID {
        if let candidates = instancesByAlert[reference], let last = candidates.last {
            var ended = endedPrefix[reference, default: 0]
            while ended < candidates.count, scheduler.state(of: candidates[ended]) == .ended { ended += 1 }
            endedPrefix[reference] = ended
            return ended < candidates.count ? candidates[ended] : last
        }
        let id = AlertInstanceID(reference)
        guard scheduler.state(of: id) != nil else {
            // `welcome#1`: the first instance has no number.
            if reference.hasSuffix("#1"), let first = instancesByAlert[String(reference.dropLast(2))]?.first {
                throw Self.failure(
                    "no alert instance '\(reference)' was enqueued; the first instance is '\(first)'", at: place)
            }
            // A misspelt alert name (not an instance id, `welcome#2`, whose alert is known): the enqueued alerts'
            // names, in program order, are what it may mean.
            let enqueuedNames =
                reference.contains("#") ? [] : catalog.alerts.map(\.name).filter { instancesByAlert[$0] != nil }
            throw Self.failure(
                NameSuggestion.message(
                    "no alert instance '\(reference)' was enqueued", for: reference, among: enqueuedNames),
                at: place)
        }
        return id
    }

    private mutating func firstPrepared() -> AlertInstanceID? {
        while unpreparedPrefix < enqueued.count, scheduler.state(of: enqueued[unpreparedPrefix]) != .prepared {
            unpreparedPrefix += 1
        }
        return unpreparedPrefix < enqueued.count ? enqueued[unpreparedPrefix] : nil
    }

    private func topOnScreen() -> AlertInstanceID? {
        screenOrder.last { scheduler.state(of: $0) == .showing }
    }

    private mutating func summarize() {
        log +=
            "\nshown in order: " + (shownOrder.isEmpty ? "(none)" : shownOrder.map(\.rawValue).joined(separator: ", "))
        log += "\n"
        let shown = Set(shownOrder)
        let never = scheduler.instances.filter { !shown.contains($0.id) }
        if !never.isEmpty {
            log += "never shown: " + never.map { "\($0.id) (\($0.state.rawValue))" }.joined(separator: ", ") + "\n"
        }
    }
}
