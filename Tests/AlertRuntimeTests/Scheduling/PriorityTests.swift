import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Scheduler: selection order")
struct PriorityTests {
    @Test func immediateAlertShowsAtOnce() throws {
        var h = try Harness()
        #expect(try h.add("a") == ["show a"])
        #expect(h.state("a") == .showing)
    }

    @Test func oneAlertAtATimePerDomain() throws {
        var h = try Harness()
        try h.add("a")
        #expect(try h.add("b") == [])
        #expect(h.state("b") == .ready)
        #expect(try h.end("a") == ["dismiss a", "show b"])
        #expect(h.state("a") == .ended)
        #expect(h.state("b") == .showing)
    }

    @Test func queuedAlertsShowByPriorityDescending() throws {
        var h = try Harness()
        try h.add("first")
        try h.add("low", priority: 1)
        try h.add("high", priority: 5)
        try h.add("negative", priority: -2)
        #expect(try h.end("first") == ["dismiss first", "show high"])
        #expect(try h.end("high") == ["dismiss high", "show low"])
        #expect(try h.end("low") == ["dismiss low", "show negative"])
    }

    @Test func priorityTiesKeepDeclarationOrder() throws {
        var h = try Harness()
        try h.add("blocker", order: 0)
        try h.add("declaredLater", order: 7)
        try h.add("declaredEarlier", order: 3)
        #expect(try h.end("blocker") == ["dismiss blocker", "show declaredEarlier"])
    }

    @Test func instancesOfOneAlertKeepEnqueueOrder() throws {
        var h = try Harness()
        try h.add("blocker")
        try h.add("d1", alert: "delete", order: 2)
        try h.add("d2", alert: "delete", order: 2)
        #expect(try h.end("blocker") == ["dismiss blocker", "show d1"])
        #expect(try h.end("d1") == ["dismiss d1", "show d2"])
    }

    @Test func higherPriorityWithoutExclusiveWaits() throws {
        var h = try Harness()
        try h.add("a", priority: 0)
        #expect(try h.add("urgent", priority: 100) == [])
        #expect(try h.end("a") == ["dismiss a", "show urgent"])
    }

    @Test func deferredAlertWaitsUntilMarkedReady() throws {
        var h = try Harness()
        #expect(try h.add("d", ready: .deferred) == [])
        #expect(h.state("d") == .prepared)
        #expect(try h.ready("d") == ["show d"])
    }

    @Test func deferredAlertDoesNotBlockLowerReadyOnes() throws {
        var h = try Harness()
        try h.add("d", priority: 10, ready: .deferred)
        #expect(try h.add("r", priority: 1) == ["show r"])
        #expect(try h.ready("d") == [])
        #expect(h.state("d") == .ready)
        #expect(try h.end("r") == ["dismiss r", "show d"])
    }

    @Test func deferredAlertMarkedReadyWhileAnotherShowsWaitsItsTurn() throws {
        var h = try Harness()
        try h.add("a")
        try h.add("d", ready: .deferred)
        #expect(try h.ready("d") == [])
        #expect(try h.end("a") == ["dismiss a", "show d"])
    }

    @Test func cancelledAlertNeverShows() throws {
        var h = try Harness()
        try h.add("a")
        try h.add("b")
        #expect(try h.cancel("b") == [])
        #expect(h.state("b") == .ended)
        #expect(try h.end("a") == ["dismiss a"])
    }

    @Test func lowerAlertNeverOvertakesTheFirstCandidate() throws {
        // `top` is first in order but may not cover; `coverer` may, yet does not jump the queue.
        var h = try Harness()
        try h.add("shown", priority: 5)
        try h.add("top", priority: 10)
        #expect(try h.add("coverer", priority: 8, exclusive: .cover) == [])
        #expect(try h.end("shown") == ["dismiss shown", "show top"])
        #expect(try h.end("top") == ["dismiss top", "show coverer"])
    }

    @Test func sameOperationsGiveTheSameLog() throws {
        func run() throws -> [String] {
            var h = try Harness(visible: "Tabs", "Home")
            var log: [String] = []
            log += try h.add("t", priority: 1, page: "Tabs")
            log += try h.add("h", priority: 3, exclusive: .hide, page: "Home")
            log += try h.add("w", priority: 2)
            log += try h.add("x", priority: 9, exclusive: .cover)
            log += try h.disappear("Home")
            log += try h.end("x")
            log += try h.appear("Home")
            log += try h.end("h")
            return log
        }
        let first = try run()
        #expect(
            first == [
                "show t", "hide t", "show h", "show w", "show x", "hide h", "dismiss x", "restore h", "dismiss h",
                "restore t",
            ])
        #expect(try run() == first)
    }
}
