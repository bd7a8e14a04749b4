/// Where an instance is in its life (spec §7): `prepared` → `ready` → `showing` ⇄ `hidden` → `ended`.
public enum AlertInstanceState: String, Sendable, Hashable, CaseIterable {
    /// Queued, waiting for the app to mark it ready (`ready: .deferred`).
    case prepared
    /// Queued and ready; shows when a pass selects it.
    case ready
    /// On screen (possibly covered by an alert shown on top with `exclusive: .cover`).
    case showing
    /// Shown before, now off screen until what hid it is over: an alert with `exclusive: .hide` above it, or its
    /// page being away.
    case hidden
    /// Dismissed, or cancelled while queued. Final.
    case ended

    /// Whether the instance waits in the queue (`prepared` or `ready`).
    public var isQueued: Bool {
        self == .prepared || self == .ready
    }

    /// Whether the instance has been shown and not ended (`showing` or `hidden`).
    public var isPresented: Bool {
        self == .showing || self == .hidden
    }
}
