import Testing

@testable import AlertDSL

/// Analysis and the scheduling checks give the same "did you mean" hints: one rule (`SuggestionBudget`), two ways
/// of walking the candidates.
@Suite struct SuggestionTests {
    @Test func theRule() {
        var budget = SuggestionBudget()
        let target = MisspeltName("Nigth")
        #expect(budget.rank(Array("Night".utf8), for: target) == .qualifies(1))
        #expect(budget.rank(Array("nigth".utf8), for: target) == .qualifies(-1))
        #expect(budget.rank(Array("Nigth".utf8), for: target) == .unqualified)
        #expect(budget.rank(Array("Day".utf8), for: target) == .unqualified)
        // A one-letter name never means another.
        #expect(budget.rank(Array("y".utf8), for: MisspeltName("x")) == .unqualified)
    }

    @Test func aSpentBudgetEndsEverySearch() {
        var suggester = Suggester()
        let names = (0..<3000).map { "candidateName\($0)" }
        // Each search compares the 30-byte misspelling with every name: the budget runs out within a few hundred.
        var answered = 0
        for search in 0..<400 {
            if suggester.suggestion(for: "candidateNam\(search)x", among: names) != nil { answered += 1 }
        }
        #expect(answered > 0 && answered < 400)
    }

    /// Both searches agree on random names and misspellings of them (swapped, dropped, doubled or recased
    /// letters), with ties between equally close names resolved to the first.
    @Test func bothSearchesAgree() {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let letters = Array("abcdeHIJKLmnop".utf8)
        func word() -> [UInt8] { (0..<(1 + next(9))).map { _ in letters[next(letters.count)] } }
        for _ in 0..<200 {
            let names = (0..<(1 + next(30))).map { _ in String(decoding: word(), as: UTF8.self) }
            var scheduling = SchedulingChecker.NameSuggester(names: names)
            var analysis = Suggester()
            for _ in 0..<10 {
                var misspelt = Array(names[next(names.count)].utf8)
                let position = next(misspelt.count)
                switch next(4) {
                case 0 where position + 1 < misspelt.count: misspelt.swapAt(position, position + 1)
                case 1 where misspelt.count > 1: misspelt.remove(at: position)
                case 2: misspelt.insert(misspelt[position], at: position)
                default: misspelt[position] ^= 0x20
                }
                let name = String(decoding: misspelt, as: UTF8.self)
                #expect(
                    scheduling.suggestion(for: name) == analysis.suggestion(for: name, among: names),
                    "\(name) among \(names)")
            }
        }
    }
}
