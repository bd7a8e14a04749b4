/// "Did you mean" hints: the candidate closest to a misspelt name by edit distance.
///
/// A candidate is suggested when its distance (Levenshtein, with an adjacent transposition
/// counting as one edit, so `Nigth` means `Night`) is at most a third of the longer name's
/// length, at least 1, and smaller than the misspelt name's length. A candidate that differs only
/// in case always qualifies. Ties go to the earliest candidate (program or schema order).
///
/// Comparing every unknown name with every declared one could be quadratic in a large program
/// full of misspellings, so the search draws on a fixed budget of comparison cells for the whole
/// analysis; once it is spent, later unknown names get no hint. The budget is spent in program
/// order, so the output stays deterministic.
struct Suggester {
    static let cellBudget = 20_000_000
    private var remainingCells = Suggester.cellBudget

    mutating func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.utf8)
        let lowered = name.lowercased()
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            // Every candidate looked at costs at least one cell, so the budget bounds the scan too.
            guard remainingCells > 0 else { return best?.name }
            remainingCells -= 1
            let other = Array(candidate.utf8)
            let limit = max(1, max(target.count, other.count) / 3)
            if other.count == target.count, candidate.lowercased() == lowered {
                if best == nil || best!.distance > 0 { best = (0, candidate) }
                continue
            }
            guard abs(target.count - other.count) <= limit else { continue }
            let cost = (target.count + 1) * (other.count + 1)
            guard remainingCells >= cost else { return best?.name }
            remainingCells -= cost
            guard let distance = EditDistance.optimalStringAlignment(target, other, limit: limit),
                distance < target.count
            else { continue }
            if best == nil || distance < best!.distance { best = (distance, candidate) }
        }
        return best?.name
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

/// Lists for messages: `'a', 'b' or 'c'`.
enum Wording {
    static func list(_ items: [String], conjunction: String = "or") -> String {
        let quoted = items.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }

    static func cases(_ names: [String]) -> String {
        list(names.map { ".\($0)" })
    }

    /// A number as written in messages: integers without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
