import AlertDSL
import Testing

@Suite struct DiagnosticBagTests {
    private func range(_ start: Int) -> SourceRange { SourceRange(file: FileID(0), start: start, end: start + 1) }

    /// A parser backing out drops what it added since a count, all of it or what a test picks; what stays keeps
    /// its order, and the error and warning counts follow.
    @Test func removingDiagnosticsKeepsTheOthersInOrderAndRecounts() {
        var bag = DiagnosticBag()
        bag.error(.unexpectedCharacter, "a", at: range(0))
        bag.error(.unexpectedCharacter, "b", at: range(1))
        bag.warning(.unusedParameter, "c", at: range(2))
        bag.error(.invalidEscape, "d", at: range(3))
        bag.error(.unexpectedCharacter, "e", at: range(4))
        bag.error(.invalidEscape, "f", at: range(5))

        var picked = bag
        picked.removeDiagnostics(from: 1) { $0.code == .unexpectedCharacter }
        #expect(picked.diagnostics.map(\.message) == ["a", "c", "d", "f"])
        #expect(picked.errorCount == 3)
        #expect(picked.warningCount == 1)

        var all = bag
        all.removeDiagnostics(from: 2)
        #expect(all.diagnostics.map(\.message) == ["a", "b"])
        #expect(all.errorCount == 2)
        #expect(all.warningCount == 0)

        var none = bag
        none.removeDiagnostics(from: 6)
        #expect(none.diagnostics.count == 6)
    }

    /// The trailing diagnostics at or after an offset: found from the end, stopping at the first that starts before
    /// it (or has no place), so an earlier one further back is not counted.
    @Test func startOfTrailingFindsTheLastRunAtOrAfterAnOffset() {
        var bag = DiagnosticBag()
        #expect(bag.startOfTrailing(from: 0) == 0)
        bag.error(.unexpectedCharacter, "a", at: range(9))
        bag.error(.unexpectedCharacter, "b", at: range(2))
        bag.error(.unexpectedCharacter, "c", at: range(5))
        bag.error(.unexpectedCharacter, "d", at: range(7))
        #expect(bag.startOfTrailing(from: 5) == 2)
        #expect(bag.startOfTrailing(from: 6) == 3)
        #expect(bag.startOfTrailing(from: 8) == 4)
        #expect(bag.startOfTrailing(from: 0) == 0)
        bag.error(.inputUnreadable, "e", at: nil)
        #expect(bag.startOfTrailing(from: 0) == 5)
    }
}
