import AlertDSL

/// The field values of an alert with text fields: a struct with one `String` property per field, read from the
/// presenter's `[name: text]` dictionary (a missing field reads as `""`) or given one by one.
struct FieldValuesGenerator {
    var context: GenerationContext

    /// `nil` for an alert without fields (its typed value uses `NoFields`).
    func declaration(for alert: ResolvedAlert, names: GeneratedNames.Alert) -> SwiftDeclaration? {
        guard let typeName = names.fieldsType else { return nil }
        let pairs = Array(zip(alert.fields, names.fieldProperties))
        var members: [SwiftDeclaration] = pairs.map { field, property in
            .variable(
                SwiftVariable(
                    header: context.memberHeader(doc: field.doc), name: property, type: "String", kind: .stored))
        }
        let assignments: [SwiftStatement] = pairs.map { field, property in
            .assignment(
                target: "self." + SwiftNaming.identifier(property),
                value: .code("fieldValues[" + SwiftNaming.stringLiteral(field.name) + ", default: \"\"]"))
        }
        members.append(
            .variable(
                SwiftVariable(
                    header: context.staticHeader(
                        doc: "The fields' names, in order, as the alert's definition names them."),
                    name: "fieldNames", type: "[String]",
                    kind: .computed(.array(alert.fields.map { .string($0.name) })))))
        // Swift gives no memberwise initializer beside an explicit one, nor a public one: written out, a test or a
        // preview can build the values a handler receives. Labelled by property, the parameters are named by position:
        // a field named `self` would otherwise shadow `self`.
        let properties = names.fieldProperties.enumerated()
        members.append(
            .function(
                SwiftFunction(
                    header: context.memberHeader(doc: "The values with each field's text."),
                    name: "init", isInitializer: true,
                    parameters: properties.map { SwiftParameter(label: $1, name: "text\($0)", type: "String") },
                    body: properties.map { index, property in
                        .assignment(target: "self." + SwiftNaming.identifier(property), value: .code("text\(index)"))
                    })))
        members.append(
            .function(
                SwiftFunction(
                    header: context.memberHeader(
                        doc: "Reads each field's text from `fieldValues`, keyed by field name."),
                    name: "init", isInitializer: true,
                    parameters: [SwiftParameter(label: nil, name: "fieldValues", type: "[String: String]")],
                    body: assignments)))
        return .structure(
            SwiftStructure(
                header: context.typeHeader(doc: "The text fields of the `\(alert.name)` alert."), name: typeName,
                inheritance: ["AlertFieldValues", "Hashable"], members: members))
    }
}
