/// The text-field values of a generated alert: one `String` property per `field`. Generated types read each
/// property from the dictionary (a missing field reads as `""`).
///
/// ```swift
/// struct SignInFields: AlertFieldValues {
///     var user: String
///     var password: String
///     static var fieldNames: [String] { ["user", "password"] }
///     init(fieldValues: [String: String]) {
///         user = fieldValues["user", default: ""]
///         password = fieldValues["password", default: ""]
///     }
/// }
/// ```
public protocol AlertFieldValues: Sendable {
    /// The names of the alert's fields, in order, as its definition names them (`TypedAlert(checking:)` compares
    /// them with a definition that did not come with the code).
    static var fieldNames: [String] { get }

    /// Builds the values from the fields' texts keyed by field name.
    init(fieldValues: [String: String])
}

/// The field values of an alert without fields.
public struct NoFields: AlertFieldValues, Hashable {
    public init() {}

    public static var fieldNames: [String] { [] }

    public init(fieldValues: [String: String]) {}
}
