/// How an alert is presented (`style`).
public enum AlertStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case alert
    case actionSheet
}
