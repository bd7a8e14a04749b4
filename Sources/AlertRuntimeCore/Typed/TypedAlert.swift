/// An alert bound to its arguments, typed by its action enum and field values: what generated code hands to an
/// `AlertCenter` (a static value, or a function for an alert with parameters).
///
/// ```swift
/// static func deleteItems(count: Int) -> TypedAlert<DeleteItemsAction, NoFields> {
///     TypedAlert(definition: Definitions.deleteItems, arguments: ["count": .int(count)])
/// }
/// ```
public struct TypedAlert<Action: AlertActionKey, Fields: AlertFieldValues>: Sendable, Hashable {
    public let definition: AlertDefinition
    /// Argument values by parameter name.
    public let arguments: [String: AlertArgument]

    /// Trusts that `definition`'s actions are exactly `Action`'s cases, which generated code guarantees.
    public init(definition: AlertDefinition, arguments: [String: AlertArgument] = [:]) {
        self.definition = definition
        self.arguments = arguments
    }

    /// Checks a definition that did not come with the code (a server-driven one) against the types: its action
    /// names must be exactly `Action`'s cases, each once (two buttons would map to one case, and the first one's
    /// `dismisses` would decide for both), its field names exactly `Fields`'s, each once (a field the type does not
    /// read would be lost, one it reads that the alert lacks would read as `""`), and every parameter needs an
    /// argument of its type.
    public init(checking definition: AlertDefinition, arguments: [String: AlertArgument] = [:]) throws(TypedAlertError)
    {
        if let name = Self.firstRepeated(definition.actions.map(\.name)) {
            throw .duplicateAction(alert: definition.name, action: name)
        }
        if let name = Self.firstRepeated(definition.fields.map(\.name)) {
            throw .duplicateField(alert: definition.name, field: name)
        }
        let declared = Set(definition.actions.map(\.name))
        let expected = Set(Action.allCases.map(\.rawValue))
        guard declared == expected else {
            throw .actionMismatch(
                alert: definition.name, missing: expected.subtracting(declared).sorted(),
                unexpected: declared.subtracting(expected).sorted())
        }
        let fields = Set(definition.fields.map(\.name))
        let read = Set(Fields.fieldNames)
        guard fields == read else {
            throw .fieldMismatch(
                alert: definition.name, missing: read.subtracting(fields).sorted(),
                unexpected: fields.subtracting(read).sorted())
        }
        for parameter in definition.parameters {
            guard let argument = arguments[parameter.name] else {
                throw .missingArgument(alert: definition.name, parameter: parameter.name)
            }
            guard argument.parameterType == parameter.type else {
                throw .argumentType(alert: definition.name, parameter: parameter.name, expected: parameter.type)
            }
        }
        self.init(definition: definition, arguments: arguments)
    }

    /// The first name that `names` holds a second time.
    private static func firstRepeated(_ names: [String]) -> String? {
        var seen: Set<String> = []
        return names.first { !seen.insert($0).inserted }
    }

    /// The rendered title, or `nil` when the alert has none.
    public func title(strings: any LocalizedStringProvider) -> String? {
        definition.title?.render(arguments: arguments, strings: strings)
    }

    /// The rendered message, or `nil` when the alert has none.
    public func message(strings: any LocalizedStringProvider) -> String? {
        definition.message?.render(arguments: arguments, strings: strings)
    }

    /// Maps a chosen action name back to the typed action; `nil` for a name that is not one of `Action`'s cases.
    public func outcome(actionName: String, fieldValues: [String: String]) -> AlertOutcome<Action, Fields>? {
        guard let action = Action(rawValue: actionName) else { return nil }
        return .action(action, fields: Fields(fieldValues: fieldValues))
    }
}

/// Why `TypedAlert(checking:arguments:)` refused a definition.
public enum TypedAlertError: Error, Hashable, Sendable, CustomStringConvertible {
    case actionMismatch(alert: String, missing: [String], unexpected: [String])
    /// The definition names an action twice (which a compiled program cannot: spec §6).
    case duplicateAction(alert: String, action: String)
    case fieldMismatch(alert: String, missing: [String], unexpected: [String])
    /// The definition names a field twice.
    case duplicateField(alert: String, field: String)
    case missingArgument(alert: String, parameter: String)
    case argumentType(alert: String, parameter: String, expected: ParameterDefinition.ParameterType)

    public var description: String {
        switch self {
        case .actionMismatch(let alert, let missing, let unexpected):
            "alert '\(alert)' actions do not match the action type (missing: \(missing), unexpected: \(unexpected))"
        case .duplicateAction(let alert, let action):
            "alert '\(alert)' has two actions named '\(action)'"
        case .duplicateField(let alert, let field):
            "alert '\(alert)' has two fields named '\(field)'"
        case .fieldMismatch(let alert, let missing, let unexpected):
            "alert '\(alert)' fields do not match the field values type (missing: \(missing), unexpected: \(unexpected))"
        case .missingArgument(let alert, let parameter):
            "alert '\(alert)' needs an argument for parameter '\(parameter)'"
        case .argumentType(let alert, let parameter, let expected):
            "alert '\(alert)' parameter '\(parameter)' needs a \(expected.rawValue) argument"
        }
    }
}

extension AlertArgument {
    /// The parameter type this value can be bound to.
    public var parameterType: ParameterDefinition.ParameterType {
        switch self {
        case .string: .string
        case .int: .int
        case .double: .double
        }
    }
}
