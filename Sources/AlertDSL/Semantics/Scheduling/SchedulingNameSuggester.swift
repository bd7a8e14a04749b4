extension SchedulingChecker {
    /// Finds the declared name closest to a misspelt one, for "did you mean" hints, by the rule of every other
    /// hint (`Suggester`, `SuggestionBudget`).
    ///
    /// Scheduling may see 100,000 alerts, so candidates are bucketed by length (only lengths that can qualify
    /// are looked at) and answers are cached per misspelt name.
    struct NameSuggester {
        private let names: [String]
        /// Each name's bytes and the candidate indices by byte length (in declaration order),
        /// built at the first misspelt name: most programs have none.
        private var lengthIndex: (bytes: [[UInt8]], indicesByLength: [Int: [Int]])?
        /// The best two candidates per misspelt name: two, so that excluding one name (an
        /// alert's own) still leaves an answer.
        private var cache: [String: [Int]] = [:]
        private var budget = SuggestionBudget()

        init(names: [String]) {
            self.names = names
        }

        /// The closest declared name to `name`, other than `excluded`.
        mutating func suggestion(for name: String, excluding excluded: String? = nil) -> String? {
            let best: [Int]
            if let cached = cache[name] {
                best = cached
            } else {
                best = closestTwo(to: name)
                cache[name] = best
            }
            for index in best where names[index] != excluded { return names[index] }
            return nil
        }

        private mutating func builtLengthIndex() -> (bytes: [[UInt8]], indicesByLength: [Int: [Int]]) {
            if let lengthIndex { return lengthIndex }
            let bytes = names.map { Array($0.utf8) }
            var byLength: [Int: [Int]] = [:]
            for (index, name) in bytes.enumerated() { byLength[name.count, default: []].append(index) }
            lengthIndex = (bytes, byLength)
            return (bytes, byLength)
        }

        private mutating func closestTwo(to name: String) -> [Int] {
            let (bytes, indicesByLength) = builtLengthIndex()
            let target = MisspeltName(name)
            let count = target.bytes.count
            var found: [(rank: Int, index: Int)] = []
            var length = max(0, count - max(1, count / 3))
            // Longer candidates qualify while the length difference alone is within the limit.
            while length <= count || length - count <= max(1, length / 3) {
                defer { length += 1 }
                for index in indicesByLength[length] ?? [] {
                    switch budget.rank(bytes[index], for: target) {
                    case .spent: return found.map(\.index)
                    case .unqualified: continue
                    case .qualifies(let rank):
                        found.append((rank, index))
                        found.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
                        if found.count > 2 { found.removeLast() }
                    }
                }
            }
            return found.map(\.index)
        }
    }
}
