/// One value handed from one thread to another, once: one side gives it, the other waits for it (a thread's
/// result, or what a thread needs at its end).
final class HandOffValue<Value: Sendable>: @unchecked Sendable {
    // Touched only with `condition` locked.
    private let condition = ConditionLock()
    private var value: Value?

    init() {}

    func give(_ value: Value) {
        condition.lock()
        self.value = value
        condition.broadcast()
        condition.unlock()
    }

    /// The value, once given.
    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value { return value }
            condition.wait()
        }
    }
}
