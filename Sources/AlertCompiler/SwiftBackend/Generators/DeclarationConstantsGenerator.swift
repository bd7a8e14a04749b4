import AlertDSL
import AlertRuntimeCore

/// Themes and pages: a typed constant per declaration in an accessor enum (`Themes`, `Pages`; documented,
/// deprecated where the declaration is) reading the definition stored in a storage enum (`ThemeDefinitions`,
/// `PageDefinitions`), which the catalog lists without touching a deprecated declaration. A page's `name` is
/// what `AlertCenter.pageAppeared(_:)` takes.
struct DeclarationConstantsGenerator {
    /// One declaration: its Swift name, documentation, deprecation and stored value.
    struct Entry {
        var name: String
        var doc: String?
        var deprecated: String?
        var value: SwiftExpression
    }

    var context: GenerationContext
    var accessorsName: String
    var accessorsDoc: String
    var storageName: String
    var storageDoc: String
    var typeName: String

    static func themes(_ context: GenerationContext) -> DeclarationConstantsGenerator {
        DeclarationConstantsGenerator(
            context: context, accessorsName: "Themes", accessorsDoc: "The program's themes, in program order.",
            storageName: "ThemeDefinitions", storageDoc: "The stored theme definitions (use ``Themes``).",
            typeName: "ThemeDefinition")
    }

    static func pages(_ context: GenerationContext) -> DeclarationConstantsGenerator {
        DeclarationConstantsGenerator(
            context: context, accessorsName: "Pages",
            accessorsDoc: "The program's pages (dispatch domains), in program order.",
            storageName: "PageDefinitions", storageDoc: "The stored page definitions (use ``Pages``).",
            typeName: "PageDefinition")
    }

    func accessors(_ entries: [Entry]) -> SwiftDeclaration {
        let members = entries.map { entry in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(
                        doc: entry.doc, attributes: GenerationContext.deprecation(entry.deprecated)),
                    name: entry.name, type: typeName,
                    kind: .computed(.member(storageName, entry.name))))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: accessorsDoc), name: accessorsName, inheritance: ["Sendable"],
                members: members))
    }

    func definitions(_ entries: [Entry]) -> SwiftDeclaration {
        let members = entries.map { entry in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(doc: nil), name: entry.name, type: typeName,
                    kind: .constant(entry.value)))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: storageDoc), name: storageName, inheritance: ["Sendable"],
                members: members))
    }
}
