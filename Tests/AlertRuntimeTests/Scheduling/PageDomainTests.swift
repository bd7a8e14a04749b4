import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Scheduler: pages and domains")
struct PageDomainTests {
    @Test func pageAlertWaitsUntilThePageAppears() throws {
        var h = try Harness()
        #expect(try h.add("a", page: "Home") == [])
        #expect(h.state("a") == .ready)
        #expect(try h.appear("Home") == ["show a"])
    }

    @Test func disappearingPageHidesItsAlertsAndAppearingRestoresThem() throws {
        var h = try Harness(visible: "Home")
        try h.add("a", page: "Home")
        try h.add("b", page: "Home")
        #expect(try h.disappear("Home") == ["hide a"])
        #expect(h.state("a") == .hidden)
        #expect(h.state("b") == .ready)
        #expect(try h.appear("Home") == ["restore a"])
        #expect(try h.end("a") == ["dismiss a", "show b"])
    }

    @Test func alertEndedWhileItsPageIsAwayIsDismissed() throws {
        var h = try Harness(visible: "Home")
        try h.add("a", page: "Home")
        try h.disappear("Home")
        #expect(try h.end("a") == ["dismiss a"])
        #expect(try h.appear("Home") == [])
    }

    /// A deep page chain is walked, not stored per page (each page's ancestor list made memory quadratic in the
    /// depth): every page of a 20,000-page chain shares a domain with every other, and a sibling branch does not.
    @Test func deepPageChainsShareOneDomain() throws {
        let depth = 20_000
        var pages = [PageDefinition(name: "P0")]
        for index in 1..<depth { pages.append(PageDefinition(name: "P\(index)", parent: "P\(index - 1)")) }
        pages.append(PageDefinition(name: "Side", parent: "P100"))
        let hierarchy = PageHierarchy(pages: pages)
        #expect(hierarchy.shareDomain("P0", "P19999") && hierarchy.shareDomain("P19999", "P0"))
        #expect(!hierarchy.shareDomain("Side", "P101"))

        var scheduler = AlertScheduler(pages: pages)
        _ = try scheduler.pageAppeared("P0")
        _ = try scheduler.pageAppeared("P19999")
        let shown = try scheduler.enqueue(AlertRequest(id: "deep", alertName: "deep", page: "P19999"))
        #expect(shown == [.show("deep")])
        #expect(try scheduler.enqueue(AlertRequest(id: "root", alertName: "root", page: "P0")).isEmpty)
    }

    @Test func childPageJoinsItsParentsDomain() throws {
        var h = try Harness(visible: "Tabs", "Home", "Detail")
        try h.add("tabs", page: "Tabs")
        #expect(try h.add("home", page: "Home") == [])
        #expect(try h.add("detail", page: "Detail") == [])
        #expect(try h.end("tabs") == ["dismiss tabs", "show home"])
    }

