/// Swift's keywords: words that must be written in backticks to be used as identifiers. A `.custom("…")` view's
/// type name may not be one (spec §6: it must be a Swift type name), and the Swift back end escapes or refuses them.
public enum SwiftKeywords {
    public static let all: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Keywords Swift takes only as declaration modifiers, so they still name a type: `struct open {}` and
    /// `let view: package` compile. A `.custom("…")` type name may be one (spec §6: a Swift type name).
    public static let contextualTypeNames: Set<String> = ["borrowing", "consuming", "nonisolated", "open", "package"]

    /// Words that begin a type (`any P`, `some P`, `each T`): alone they cannot name one (`let v: any` does not
    /// compile), though a member type may be called so (`Brand.any`).
    public static let typePrefixes: Set<String> = ["any", "some", "each"]

    /// Whether `name` is a keyword that cannot name a type without backticks.
    public static func reservedInTypeNames<S: StringProtocol>(_ name: S) -> Bool {
        let name = String(name)
        return all.contains(name) && !contextualTypeNames.contains(name)
    }
}
