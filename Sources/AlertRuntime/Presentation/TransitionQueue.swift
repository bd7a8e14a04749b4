/// Runs presentation transitions one at a time, each starting when the previous one says it is done.
///
/// UIKit refuses to start a transition while another runs, so `UIAlertControllerPresenter` queues its
/// presentations and dismissals here. It lives outside `#if canImport(UIKit)` so it is tested everywhere.
///
/// The queue is a loop, not a chain of calls: a transition that finishes at once (nothing to present, no
/// host) lets the loop take the next one instead of calling into it, so a long queue of such transitions
/// uses constant stack. Each transition's `done` counts once; a second call is ignored, so a completion
/// handler that fires twice cannot start two transitions together.
@MainActor
final class TransitionQueue {
    typealias Done = @MainActor @Sendable () -> Void
    typealias Transition = @MainActor (@escaping Done) -> Void

    private var waiting: [Transition?] = []
    /// The index in `waiting` of the next transition to start.
    private var nextIndex = 0
    /// The number of the transition that runs now, if one does; `done` of any other number is stale.
    private var running: Int?
    private var started = 0
    /// Whether `startWaiting` is on the stack, so a `done` called inside it leaves the starting to it.
    private var isStarting = false

    init() {}

    /// Queues `transition`; it starts now if nothing else runs or waits.
    func run(_ transition: @escaping Transition) {
        waiting.append(transition)
        startWaiting()
    }

    private func startWaiting() {
        guard !isStarting else { return }
        isStarting = true
        defer { isStarting = false }
        while running == nil, nextIndex < waiting.count {
            guard let transition = waiting[nextIndex] else { preconditionFailure("a transition started twice") }
            waiting[nextIndex] = nil
            nextIndex += 1
            dropStarted()
            started += 1
            let number = started
            running = number
            transition { [weak self] in self?.finish(number) }
        }
    }

    private func finish(_ number: Int) {
        guard running == number else { return }
        running = nil
        startWaiting()
    }

    /// Drops the slots of started transitions once they are half of the array, so a queue that never empties
    /// stays as long as what waits, and each transition costs constant time over its life.
    private func dropStarted() {
        guard nextIndex >= 64, nextIndex * 2 >= waiting.count else { return }
        waiting.removeFirst(nextIndex)
        nextIndex = 0
    }
}
