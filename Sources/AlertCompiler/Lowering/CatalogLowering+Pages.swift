import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// A page: its parent and its own `theme` as written (not inherited).
    static func lowerPage(_ page: ResolvedPage) -> PageDefinition {
        PageDefinition(
            name: page.name, parent: page.parent, theme: page.theme, doc: page.doc, deprecated: page.deprecated)
    }
}
