/// What every generator needs besides its own input: the options and the allocated names.
struct GenerationContext {
    var options: SwiftBackendOptions
    var names: GeneratedNames

    /// The access level written on every declaration.
    var access: String { options.accessLevel }

    /// The header of a type in the namespace: the access level and `nonisolated`, so the declaration and its
    /// members stay nonisolated in a module whose default isolation is the main actor.
    func typeHeader(doc: String?, attributes: [String] = []) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(doc: doc, attributes: attributes, modifiers: [access, "nonisolated"])
    }

    /// The header of an action enum: a type header, `@frozen` when public. A module built for distribution (library
    /// evolution) otherwise lets its clients assume more cases may come, and Swift 6 then refuses a `switch` over the
    /// actions without `@unknown default`; an alert's actions only change with its program, which is regenerated
    /// with the module. (Swift takes `@frozen` only on public declarations, and code of the same package sees a
    /// package enum's cases anyway.)
    func actionEnumHeader(doc: String?) -> SwiftDeclarationHeader {
        typeHeader(doc: doc, attributes: access == "public" ? ["@frozen"] : [])
    }

    /// The header of a static member.
    func staticHeader(doc: String?, attributes: [String] = []) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(doc: doc, attributes: attributes, modifiers: [access, "static"])
    }

    /// The header of an instance member.
    func memberHeader(doc: String?) -> SwiftDeclarationHeader {
        SwiftDeclarationHeader(doc: doc, modifiers: [access])
    }

    /// `@available(*, deprecated[, message: "…"])` for a declaration whose `@deprecated` message is `message`
    /// (`""`: none); nothing when it is not deprecated.
    static func deprecation(_ message: String?) -> [String] {
        guard let message else { return [] }
        if message.isEmpty { return ["@available(*, deprecated)"] }
        return ["@available(*, deprecated, message: " + SwiftNaming.stringLiteral(message) + ")"]
    }
}
