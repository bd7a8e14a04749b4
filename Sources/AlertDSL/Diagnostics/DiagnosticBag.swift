/// Collects diagnostics from every phase of a compilation.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var errorCount = 0
    public private(set) var warningCount = 0

    public init() {}

    public var hasErrors: Bool { errorCount > 0 }

    public mutating func append(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        diagnostics.append(diagnostic)
    }

    /// Drops the diagnostics appended since the bag held `count` of them (a parser backing out of a lookahead), or
    /// those of them that `shouldRemove` picks.
    public mutating func removeDiagnostics(
        from count: Int, where shouldRemove: (Diagnostic) -> Bool = { _ in true }
    ) {
        guard count < diagnostics.count else { return }
        var kept = count
        for index in count..<diagnostics.count {
            let diagnostic = diagnostics[index]
            guard shouldRemove(diagnostic) else {
                diagnostics.swapAt(kept, index)
                kept += 1
                continue
            }
            switch diagnostic.severity {
            case .error: errorCount -= 1
            case .warning: warningCount -= 1
            case .note: break
            }
        }
        diagnostics.removeSubrange(kept...)
    }

    /// Where the last diagnostics that start at or after `offset` begin: the index of the first of them (`count`
    /// when the last starts before it). Read in place, from the end, so a parser asking about what it read last
    /// looks at those only, however many the file has.
    public func startOfTrailing(from offset: Int) -> Int {
        var index = diagnostics.endIndex
        while index > diagnostics.startIndex, let start = diagnostics[index - 1].range?.start, start >= offset {
            index -= 1
        }
        return index
    }

    public mutating func append(contentsOf other: DiagnosticBag) {
        for diagnostic in other.diagnostics { append(diagnostic) }
    }

    public mutating func error(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange?,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        append(Diagnostic(.error, code, message, at: range, notes: notes, fixIts: fixIts))
    }

    public mutating func warning(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange?,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        append(Diagnostic(.warning, code, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Turns every warning into an error (`--werror`).
    public mutating func promoteWarningsToErrors() {
        for index in diagnostics.indices where diagnostics[index].severity == .warning {
            diagnostics[index].severity = .error
        }
        errorCount += warningCount
        warningCount = 0
    }

    /// The diagnostics in a stable order: by file (in the given order), then position, then
    /// the order they were found in. Output never depends on which phase ran first.
    public func sorted(fileOrder: (FileID) -> Int) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = sortKey(lhs.element, fileOrder)
            let right = sortKey(rhs.element, fileOrder)
            return (left.file, left.start, lhs.offset) < (right.file, right.start, rhs.offset)
        }.map(\.element)
    }

    private func sortKey(_ diagnostic: Diagnostic, _ fileOrder: (FileID) -> Int) -> (file: Int, start: Int) {
        guard let range = diagnostic.range else { return (-1, 0) }
        return (fileOrder(range.file), range.start)
    }
}
