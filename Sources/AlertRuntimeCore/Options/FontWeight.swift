/// The weight of a system font.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black
}
