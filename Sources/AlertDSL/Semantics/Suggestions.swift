/// "Did you mean" hints: the candidate closest to a misspelt name by edit distance.
///
/// A candidate is suggested when its distance (Levenshtein, with an adjacent transposition counting as one edit,
/// so `Nigth` means `Night`) is at most a third of the longer name's length, at least 1, and smaller than the
/// misspelt name's length, so a one-letter name never "means" another. A candidate that differs only in case
/// always qualifies and beats every real edit. Ties go to the earliest candidate (program or schema order).
/// Identifiers are ASCII (spec §1), so names are compared as bytes.
///
/// Comparing every unknown name with every declared one could be quadratic in a large program full of
/// misspellings, so each search draws on a fixed budget of comparison cells (`SuggestionBudget`): once it is
/// spent, later unknown names get no hint. The budget is spent in program order, so the output stays
/// deterministic. Analysis searches the names of the context (`Suggester`); the scheduling checks, which may see
/// 100,000 alerts, index theirs by length (`SchedulingChecker.NameSuggester`). Both rank with `SuggestionBudget`.
struct Suggester {
    private var budget = SuggestionBudget()

    mutating func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let target = MisspeltName(name)
        var best: (rank: Int, name: String)?
        for candidate in candidates {
            switch budget.rank(Array(candidate.utf8), for: target) {
            case .spent: return best?.name
            case .unqualified: continue
            case .qualifies(let rank): if best == nil || rank < best!.rank { best = (rank, candidate) }
            }
        }
        return best?.name
    }
}

/// A misspelt name as a suggestion search compares it: its bytes and their lower case.
struct MisspeltName {
    let bytes: [UInt8]
    let lowered: [UInt8]

    init(_ name: String) {
        bytes = Array(name.utf8)
        lowered = MisspeltName.lowercased(bytes)
    }

    static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
    }
}

/// The rule every "did you mean" search applies (see `Suggester`), and the comparison cells it may still spend.
struct SuggestionBudget {
    static let cells = 20_000_000
    private var remaining = SuggestionBudget.cells

    enum Rank: Equatable {
        /// Lower is closer: -1 for a difference in case only, else the edit distance.
        case qualifies(Int)
        case unqualified
        /// The budget is spent: the search ends with what it has.
        case spent
    }

    /// How `candidate` ranks as a hint for `target`. Every candidate looked at costs a cell, so the budget
    /// bounds the scan however many candidates are left; an edit distance costs a cell per table entry.
    mutating func rank(_ candidate: [UInt8], for target: MisspeltName) -> Rank {
        guard remaining > 0 else { return .spent }
        remaining -= 1
        if candidate == target.bytes { return .unqualified }
        if candidate.count == target.bytes.count, MisspeltName.lowercased(candidate) == target.lowered {
            return .qualifies(-1)
        }
        let limit = max(1, max(target.bytes.count, candidate.count) / 3)
        guard abs(target.bytes.count - candidate.count) <= limit else { return .unqualified }
        let cost = (target.bytes.count + 1) * (candidate.count + 1)
        guard remaining >= cost else { return .spent }
        remaining -= cost
        guard let distance = EditDistance.optimalStringAlignment(target.bytes, candidate, limit: limit),
            distance < target.bytes.count
        else { return .unqualified }
        return .qualifies(distance)
    }
}

/// The edit distance behind every "did you mean" hint (semantic analysis and scheduling).
enum EditDistance {
    /// Optimal-string-alignment distance (Levenshtein with an adjacent transposition counting
    /// as one edit), or `nil` once it must exceed `limit` (every entry of a row is a lower bound).
    static func optimalStringAlignment(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
        if abs(lhs.count - rhs.count) > limit { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in 1...lhs.count {
            current[0] = row
            var rowMinimum = row
            for column in 1...rhs.count {
                let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
                var value = min(substitution, previous[column] + 1, current[column - 1] + 1)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    value = min(value, beforePrevious[column - 2] + 1)
                }
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let result = previous[rhs.count]
        return result <= limit ? result : nil
    }
}

/// "Did you mean" for tools outside analysis (`alertc simulate`'s script names alerts and pages): the closest of
/// `candidates` to `name` by the rule of `Suggester`, or `nil`.
public enum NameSuggestion {
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var suggester = Suggester()
        return suggester.suggestion(for: name, among: candidates)
    }

    /// `message`, with `; did you mean 'x'?` when a candidate is close to `name`, as clang words it in one line.
    public static func message(_ message: String, for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "\(message); did you mean '\($0)'?" } ?? message
    }
}
