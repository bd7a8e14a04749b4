/// What an attribute list is attached to.
enum AttributeTarget {
    case theme
    case page
    case actionSet
    case alert
    case `import`
    case action
    case field
    case property
    case use

    var description: String {
        switch self {
        case .theme: "a theme"
        case .page: "a page"
        case .actionSet: "an action set"
        case .alert: "an alert"
        case .import: "an import"
        case .action: "an action"
        case .field: "a field"
        case .property: "a property"
        case .use: "a 'use'"
        }
    }

    var allowsDeprecated: Bool { [.theme, .page, .actionSet, .alert].contains(self) }
}

/// The meaning of a valid attribute list.
struct CheckedAttributes {
    /// The `@deprecated` message: `""` without one, `nil` when absent.
    var deprecated: String?
    /// The range of `@default`, when present and valid.
    var defaultAttribute: SourceRange?
}

extension Analysis {
    static let knownAttributes = ["default", "deprecated"]

    /// Checks `@default` / `@deprecated` (spec §2): unknown, repeated and misplaced attributes and
    /// bad arguments are errors.
    /// Inlined: most members have no attribute, and are done with one test instead of a call.
    @inline(__always)
    mutating func checkAttributes(_ prefix: DeclarationPrefix, on target: AttributeTarget) -> CheckedAttributes {
        if prefix.attributes.isEmpty { return CheckedAttributes() }
        return checkAttributeList(prefix, on: target)
    }

    private mutating func checkAttributeList(_ prefix: DeclarationPrefix, on target: AttributeTarget)
        -> CheckedAttributes
    {
        var result = CheckedAttributes()
        var seen: [String: SourceRange] = [:]
        for attribute in prefix.attributes {
            let name = attribute.name.text
            guard Self.knownAttributes.contains(name) else {
                var notes: [DiagnosticNote] = []
                var fixIts: [FixIt] = []
                if name == "available" {
                    // Swift's `@available(*, deprecated, message: "…")`: the language's own attribute says it.
                    notes.append(
                        DiagnosticNote("a deprecation is written '@deprecated' or '@deprecated(\"message\")'", at: nil))
                    // The parser keeps a deprecation's message; a plain one is written back as the language's.
                    if let message = attribute.argument?.plainText,
                        !message.utf8.contains(where: {
                            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F
                        })
                    {
                        fixIts.append(FixIt(range: attribute.range, replacement: "@deprecated(\"\(message)\")"))
                    }
                } else if let suggestion = suggester.suggestion(for: name, among: Self.knownAttributes) {
                    notes.append(DiagnosticNote("did you mean '@\(suggestion)'?", at: attribute.name.range))
                    fixIts.append(FixIt(range: attribute.name.range, replacement: "@\(suggestion)"))
                }
                diagnostics.error(
                    .unknownAttribute, "unknown attribute '@\(name)'", at: attribute.name.range, notes: notes,
                    fixIts: fixIts)
                continue
            }
            if let first = seen[name] {
                diagnostics.error(
                    .duplicateAttribute, "duplicate attribute '@\(name)'", at: attribute.name.range,
                    notes: [DiagnosticNote("'@\(name)' first written here", at: first)])
                continue
            }
            seen[name] = attribute.name.range
            switch name {
            case "default":
                guard target == .theme else {
                    diagnostics.error(
                        .misplacedAttribute, "'@default' can only be applied to a theme, not to \(target.description)",
                        at: attribute.name.range)
                    continue
                }
                if let argument = attribute.argument {
                    diagnostics.error(
                        .invalidAttributeArgument, "'@default' takes no arguments", at: argument.range)
                }
                result.defaultAttribute = attribute.name.range
            default:
                guard target.allowsDeprecated else {
                    diagnostics.error(
                        .misplacedAttribute, "'@deprecated' cannot be applied to \(target.description)",
                        at: attribute.name.range)
                    continue
                }
                if let argument = attribute.argument {
                    result.deprecated = plainString(argument, what: "an attribute message")
                } else {
                    result.deprecated = ""
                }
            }
        }
        return result
    }

    /// Warns about a reference to a deprecated declaration (spec §2: a warning, never an error).
    mutating func warnIfDeprecated(_ index: Int, _ kind: NamespaceKind, at range: SourceRange) {
        guard let message = table.deprecation(index, kind) else { return }
        let name = table.entries(kind)[index].name.text
        let suffix = message.isEmpty ? "" : ": \(message)"
        diagnostics.warning(.deprecatedReference, "\(kind.noun) '\(name)' is deprecated\(suffix)", at: range)
    }
}
