/// Hands elements from one thread to another, in order, in batches: one lock per batch, not per element, and at
/// most `window` elements waiting, so a fast producer never holds much more than a window ahead. One producer
/// and one consumer: the consumer's side (`take`) keeps state of its own, unlocked.
///
/// Elements are moved in and out, never copied: a copy of a large element (a checked alert) retains every
/// reference in it, and dropping the original releases them again. The arrays hold optionals so that an element
/// can be moved out of its slot (`Optional.take`), which leaves `nil` behind.
final class HandOffQueue<Element: Sendable>: @unchecked Sendable {
    /// The elements of one `put`, gathered by the producer.
    struct Batch {
        fileprivate var elements: [Element?] = []

        init(capacity: Int = 0) {
            elements.reserveCapacity(capacity)
        }

        var count: Int { elements.count }

        mutating func append(_ element: consuming Element) {
            elements.append(element)
        }
    }

    // `ready`, `closed` and `cancelled` are shared: touched only with `condition` locked. `taken` and `nextTaken`
    // belong to the consumer.
    private let condition = ConditionLock()
    private var ready: [Element?] = []
    private var closed = false
    private var cancelled = false
    private let window: Int
    private var taken: [Element?] = []
    /// The next element of `taken` to hand out; those before it are moved out already (`nil`).
    private var nextTaken = 0

    init(window: Int) {
        self.window = window
    }

    /// Producer: appends `batch` (and empties it), first waiting while `window` elements wait. Returns false, and
    /// appends nothing, once the consumer has cancelled.
    @discardableResult
    func put(_ batch: inout Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= window, !cancelled { condition.wait() }
        if cancelled { return false }
        if ready.isEmpty {
            // The batch's array becomes the queue's; the batch gets the (empty) one the consumer handed back.
            swap(&ready, &batch.elements)
        } else {
            for index in batch.elements.indices { ready.append(batch.elements[index].take()) }
            batch.elements.removeAll(keepingCapacity: true)
        }
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
        if nextTaken == taken.count {
            // Emptied first (only `nil`s are left), so that the producer gets the array's capacity back.
            taken.removeAll(keepingCapacity: true)
            nextTaken = 0
            condition.lock()
            while ready.isEmpty, !closed { condition.wait() }
            swap(&taken, &ready)
            condition.broadcast()
            condition.unlock()
            if taken.isEmpty { return nil }
        }
        defer { nextTaken &+= 1 }
        return taken[nextTaken].take()
    }

    /// Consumer: drops every element waiting now (perhaps none), without waiting for more; they are freed on this
    /// thread, after the lock is released.
    func dropWaiting() {
        var waiting: [Element?] = []
        changeAndWake { swap(&waiting, &ready) }
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
