import AlertDSL

/// The action type of an alert: a `String`-backed enum with one case per action, so a handler can `switch`
/// exhaustively. An alert without actions gets an uninhabited enum that conforms by hand (Swift refuses a raw
/// type on an enum without cases).
///
/// An alert whose actions are those of an earlier alert (the same names and documentation, in the same order)
/// gets a `typealias` to that alert's enum instead: each enum costs `swiftc` about 0.5 ms to type-check (its
/// synthesized conformances), and apps repeat their few action lists (OK, Cancel/Delete) across many alerts.
struct ActionEnumGenerator {
    var context: GenerationContext
    /// The enum declared for each action list so far.
    private var enumsByActions: [[ActionKey]: String] = [:]

    private struct ActionKey: Hashable {
        var name: String
        var doc: String?
    }

    init(context: GenerationContext) {
        self.context = context
    }

    /// The enum of `alert`'s actions, or a `typealias` to the enum of an earlier alert with the same actions.
    mutating func declaration(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration {
        let key = alert.actions.map { ActionKey(name: $0.name, doc: $0.doc) }
        if let shared = enumsByActions[key] {
            return .typeAlias(
                header: context.memberHeader(
                    doc: "The actions of the `\(alert.name)` alert, in order: the same as ``\(shared)``."),
                name: names.actionType, type: SwiftNaming.identifier(shared))
        }
        enumsByActions[key] = names.actionType
        return enumDeclaration(for: alert, names: names)
    }

    private func enumDeclaration(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration {
        let doc = "The actions of the `\(alert.name)` alert, in order."
        guard !alert.actions.isEmpty else { return emptyEnum(for: alert, names: names) }
        let cases = zip(alert.actions, names.actionCases).map { action, caseName in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(doc: action.doc, name: caseName, rawValue: caseName == action.name ? nil : action.name))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.actionEnumHeader(doc: doc), name: names.actionType,
                inheritance: ["String", "AlertActionKey"], members: cases))
    }

    private func emptyEnum(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration {
        let doc = "The actions of the `\(alert.name)` alert, which has none: no value of this type exists."
        let type = SwiftNaming.identifier(names.actionType)
        let members: [SwiftDeclaration] = [
            .typeAlias(header: context.memberHeader(doc: nil), name: "RawValue", type: "String"),
            .function(
                SwiftFunction(
                    header: context.memberHeader(doc: nil), name: "init?", isInitializer: true,
                    parameters: [SwiftParameter(label: nil, name: "rawValue", type: "String")],
                    body: [.expression(.code("nil"))])),
            .variable(
                SwiftVariable(
                    header: context.memberHeader(doc: nil), name: "rawValue", type: "String",
                    kind: .computed(.code("switch self {}")))),
            .variable(
                SwiftVariable(
                    header: context.staticHeader(doc: nil), name: "allCases", type: "[" + type + "]",
                    kind: .computed(.code("[]")))),
        ]
        return .enumeration(
            SwiftEnumeration(
                header: context.actionEnumHeader(doc: doc), name: names.actionType, inheritance: ["AlertActionKey"],
                members: members))
    }
}
