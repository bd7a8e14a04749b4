extension SchedulingChecker {
    /// Finds the declared name closest to a misspelt one, for "did you mean" hints.
    ///
    /// The rules match the hints of the rest of semantic analysis: the distance is
    /// Levenshtein with an adjacent transposition counting as one edit (so `Nigth` means
    /// `Night`); a candidate qualifies when its distance is at most a third of the longer
    /// name's length (at least 1) and smaller than the misspelt name's length, so a
    /// one-letter name never "means" another; a candidate differing only in case always
    /// qualifies and beats the rest; ties go to the candidate declared first. Identifiers are
    /// ASCII (spec §1), so names are compared as bytes.
    ///
    /// Scheduling may see 100,000 alerts, so candidates are bucketed by length (only lengths
    /// that can qualify are looked at) and answers are cached per misspelt name. A program
    /// with many distinct misspellings could still make the search quadratic, so it draws
    /// on a fixed budget of comparison cells; once it is spent, later unknown names get no
    /// hint. The budget is spent in program order, so the output stays deterministic.
    struct NameSuggester {
        private let names: [String]
        /// Each name's bytes and the candidate indices by byte length (in declaration order),
        /// built at the first misspelt name: most programs have none.
        private var lengthIndex: (bytes: [[UInt8]], indicesByLength: [Int: [Int]])?
        /// The best two candidates per misspelt name: two, so that excluding one name (an
        /// alert's own) still leaves an answer.
        private var cache: [String: [Int]] = [:]
        private var remainingCells = NameSuggester.cellBudget

        static let cellBudget = 20_000_000

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
            let target = Array(name.utf8)
            let lowered = Self.lowercased(target)
            var found: [(distance: Int, index: Int)] = []
            func consider(_ distance: Int, _ index: Int) {
                found.append((distance, index))
                found.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
                if found.count > 2 { found.removeLast() }
            }
            var length = max(0, target.count - max(1, target.count / 3))
            // Longer candidates qualify while the length difference alone is within the limit.
            while length <= target.count || length - target.count <= max(1, length / 3) {
                defer { length += 1 }
                for index in indicesByLength[length] ?? [] {
                    let other = bytes[index]
                    // Every candidate looked at is charged, so a spent budget ends the search
                    // at once however many candidates are left.
                    guard remainingCells >= other.count + 1 else { return found.map(\.index) }
                    remainingCells -= other.count + 1
                    if other == target { continue }
                    if length == target.count, Self.lowercased(other) == lowered {
                        // Case-only differences rank before every real edit.
                        consider(-1, index)
                        continue
                    }
                    let limit = max(1, max(target.count, other.count) / 3)
                    guard abs(target.count - other.count) <= limit else { continue }
                    let cost = (target.count + 1) * (other.count + 1)
                    guard remainingCells >= cost else { return found.map(\.index) }
                    remainingCells -= cost
                    guard let distance = EditDistance.optimalStringAlignment(target, other, limit: limit),
                        distance < target.count
                    else {
                        continue
                    }
                    consider(distance, index)
                }
            }
            return found.map(\.index)
        }

        private static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
            bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        }
    }
}
