/// The text-field values of a generated alert: one `String` property per `field`. Generated types read each
/// property from the dictionary (a missing field reads as `""`).
///
/// ```swift
/// struct SignInFields: AlertFieldValues {
///     var user: String
///     var password: String
///     init(fieldValues: [String: String]) {
///         user = fieldValues["user", default: ""]
///         password = fieldValues["password", default: ""]
///     }
/// }
/// ```
public protocol AlertFieldValues: Sendable {
    /// Builds the values from the fields' texts keyed by field name.
    init(fieldValues: [String: String])
}

/// The field values of an alert without fields.
public struct NoFields: AlertFieldValues, Hashable {
    public init() {}

    public init(fieldValues: [String: String]) {}
}
