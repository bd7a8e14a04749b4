import AlertRuntime

extension JSONOutput {
    /// A page: `deprecated` (omitted when not deprecated), `doc`, `name`, `parent`, `theme` (`null` when absent).
    mutating func page(_ page: PageDefinition) {
        beginObject()
        if let value = page.deprecated {
            key("deprecated")
            string(value)
        }
        key("doc")
        optionalString(page.doc)
        key("name")
        string(page.name)
        key("parent")
        optionalString(page.parent)
        key("theme")
        optionalString(page.theme)
        endObject()
    }
}
