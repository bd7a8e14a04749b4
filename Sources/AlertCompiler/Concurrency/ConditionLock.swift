#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX mutex with a condition variable (what Foundation's `NSCondition` is): one thread waits, with the lock
/// held, until another changes the state the lock guards and wakes it. Over pthreads, so the compiler need not load
/// Foundation.
final class ConditionLock: Lock, @unchecked Sendable {
    // Safe to share: the mutex and the condition are made for use from several threads, and the pointers to them
    // never change after `init` (they are allocated, not stored inline, so that they never move).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        // Made before the checks: a `precondition`'s condition is not evaluated at all under `-Ounchecked`.
        let madeMutex = pthread_mutex_init(mutex, nil)
        let madeCondition = pthread_cond_init(condition, nil)
        precondition(madeMutex == 0, "cannot make a mutex")
        precondition(madeCondition == 0, "cannot make a condition variable")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// With the lock held: releases it until another thread calls `broadcast` (or spuriously), then takes it
    /// again. Callers wait in a loop that tests their condition.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting now.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
