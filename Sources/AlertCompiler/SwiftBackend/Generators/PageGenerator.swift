import AlertDSL
import AlertRuntime

/// Pages: a typed constant per page in `Pages` (documented, deprecated where the page is; its `name` is what
/// `AlertCenter.pageAppeared(_:)` takes) reading the definition stored in `PageDefinitions`.
struct PageGenerator {
    var context: GenerationContext

    func accessors(_ pages: [ResolvedPage]) -> SwiftDeclaration {
        let members = zip(pages, context.names.pages).map { page, name in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(
                        doc: page.doc, attributes: GenerationContext.deprecation(page.deprecated)),
                    name: name, type: "PageDefinition",
                    kind: .computed(.member("PageDefinitions", name))))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: "The program's pages (dispatch domains), in program order."),
                name: "Pages", members: members))
    }

    func definitions(_ pages: [PageDefinition]) -> SwiftDeclaration {
        let members = zip(pages, context.names.pages).map { page, name in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: context.staticHeader(doc: nil), name: name, type: "PageDefinition",
                    kind: .constant(ValueExpressions.page(page))))
        }
        return .enumeration(
            SwiftEnumeration(
                header: context.typeHeader(doc: "The stored page definitions (use ``Pages``)."),
                name: "PageDefinitions", members: members))
    }
}
