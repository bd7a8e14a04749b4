import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@MainActor
@Suite("Alert center")
struct AlertCenterTests {
    let presenter = RecordingPresenter()
    let center: AlertCenter

    init() {
        center = AlertCenter(catalog: SampleCatalog.full, presenter: presenter, strings: DevelopmentStringProvider())
    }

    @Test func presentsWithRenderedTextsAndDeliversTypedActions() throws {
        var outcomes: [AlertOutcome<DeleteItemsAction, NoFields>] = []
        try center.pageAppeared("Home")
        let id = center.enqueue(GeneratedAlerts.deleteItems(count: 2)) { outcomes.append($0) }
        #expect(id == "deleteItems#1")
        // deleteItems waits for `welcome` only while one is queued; none is.
        #expect(center.state(of: id) == .prepared)
        #expect(center.markReady(id))
        #expect(presenter.log == ["present deleteItems#1"])
        let presentation = try #require(presenter.presentations[id])
        #expect(presentation.title == "Delete 2 items?")
        #expect(presentation.message == "Gone for good.")
        #expect(presentation.render(presentation.definition.actions[0].title) == "Delete 2")
        presenter.answer(id, .action("delete"))
        #expect(outcomes == [.action(.delete, fields: NoFields())])
        #expect(center.state(of: id) == .ended)
        #expect(presenter.log == ["present deleteItems#1", "dismiss deleteItems#1"])
        // A late second answer is ignored.
        presenter.answer(id, .action("cancel"))
        #expect(outcomes.count == 1)
    }

    @Test func nonDismissingActionKeepsTheAlert() throws {
        var outcomes: [AlertOutcome<SignInAction, SignInFields>] = []
        let id = center.enqueue(GeneratedAlerts.signIn) { outcomes.append($0) }
        presenter.answer(id, .action("signIn", fieldValues: ["user": "ann", "password": "pw"]))
        #expect(center.state(of: id) == .showing)
        presenter.answer(id, .action("later"))
        #expect(center.state(of: id) == .ended)
        #expect(outcomes.map(\.action) == [.signIn, .later])
        if case .action(_, let fields) = outcomes[0] {
            #expect(fields == SignInFields(fieldValues: ["user": "ann", "password": "pw"]))
        }
    }

    @Test func backdropDismissalEndsWithDismissed() {
        var outcomes: [AlertOutcome<SignInAction, SignInFields>] = []
        let id = center.enqueue(GeneratedAlerts.signIn) { outcomes.append($0) }
        presenter.answer(id, .dismissed)
        #expect(outcomes.map(\.action) == [nil])
        #expect(center.state(of: id) == .ended)
    }

    /// A presenter answering with an action the alert does not have (a definition from another alertc) ends the
    /// alert as a dismissal: the typed handler never sees a name outside its enum.
    @Test func unknownActionNameEndsWithDismissed() {
        var outcomes: [AlertOutcome<SignInAction, SignInFields>] = []
        let id = center.enqueue(GeneratedAlerts.signIn) { outcomes.append($0) }
        presenter.answer(id, .action("noSuchAction", fieldValues: ["user": "ann"]))
        #expect(outcomes == [.dismissed])
        #expect(center.state(of: id) == .ended)
        #expect(presenter.log == ["present \(id)", "dismiss \(id)"])
    }

    @Test func programmaticDismissalCancelsQueuedAndDismissesShown() {
        var outcomes: [AlertOutcome<SignInAction, SignInFields>] = []
        let first = center.enqueue(GeneratedAlerts.signIn) { outcomes.append($0) }
        let second = center.enqueue(GeneratedAlerts.signIn) { outcomes.append($0) }
        #expect(center.state(of: second) == .ready)
        #expect(center.dismiss(second))
        #expect(center.state(of: second) == .ended)
        #expect(center.dismiss(first))
        #expect(!center.dismiss(first))
        #expect(!center.markReady(first))
        #expect(outcomes.count == 2)
        #expect(presenter.log == ["present signIn#1", "dismiss signIn#1"])
    }

    @Test func schedulerEventsReachThePresenterInOrder() throws {
        try center.pageAppeared("Tabs")
        try center.pageAppeared("Home")
        let welcome = TypedAlert<WelcomeAction, NoFields>(definition: SampleCatalog.full.alerts[2])
        let welcomeID = center.enqueue(welcome)
        let deleteID = center.enqueue(GeneratedAlerts.deleteItems(count: 1))
        center.markReady(deleteID)
        #expect(center.state(of: deleteID) == .ready)
        presenter.answer(welcomeID, .action("ok"))
        // deleteItems (priority 10, exclusive .hide) waited for welcome, then shows.
        #expect(presenter.log == ["present welcome#1", "dismiss welcome#1", "present deleteItems#2"])
        try center.pageDisappeared("Home")
        try center.pageAppeared("Home")
        #expect(presenter.log.suffix(2) == ["hide deleteItems#2", "restore deleteItems#2"])
    }

