import Testing

@testable import AlertCompiler

@Suite struct ConditionLockTests {
    /// A thread waiting for a change wakes when another thread makes it and broadcasts.
    @Test func aWaiterWakesAtTheBroadcast() {
        let lock = ConditionLock()
        nonisolated(unsafe) var stage = 0
        let done = ConditionLock()
        nonisolated(unsafe) var seen = -1
        DetachedThread.start {
            lock.lock()
            while stage == 0 { lock.wait() }
            let value = stage
            lock.unlock()
            done.withLock { seen = value }
            done.broadcast()
        }
        lock.withLock { stage = 7 }
        lock.broadcast()
        done.lock()
        while seen == -1 { done.wait() }
        done.unlock()
        #expect(seen == 7)
    }

    /// Two threads adding under the lock lose no update.
    @Test func theLockExcludes() {
        let lock = ConditionLock()
        nonisolated(unsafe) var total = 0
        nonisolated(unsafe) var finished = 0
        let rounds = 20_000
        for _ in 0..<2 {
            DetachedThread.start {
                for _ in 0..<rounds { lock.withLock { total += 1 } }
                lock.withLock { finished += 1 }
                lock.broadcast()
            }
        }
        lock.lock()
        while finished < 2 { lock.wait() }
        lock.unlock()
        #expect(total == 2 * rounds)
    }
}
