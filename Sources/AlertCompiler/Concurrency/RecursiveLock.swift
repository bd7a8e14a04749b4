#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX mutex that the thread holding it may take again (what Foundation's `NSRecursiveLock` is): released when
/// it has been unlocked as often as locked. Over pthreads, so the compiler need not load Foundation.
final class RecursiveLock: Lock, @unchecked Sendable {
    // Safe to share: the mutex is made for use from several threads, and the pointer to it never changes after
    // `init` (allocated, not stored inline, so that it never moves).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        defer { pthread_mutexattr_destroy(&attributes) }
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        // Made before the check: a `precondition`'s condition is not evaluated at all under `-Ounchecked`.
        let made = pthread_mutex_init(mutex, &attributes)
        precondition(made == 0, "cannot make a mutex")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
