import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

// What generated code declares for `deleteItems(count: Int)` and `signIn`.
enum DeleteItemsAction: String, AlertActionKey {
    case delete
    case cancel
}

enum SignInAction: String, AlertActionKey {
    case signIn
    case later
}

struct SignInFields: AlertFieldValues, Equatable {
    var user: String
    var password: String

    static var fieldNames: [String] { ["user", "password"] }

    init(fieldValues: [String: String]) {
        user = fieldValues["user", default: ""]
        password = fieldValues["password", default: ""]
    }
}

enum GeneratedAlerts {
    static func deleteItems(count: Int) -> TypedAlert<DeleteItemsAction, NoFields> {
        TypedAlert(definition: SampleCatalog.full.alerts[0], arguments: ["count": .int(count)])
    }

    static let signIn = TypedAlert<SignInAction, SignInFields>(definition: SampleCatalog.full.alerts[1])
}

@Suite("Typed alerts")
struct TypedAlertTests {
    @Test func titleAndMessageRenderWithTheBoundArguments() {
        let alert = GeneratedAlerts.deleteItems(count: 4)
        #expect(alert.title(strings: DevelopmentStringProvider()) == "Delete 4 items?")
        #expect(alert.message(strings: DevelopmentStringProvider()) == "Gone for good.")
        #expect(TypedAlert<DeleteItemsAction, NoFields>(definition: AlertDefinition(name: "x")).title() == nil)
        let counted = AlertDefinition(
            name: "x", message: .plain([.literal("Deletes "), .parameter("count"), .literal(" items")]))
        #expect(
            TypedAlert<DeleteItemsAction, NoFields>(definition: counted, arguments: ["count": 4])
                .message(strings: DevelopmentStringProvider()) == "Deletes 4 items")
    }

    @Test func actionNamesMapToTheTypedEnum() {
        let alert = GeneratedAlerts.deleteItems(count: 1)
        let outcome = alert.outcome(actionName: "delete", fieldValues: [:])
        #expect(outcome == .action(.delete, fields: NoFields()))
        #expect(outcome?.action == .delete)
        #expect(alert.outcome(actionName: "archive", fieldValues: [:]) == nil)
        #expect(AlertOutcome<DeleteItemsAction, NoFields>.dismissed.action == nil)
    }

    @Test func fieldValuesBecomeTypedProperties() throws {
        let outcome = try #require(
            GeneratedAlerts.signIn.outcome(actionName: "signIn", fieldValues: ["user": "ann@example.com"])
        )
        guard case .action(let action, let fields) = outcome else {
            Issue.record("expected an action")
            return
        }
        #expect(action == .signIn)
        #expect(fields.user == "ann@example.com")
        #expect(fields.password == "")
    }

    @Test func handlersSwitchExhaustively() {
        func describe(_ outcome: AlertOutcome<DeleteItemsAction, NoFields>) -> String {
            switch outcome {
            case .action(.delete, _): "delete"
            case .action(.cancel, _): "cancel"
            case .dismissed: "dismissed"
            }
        }
        #expect(describe(.action(.cancel, fields: NoFields())) == "cancel")
        #expect(describe(.dismissed) == "dismissed")
    }

    @Test func checkingAcceptsAMatchingServerDrivenDefinition() throws {
        let alert = try TypedAlert<DeleteItemsAction, NoFields>(
            checking: SampleCatalog.full.alerts[0],
            arguments: ["count": 2]
        )
        #expect(alert.arguments == ["count": .int(2)])
    }

    @Test func checkingRejectsMismatches() throws {
        let definition = SampleCatalog.full.alerts[0]
        #expect(
            throws: TypedAlertError.actionMismatch(
                alert: "deleteItems", missing: ["later", "signIn"],
                unexpected: ["cancel", "delete"])
        ) {
            try TypedAlert<SignInAction, NoFields>(checking: definition, arguments: ["count": 2])
        }
        // The fields must be the type's: an alert with fields the type does not read, or without those it reads.
        #expect(
            throws: TypedAlertError.fieldMismatch(alert: "deleteItems", missing: ["password", "user"], unexpected: [])
        ) {
            try TypedAlert<DeleteItemsAction, SignInFields>(checking: definition, arguments: ["count": 2])
        }
        #expect(
            throws: TypedAlertError.fieldMismatch(alert: "signIn", missing: [], unexpected: ["password", "user"])
        ) {
            try TypedAlert<SignInAction, NoFields>(checking: SampleCatalog.full.alerts[1])
        }
        #expect(try TypedAlert<SignInAction, SignInFields>(checking: SampleCatalog.full.alerts[1]).arguments == [:])
        #expect(throws: TypedAlertError.missingArgument(alert: "deleteItems", parameter: "count")) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition)
        }
        #expect(throws: TypedAlertError.argumentType(alert: "deleteItems", parameter: "count", expected: .int)) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition, arguments: ["count": "two"])
        }
    }

    /// "Exactly" `Action`'s cases (runtime.md): an action the enum lacks would reach the handler as `.dismissed`, so a
    /// definition with one more action than the type is refused too.
    @Test func checkingRejectsAnActionTheTypeLacks() {
        var definition = SampleCatalog.full.alerts[0]
        definition.actions.append(ActionDefinition(name: "archive", title: .literal("Archive")))
        #expect(
            throws: TypedAlertError.actionMismatch(alert: "deleteItems", missing: [], unexpected: ["archive"])
        ) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition, arguments: ["count": 2])
        }
    }

    /// A server-driven definition that names an action or a field twice is refused: its set of names matches the
    /// types, but two buttons would map to one case (and the first one's `dismisses` decide for both).
    @Test func checkingRejectsANameGivenTwice() {
        var definition = SampleCatalog.full.alerts[0]
        definition.actions.append(definition.actions[0])
        #expect(throws: TypedAlertError.duplicateAction(alert: "deleteItems", action: definition.actions[0].name)) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition, arguments: ["count": 2])
        }
        var signIn = SampleCatalog.full.alerts[1]
        signIn.fields.append(signIn.fields[0])
        #expect(throws: TypedAlertError.duplicateField(alert: "signIn", field: signIn.fields[0].name)) {
            try TypedAlert<SignInAction, SignInFields>(checking: signIn)
        }
        #expect(
            TypedAlertError.duplicateAction(alert: "a", action: "ok").description
                == "alert 'a' has two actions named 'ok'")
    }

    /// Each parameter needs an argument of its own type, whichever types they are.
    @Test func checkingRejectsEveryOtherArgumentType() {
        var definition = SampleCatalog.full.alerts[0]
        definition.parameters = [ParameterDefinition(name: "name", type: .string)]
        #expect(throws: TypedAlertError.argumentType(alert: "deleteItems", parameter: "name", expected: .string)) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition, arguments: ["name": 2])
        }
        definition.parameters = [ParameterDefinition(name: "count", type: .int)]
        #expect(throws: TypedAlertError.argumentType(alert: "deleteItems", parameter: "count", expected: .int)) {
            try TypedAlert<DeleteItemsAction, NoFields>(checking: definition, arguments: ["count": 2.5])
        }
    }

    @Test func errorDescriptionsNameTheProblem() {
        #expect(
            TypedAlertError.missingArgument(alert: "a", parameter: "p").description
                == "alert 'a' needs an argument for parameter 'p'"
        )
        #expect(
            TypedAlertError.fieldMismatch(alert: "a", missing: ["x"], unexpected: []).description
                == "alert 'a' fields do not match the field values type (missing: [\"x\"], unexpected: [])"
        )
    }
}