    /// Equal priorities show in declaration order (spec §7), which a center takes from the outline alone; an alert
    /// the outline does not declare comes after every declared one.
    @Test func outlineOrderBreaksPriorityTies() {
        let alerts = ["first", "second", "third"].map {
            TypedAlert<WelcomeAction, NoFields>(
                definition: AlertDefinition(name: $0, actions: [ActionDefinition(name: "ok", title: .literal("OK"))]))
        }
        for (outline, expected) in [
            (AlertProgramOutline(alerts: ["first", "second", "third"]), ["first#2", "second#3", "third#4"]),
            (AlertProgramOutline(alerts: ["third", "second", "first"]), ["third#4", "second#3", "first#2"]),
            // Alerts the outline lacks (server-driven ones) sort after every declared one, by enqueue order.
            (AlertProgramOutline(alerts: ["second"]), ["second#3", "first#2", "third#4"]),
        ] {
            let presenter = RecordingPresenter()
            let center = AlertCenter(outline: outline, presenter: presenter, strings: DevelopmentStringProvider())
            let blocker = center.enqueue(alerts[1])
            let ids = alerts.map { center.enqueue($0) }
            presenter.answer(blocker, .action("ok"))
            // Only the alert showing has a responder: answering every id in turn ends them as they show.
            for _ in ids {
                for id in ids { presenter.answer(id, .action("ok")) }
            }
            let shown = presenter.log.filter { $0.hasPrefix("present ") }.map { String($0.dropFirst(8)) }
            #expect(shown == ["second#1"] + expected, "\(outline.alerts)")
        }
        #expect(SampleCatalog.full.outline.alerts == SampleCatalog.full.alerts.map(\.name))
        #expect(SampleCatalog.full.outline.pages == SampleCatalog.full.pages)
    }

    /// A name listed twice (a server-driven catalog; alertc refuses it) keeps the index of its first declaration, the
    /// one `AlertCatalog.declarationIndex(ofAlert:)` answers, so a center made from the catalog's outline breaks ties
    /// as that catalog orders its alerts.
    @Test func aRepeatedAlertNameKeepsItsFirstDeclarationIndex() {
        let catalog = AlertCatalog(alerts: ["a", "b", "a"].map { AlertDefinition(name: $0) })
        #expect(catalog.outline.declarationIndices == ["a": 0, "b": 1])
        #expect(catalog.declarationIndex(ofAlert: "a") == 0)
    }

    @Test func handlerMayEnqueueAFollowUp() {
        var followUp: AlertInstanceID?
        let id = center.enqueue(GeneratedAlerts.signIn) { [center] outcome in
            if outcome.action == .later {
                followUp = center.enqueue(GeneratedAlerts.signIn)
            }
        }
        presenter.answer(id, .action("later"))
        #expect(followUp == "signIn#2")
        #expect(presenter.log == ["present signIn#1", "dismiss signIn#1", "present signIn#2"])
    }

    @Test func awaitingTheOutcome() async {
        let task = Task { await center.outcome(of: GeneratedAlerts.signIn) }
        while presenter.presentations.isEmpty {
            await Task.yield()
        }
        presenter.answer("signIn#1", .action("signIn"))
        presenter.answer("signIn#1", .action("later"))
        #expect(await task.value.action == .later)
    }

    @Test func alertWithUnknownPageEndsAtOnce() {
        var outcomes: [AlertOutcome<WelcomeAction, NoFields>] = []
        let stray = AlertDefinition(
            name: "stray", actions: [ActionDefinition(name: "ok", title: .literal("OK"))], page: "Nowhere")
        let id = center.enqueue(TypedAlert<WelcomeAction, NoFields>(definition: stray)) { outcomes.append($0) }
        #expect(outcomes.map(\.action) == [nil])
        #expect(center.state(of: id) == nil)
    }

    @Test func unknownPageThrows() {
        #expect(throws: SchedulerError.unknownPage("Nowhere")) { try center.pageAppeared("Nowhere") }
    }
}

enum WelcomeAction: String, AlertActionKey {
    case ok
}
