import Testing

@testable import AlertCompiler

@Suite struct RecursiveLockTests {
    /// The holder takes the lock again without waiting for itself; another thread gets it only once it has been
    /// unlocked as often as it was locked.
    @Test func theHolderTakesItAgain() {
        let lock = RecursiveLock()
        let events = ConditionLock()
        nonisolated(unsafe) var log: [String] = []
        lock.lock()
        let nested = lock.withLock { lock.withLock { 3 } }
        DetachedThread.start {
            lock.withLock { events.withLock { log.append("other") } }
            events.broadcast()
        }
        events.withLock { log.append("holder") }
        lock.unlock()
        events.lock()
        while log.count < 2 { events.wait() }
        events.unlock()
        #expect(nested == 3)
        #expect(log == ["holder", "other"])
    }
}
