/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A stable identifier for one kind of diagnostic, shown as `[code]` and documented in
/// `docs/diagnostics.md`. Codes never change meaning once released.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

/// A suggested edit: replace `range` with `replacement`.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, usually pointing somewhere else.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange?) {
        self.message = message
        self.range = range
    }
}

/// One problem found in the program.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// Where the problem is; `nil` only for problems that belong to no file (such as a missing input).
    public var range: SourceRange?
    /// A path to show when `range` is `nil` (an unreadable input file, say).
    public var path: String?
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]

    public init(
        _ severity: Severity,
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange?,
        path: String? = nil,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.path = path
        self.notes = notes
        self.fixIts = fixIts
    }
}
