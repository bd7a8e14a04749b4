/// What a presenter must do after a scheduler operation, in order.
public enum SchedulerEvent: Sendable, Hashable, CustomStringConvertible {
    /// Present the instance for the first time (on top of anything already showing in its domain).
    case show(AlertInstanceID)
    /// Take the instance off screen, keeping it (its text fields included) to restore later.
    case hide(AlertInstanceID)
    /// Put a hidden instance back on screen.
    case restore(AlertInstanceID)
    /// The instance ended while showing or hidden: make sure it is gone (a no-op if the user already closed it).
    case dismiss(AlertInstanceID)

    public var id: AlertInstanceID {
        switch self {
        case .show(let id), .hide(let id), .restore(let id), .dismiss(let id): id
        }
    }

    /// `show a1`, `hide a1`, `restore a1`, `dismiss a1`: the simulator's log lines.
    public var description: String {
        switch self {
        case .show(let id): "show \(id)"
        case .hide(let id): "hide \(id)"
        case .restore(let id): "restore \(id)"
        case .dismiss(let id): "dismiss \(id)"
        }
    }
}
