import AlertDSL
import AlertRuntimeCore

/// An alert's declarations: its typed accessor (a value, or a function of its parameters) with its action enum
/// and field values in the namespace, and its definition constant in `Definitions`.
struct AlertGenerator {
    var context: GenerationContext
    /// Shared by the alerts in program order, so an action list repeats as a `typealias`.
    private var actionEnums: ActionEnumGenerator

    init(context: GenerationContext) {
        self.context = context
        actionEnums = ActionEnumGenerator(context: context)
    }

    /// The accessor, the action enum and the field values, in that order. Call in program order.
    mutating func namespaceDeclarations(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = [.mark(alert.name), accessor(for: alert, names: names)]
        declarations.append(actionEnums.declaration(for: alert, names: names))
        if let fields = FieldValuesGenerator(context: context).declaration(for: alert, names: names) {
            declarations.append(fields)
        }
        return declarations
    }

    /// `static let <name>: AlertDefinition = AlertDefinition(generatedJSON: "…")` in `Definitions`, `value` being
    /// `StoredDefinition`'s. The explicit type lets the catalog and the accessors refer to it without
    /// type-checking its initializer first.
    func definition(_ value: SwiftExpression, names: GeneratedNames.Alert) -> SwiftDeclaration {
        .variable(
            SwiftVariable(
                header: context.staticHeader(doc: nil), name: names.definition, type: "AlertDefinition",
                kind: .constant(value)))
    }

    /// `static var deleteOne: TypedAlert<…> { … }` or `static func deleteItems(count: Int) -> TypedAlert<…> { … }`,
    /// carrying the alert's documentation and deprecation.
    private func accessor(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration {
        let type =
            "TypedAlert<" + SwiftNaming.identifier(names.actionType) + ", "
            + (names.fieldsType.map(SwiftNaming.identifier) ?? "NoFields") + ">"
        let header = context.staticHeader(doc: alert.doc, attributes: GenerationContext.deprecation(alert.deprecated))
        let definition = SwiftExpression.member("Definitions", names.definition)
        guard !alert.parameters.isEmpty else {
            let value = SwiftExpression.call("TypedAlert", [SwiftArgument("definition", definition)])
            return .variable(SwiftVariable(header: header, name: names.accessor, type: type, kind: .computed(value)))
        }
        let pairs = Array(zip(alert.parameters, names.parameters))
        let parameters = zip(pairs, names.parameterLabels).map { pair, label in
            SwiftParameter(label: label, name: pair.1, type: pair.0.type.rawValue)
        }
        let arguments = SwiftExpression.dictionary(
            pairs.map { parameter, swiftName in
                let constructor =
                    switch parameter.type {
                    case .string: ".string"
                    case .int: ".int"
                    case .double: ".double"
                    }
                return SwiftDictionaryEntry(
                    key: .string(parameter.name), value: .call(constructor, [SwiftArgument(nil, .name(swiftName))]))
            })
        let value = SwiftExpression.call(
            "TypedAlert", [SwiftArgument("definition", definition), SwiftArgument("arguments", arguments)])
        return .function(
            SwiftFunction(
                header: header, name: names.accessor, parameters: parameters, returnType: type,
                body: [.expression(value)]))
    }
}
