import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Scheduler: after")
struct DependencyTests {
    @Test func waitsWhileTheDependencyIsQueuedEvenIfNotReady() throws {
        var h = try Harness()
        try h.add("a", ready: .deferred)
        #expect(try h.add("b", after: ["a"]) == [])
        #expect(h.state("b") == .ready)
        #expect(try h.ready("a") == ["show a"])
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }

    @Test func waitsWhileTheDependencyShows() throws {
        var h = try Harness()
        try h.add("a")
        try h.add("b", priority: 50, exclusive: .cover, after: ["a"])
        #expect(h.state("b") == .ready)
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }

    @Test func dependencyOutranksAHigherPriorityDependent() throws {
        var h = try Harness()
        try h.add("blocker")
        try h.add("b", priority: 9, after: ["a"])
        try h.add("a", priority: 1)
        #expect(try h.end("blocker") == ["dismiss blocker", "show a"])
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }

    /// An instance never holds itself back, however often a malformed catalog lists the alert's own name in its
    /// `after` (alertc refuses naming the alert itself).
    @Test func anAlertListingItselfTwiceStillShows() throws {
        var h = try Harness()
        #expect(try h.add("a", after: ["a", "a"]) == ["show a"])
    }

    @Test func dependencyNeverEnqueuedDoesNotHoldBack() throws {
        var h = try Harness()
        #expect(try h.add("b", after: ["neverShown"]) == ["show b"])
    }

    @Test func cancelledDependencyReleasesTheDependent() throws {
        var h = try Harness()
        try h.add("a", ready: .deferred)
        try h.add("b", after: ["a"])
        #expect(try h.cancel("a") == ["show b"])
    }

    @Test func everyInstanceOfTheDependencyCounts() throws {
        var h = try Harness()
        try h.add("a1", alert: "a")
        try h.add("a2", alert: "a")
        try h.add("b", priority: 5, after: ["a"])
        #expect(try h.end("a1") == ["dismiss a1", "show a2"])
        #expect(try h.end("a2") == ["dismiss a2", "show b"])
    }

    @Test func hiddenDependencyStillHoldsBack() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("a", page: "Home")
        try h.add("b", after: ["a"], page: "Tabs")
        #expect(try h.disappear("Home") == ["hide a"])
        #expect(h.state("a") == .hidden)
        #expect(h.state("b") == .ready)
        try h.appear("Home")
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }

    @Test func dependencyInAnUnrelatedDomainHasNoEffect() throws {
        var h = try Harness(visible: "Home", "Profile")
        try h.add("a", page: "Home")
        #expect(try h.add("sibling", after: ["a"], page: "Profile") == ["show sibling"])
        #expect(try h.add("appWide", after: ["a"]) == ["show appWide"])
    }

    @Test func dependencyInAnAncestorPageHolds() throws {
        var h = try Harness(visible: "Tabs", "Home", "Detail")
        try h.add("a", page: "Tabs")
        #expect(try h.add("b", after: ["a"], page: "Detail") == [])
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }
}
