/// The role of an action (`style` of an action, or its inline style).
public enum ActionStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`
    case cancel
    case destructive
}
