/// A scheduler operation that does not apply; the scheduler's state is unchanged when one is thrown.
public enum SchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `enqueue` with an id used before.
    case duplicateInstance(AlertInstanceID)
    /// An id never enqueued.
    case unknownInstance(AlertInstanceID)
    /// A page the scheduler was not configured with.
    case unknownPage(String)
    /// The operation does not apply in the instance's current state (e.g. `end` of a queued alert: use `cancel`).
    case invalidState(AlertInstanceID, AlertInstanceState, operation: String)

    public var description: String {
        switch self {
        case .duplicateInstance(let id): "alert instance '\(id)' was already enqueued"
        case .unknownInstance(let id): "no alert instance '\(id)'"
        case .unknownPage(let name): "no page '\(name)'"
        case .invalidState(let id, let state, let operation):
            "cannot \(operation) alert instance '\(id)': it is \(state.rawValue)"
        }
    }
}
