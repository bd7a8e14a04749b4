import AlertDSL
import Testing

@Suite("Scheduling: pages, domains and exclusivity")
struct SchedulingDomainTests {
    @Test func pageCyclesAreReportedOnceAtTheFirstPageInProgramOrder() {
        var fixture = SchedulingFixture()
        fixture.page("E", "A")
        fixture.page("A", "B")
        fixture.page("B", "C")
        fixture.page("C", "A")
        fixture.page("D", "D")
        fixture.page("F", "Gost")
        fixture.page("Ghost")
        fixture.page("G", "F")
        #expect(
            fixture.check() == """
                2:7 ': B' error: page inheritance cycle: A → B → C → A [page-cycle]
                5:7 ': D' error: page inheritance cycle: D → D [page-cycle]
                6:9 'Gost' error: unknown page 'Gost' [unknown-parent-page]
                  6:9 'Gost' note: did you mean 'Ghost'?
                  6:9 'Gost' fix-it: Ghost
                """
        )
    }

    @Test func pagesWithABrokenAncestryTakeNoPartInDomainChecks() {
        var fixture = SchedulingFixture()
        fixture.page("A", "B")
        fixture.page("B", "A")
        fixture.page("Lost", "Missing")
        fixture.page("Home")
        // Any of these could share a domain with the others once the pages are fixed.
        fixture.alert("a", page: "A", exclusive: "cover", after: ["b", "home"])
        fixture.alert("b", page: "Lost", exclusive: "hide", after: ["c"])
        fixture.alert("c", page: "Nowhere", exclusive: "cover", after: ["home"])
        fixture.alert("home", page: "Home", priority: 1, exclusive: "cover", after: ["d"])
        fixture.alert("d", page: "Home", priority: 2)
        #expect(
            fixture.check() == """
                1:7 ': B' error: page inheritance cycle: A → B → A [page-cycle]
                3:12 'Missing' error: unknown page 'Missing' [unknown-parent-page]
                """
        )
    }

    @Test func dependenciesNeedASharedDomain() {
        var fixture = SchedulingFixture()
        fixture.page("Tabs")
        fixture.page("Home", "Tabs")
        fixture.page("Settings", "Tabs")
        fixture.page("Other")
        fixture.alert("a", page: "Home", after: ["b", "c", "d", "e", "o"])
        fixture.alert("b", page: "Settings")
        fixture.alert("c")
        fixture.alert("d", page: "Tabs", after: ["e"])
        fixture.alert("e", page: "Home")
        fixture.alert("f", after: ["c", "b"])
        fixture.alert("o", page: "Other", after: ["d"])
        #expect(
            fixture.check() == """
                5:28 'b' error: 'a' (page 'Home') and 'b' (page 'Settings') share no scheduling domain, \
                so this dependency has no effect [cross-domain-dependency]
                  3:6 'Settings' note: 'b' is on page 'Settings', declared here
                5:31 'c' error: 'a' (page 'Home') and 'c' (app-wide) share no scheduling domain, \
                so this dependency has no effect [cross-domain-dependency]
                  7:7 'c' note: 'c' has no page, so it is scheduled app-wide
                5:40 'o' error: 'a' (page 'Home') and 'o' (page 'Other') share no scheduling domain, \
                so this dependency has no effect [cross-domain-dependency]
                  4:6 'Other' note: 'o' is on page 'Other', declared here
                10:20 'b' error: 'f' (app-wide) and 'b' (page 'Settings') share no scheduling domain, \
                so this dependency has no effect [cross-domain-dependency]
                  3:6 'Settings' note: 'b' is on page 'Settings', declared here
                11:29 'd' error: 'o' (page 'Other') and 'd' (page 'Tabs') share no scheduling domain, \
                so this dependency has no effect [cross-domain-dependency]
                  1:6 'Tabs' note: 'd' is on page 'Tabs', declared here
                """
        )
    }

    @Test func crossDomainEntriesFormNoCycle() {
        var fixture = SchedulingFixture()
        fixture.page("Home")
        fixture.page("Settings")
        fixture.alert("a", page: "Home", after: ["b"])
        fixture.alert("b", page: "Settings", after: ["a"])
        fixture.alert("c", page: "Home", after: ["a"])
        let codes = fixture.diagnostics().map(\.code)
        #expect(codes == [.crossDomainDependency, .crossDomainDependency])
    }

    @Test func exclusiveNeedsALowerPriorityAlertInTheAppWideDomain() {
        var fixture = SchedulingFixture()
        fixture.page("Home")
        fixture.alert("alone", exclusive: "cover")
        fixture.alert("tie", priority: 0, exclusive: "hide")
        fixture.alert("paged", page: "Home", priority: -5)
        #expect(
            fixture.check() == """
                2:24 '.cover' warning: exclusive '.cover' has no effect: no alert sharing its domain has a lower \
                priority [ineffective-exclusive]
                3:22 '.hide' warning: exclusive '.hide' has no effect: no alert sharing its domain has a lower \
                priority [ineffective-exclusive]
                """
        )

        fixture.alert("lower", priority: -1, exclusive: "none")
        #expect(fixture.check() == "")
    }

    @Test func exclusiveOnPagesComparesWithAncestorAndDescendantPagesOnly() {
        var fixture = SchedulingFixture()
        fixture.page("Root")
        fixture.page("Left", "Root")
        fixture.page("Right", "Root")
        fixture.page("Leaf", "Left")
        fixture.page("Solo", "Root")
        // Lower on a descendant page.
        fixture.alert("r", page: "Root", priority: 5, exclusive: "cover")
        fixture.alert("l", page: "Left", priority: 3, exclusive: "cover")
        // Every sharer is higher; lower app-wide alerts do not count.
        fixture.alert("leaf", page: "Leaf", priority: 1, exclusive: "hide")
        // Lower only on sibling pages.
        fixture.alert("s", page: "Right", priority: 4, exclusive: "hide")
        // Lower on the same page.
        fixture.alert("t", page: "Right", priority: 9, exclusive: "cover")
        // Lower on an ancestor page.
        fixture.alert("solo", page: "Solo", priority: 7, exclusive: "cover")
        fixture.alert("app", priority: -10)
        #expect(
            fixture.check() == """
                8:46 '.hide' warning: exclusive '.hide' has no effect: no alert sharing its domain has a lower \
                priority [ineffective-exclusive]
                9:44 '.hide' warning: exclusive '.hide' has no effect: no alert sharing its domain has a lower \
                priority [ineffective-exclusive]
                """
        )
    }

    @Test func exclusiveIsNotJudgedWhenAnAlertOfUnknownDomainCouldBeLower() {
        var fixture = SchedulingFixture()
        fixture.page("Home")
        fixture.alert("a", page: "Home", priority: 1, exclusive: "cover")
        fixture.alert("b", page: "Homer", priority: 0)
        fixture.alert("c", exclusive: "cover")
        #expect(
            fixture.check() == """
                4:20 '.cover' warning: exclusive '.cover' has no effect: no alert sharing its domain has a lower \
                priority [ineffective-exclusive]
                """
        )
    }
}
