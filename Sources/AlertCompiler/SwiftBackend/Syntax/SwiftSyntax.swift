/// The small structured model of the Swift the back end emits: generators build it, ``SwiftRenderer`` prints
/// it. Names in it are already allocated (see `SwiftNaming.NameScope`) and rendered with backticks where needed
/// by the renderer; string values are kept raw and escaped only when printed, so no generator can forget to.

/// An expression.
indirect enum SwiftExpression: Sendable, Equatable {
    /// Code printed as it is: a (qualified) reference, a number, `true`, `nil`.
    case code(String)
    /// A string literal holding exactly this text.
    case string(String)
    /// A string literal holding exactly this text, raw (`#"…"#`) unless the text holds a line break or control
    /// character: for text full of quotes and backslashes, such as JSON.
    case rawString(String)
    /// A call: `callee(label: value, ...)`, where the callee is a type, a function or an implicit member
    /// (`.system`).
    case call(String, [SwiftArgument])
    /// An array literal.
    case array([SwiftExpression])
    /// A dictionary literal, in the given order.
    case dictionary([SwiftDictionaryEntry])

    /// A reference to `name` inside `qualifier` (`Definitions.deleteItems`), the name escaped as needed.
    static func member(_ qualifier: String, _ name: String) -> SwiftExpression {
        .code(qualifier + "." + SwiftNaming.identifier(name))
    }

    /// A reference to a local name (a parameter), escaped as needed.
    static func name(_ name: String) -> SwiftExpression {
        .code(SwiftNaming.identifier(name))
    }
}

/// One argument of a call; `label` is already spelled (a keyword label needs no backticks in a call).
struct SwiftArgument: Sendable, Equatable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

struct SwiftDictionaryEntry: Sendable, Equatable {
    var key: SwiftExpression
    var value: SwiftExpression
}

/// What every declaration may carry before its keyword.
struct SwiftDeclarationHeader: Sendable, Equatable {
    /// The `///` documentation, one entry per line (`nil`: none).
    var doc: String?
    /// Attributes, each on its own line (`@available(*, deprecated)`).
    var attributes: [String] = []
    /// Modifiers in order (`public`, `static`, `nonisolated`).
    var modifiers: [String] = []
}

/// A declaration.
indirect enum SwiftDeclaration: Sendable, Equatable {
    /// `enum Name: Inherited { members }`.
    case enumeration(SwiftEnumeration)
    /// `struct Name: Inherited { members }`.
    case structure(SwiftStructure)
    /// `let`/`var` with an initial value, a stored `var` without one, or a computed `var` returning an expression.
    case variable(SwiftVariable)
    /// A function or initializer whose body is a list of statements.
    case function(SwiftFunction)
    /// `case name` or `case name = "raw"`.
    case enumCase(SwiftEnumCase)
    /// `typealias Name = Type`.
    case typeAlias(header: SwiftDeclarationHeader, name: String, type: String)
    /// A `// MARK: - text` line.
    case mark(String)
}

struct SwiftEnumeration: Sendable, Equatable {
    var header: SwiftDeclarationHeader
    var name: String
    var inheritance: [String] = []
    var members: [SwiftDeclaration] = []
}

struct SwiftStructure: Sendable, Equatable {
    var header: SwiftDeclarationHeader
    var name: String
    var inheritance: [String] = []
    var members: [SwiftDeclaration] = []
}

struct SwiftVariable: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `let name[: Type] = value`.
        case constant(SwiftExpression)
        /// `var name: Type` (a stored property set by an initializer).
        case stored
        /// `var name: Type { value }`.
        case computed(SwiftExpression)
    }

    var header: SwiftDeclarationHeader
    var name: String
    var type: String?
    var kind: Kind
}

struct SwiftParameter: Sendable, Equatable {
    /// The argument label; `nil` means the same as `name`.
    var label: String?
    var name: String
    var type: String
}

struct SwiftFunction: Sendable, Equatable {
    var header: SwiftDeclarationHeader
    /// The name, or `init` / `init?` for an initializer.
    var name: String
    var isInitializer = false
    var parameters: [SwiftParameter] = []
    var returnType: String?
    var body: [SwiftStatement]
}

/// A statement of a function body.
enum SwiftStatement: Sendable, Equatable {
    /// An expression (the implicit return of a single-expression body).
    case expression(SwiftExpression)
    /// `target = value`; `target` is printed as it is.
    case assignment(target: String, value: SwiftExpression)
    /// Code printed as it is (`switch self {}`).
    case code(String)
}

struct SwiftEnumCase: Sendable, Equatable {
    var doc: String?
    var name: String
    /// The raw value when it differs from the name.
    var rawValue: String?
}
