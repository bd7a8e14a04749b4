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

    /// The position in `allCases`, for tables indexed by kind.
    var ordinal: Int {
        switch self {
        case .theme: 0
        case .page: 1
        case .actionSet: 2
        case .alert: 3
        }
    }

    /// The namespace of a declaration of `kind`; `nil` for imports, which have none.
    init?(_ kind: DeclarationKind) {
        switch kind {
        case .import: return nil
        case .theme: self = .theme
        case .page: self = .page
        case .actions: self = .actionSet
        case .alert: self = .alert
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
///
/// It keeps only what lookups and the theme and page passes read, not the declaration's syntax: the table holds an
/// entry for every alert of the program while the trees are still whole.
struct DeclarationEntry {
    var name: Identifier
    /// `: Parent` of a theme or page, and the range of the whole clause.
    var parent: Identifier?
    var parentClauseRange: SourceRange?
    var doc: String?
    /// The `@deprecated` message (`""` without one), `nil` when not deprecated.
    var deprecated: String?
    /// The `@default` attribute, for themes that have it.
    var defaultAttribute: SourceRange?
}

/// One namespace per kind of declaration, in program order. Later declarations of a name are
/// reported and left out, so every lookup finds the first one.
struct DeclarationTable {
    /// The entries and the index by name of each kind, by ``NamespaceKind/ordinal``.
    private var lists = [[DeclarationEntry]](repeating: [], count: NamespaceKind.allCases.count)
    private var indices = [NameIndex](repeating: NameIndex(), count: NamespaceKind.allCases.count)

    func entries(_ kind: NamespaceKind) -> [DeclarationEntry] { lists[kind.ordinal] }

    func index(of name: String, _ kind: NamespaceKind) -> Int? { indices[kind.ordinal][name] }

    func entry(_ name: String, _ kind: NamespaceKind) -> DeclarationEntry? {
        index(of: name, kind).map { lists[kind.ordinal][$0] }
    }

    /// The `@deprecated` message of an entry (`""` without one), `nil` when it is not deprecated.
    func deprecation(_ index: Int, _ kind: NamespaceKind) -> String? { lists[kind.ordinal][index].deprecated }

    /// Room for `counts` declarations of each kind (by ``NamespaceKind/ordinal``).
    mutating func reserveCapacity(_ counts: [Int]) {
        for (list, count) in counts.enumerated() {
            lists[list].reserveCapacity(count)
            indices[list].reserveCapacity(count)
        }
    }

    /// Adds a declaration, or returns the earlier one of that name.
    /// The name is hashed once (every declaration of a program comes here).
    /// Taken over, not copied into the list.
    mutating func add(_ entry: consuming DeclarationEntry, as kind: NamespaceKind) -> DeclarationEntry? {
        let list = kind.ordinal
        if let existing = indices[list].insertIfAbsent(entry.name.text, value: lists[list].count) {
            return lists[list][existing]
        }
        lists[list].append(entry)
        return nil
    }
}

extension DeclarationTable {
    /// Forgets a rejected second `@default`, so only the first one counts.
    mutating func clearDefault(_ name: String) {
        guard let index = index(of: name, .theme) else { return }
        lists[NamespaceKind.theme.ordinal][index].defaultAttribute = nil
    }
}
