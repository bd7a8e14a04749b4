/// The kinds of top-level declarations that have a namespace (spec §2).
enum NamespaceKind: CaseIterable {
    case theme
    case page
    case actionSet
    case alert

    var noun: String {
        switch self {
        case .theme: "theme"
        case .page: "page"
        case .actionSet: "action set"
        case .alert: "alert"
        }
    }

    var article: String { self == .alert || self == .actionSet ? "an \(noun)" : "a \(noun)" }

    var unknownCode: DiagnosticCode? {
        switch self {
        case .theme: .unknownTheme
        case .page: .unknownPage
        case .actionSet: .unknownActionSet
        // Unknown `after` names are the scheduling checker's.
        case .alert: nil
        }
    }
}

/// One declaration that owns its name: the first in program order with that name.
struct DeclarationEntry {
    var syntax: DeclarationSyntax
    var name: Identifier
    /// The `@deprecated` message (`""` without one), `nil` when not deprecated.
    var deprecated: String?
    /// The `@default` attribute, for themes that have it.
    var defaultAttribute: SourceRange?
}

/// One namespace per kind of declaration, in program order. Later declarations of a name are
/// reported and left out, so every lookup finds the first one.
struct DeclarationTable {
    private(set) var entries: [NamespaceKind: [DeclarationEntry]] = [:]
    private var indices: [NamespaceKind: [String: Int]] = [:]

    func entries(_ kind: NamespaceKind) -> [DeclarationEntry] { entries[kind] ?? [] }

    func index(of name: String, _ kind: NamespaceKind) -> Int? { indices[kind]?[name] }

    func entry(_ name: String, _ kind: NamespaceKind) -> DeclarationEntry? {
        index(of: name, kind).map { entries[kind]![$0] }
    }

    func names(_ kind: NamespaceKind) -> [String] { entries(kind).map(\.name.text) }

    /// Adds a declaration, or returns the earlier one of that name.
    mutating func add(_ entry: DeclarationEntry, as kind: NamespaceKind) -> DeclarationEntry? {
        if let existing = indices[kind]?[entry.name.text] { return entries[kind]![existing] }
        indices[kind, default: [:]][entry.name.text] = entries[kind, default: []].count
        entries[kind, default: []].append(entry)
        return nil
    }
}

extension DeclarationTable {
    /// Forgets a rejected second `@default`, so only the first one counts.
    mutating func clearDefault(_ name: String) {
        guard let index = index(of: name, .theme) else { return }
        entries[.theme]![index].defaultAttribute = nil
    }
}
