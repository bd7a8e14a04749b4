/// A Dynamic Type text style (`.textStyle(.name)`).
public enum FontTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption1
    case caption2
}
