import AlertRuntime

/// The stored value of a theme or alert: `AlertDefinition(generatedJSON: "…")`, the definition's own JSON form
/// in one string literal, which AlertRuntime decodes when the constant is first read. A page is a plain
/// initialiser call instead: `Alerts.outline` reads every page at launch, and a page is a few strings, cheap for
/// `swiftc` and free to build.
///
/// Spelled as nested initialiser calls, the definitions took about 1.4 ms of `swiftc -typecheck` per alert, more
/// than half of the file's cost, even with recurring values stored once; a string literal takes microseconds
/// (docs/performance.md). The typed API around them stays ordinary Swift.
enum StoredDefinition {
    /// `type(generatedJSON: "…")` for `definition`, whose runtime type is named `type`.
    static func expression<Definition: GeneratedDefinition>(_ definition: Definition, type: String) -> SwiftExpression {
        let json: String
        do {
            json = try definition.generatedJSON()
        } catch {
            // Lowering makes every number finite, the only thing the encoder refuses.
            preconditionFailure("a lowered definition has no JSON form: \(error)")
        }
        return .call(type, [SwiftArgument("generatedJSON", .rawString(json))])
    }

    /// `PageDefinition(name: …, parent: …, …)` with the members the page sets.
    static func page(_ page: PageDefinition) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(page.name))]
        let members = [
            ("parent", page.parent), ("theme", page.theme), ("doc", page.doc), ("deprecated", page.deprecated),
        ]
        for case (let label, let value?) in members { arguments.append(SwiftArgument(label, .string(value))) }
        return .call("PageDefinition", arguments)
    }
}
