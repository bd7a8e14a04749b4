/// The semantic content of a text field (`contentType`), used for AutoFill.
public enum FieldContentType: String, Sendable, Hashable, Codable, CaseIterable {
    case username
    case password
    case newPassword
    case oneTimeCode
    case email
}
