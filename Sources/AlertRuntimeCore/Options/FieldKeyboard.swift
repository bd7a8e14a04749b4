/// The keyboard of a text field (`keyboard`).
public enum FieldKeyboard: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`
    case email
    case number
    case phone
    case url
    case decimal
}
