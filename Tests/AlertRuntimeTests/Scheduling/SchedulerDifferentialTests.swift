import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

/// The scheduler's pass looks instances up by page; `ReferenceScheduler` is the plain version it replaced. Both
/// are driven with the same seeded random operations over random page trees and must answer the same events
/// (or errors) and end in the same states after every operation.
@Suite("Scheduler: indexed pass against the reference")
struct SchedulerDifferentialTests {
    /// A deterministic stream of numbers (SplitMix64).
    private struct Numbers {
        var state: UInt64

        mutating func below(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }

        mutating func chance(_ percent: Int) -> Bool {
            below(100) < percent
        }

        mutating func pick<Element>(_ elements: [Element]) -> Element {
            elements[below(elements.count)]
        }
    }

    private enum Operation: CustomStringConvertible {
        case enqueue(AlertRequest)
        case markReady(AlertInstanceID)
        case end(AlertInstanceID)
        case cancel(AlertInstanceID)
        case appear(String)
        case disappear(String)

        func apply(to scheduler: inout some Scheduling) -> Result<[SchedulerEvent], SchedulerError> {
            Result { () throws(SchedulerError) in
                switch self {
                case .enqueue(let request): try scheduler.enqueue(request)
                case .markReady(let id): try scheduler.markReady(id)
                case .end(let id): try scheduler.end(id)
                case .cancel(let id): try scheduler.cancel(id)
                case .appear(let page): try scheduler.pageAppeared(page)
                case .disappear(let page): try scheduler.pageDisappeared(page)
                }
            }
        }

        var description: String {
            switch self {
            case .enqueue(let request):
                "enqueue \(request.id) \(request.alertName) p\(request.priority) d\(request.declarationIndex) "
                    + "\(request.exclusive) after\(request.after) \(request.ready) \(request.page ?? "-")"
            case .markReady(let id): "ready \(id)"
            case .end(let id): "end \(id)"
            case .cancel(let id): "cancel \(id)"
            case .appear(let page): "appear \(page)"
            case .disappear(let page): "disappear \(page)"
            }
        }
    }

    private static let alertNames = ["a", "b", "c", "d"]

    /// Mostly forests, but also what the hierarchy must survive: parents that are not pages, cycles, a page its
    /// own parent, and a repeated name (the first wins). One run in three has a deep tree: chains of up to 40
    /// pages that fork here and there (a pass settles a component whose first candidate is on its spine, the
    /// chain down to the first fork, differently from one whose first is below a fork).
    private static func randomPages(_ numbers: inout Numbers) -> [PageDefinition] {
        let deep = numbers.chance(33)
        let names = (0..<(deep ? 8 + numbers.below(33) : numbers.below(7))).map { "P\($0)" }
        return names.indices.map { index in
            let name = index > 0 && numbers.chance(5) ? names[numbers.below(index)] : names[index]
            let parent: String? =
                switch numbers.below(20) {
                case 0..<5 where !deep || index == 0 || numbers.chance(10): nil
                case 0..<12 where deep && index > 0: names[index - 1]
                case 0..<17: index > 0 ? names[numbers.below(index)] : nil
                case 17, 18: numbers.pick(names)
                default: "Ghost"
                }
            return PageDefinition(name: name, parent: parent)
        }
    }

    /// Ids mostly chosen among those the operation applies to, so that most operations do something.
    private static func randomOperation(
        _ numbers: inout Numbers,
        pages: [String],
        visible: [String],
        instances: [ScheduledInstance]
    ) -> Operation {
        func someID(where fits: (AlertInstanceState) -> Bool) -> AlertInstanceID {
            let fitting = instances.filter { fits($0.state) }.map(\.id)
            if !fitting.isEmpty, numbers.chance(90) { return numbers.pick(fitting) }
            if !instances.isEmpty, numbers.chance(80) { return numbers.pick(instances).id }
            return "unknown"
        }
        func somePage() -> String {
            pages.isEmpty || numbers.chance(3) ? "Nowhere" : numbers.pick(pages)
        }
        switch numbers.below(20) {
        case 0..<8:
            let name = numbers.pick(alertNames)
            let id: AlertInstanceID =
                numbers.chance(2) && !instances.isEmpty
                ? numbers.pick(instances).id : AlertInstanceID("i\(instances.count)")
            // Mostly visible pages: alerts of hidden pages only wait.
            let page: String? =
                numbers.chance(25) ? nil : !visible.isEmpty && numbers.chance(70) ? numbers.pick(visible) : somePage()
            return .enqueue(
                AlertRequest(
                    id: id,
                    alertName: name,
                    priority: numbers.below(6),
                    declarationIndex: numbers.chance(80) ? alertNames.firstIndex(of: name)! : numbers.below(4),
                    exclusive: numbers.pick(AlertExclusivity.allCases),
                    after: alertNames.filter { _ in numbers.chance(10) },
                    ready: numbers.chance(30) ? .deferred : .immediate,
                    page: page
                )
            )
        case 8, 9: return .markReady(someID { $0 == .prepared })
        case 10..<13: return .end(someID(where: \.isPresented))
        case 13: return .cancel(someID(where: \.isQueued))
        case 14..<18: return .appear(somePage())
        default: return .disappear(somePage())
        }
    }

