/// How the action buttons are laid out (`actionAxis`).
public enum ActionAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case auto
    case horizontal
    case vertical
}