    @Test func parentPageAlertWaitsForAChildPageAlert() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("home", page: "Home")
        #expect(try h.add("tabs", priority: 5, page: "Tabs") == [])
        #expect(try h.add("tabsCover", priority: 6, exclusive: .cover, page: "Tabs") == ["show tabsCover"])
    }

    @Test func siblingPagesAreIndependent() throws {
        var h = try Harness(visible: "Tabs", "Home", "Profile")
        #expect(try h.add("home", page: "Home") == ["show home"])
        #expect(try h.add("profile", page: "Profile") == ["show profile"])
        #expect(try h.add("tabs", page: "Tabs") == [])
    }

    @Test func unrelatedRootPagesAreIndependent() throws {
        var h = try Harness(visible: "Tabs", "Settings")
        try h.add("tabs", page: "Tabs")
        #expect(try h.add("settings", page: "Settings") == ["show settings"])
    }

    @Test func appWideDomainIsIndependentOfPages() throws {
        var h = try Harness(visible: "Home")
        try h.add("home", page: "Home")
        #expect(try h.add("global") == ["show global"])
        #expect(try h.add("global2", priority: 9) == [])
        #expect(try h.disappear("Home") == ["hide home"])
        #expect(h.state("global") == .showing)
        #expect(try h.end("global") == ["dismiss global", "show global2"])
    }

    @Test func disappearingChildLetsTheParentsQueuedAlertShow() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("home", priority: 5, page: "Home")
        try h.add("tabs", priority: 1, page: "Tabs")
        #expect(try h.disappear("Home") == ["hide home", "show tabs"])
        // Both come back together: restoring does not re-queue.
        #expect(try h.appear("Home") == ["restore home"])
        #expect(h.showing == ["home", "tabs"])
    }

    @Test func hideAffectsOnlySharedDomains() throws {
        var h = try Harness(visible: "Tabs", "Home", "Detail", "Profile", "Settings")
        try h.add("home", page: "Home")
        try h.add("profile", page: "Profile")
        try h.add("settings", page: "Settings")
        try h.add("global")
        #expect(h.showing == ["home", "profile", "settings", "global"])
        #expect(try h.add("x", priority: 1, exclusive: .hide, page: "Detail") == ["hide home", "show x"])
        #expect(h.showing == ["profile", "settings", "global", "x"])
    }

    @Test func hidingAParentPageAlertFreesASiblingDomain() throws {
        // `tabs` blocks Profile's alert; a `.hide` alert in Home hides `tabs`, so Profile's domain is free.
        var h = try Harness(visible: "Tabs", "Home", "Profile")
        try h.add("tabs", page: "Tabs")
        #expect(try h.add("profile", page: "Profile") == [])
        #expect(try h.add("x", priority: 1, exclusive: .hide, page: "Home") == ["hide tabs", "show x", "show profile"])
    }

    @Test func hidingAParentPageAlertFreesAnEarlierCandidateOfASiblingDomain() throws {
        // `profile` comes before `x` in rule 4's order and is stopped by `tabs`; `x` then hides `tabs`. `profile`
        // shows in the same operation, not on the next unrelated one (an `appear` of a page already visible).
        var h = try Harness(visible: "Tabs", "Home", "Profile")
        try h.add("tabs", page: "Tabs")
        #expect(try h.add("profile", priority: 6, page: "Profile") == [])
        #expect(try h.add("x", priority: 5, exclusive: .hide, page: "Home") == ["hide tabs", "show x", "show profile"])
        #expect(try h.appear("Profile") == [])
    }

    @Test func hiderAwayWithItsPageStillHoldsOthersHidden() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("tabs", page: "Tabs")
        try h.add("x", priority: 1, exclusive: .hide, page: "Home")
        #expect(try h.disappear("Home") == ["hide x"])
        #expect(h.state("tabs") == .hidden)
        #expect(try h.end("x") == ["dismiss x", "restore tabs"])
    }

    @Test func alertHiddenByItsPageDoesNotBlockItsDomain() throws {
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("home", page: "Home")
        try h.disappear("Home")
        #expect(try h.add("tabs", page: "Tabs") == ["show tabs"])
    }

    @Test func hideAlertShownOverNothingLetsAPageHiddenAlertComeBack() throws {
        // `.hide` acts only over an alert on screen (spec §7: "if something is showing"). `tabs`, hidden by its
        // page, is not on screen when `x` shows, so `x` does not hold it: it comes back with its page, beside `x`.
        var h = try Harness(visible: "Tabs", "Home")
        try h.add("tabs", page: "Tabs")
        try h.disappear("Tabs")
        #expect(try h.add("x", priority: 1, exclusive: .hide, page: "Home") == ["show x"])
        #expect(try h.appear("Tabs") == ["restore tabs"])
        #expect(h.showing == ["tabs", "x"])
        #expect(try h.end("x") == ["dismiss x"])
    }

    @Test func aShadowedCandidateStillHoldsItsOtherDomain() throws {
        // `tabs` is Profile's domain's first candidate; it is blocked by `home`, and `profile` may not overtake it.
        var h = try Harness(visible: "Tabs", "Home", "Profile")
        try h.add("home", priority: 10, page: "Home")
        try h.add("tabs", priority: 9, page: "Tabs")
        #expect(try h.add("profile", priority: 8, page: "Profile") == [])
        #expect(try h.end("home") == ["dismiss home", "show tabs"])
        #expect(try h.end("tabs") == ["dismiss tabs", "show profile"])
    }

    @Test func appearingAndDisappearingTwiceIsHarmless() throws {
        var h = try Harness(visible: "Home")
        try h.add("a", page: "Home")
        #expect(try h.appear("Home") == [])
        #expect(try h.disappear("Home") == ["hide a"])
        #expect(try h.disappear("Home") == [])
        #expect(h.scheduler.visiblePages == [])
    }
}