    /// `ALERTC_SCHEDULER_RUNS` runs more scripts than CI does (for example 6000, locally, after changing the
    /// scheduler).
    private static var extraRuns: Int? {
        ProcessInfo.processInfo.environment["ALERTC_SCHEDULER_RUNS"].flatMap { Int($0) }
    }

    @Test func sameEventsAndStatesAsTheReference() {
        let operations = Self.compare(runs: Self.extraRuns ?? 400, maximumLength: 120, seed: 0x5CED_0A1E_47C0_FFEE)
        // Guards against a generator that stopped producing work.
        #expect(operations > 10_000)
    }

    /// Long scripts, so that many instances wait at once and the indexed scheduler's lazy queues pile up entries
    /// that stopped applying.
    @Test func sameEventsAndStatesOverLongScripts() {
        let runs = (Self.extraRuns ?? 400) / 40
        let operations = Self.compare(runs: runs, maximumLength: 800, seed: 0x10A6_5C41_97ED_0001)
        #expect(operations > runs * 200)
    }

    /// Drives both schedulers with `runs` random scripts of up to `maximumLength` operations; answers how many
    /// operations ran.
    private static func compare(runs: Int, maximumLength: Int, seed: UInt64) -> Int {
        var numbers = Numbers(state: seed)
        var operations = 0
        for run in 0..<runs {
            let definitions = Self.randomPages(&numbers)
            let pages = definitions.map(\.name)
            // Every other run walks the page tree at every question instead of keeping the answers.
            var indexed = AlertScheduler(pages: definitions, domainCacheLimit: run.isMultiple(of: 2) ? 64 : 0)
            var reference = ReferenceScheduler(pages: definitions)
            var script: [String] = []
            for _ in 0..<numbers.below(maximumLength) {
                let operation = Self.randomOperation(
                    &numbers, pages: pages, visible: reference.visiblePages, instances: reference.instances
                )
                script.append(operation.description)
                operations += 1
                let expected = operation.apply(to: &reference)
                let actual = operation.apply(to: &indexed)
                // One failure per run, with the script that led there.
                guard
                    actual == expected, indexed.instances == reference.instances,
                    indexed.showing == reference.showing, indexed.visiblePages == reference.visiblePages
                else {
                    Issue.record(
                        """
                        run \(run), pages \(definitions.map { "\($0.name):\($0.parent ?? "-")" })
                        \(script.joined(separator: "\n"))
                        expected \(expected), got \(actual)
                        states expected \(reference.instances.map { "\($0.id)=\($0.state)\($0.hiddenBy)" })
                        states got      \(indexed.instances.map { "\($0.id)=\($0.state)\($0.hiddenBy)" })
                        """
                    )
                    break
                }
            }
        }
        return operations
    }
}

/// The operations both schedulers offer.
protocol Scheduling {
    var instances: [ScheduledInstance] { get }
    mutating func enqueue(_ request: AlertRequest) throws(SchedulerError) -> [SchedulerEvent]
    mutating func markReady(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent]
    mutating func end(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent]
    mutating func cancel(_ id: AlertInstanceID) throws(SchedulerError) -> [SchedulerEvent]
    mutating func pageAppeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent]
    mutating func pageDisappeared(_ name: String) throws(SchedulerError) -> [SchedulerEvent]
}

extension AlertScheduler: Scheduling {}
extension ReferenceScheduler: Scheduling {}
