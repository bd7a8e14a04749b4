/// How an alert was answered: an action or nothing, now and in every later version, so handlers `switch` over it
/// without `@unknown default` also when the runtime is built for distribution (library evolution).
@frozen
public enum AlertOutcome<Action: AlertActionKey, Fields: AlertFieldValues>: Sendable {
    /// The user chose an action; `fields` holds the text fields' contents at that moment.
    case action(Action, fields: Fields)
    /// The alert ended without an action: a backdrop tap, or the app dismissed or cancelled it.
    case dismissed

    /// The chosen action, if any.
    public var action: Action? {
        if case .action(let action, _) = self { action } else { nil }
    }
}

extension AlertOutcome: Equatable where Fields: Equatable {}
