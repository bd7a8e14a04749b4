import AlertDSL

/// The action type of an alert: a `String`-backed enum with one case per action, so a handler can `switch`
/// exhaustively. An alert without actions gets an uninhabited enum that conforms by hand (Swift refuses a raw
/// type on an enum without cases).
struct ActionEnumGenerator {
    var context: GenerationContext

    func declaration(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration {
        let doc = "The actions of the `\(alert.name)` alert, in order."
        guard !alert.actions.isEmpty else { return emptyEnum(for: alert, names: names) }
        let cases = zip(alert.actions, names.actionCases).map { action, caseName in
            SwiftDeclaration.enumCase(
                SwiftEnumCase(doc: action.doc, name: caseName, rawValue: caseName == action.name ? nil : action.name))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: doc), name: names.actionType,
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
                header: context.typeHeader(doc: doc), name: names.actionType, inheritance: ["AlertActionKey"],
                members: members))
    }
}
