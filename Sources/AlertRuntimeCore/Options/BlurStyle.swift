/// The material of a blurred backdrop (`.blur(style, alpha:)`).
public enum BlurStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case dark
    case light
    case extraLight
}
