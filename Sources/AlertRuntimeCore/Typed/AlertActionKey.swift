/// The action type of a generated alert: an enum of the alert's action names, so handlers `switch` exhaustively.
/// A `String`-backed enum conforms just by declaring it:
///
/// ```swift
/// enum DeleteItemsAction: String, AlertActionKey { case delete, cancel }
/// ```
public protocol AlertActionKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}
