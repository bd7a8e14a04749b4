/// Horizontal alignment of an alert's text (`textAlignment`) or of an action's title (`alignment`).
public enum AlertTextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left
    case center
    case right
    case natural
}
