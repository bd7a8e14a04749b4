import AlertCompiler
import AlertDSL
import Testing

/// Spec §7 scenarios, each predicted by hand from the spec's text before the scheduler was read, replayed through
/// `alertc simulate`'s `Simulator`. Each expected line is a step and the events it caused (`step: event, event`).
@Suite struct SchedulingScenarioTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        let name: String
        let program: String
        let script: String
        let expected: [String]

        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(
            name: "priority order, ties in declaration order (not enqueue order), negative priorities last",
            program: """
                alert x { action ok "OK" }
                alert a { priority: 0; action ok "OK" }
                alert c { priority: 5; action ok "OK" }
                alert b { priority: 5; action ok "OK" }
                alert n { priority: -1; action ok "OK" }
                """,
            script: "enqueue x\nenqueue n\nenqueue a\nenqueue b\nenqueue c\ndismiss\ndismiss\ndismiss\ndismiss",
            expected: [
                "enqueue x: show x", "enqueue n", "enqueue a", "enqueue b", "enqueue c",
                "dismiss x: dismiss x, show c", "dismiss c: dismiss c, show b", "dismiss b: dismiss b, show a",
                "dismiss a: dismiss a, show n",
            ]),
        Scenario(
            name: "a deferred alert waits for the app, then its turn; ready with nothing showing shows it",
            program: """
                alert x { action ok "OK" }
                alert d { priority: 10; ready: .deferred; action ok "OK" }
                alert a { action ok "OK" }
                alert e { ready: .deferred; action ok "OK" }
                """,
            script: "enqueue x\nenqueue d\nenqueue a\ndismiss x\nready d\ndismiss a\ndismiss d\nenqueue e\nready e",
            expected: [
                "enqueue x: show x", "enqueue d", "enqueue a", "dismiss x: dismiss x, show a", "ready d",
                "dismiss a: dismiss a, show d", "dismiss d: dismiss d", "enqueue e", "ready e: show e",
            ]),
        Scenario(
            name: "after: a dependency never enqueued does not hold; a queued one does, over a higher priority",
            program: """
                alert x { action ok "OK" }
                alert a { action ok "OK" }
                alert b { priority: 10; after: [a]; action ok "OK" }
                """,
            script: "enqueue b\ndismiss b\nenqueue x\nenqueue a\nenqueue b\ndismiss x\ndismiss a",
            expected: [
                "enqueue b: show b", "dismiss b: dismiss b", "enqueue x: show x", "enqueue a", "enqueue b#2",
                "dismiss x: dismiss x, show a", "dismiss a: dismiss a, show b#2",
            ]),
        Scenario(
            name: "after: a dependency queued but not ready holds; cancelling it lets go",
            program: """
                alert a { ready: .deferred; action ok "OK" }
                alert b { after: [a]; action ok "OK" }
                """,
            script: "enqueue a\nenqueue b\nready a\ndismiss a\ndismiss b\nenqueue a\nenqueue b\ncancel a#2",
            expected: [
                "enqueue a", "enqueue b", "ready a: show a", "dismiss a: dismiss a, show b", "dismiss b: dismiss b",
                "enqueue a#2", "enqueue b#2", "cancel a#2: show b#2",
            ]),
        Scenario(
            name: "after: held while the dependency covers; when it ends the dependent covers in its turn",
            program: """
                alert x { action ok "OK" }
                alert a { priority: 5; exclusive: .cover; action ok "OK" }
                alert b { priority: 10; exclusive: .cover; after: [a]; action ok "OK" }
                """,
            script: "enqueue x\nenqueue a\nenqueue b\ndismiss a",
            expected: ["enqueue x: show x", "enqueue a: show a", "enqueue b", "dismiss a: dismiss a, show b"]),
        Scenario(
            name: "cover needs a strictly greater priority, .none waits, .hide hides until it ends",
            program: """
                alert x { priority: 5; action ok "OK" }
                alert y { priority: 5; exclusive: .cover; action ok "OK" }
                alert z { priority: 10; action ok "OK" }
                alert h { priority: 20; exclusive: .hide; action ok "OK" }
                """,
            script: "enqueue x\nenqueue y\nenqueue z\nenqueue h\ndismiss h\ndismiss x\ndismiss z",
            expected: [
                "enqueue x: show x", "enqueue y", "enqueue z", "enqueue h: hide x, show h",
                "dismiss h: dismiss h, restore x", "dismiss x: dismiss x, show z", "dismiss z: dismiss z, show y",
            ]),
        Scenario(
            name: "a .hide over a cover stack restores both, then a cover outranking what is back shows",
            program: """
                alert x { action ok "OK" }
                alert y { priority: 5; exclusive: .cover; action ok "OK" }
                alert z { priority: 10; exclusive: .hide; action ok "OK" }
                alert w { priority: 7; exclusive: .cover; action ok "OK" }
                """,
            script: "enqueue x\nenqueue y\nenqueue z\nenqueue w\ndismiss z\ndismiss\ndismiss",
            expected: [
                "enqueue x: show x", "enqueue y: show y", "enqueue z: hide x, hide y, show z", "enqueue w",
                "dismiss z: dismiss z, restore x, restore y, show w", "dismiss w: dismiss w", "dismiss y: dismiss y",
            ]),
        Scenario(
            name: "nested .hide alerts: one ended while hidden leaves the first hidden until the last ends",
            program: """
                alert x { action ok "OK" }
                alert h1 { priority: 5; exclusive: .hide; action ok "OK" }
                alert h2 { priority: 10; exclusive: .hide; ready: .deferred; action ok "OK" }
                """,
            script: "enqueue x\nenqueue h1\nenqueue h2\nready h2\ndismiss h1\ndismiss h2",
            expected: [
                "enqueue x: show x", "enqueue h1: hide x, show h1", "enqueue h2", "ready h2: hide h1, show h2",
                "dismiss h1: dismiss h1", "dismiss h2: dismiss h2, restore x",
            ]),
        Scenario(
            name: "pages: a child shares its parent's domain, a sibling does not, the app-wide domain is apart",
            program: """
                page P
                page C: P
                page D: P
                alert g { action ok "OK" }
                alert a { page: P; action ok "OK" }
                alert b { page: C; action ok "OK" }
                alert d { page: D; action ok "OK" }
                """,
            script: """
                enqueue a\nappear P\nappear C\nenqueue b\nenqueue g\ndismiss a\ndisappear C\nappear D\nenqueue d
                appear C
                """,
            expected: [
                "enqueue a", "appear P: show a", "appear C", "enqueue b", "enqueue g: show g",
                "dismiss a: dismiss a, show b", "disappear C: hide b", "appear D", "enqueue d: show d",
                "appear C: restore b",
            ]),
        Scenario(
            name: "after on a parent page's alert; the higher priority alert of the parent goes first",
            program: """
                page P
                page C: P
                alert a { page: P; action ok "OK" }
                alert b { page: C; after: [a]; action ok "OK" }
                alert a2 { page: P; priority: 3; action ok "OK" }
                """,
            script: "appear P\nappear C\nenqueue a\nenqueue b\nenqueue a2\ndismiss a\ndismiss a2",
            expected: [
                "appear P", "appear C", "enqueue a: show a", "enqueue b", "enqueue a2",
                "dismiss a: dismiss a, show a2", "dismiss a2: dismiss a2, show b",
            ]),
        Scenario(
            name: "a page that goes away hides its .hide alert; what that hid stays hidden until it ends",
            program: """
                page P
                alert a { page: P; action ok "OK" }
                alert h { page: P; priority: 5; exclusive: .hide; action ok "OK" }
                alert q { page: P; action ok "OK" }
                """,
            script: "appear P\nenqueue a\nenqueue q\nenqueue h\ndisappear P\nappear P\ndismiss h\ndismiss a",
            expected: [
                "appear P", "enqueue a: show a", "enqueue q", "enqueue h: hide a, show h", "disappear P: hide h",
                "appear P: restore h", "dismiss h: dismiss h, restore a", "dismiss a: dismiss a, show q",
            ]),
        Scenario(
            name: "an app-wide .hide alert leaves page alerts alone, and the other way round; Int32 extremes",
            program: """
                page P
                alert g { action ok "OK" }
                alert gh { priority: 2147483647; exclusive: .hide; action ok "OK" }
                alert a { page: P; priority: -2147483648; action ok "OK" }
                alert ph { page: P; priority: 5; exclusive: .hide; action ok "OK" }
                """,
            script: "appear P\nenqueue g\nenqueue a\nenqueue gh\nenqueue ph\ndismiss gh\ndismiss ph",
            expected: [
                "appear P", "enqueue g: show g", "enqueue a: show a", "enqueue gh: hide g, show gh",
                "enqueue ph: hide a, show ph", "dismiss gh: dismiss gh, restore g", "dismiss ph: dismiss ph, restore a",
            ]),
        Scenario(
            name: "a .hide alert in one tab frees an earlier candidate of the other tab in the same operation",
            program: """
                page T
                page H: T
                page R: T
                alert a { page: T; priority: 1; action ok "OK" }
                alert x { page: R; priority: 6; action ok "OK" }
                alert h { page: H; priority: 5; exclusive: .hide; action ok "OK" }
                """,
            script: "appear T\nappear H\nappear R\nenqueue a\nenqueue x\nenqueue h\nappear R",
            expected: [
                "appear T", "appear H", "appear R", "enqueue a: show a", "enqueue x",
                "enqueue h: hide a, show h, show x", "appear R",
            ]),
        Scenario(
            name: "the pass that runs again after a .hide alert shows after the first pass's alerts",
            program: """
                page T
                page H: T
                page R: T
                page K: T
                alert a { page: T; priority: 1; action ok "OK" }
                alert y { page: T; ready: .deferred; action ok "OK" }
                alert x { page: R; priority: 6; action ok "OK" }
                alert h { page: H; priority: 5; exclusive: .hide; after: [y]; action ok "OK" }
                alert c { page: K; priority: 2; exclusive: .cover; after: [y]; action ok "OK" }
                """,
            script: """
                appear T\nappear H\nappear R\nappear K\nenqueue a\nenqueue y\nenqueue x\nenqueue h\nenqueue c
                cancel y
                """,
            expected: [
                "appear T", "appear H", "appear R", "appear K", "enqueue a: show a", "enqueue y", "enqueue x",
                "enqueue h", "enqueue c", "cancel y: hide a, show h, show c, show x",
            ]),
        Scenario(
            name: "a cover over a cover over a .hide alert: ending the .hide alert beneath brings back what it hid",
            program: """
                alert s { priority: 1; action ok "OK" }
                alert h { priority: 5; exclusive: .hide; action ok "OK" }
                alert c1 { priority: 7; exclusive: .cover; action ok "OK" }
                alert c2 { priority: 9; exclusive: .cover; action ok "OK" }
                """,
            script: "enqueue s\nenqueue h\nenqueue c1\nenqueue c2\ndismiss h\ndismiss\ndismiss\ndismiss",
            expected: [
                "enqueue s: show s", "enqueue h: hide s, show h", "enqueue c1: show c1", "enqueue c2: show c2",
                "dismiss h: dismiss h, restore s", "dismiss s: dismiss s", "dismiss c2: dismiss c2",
                "dismiss c1: dismiss c1",
            ]),
        Scenario(
            name: "a .hide alert holds an alert hidden by its page past the page's return",
            program: """
                page P
                page C: P
                alert a { page: C; action ok "OK" }
                alert b { page: P; action ok "OK" }
                alert h { page: P; priority: 9; exclusive: .hide; action ok "OK" }
                """,
            script: "appear P\nappear C\nenqueue a\ndisappear C\nenqueue b\nenqueue h\nappear C\ndismiss h",
            expected: [
                "appear P", "appear C", "enqueue a: show a", "disappear C: hide a", "enqueue b: show b",
                "enqueue h: hide b, show h", "appear C", "dismiss h: dismiss h, restore a, restore b",
            ]),
    ]

    @Test(arguments: scenarios) func replaysAsTheSpecSays(_ scenario: Scenario) throws {
        var sources = SourceManager()
        let file = sources.add(displayPath: "t.alert", bytes: Array(scenario.program.utf8))
        let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
        try #require(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        var simulator = Simulator(program: program)
        let log = try simulator.run(try SimulationScript.parse(scenario.script))
        #expect(Self.steps(of: log) == scenario.expected)
    }

    /// The log's steps, each with its events on the same line: `dismiss a: dismiss a, show b`.
    private static func steps(of log: String) -> [String] {
        var steps: [String] = []
        for line in log.split(separator: "\n") where !line.hasPrefix("shown in order") && !line.hasPrefix("never") {
            if line.hasPrefix("  "), let last = steps.indices.last {
                steps[last] += (steps[last].contains(":") ? ", " : ": ") + line.dropFirst(2)
            } else {
                steps.append(String(line))
            }
        }
        return steps
    }
}
