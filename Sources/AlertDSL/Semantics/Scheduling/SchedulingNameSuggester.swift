extension SchedulingChecker {
    /// Finds the declared name closest to a misspelt one, for "did you mean" hints.
    ///
    /// Identifiers are ASCII (spec §1), so names are compared as bytes. A candidate is
    /// suggested when its edit distance is at most a third of the misspelt name's length (at
    /// least 1) and smaller than that length, so a one-letter name never "means" another.
    /// Ties go to the candidate declared first.
    ///
    /// A program with many distinct misspelt names could make the naive all-pairs search
    /// quadratic, so the search has a fixed budget of dynamic-programming cells for the whole
    /// check: once it is spent, later unknown names get no hint. The budget is spent in
    /// program order, so the output stays deterministic.
    struct NameSuggester {
        private let names: [String]
        private let bytes: [[UInt8]]
        /// Candidate indices by byte length, in declaration order, so only names whose length
        /// is within the allowed distance are compared at all.
        private let indicesByLength: [Int: [Int]]
        /// The best two candidates per misspelt name: two, so that one excluded name (an
        /// alert's own name) still leaves an answer.
        private var cache: [String: [Int]] = [:]
        private var remainingCells: Int

        static let cellBudget = 20_000_000

        init(names: [String]) {
            self.names = names
            self.bytes = names.map { Array($0.utf8) }
            var byLength: [Int: [Int]] = [:]
            for (index, name) in bytes.enumerated() { byLength[name.count, default: []].append(index) }
            self.indicesByLength = byLength
            self.remainingCells = Self.cellBudget
        }

        /// The closest declared name to `name`, other than `excluded`.
        mutating func suggestion(for name: String, excluding excluded: String? = nil) -> String? {
            let best: [Int]
            if let cached = cache[name] {
                best = cached
            } else {
                best = closestTwo(to: Array(name.utf8))
                cache[name] = best
            }
            for index in best where names[index] != excluded { return names[index] }
            return nil
        }

        private mutating func closestTwo(to target: [UInt8]) -> [Int] {
            let limit = max(1, target.count / 3)
            guard limit < target.count else { return [] }
            var found: [(distance: Int, index: Int)] = []
            for length in max(0, target.count - limit)...(target.count + limit) {
                for index in indicesByLength[length] ?? [] {
                    let cost = (target.count + 1) * (length + 1)
                    guard remainingCells >= cost else { return found.map(\.index) }
                    remainingCells -= cost
                    guard let distance = Self.distance(target, bytes[index], limit: limit) else { continue }
                    found.append((distance, index))
                    found.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
                    if found.count > 2 { found.removeLast() }
                }
            }
            return found.map(\.index)
        }

        /// Levenshtein distance, or `nil` once it must exceed `limit` (every entry of a row
        /// is a lower bound for the result).
        static func distance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
            if abs(lhs.count - rhs.count) > limit { return nil }
            if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
            var previous = Array(0...rhs.count)
            var current = [Int](repeating: 0, count: rhs.count + 1)
            for row in 1...lhs.count {
                current[0] = row
                var rowMinimum = row
                for column in 1...rhs.count {
                    let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
                    current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
                    rowMinimum = min(rowMinimum, current[column])
                }
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            let result = previous[rhs.count]
            return result <= limit ? result : nil
        }
    }
}
