/// The syntax tree of one file. Every node keeps its source range; names keep the range of the
/// name token so diagnostics point exactly at them.
public struct SourceFileSyntax: Sendable {
    public var file: FileID
    public var declarations: [DeclarationSyntax]

    public init(file: FileID, declarations: [DeclarationSyntax]) {
        self.file = file
        self.declarations = declarations
    }
}

/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// `@name` or `@name("message")`.
public struct AttributeSyntax: Hashable, Sendable {
    public var name: Identifier
    public var argument: StringLiteralSyntax?
    public var range: SourceRange
}

/// What precedes a declaration or member: attributes and the joined `///` text.
///
/// Most members have neither, so both are held in one shared box, and a prefix of neither is a null reference:
/// every property, action and declaration carries a prefix, and one reference (8 bytes, one retain per copy)
/// instead of an array and an optional `String` (24 bytes, two) makes every copy of a member cheaper.
public struct DeclarationPrefix: Hashable, Sendable {
    private final class Storage: Sendable {
        let attributes: [AttributeSyntax]
        let doc: String?

        init(attributes: [AttributeSyntax], doc: String?) {
            self.attributes = attributes
            self.doc = doc
        }
    }

    /// `nil` when there are no attributes and no doc.
    private var storage: Storage?

    public init(attributes: [AttributeSyntax] = [], doc: String? = nil) {
        storage = attributes.isEmpty && doc == nil ? nil : Storage(attributes: attributes, doc: doc)
    }

    public var attributes: [AttributeSyntax] {
        get { storage?.attributes ?? [] }
        set { self = DeclarationPrefix(attributes: newValue, doc: doc) }
    }

    public var doc: String? {
        get { storage?.doc }
        set { self = DeclarationPrefix(attributes: attributes, doc: newValue) }
    }

    public static func == (lhs: DeclarationPrefix, rhs: DeclarationPrefix) -> Bool {
        lhs.attributes == rhs.attributes && lhs.doc == rhs.doc
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(attributes)
        hasher.combine(doc)
    }
}

public enum DeclarationKind: String, Sendable, CaseIterable {
    case `import`
    case theme
    case page
    case actions
    case alert

    /// How diagnostics name the declaration ("expected action set name", "the alert body").
    public var spelling: String { self == .actions ? "action set" : rawValue }
}

/// A top-level declaration.
public struct DeclarationSyntax: Sendable {
    public var kind: DeclarationKind
    public var prefix: DeclarationPrefix
    /// The keyword that starts the declaration.
    public var keyword: Identifier
    /// The declared name; for `import`, `nil`.
    public var name: Identifier?
    /// The `Parent` of a theme's or page's `: Parent`.
    public var parent: Identifier?
    /// The range of the whole `: Parent`.
    public var parentClauseRange: SourceRange?
    /// The `"path"` of an import.
    public var importPath: StringLiteralSyntax?
    /// `(name: Type, ...)` of an alert.
    public var parameters: [ParameterSyntax]
    /// `{ ... }`; `nil` for imports and pages without a body, and for an alert body left to analysis.
    public var body: BodySyntax?
    /// An alert body the parser only delimited, from its `{` through its `}` (`Parser.parse(_:defersAlertBodies:)`):
    /// analysis parses it when it checks the alert.
    public var deferredBody: SourceRange?
    public var range: SourceRange

    public init(
        kind: DeclarationKind,
        prefix: DeclarationPrefix,
        keyword: Identifier,
        name: Identifier? = nil,
        parent: Identifier? = nil,
        parentClauseRange: SourceRange? = nil,
        importPath: StringLiteralSyntax? = nil,
        parameters: [ParameterSyntax] = [],
        body: BodySyntax? = nil,
        deferredBody: SourceRange? = nil,
        range: SourceRange
    ) {
        self.kind = kind
        self.prefix = prefix
        self.keyword = keyword
        self.name = name
        self.parent = parent
        self.parentClauseRange = parentClauseRange
        self.importPath = importPath
        self.parameters = parameters
        self.body = body
        self.deferredBody = deferredBody
        self.range = range
    }
}

/// `name: Type` in an alert's parameter list.
public struct ParameterSyntax: Hashable, Sendable {
    public var name: Identifier
    /// Empty when the type is missing (a syntax error, already reported).
    public var type: Identifier
}

/// `{ member* }`. Every declaration body uses the same member grammar; which members a
/// context allows is a semantic check, so a misplaced member gets a precise message.
public struct BodySyntax: Sendable {
    public var members: [MemberSyntax]
    public var leftBrace: SourceRange
    public var rightBrace: SourceRange?
    /// Whether a syntax error cost the body a member (`action "OK"` without its name, `acton ok "OK"`): checks that
    /// need every member (an alert without actions, an action sheet without a cancel action, a `contentView`
    /// without a header) do not judge the body, which would only repeat that error.
    public var lostMember = false
}

