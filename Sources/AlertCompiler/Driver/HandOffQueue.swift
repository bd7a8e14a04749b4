import Foundation

/// Hands elements from one thread to another, in order, in batches: one lock per batch, not per element, and at
/// most `window` elements waiting, so a fast producer never holds much more than a window ahead. One producer
/// and one consumer: the consumer's side (`take`) keeps state of its own, unlocked.
final class HandOffQueue<Element: Sendable>: @unchecked Sendable {
    // `ready`, `closed` and `cancelled` are shared: touched only with `condition` locked. `taken` belongs to the
    // consumer.
    private let condition = NSCondition()
    private var ready: [Element] = []
    private var closed = false
    private var cancelled = false
    private let window: Int
    private var taken: [Element] = []

    init(window: Int) {
        self.window = window
    }

    /// Producer: appends `batch` (and empties it), first waiting while `window` elements wait. Returns false, and
    /// appends nothing, once the consumer has cancelled.
    @discardableResult
    func put(_ batch: inout [Element]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= window, !cancelled { condition.wait() }
        if cancelled { return false }
        ready.append(contentsOf: batch)
        batch.removeAll(keepingCapacity: true)
        condition.broadcast()
        return true
    }

    /// Producer: no element follows; `take` returns nil once every element is taken.
    func close() {
        changeAndWake { closed = true }
    }

    /// Consumer: the next element, waiting for the producer when it has not got that far; nil when the queue is
    /// closed and empty. The element is moved out: the queue keeps no reference to it.
    func take() -> Element? {
        if taken.isEmpty {
            condition.lock()
            while ready.isEmpty, !closed { condition.wait() }
            swap(&taken, &ready)
            condition.broadcast()
            condition.unlock()
            // Reversed, so that each element leaves by `popLast`, which moves it out.
            taken.reverse()
        }
        return taken.popLast()
    }

    /// Consumer: every element waiting now (perhaps none), without waiting for more.
    func takeWaiting() -> [Element] {
        var waiting: [Element] = []
        changeAndWake { swap(&waiting, &ready) }
        return waiting
    }

    /// Consumer: takes nothing more; a producer waiting for room, or putting later, stops.
    func cancel() {
        changeAndWake { cancelled = true }
    }

    /// Makes a change to the shared state under the lock and wakes the other side to look at it.
    private func changeAndWake(_ change: () -> Void) {
        condition.lock()
        change()
        condition.broadcast()
        condition.unlock()
    }
}
