/// A lock the compiler's threads share (`ConditionLock`, `RecursiveLock`): `withLock` is written once for both.
protocol Lock: AnyObject {
    func lock()
    func unlock()
}

extension Lock {
    /// Runs `body` with the lock held.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
