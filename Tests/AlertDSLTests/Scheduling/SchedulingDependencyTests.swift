import Testing

@testable import AlertDSL

@Suite("Scheduling: after entries and dependency cycles")
struct SchedulingDependencyTests {
    @Test func simpleCycleIsReportedOnceAtTheFirstAlertsEntry() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["c"])
        fixture.alert("b", after: ["a"])
        fixture.alert("c", after: ["b"])
        #expect(
            fixture.check() == """
                1:17 'c' error: dependency cycle: a → c → b → a [dependency-cycle]
                  3:17 'b' note: 'c' depends on 'b' here
                  2:17 'a' note: 'b' depends on 'a' here
                """
        )
    }

    @Test func selfDependencyIsAnErrorButNotACycle() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["a"])
        fixture.alert("b", after: ["b", "c"])
        fixture.alert("c", after: ["b"])
        #expect(
            fixture.check() == """
                1:17 'a' error: alert 'a' cannot follow itself [self-dependency]
                2:17 'b' error: alert 'b' cannot follow itself [self-dependency]
                2:20 'c' error: dependency cycle: b → c → b [dependency-cycle]
                  3:17 'b' note: 'c' depends on 'b' here
                """
        )
    }

    @Test func unknownAlertsGetASuggestionOtherThanTheAlertItself() {
        var fixture = SchedulingFixture()
        fixture.alert("welcome", after: ["welcom"])
        fixture.alert("welcomes")
        fixture.alert("intro", after: ["welcom", "zzz", "a"])
        #expect(
            fixture.check() == """
                1:23 'welcom' error: unknown alert 'welcom' [unknown-dependency]
                  1:23 'welcom' note: did you mean 'welcomes'?
                  1:23 'welcom' fix-it: welcomes
                3:21 'welcom' error: unknown alert 'welcom' [unknown-dependency]
                  3:21 'welcom' note: did you mean 'welcome'?
                  3:21 'welcom' fix-it: welcome
                3:29 'zzz' error: unknown alert 'zzz' [unknown-dependency]
                3:34 'a' error: unknown alert 'a' [unknown-dependency]
                """
        )
    }

    @Test func independentCyclesAreReportedSeparately() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["b"])
        fixture.alert("b", after: ["a"])
        fixture.alert("c", after: ["d"])
        fixture.alert("d", after: ["c"])
        fixture.alert("e", after: ["a", "c"])
        fixture.alert("f", after: ["e"])
        #expect(
            fixture.check() == """
                1:17 'b' error: dependency cycle: a → b → a [dependency-cycle]
                  2:17 'a' note: 'b' depends on 'a' here
                3:17 'd' error: dependency cycle: c → d → c [dependency-cycle]
                  4:17 'c' note: 'd' depends on 'c' here
                5:17 'a' error: 'e' can never show: it waits on the dependency cycle a → b → a [blocked-by-dependency-cycle]
                  1:17 'b' note: dependency cycle reported here
                6:17 'e' error: 'f' can never show: it waits on 'e', which waits on the dependency cycle a → b → a \
                [blocked-by-dependency-cycle]
                  1:17 'b' note: dependency cycle reported here
                """
        )
    }

    @Test func groupMembersOffThePrintedCycleAreListedWithANoteAtEveryOtherEdge() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["b", "d"])
        fixture.alert("b", after: ["c", "a"])
        fixture.alert("c", after: ["b"])
        fixture.alert("d", after: ["e"])
        fixture.alert("e", after: ["a"])
        #expect(
            fixture.check() == """
                1:17 'b' error: dependency cycle: a → b → a; also in the cycle group: c, d, e [dependency-cycle]
                  2:20 'a' note: 'b' depends on 'a' here
                  1:20 'd' note: 'a' depends on 'd' here
                  2:17 'c' note: 'b' depends on 'c' here
                  3:17 'b' note: 'c' depends on 'b' here
                  4:17 'e' note: 'd' depends on 'e' here
                  5:17 'a' note: 'e' depends on 'a' here
                """
        )
    }

    @Test func printedCycleFollowsFirstEntriesAsFarAsTheyLeadBack() {
        var fixture = SchedulingFixture()
        fixture.alert("x")
        fixture.alert("a", after: ["x", "b"])
        fixture.alert("b", after: ["c", "a"])
        fixture.alert("c", after: ["a"])
        #expect(
            fixture.check() == """
                2:20 'b' error: dependency cycle: a → b → c → a [dependency-cycle]
                  3:17 'c' note: 'b' depends on 'c' here
                  4:17 'a' note: 'c' depends on 'a' here
                  3:20 'a' note: 'b' depends on 'a' here
                """
        )
    }

    @Test func blockedAlertsAreReportedAtTheFirstEntryThatLeadsToACycle() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["b"])
        fixture.alert("b", after: ["a"])
        fixture.alert("x", after: ["y", "a"])
        fixture.alert("y", after: ["a"])
        fixture.alert("z", after: ["w"])
        fixture.alert("w")
        fixture.alert("v", after: ["w", "x"])
        // Entries that are already errors hold nothing back.
        fixture.alert("q", after: ["q", "nope"])
        #expect(
            fixture.check() == """
                1:17 'b' error: dependency cycle: a → b → a [dependency-cycle]
                  2:17 'a' note: 'b' depends on 'a' here
                3:17 'y' error: 'x' can never show: it waits on 'y', which waits on the dependency cycle a → b → a \
                [blocked-by-dependency-cycle]
                  1:17 'b' note: dependency cycle reported here
                4:17 'a' error: 'y' can never show: it waits on the dependency cycle a → b → a \
                [blocked-by-dependency-cycle]
                  1:17 'b' note: dependency cycle reported here
                7:20 'x' error: 'v' can never show: it waits on 'x', which waits on the dependency cycle a → b → a \
                [blocked-by-dependency-cycle]
                  1:17 'b' note: dependency cycle reported here
                8:17 'q' error: alert 'q' cannot follow itself [self-dependency]
                8:20 'nope' error: unknown alert 'nope' [unknown-dependency]
                """
        )
    }

    @Test func blockedAlertsNameALongCycleBriefly() {
        var fixture = SchedulingFixture()
        for index in 0..<10 { fixture.alert("c\(index)", after: ["c\((index + 1) % 10)"]) }
        fixture.alert("late", after: ["c4"])
        let output = fixture.check()
        #expect(
            output.hasPrefix(
                "1:18 'c1' error: dependency cycle: c0 → c1 → c2 → c3 → c4 → c5 → c6 → c7 → c8 → c9 → c0 [dependency-cycle]"
            )
        )
        #expect(
            output.hasSuffix(
                """
                11:20 'c4' error: 'late' can never show: it waits on the dependency cycle c0 → c1 → c2 → … → c0 \
                (10 alerts) [blocked-by-dependency-cycle]
                  1:18 'c1' note: dependency cycle reported here
                """
            )
        )
    }

    /// Spec §6: an alert that waits on a cycle is reported "naming the cycle's alerts": members of the group off the
    /// printed cycle are named too, as in the group's own report.
    @Test func blockedAlertsNameTheWholeGroup() {
        var fixture = SchedulingFixture()
        fixture.alert("p", after: ["q", "d"])
        fixture.alert("q", after: ["p"])
        fixture.alert("d", after: ["p"])
        fixture.alert("late", after: ["q"])
        fixture.alert("later", after: ["late"])
        #expect(
            fixture.check() == """
                1:17 'q' error: dependency cycle: p → q → p; also in the cycle group: d [dependency-cycle]
                  2:17 'p' note: 'q' depends on 'p' here
                  1:20 'd' note: 'p' depends on 'd' here
                  3:17 'p' note: 'd' depends on 'p' here
                4:20 'q' error: 'late' can never show: it waits on the dependency cycle p → q → p; also in the cycle \
                group: d [blocked-by-dependency-cycle]
                  1:17 'q' note: dependency cycle reported here
                5:21 'late' error: 'later' can never show: it waits on 'late', which waits on the dependency cycle \
                p → q → p; also in the cycle group: d [blocked-by-dependency-cycle]
                  1:17 'q' note: dependency cycle reported here
                """
        )
    }

    /// Past eight alerts a group's other members are counted, not named (the output stays linear).
    @Test func blockedAlertsCountTheOtherMembersOfALargeGroup() {
        var fixture = SchedulingFixture()
        fixture.alert("a", after: ["b"])
        fixture.alert("b", after: ["a"] + (0..<9).map { "o\($0)" })
        for index in 0..<9 { fixture.alert("o\(index)", after: ["a"]) }
        fixture.alert("late", after: ["a"])
        #expect(
            fixture.check().contains(
                "'late' can never show: it waits on the dependency cycle a → b → a; also in the cycle group: 9 other "
                    + "alerts [blocked-by-dependency-cycle]"))
    }

    @Test func checkIsDeterministic() {
        // A pseudo-random graph over 300 alerts with a few pages: dense enough for several
        // large groups, blocked alerts and cross-domain entries.
        var fixture = SchedulingFixture()
        fixture.page("Root")
        fixture.page("Left", "Root")
        fixture.page("Right", "Root")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pages: [String?] = [nil, "Root", "Left", "Right"]
        for index in 0..<300 {
            let after = (0..<(1 + next(4))).map { _ in "n\(next(300))" }
            fixture.alert(
                "n\(index)",
                page: pages[next(4)],
                priority: Int64(next(5)),
                exclusive: ["none", "cover", "hide"][next(3)],
                after: after
            )
        }
        let first = fixture.diagnostics()
        #expect(first.contains { $0.code == .dependencyCycle })
        #expect(first.contains { $0.code == .blockedByDependencyCycle })
        #expect(first.contains { $0.code == .crossDomainDependency })
        for _ in 0..<3 { #expect(fixture.diagnostics() == first) }
    }

    @Test func everyEmittedCodeIsListedOnceInKebabCase() {
        let codes = DiagnosticCode.schedulingCodes
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.rawValue.allSatisfy { $0 == "-" || ("a"..."z").contains($0) })
        }
        #expect(
            codes.map(\.rawValue) == [
                "page-cycle", "unknown-parent-page", "unknown-dependency", "self-dependency",
                "dependency-cycle", "blocked-by-dependency-cycle", "cross-domain-dependency", "ineffective-exclusive",
            ]
        )
    }

    @Test func suggestionDistanceIsBounded() {
        let distance = EditDistance.optimalStringAlignment
        #expect(distance(Array("welcom".utf8), Array("welcome".utf8), 2) == 1)
        #expect(distance(Array("kitten".utf8), Array("sitting".utf8), 3) == 3)
        #expect(distance(Array("kitten".utf8), Array("sitting".utf8), 2) == nil)
        #expect(distance(Array("abc".utf8), Array("abcdef".utf8), 2) == nil)
        var suggester = SchedulingChecker.NameSuggester(names: ["Home", "Settings", "Hmes"])
        #expect(suggester.suggestion(for: "Hme") == "Home")
        #expect(suggester.suggestion(for: "Hme", excluding: "Home") == "Hmes")
        #expect(suggester.suggestion(for: "Setings") == "Settings")
        #expect(suggester.suggestion(for: "x") == nil)
        #expect(distance(Array("Nigth".utf8), Array("Night".utf8), 1) == 1)
        var cased = SchedulingChecker.NameSuggester(names: ["homePage", "HOME", "hom"])
        #expect(cased.suggestion(for: "home") == "HOME")
        #expect(cased.suggestion(for: "home", excluding: "HOME") == "hom")
    }
}
