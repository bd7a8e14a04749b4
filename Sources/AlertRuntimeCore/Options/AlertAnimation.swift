/// The transition used to show and dismiss an alert (`animation`).
public enum AlertAnimation: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic
    case fromBottom
    case fromTop
    case fromLeft
    case fromRight
    case shrink
    case expand
    case fade
    case bounce
    case drop
    case none
}
