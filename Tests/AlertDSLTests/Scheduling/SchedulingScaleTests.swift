import AlertDSL
import Testing

/// Programs far larger than any real one: every check must stay linear and must not recurse,
/// so these finish quickly and do not overflow the stack. They are deliberately not timed.
@Suite("Scheduling: large programs")
struct SchedulingScaleTests {
    static let size = 100_000

    /// `a0` after `a1` after … after `a99999`: nothing wrong, and the deepest possible
    /// dependency chain for the component search.
    @Test func longChainHasNoDiagnostics() {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size {
            fixture.alert("a\(index)", after: index + 1 < Self.size ? ["a\(index + 1)"] : [])
        }
        #expect(fixture.diagnostics().isEmpty)
    }

    @Test func longCycleIsOneDiagnosticNamingEveryAlert() throws {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size { fixture.alert("a\(index)", after: ["a\((index + 1) % Self.size)"]) }
        let diagnostics = fixture.diagnostics()
        try #require(diagnostics.count == 1)
        let cycle = diagnostics[0]
        #expect(cycle.code == .dependencyCycle)
        #expect(cycle.range == fixture.input.alerts[0].after[0].range)
        #expect(cycle.message.hasPrefix("dependency cycle: a0 → a1 → a2 → "))
        #expect(cycle.message.hasSuffix(" → a99998 → a99999 → a0"))
        #expect(cycle.message.components(separatedBy: " → ").count == Self.size + 1)
        // A note at every other edge of the cycle, in cycle order.
        #expect(cycle.notes.count == Self.size - 1)
        #expect(cycle.notes.first?.message == "'a1' depends on 'a2' here")
        #expect(cycle.notes.last?.message == "'a99999' depends on 'a0' here")
    }

    /// Each alert also waits on `a0`: one group, printed along the ring, with a note at every
    /// other edge: the rest of the ring first, then the entries off it.
    @Test func denseGroupHasANoteAtEveryOtherEdge() throws {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size {
            fixture.alert("a\(index)", after: ["a\((index + 1) % Self.size)", "a0"].filter { $0 != "a\(index)" })
        }
        let diagnostics = fixture.diagnostics()
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].message.hasSuffix(" → a99999 → a0"))
        // The ring's other edges, then every `a0` entry (`a0` has none of its own; the last
        // alert has two) except the one that closes the printed ring.
        #expect(diagnostics[0].notes.count == (Self.size - 1) + (Self.size - 1))
        #expect(diagnostics[0].notes.first?.message == "'a1' depends on 'a2' here")
        #expect(diagnostics[0].notes[Self.size - 1].message == "'a1' depends on 'a0' here")
    }

    /// A chain leading into a two-alert cycle: every alert of the chain is blocked.
    @Test func longChainIntoACycleBlocksEveryAlert() {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size {
            fixture.alert("a\(index)", after: [index + 1 < Self.size ? "a\(index + 1)" : "a\(index - 1)"])
        }
        let diagnostics = fixture.diagnostics()
        #expect(diagnostics.filter { $0.code == .dependencyCycle }.count == 1)
        let blocked = diagnostics.filter { $0.code == .blockedByDependencyCycle }
        #expect(blocked.count == Self.size - 2)
        #expect(
            blocked.first?.message
                == "'a0' can never show: it waits on 'a1', which waits on the dependency cycle a99998 → a99999 → a99998"
        )
    }

    @Test func deepPageChainSharesOneDomain() {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size { fixture.page("P\(index)", index == 0 ? nil : "P\(index - 1)") }
        fixture.alert("top", page: "P0", priority: 1, exclusive: "cover")
        fixture.alert("bottom", page: "P\(Self.size - 1)", priority: 0, after: ["top"])
        fixture.alert("middle", page: "P\(Self.size / 2)", priority: 2, exclusive: "hide", after: ["bottom"])
        #expect(fixture.diagnostics().isEmpty)
    }

    @Test func longPageCycleIsOneDiagnostic() throws {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size { fixture.page("P\(index)", "P\((index + 1) % Self.size)") }
        fixture.alert("a", page: "P7", exclusive: "cover")
        let diagnostics = fixture.diagnostics()
        try #require(diagnostics.count == 1)
        #expect(diagnostics[0].code == .pageCycle)
        #expect(diagnostics[0].range == fixture.input.pages[0].parentRange)
        #expect(diagnostics[0].message.hasSuffix(" → P99999 → P0"))
    }

    /// Every alert names a different unknown alert that is one edit from many declared
    /// names; the suggestion budget keeps this from turning quadratic.
    @Test func manyMisspellingsStayBounded() {
        var fixture = SchedulingFixture()
        for index in 0..<Self.size { fixture.alert("alert\(index)", after: ["alert\(index)x"]) }
        let diagnostics = fixture.diagnostics()
        #expect(diagnostics.count == Self.size)
        #expect(diagnostics.allSatisfy { $0.code == .unknownDependency })
        #expect(diagnostics[0].message == "unknown alert 'alert0x'")
        #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'alert1'?"])
    }
}
