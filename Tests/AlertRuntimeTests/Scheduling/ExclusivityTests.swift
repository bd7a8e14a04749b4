import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Scheduler: cover and hide")
struct ExclusivityTests {
    @Test func coverShowsOnTopAndLeavesOthersVisible() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        #expect(try h.add("c", priority: 2, exclusive: .cover) == ["show c"])
        #expect(h.showing == ["a", "c"])
        #expect(try h.end("c") == ["dismiss c"])
        #expect(h.state("a") == .showing)
    }

    @Test func coverNeedsStrictlyGreaterPriority() throws {
        var h = try Harness()
        try h.add("a", priority: 2)
        #expect(try h.add("c", priority: 2, exclusive: .cover) == [])
        #expect(try h.add("hider", priority: 1, exclusive: .hide) == [])
    }

    @Test func coverMustBeatEveryShowingAlert() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("b", priority: 5, exclusive: .cover)
        #expect(try h.add("c", priority: 3, exclusive: .cover) == [])
        #expect(try h.add("d", priority: 6, exclusive: .cover) == ["show d"])
        #expect(h.showing == ["a", "b", "d"])
        #expect(try h.end("d") == ["dismiss d"])
        // Now `c` beats every alert still showing.
        #expect(try h.end("b") == ["dismiss b", "show c"])
    }

    @Test func hideTakesOthersOffScreenUntilItEnds() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("b", priority: 2, exclusive: .cover)
        #expect(try h.add("x", priority: 3, exclusive: .hide) == ["hide a", "hide b", "show x"])
        #expect(h.state("a") == .hidden)
        #expect(h.scheduler.instance("a")?.hiddenBy == ["x"])
        #expect(try h.end("x") == ["dismiss x", "restore a", "restore b"])
        #expect(h.showing == ["a", "b"])
    }

    /// The hidden alerts sit on different pages (`x`'s own first when looked up): events still go in the order the
    /// alerts showed.
    @Test func hideEventsAcrossPagesComeInTheOrderTheyShowed() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("t", priority: 1, page: "Tabs")
        #expect(try h.add("h", priority: 2, exclusive: .cover, page: "Home") == ["show h"])
        #expect(try h.add("x", priority: 3, exclusive: .hide, page: "Home") == ["hide t", "hide h", "show x"])
        #expect(try h.end("x") == ["dismiss x", "restore t", "restore h"])
    }

    @Test func queuedAlertWaitsForRestoredOnes() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("x", priority: 3, exclusive: .hide)
        try h.add("q", priority: 2)
        #expect(try h.end("x") == ["dismiss x", "restore a"])
        #expect(try h.end("a") == ["dismiss a", "show q"])
    }

    @Test func hiddenAlertComesBackOnlyWhenEveryHiderEnded() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("x", priority: 2, exclusive: .hide)
        #expect(try h.add("y", priority: 3, exclusive: .hide) == ["hide x", "show y"])
        #expect(h.scheduler.instance("a")?.hiddenBy == ["x", "y"])
        #expect(try h.end("x") == ["dismiss x"])
        #expect(h.state("a") == .hidden)
        #expect(try h.end("y") == ["dismiss y", "restore a"])
    }

    @Test func coverOverAHiderKeepsTheHiddenHidden() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("x", priority: 2, exclusive: .hide)
        #expect(try h.add("c", priority: 3, exclusive: .cover) == ["show c"])
        #expect(try h.end("c") == ["dismiss c"])
        #expect(h.state("a") == .hidden)
        #expect(try h.end("x") == ["dismiss x", "restore a"])
    }

    @Test func endingAHiddenAlertDismissesIt() throws {
        var h = try Harness()
        try h.add("a", priority: 1)
        try h.add("x", priority: 2, exclusive: .hide)
        #expect(try h.end("a") == ["dismiss a"])
        #expect(try h.end("x") == ["dismiss x"])
        #expect(h.showing == [])
    }

    /// `c` was enqueued before `a` but showed over it: hidden by `x`, the two come back in the order they showed,
    /// so a presenter that shows each `restore` on top puts `c` above `a` again (spec §7: the one above ends, the
    /// others come back; a restore in enqueue order put `a`, priority 1 and not exclusive, over `c`).
    @Test func hiddenAlertsComeBackInTheOrderTheyShowed() throws {
        var h = try Harness()
        try h.add("c", priority: 2, exclusive: .cover, ready: .deferred)
        try h.add("a", priority: 1)
        #expect(try h.ready("c") == ["show c"])
        #expect(try h.add("x", priority: 3, exclusive: .hide) == ["hide a", "hide c", "show x"])
        #expect(try h.end("x") == ["dismiss x", "restore a", "restore c"])
    }

    /// Likewise when their page disappears and appears again.
    @Test func alertsOfAReappearingPageComeBackInTheOrderTheyShowed() throws {
        var h = try Harness(visible: "Home")
        try h.add("c", priority: 2, exclusive: .cover, ready: .deferred, page: "Home")
        try h.add("a", priority: 1, page: "Home")
        #expect(try h.ready("c") == ["show c"])
        #expect(try h.disappear("Home") == ["hide a", "hide c"])
        #expect(try h.appear("Home") == ["restore a", "restore c"])
    }

    /// Rule 6 at depth: a `.hide` alert at the bottom of a tree 1,100 forks deep (each page's parent has another
    /// child) hides the alert at its root, and an ordinary alert there waits for it (rule 5). Deeper than 1,024
    /// levels, so finding the root from the bottom jumps over every power of two up to that.
    @Test func domainsReachTheRootOfADeepTree() throws {
        let depth = 1_100
        var pages = [PageDefinition(name: "p0")]
        for level in 1...depth {
            pages.append(PageDefinition(name: "p\(level)", parent: "p\(level - 1)"))
            pages.append(PageDefinition(name: "leaf\(level)", parent: "p\(level - 1)"))
        }
        var scheduler = AlertScheduler(pages: pages)
        _ = try scheduler.pageAppeared("p0")
        _ = try scheduler.pageAppeared("p\(depth)")
        func request(_ id: AlertInstanceID, _ priority: Int, _ exclusive: AlertExclusivity, _ page: String)
            -> AlertRequest
        {
            AlertRequest(id: id, alertName: id.rawValue, priority: priority, exclusive: exclusive, page: page)
        }
        #expect(try scheduler.enqueue(request("root", 1, .none, "p0")) == [.show("root")])
        #expect(try scheduler.enqueue(request("waits", 0, .none, "p\(depth)")) == [])
        #expect(try scheduler.enqueue(request("hider", 2, .hide, "p\(depth)")) == [.hide("root"), .show("hider")])
        #expect(try scheduler.end("hider") == [.dismiss("hider"), .restore("root")])
        #expect(try scheduler.end("root") == [.dismiss("root"), .show("waits")])
    }

    @Test func exclusiveAlertShowsNormallyWhenNothingShows() throws {
        var h = try Harness()
        #expect(try h.add("x", exclusive: .hide) == ["show x"])
        #expect(try h.add("y", exclusive: .cover) == [])
    }
}