/// Bodies are arrays of members, most of them properties: actions and fields (about twice a property's size)
/// are boxed so that every property does not take an action's room in memory.
public enum MemberSyntax: Sendable {
    case property(PropertySyntax)
    indirect case action(ActionSyntax)
    indirect case field(FieldSyntax)
    case use(UseSyntax)

    public var range: SourceRange {
        switch self {
        case .property(let property): property.range
        case .action(let action): action.range
        case .field(let field): field.range
        case .use(let use): use.range
        }
    }
}

/// `name: value`.
public struct PropertySyntax: Sendable {
    public var prefix: DeclarationPrefix
    public var name: Identifier
    public var value: ValueSyntax
    public var range: SourceRange
}

/// `action name [Text] [.style] [{ property* }]`.
public struct ActionSyntax: Sendable {
    public var prefix: DeclarationPrefix
    public var keyword: Identifier
    public var name: Identifier
    public var title: ValueSyntax?
    /// The inline style's case name (without the dot) and its range; also a case that is no action
    /// style, which the parser has reported.
    public var style: Identifier?
    public var body: BodySyntax?
    public var range: SourceRange
}

/// `field name [{ property* }]`.
public struct FieldSyntax: Sendable {
    public var prefix: DeclarationPrefix
    public var keyword: Identifier
    public var name: Identifier
    public var body: BodySyntax?
    public var range: SourceRange
}

/// `use ActionSetName`.
public struct UseSyntax: Sendable {
    public var prefix: DeclarationPrefix
    public var keyword: Identifier
    public var name: Identifier
    public var range: SourceRange
}

/// A decoded `"..."` or `"""` literal.
public struct StringLiteralSyntax: Hashable, Sendable {
    public var segments: [StringSegment]
    public var range: SourceRange
    public var isMultiline: Bool
    /// Whether the literal misses its closing quote (reported by the lexer): what it was meant to be is unknown, so
    /// it is not also reported as a value of the wrong type.
    public var isUnterminated = false
    /// Whether the lexer reported an error in it with a fix-it (single quotes `'k'`, a raw `#"k"#`, a one-line
    /// `"""k"""`): no other fix-it may then replace the literal, as the two would overlap.
    public var hasLexicalFixIt = false

    /// The text when the literal has no interpolation.
    public var plainText: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }

    /// The text with every interpolation written back as `\(name)`.
    public var textWithInterpolations: String {
        // Most literals are one piece of text: no joining then.
        if segments.count == 1, case .text(let text) = segments[0] { return text }
        return segments.map { segment in
            switch segment {
            case .text(let text): text
            case .interpolation(let name, _): "\\(\(name))"
            case .brokenInterpolation: ""
            }
        }.joined()
    }
}

/// An RGBA colour literal.
public struct ColorLiteral: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// `.name` or `.name(arguments)`.
public struct EnumCaseSyntax: Sendable {
    /// The case name without the dot; its range includes the dot.
    public var name: Identifier
    public var arguments: [ArgumentSyntax]?
    public var range: SourceRange
}

/// `[label:] value` inside `.case(...)`.
public struct ArgumentSyntax: Sendable {
    public var label: Identifier?
    public var value: ValueSyntax
    public var range: SourceRange
}

/// A value as written (spec §3); its meaning depends on the property it is given to.
/// Not `indirect`: the recursive cases hold arrays, which are references already, so no value
/// needs a box of its own.
public enum ValueSyntax: Sendable {
    case string(StringLiteralSyntax)
    case integer(Int64, SourceRange)
    case decimal(Double, SourceRange)
    case color(ColorLiteral, SourceRange)
    case bool(Bool, SourceRange)
    /// A bare identifier: always a reference to a declaration or action.
    case reference(Identifier)
    case enumCase(EnumCaseSyntax)
    case list([ValueSyntax], SourceRange)
    /// Nothing usable was written; a diagnostic has already been reported.
    case missing(SourceRange)

    public var range: SourceRange {
        switch self {
        case .string(let literal): literal.range
        case .integer(_, let range), .decimal(_, let range), .color(_, let range), .bool(_, let range),
            .list(_, let range), .missing(let range):
            range
        case .reference(let name): name.range
        case .enumCase(let enumCase): enumCase.range
        }
    }

    /// A short description of the value's form, for "cannot convert" diagnostics.
    public var formDescription: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .decimal: "decimal"
        case .color: "colour"
        case .bool: "Bool"
        case .reference: "reference"
        case .enumCase(let enumCase): "'.\(enumCase.name.text)'"
        case .list: "list"
        case .missing: "missing value"
        }
    }
}
