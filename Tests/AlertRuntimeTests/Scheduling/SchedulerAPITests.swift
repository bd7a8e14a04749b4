import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Scheduler: API")
struct SchedulerAPITests {
    @Test func misuseThrowsAndChangesNothing() throws {
        var h = try Harness()
        try h.add("a")
        try h.add("b", ready: .deferred)
        #expect(throws: SchedulerError.duplicateInstance("a")) { try h.add("a") }
        #expect(throws: SchedulerError.unknownInstance("zzz")) { try h.end("zzz") }
        #expect(throws: SchedulerError.unknownPage("Nowhere")) { try h.add("c", page: "Nowhere") }
        #expect(throws: SchedulerError.unknownPage("Nowhere")) { try h.appear("Nowhere") }
        #expect(throws: SchedulerError.unknownPage("Nowhere")) { try h.disappear("Nowhere") }
        #expect(throws: SchedulerError.invalidState("b", .prepared, operation: "end")) { try h.end("b") }
        #expect(throws: SchedulerError.invalidState("a", .showing, operation: "cancel")) { try h.cancel("a") }
        #expect(throws: SchedulerError.invalidState("a", .showing, operation: "mark ready")) { try h.ready("a") }
        try h.end("a")
        #expect(throws: SchedulerError.invalidState("a", .ended, operation: "end")) { try h.end("a") }
        #expect(h.scheduler.state(of: "c") == nil)
        #expect(h.scheduler.instances.map(\.id) == ["a", "b"])
    }

    @Test func errorDescriptions() {
        #expect(
            SchedulerError.invalidState("a", .prepared, operation: "end").description
                == "cannot end alert instance 'a': it is prepared"
        )
        #expect(SchedulerError.unknownPage("X").description == "no page 'X'")
    }

    @Test func snapshotsListEveryInstanceInEnqueueOrder() throws {
        var h = try Harness(visible: "Home")
        try h.add("a", priority: 1, page: "Home")
        try h.add("x", priority: 2, exclusive: .hide, page: "Home")
        try h.add("q", ready: .deferred)
        try h.add("gone", page: "Home")
        try h.cancel("gone")
        let snapshot = h.scheduler.instances
        #expect(snapshot.map(\.id) == ["a", "x", "q", "gone"])
        #expect(snapshot.map(\.state) == [.hidden, .showing, .prepared, .ended])
        #expect(snapshot[0].hiddenBy == ["x"])
        #expect(snapshot[1].request.exclusive == .hide)
        #expect(h.scheduler.showing == ["x"])
        #expect(h.scheduler.visiblePages == ["Home"])
        #expect(h.scheduler.isVisible(page: "Home"))
        #expect(!h.scheduler.isVisible(page: "Tabs"))
        // A page the scheduler does not know is not visible (and asking is no error).
        #expect(!h.scheduler.isVisible(page: "Nowhere"))
    }

    @Test func requestFromADefinition() {
        let definition = AlertDefinition(
            name: "promo",
            page: "Home",
            priority: 4,
            exclusive: .cover,
            after: ["welcome"],
            ready: .deferred
        )
        let request = AlertRequest(id: "promo#1", definition: definition, declarationIndex: 7)
        #expect(
            request
                == AlertRequest(
                    id: "promo#1",
                    alertName: "promo",
                    priority: 4,
                    declarationIndex: 7,
                    exclusive: .cover,
                    after: ["welcome"],
                    ready: .deferred,
                    page: "Home"
                )
        )
    }

    @Test func catalogConfiguresThePages() throws {
        var scheduler = AlertScheduler(catalog: SampleCatalog.full)
        #expect(try scheduler.pageAppeared("Home") == [])
        #expect(throws: SchedulerError.unknownPage("Profile")) { try scheduler.pageAppeared("Profile") }
    }

    @Test func malformedPageTreesDoNotHang() throws {
        var scheduler = AlertScheduler(pages: [
            PageDefinition(name: "A", parent: "B"),
            PageDefinition(name: "B", parent: "A"),
            PageDefinition(name: "C", parent: "Missing"),
        ])
        _ = try scheduler.pageAppeared("A")
        _ = try scheduler.pageAppeared("B")
        _ = try scheduler.pageAppeared("C")
        #expect(try scheduler.enqueue(AlertRequest(id: "a", alertName: "a", page: "A")) == [.show("a")])
        #expect(try scheduler.enqueue(AlertRequest(id: "b", alertName: "b", page: "B")).isEmpty)
        #expect(try scheduler.enqueue(AlertRequest(id: "c", alertName: "c", page: "C")) == [.show("c")])
    }

    /// A page listed twice (a malformed catalog; alertc refuses it) is its first declaration, as a repeated alert name
    /// is: `A` is a root here, so its alerts and `B`'s do not share a domain.
    @Test func aRepeatedPageIsItsFirstDeclaration() throws {
        var scheduler = AlertScheduler(pages: [
            PageDefinition(name: "A"), PageDefinition(name: "B"), PageDefinition(name: "A", parent: "B"),
        ])
        _ = try scheduler.pageAppeared("A")
        _ = try scheduler.pageAppeared("B")
        #expect(try scheduler.enqueue(AlertRequest(id: "b", alertName: "b", page: "B")) == [.show("b")])
        #expect(try scheduler.enqueue(AlertRequest(id: "a", alertName: "a", page: "A")) == [.show("a")])
    }

    @Test func eventDescriptionsAreLogLines() {
        let events: [SchedulerEvent] = [.show("a"), .hide("b"), .restore("c"), .dismiss("d")]
        #expect(events.map(\.description) == ["show a", "hide b", "restore c", "dismiss d"])
        #expect(events.map(\.id) == ["a", "b", "c", "d"])
        #expect(AlertInstanceID("x") < AlertInstanceID("y"))
    }
}
