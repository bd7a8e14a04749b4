import AlertDSL
import AlertRuntime

/// Themes: a typed constant per theme in `Themes` (documented, deprecated where the theme is) reading the
/// definition stored in `ThemeDefinitions`, which the catalog lists without touching a deprecated declaration.
struct ThemeGenerator {
    var context: GenerationContext

    func accessors(_ themes: [ResolvedTheme]) -> SwiftDeclaration {
        let members = zip(themes, context.names.themes).map { theme, name in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(
                        doc: theme.doc, attributes: GenerationContext.deprecation(theme.deprecated)),
                    name: name, type: "ThemeDefinition",
                    kind: .computed(.member("ThemeDefinitions", name))))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: "The program's themes, in program order."), name: "Themes",
                members: members))
    }

    func definitions(_ themes: [ThemeDefinition]) -> SwiftDeclaration {
        let members = zip(themes, context.names.themes).map { theme, name in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(doc: nil), name: name, type: "ThemeDefinition",
                    kind: .constant(ValueExpressions.theme(theme))))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: "The stored theme definitions (use ``Themes``)."),
                name: "ThemeDefinitions", members: members))
    }
}
