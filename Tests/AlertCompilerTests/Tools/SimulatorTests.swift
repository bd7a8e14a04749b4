import AlertCompiler
import AlertDSL
import Testing

@Suite struct SimulatorTests {
    private func program(_ text: String) throws -> ResolvedProgram {
        var sources = SourceManager()
        let file = sources.add(displayPath: "t.alert", bytes: Array(text.utf8))
        let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
        try #require(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        return program
    }

    private func simulate(_ text: String, script: String? = nil) throws -> String {
        var simulator = Simulator(program: try program(text))
        return try simulator.run(try script.map { try SimulationScript.parse($0) })
    }

    @Test func defaultScenarioFollowsPriorityDependenciesAndReadiness() throws {
        let log = try simulate(
            """
            alert low { priority: 1; action ok "OK" }
            alert high { priority: 5; action ok "OK" }
            alert later { priority: 9; after: [high]; action ok "OK" }
            alert deferred { priority: 100; ready: .deferred; action ok "OK" }
            """)
        #expect(
            log == """
                enqueue low
                  show low
                enqueue high
                enqueue later
                enqueue deferred
                dismiss low
                  dismiss low
                  show high
                dismiss high
                  dismiss high
                  show later
                dismiss later
                  dismiss later
                ready deferred
                  show deferred
                dismiss deferred
                  dismiss deferred

                shown in order: low, high, later, deferred

                """)
    }

    /// The default scenario runs until nothing more can happen (README): a deferred alert takes two rounds, marked
    /// ready then dismissed, so alerts that are all deferred still all show.
    @Test func defaultScenarioShowsEveryDeferredAlert() throws {
        let log = try simulate(
            """
            alert a { ready: .deferred; action ok "OK" }
            alert b { ready: .deferred; action ok "OK" }
            alert c { ready: .deferred; action ok "OK" }
            """)
        #expect(log.hasSuffix("\nshown in order: a, b, c\n"))
    }

    /// With nothing on screen the default scenario marks the first *deferred* alert ready (README): once `x` is
    /// dismissed, `b`, enqueued before `a`, is ready already and waits for it.
    @Test func defaultScenarioReadiesTheFirstDeferredAlert() throws {
        let log = try simulate(
            """
            alert x { action ok "OK" }
            alert b { after: [a]; action ok "OK" }
            alert a { ready: .deferred; action ok "OK" }
            """)
        #expect(
            log.hasSuffix(
                "\nready a\n  show a\ndismiss a\n  dismiss a\n  show b\ndismiss b\n  dismiss b\n\nshown in order: x, a, b\n"
            ))
    }

    @Test func scriptCoversHidesRestoresAndPages() throws {
        let log = try simulate(
            """
            page Home
            alert base { page: Home; action ok "OK" }
            alert urgent { page: Home; priority: 10; exclusive: .hide; action ok "OK" }
            """,
            script: """
                # the page is not visible yet: nothing shows
                enqueue base
                appear Home
                enqueue urgent
                disappear Home
                appear Home
                dismiss          # the top-most: urgent
                enqueue base     # a second instance: base#2
                dismiss base
                dismiss
                """)
        #expect(
            log == """
                enqueue base
                appear Home
                  show base
                enqueue urgent
                  hide base
                  show urgent
                disappear Home
                  hide urgent
                appear Home
                  restore urgent
                dismiss urgent
                  dismiss urgent
                  restore base
                enqueue base#2
                dismiss base
                  dismiss base
                  show base#2
                dismiss base#2
                  dismiss base#2

                shown in order: base, urgent, base#2

                """)
    }

    /// `cover` was enqueued first but showed over `base`; after `urgent` (which hid both) ends they come back in the
    /// order they showed, so `cover` is on top again and a bare `dismiss` closes it, not `base` beneath it.
    @Test func restoredAlertsKeepTheirStackingForABareDismiss() throws {
        let log = try simulate(
            """
            alert base { action ok "OK" }
            alert cover { priority: 5; exclusive: .cover; ready: .deferred; action ok "OK" }
            alert urgent { priority: 10; exclusive: .hide; action ok "OK" }
            """,
            script: "enqueue cover\nenqueue base\nready cover\nenqueue urgent\ndismiss\ndismiss\n")
        #expect(
            log.hasPrefix(
                """
                enqueue cover
                enqueue base
                  show base
                ready cover
                  show cover
                enqueue urgent
                  hide base
                  hide cover
                  show urgent
                dismiss urgent
                  dismiss urgent
                  restore base
                  restore cover
                dismiss cover
                  dismiss cover

                """))
    }

    @Test func neverShownInstancesAreListed() throws {
        let log = try simulate(
            "alert a { ready: .deferred; action ok \"OK\" }\nalert b { action ok \"OK\" }",
            script: "enqueue a\nenqueue b\ncancel a")
        #expect(log.hasSuffix("shown in order: b\nnever shown: a (ended)\n"))
    }

    /// Instances never shown are listed in enqueue order, not declaration order, each with its state.
    @Test func neverShownInstancesAreListedInEnqueueOrder() throws {
        let log = try simulate(
            "page P\nalert a { page: P; action ok \"OK\" }\nalert b { page: P; ready: .deferred; action ok \"OK\" }",
            script: "enqueue b\nenqueue a\nenqueue a")
        #expect(log.hasSuffix("shown in order: (none)\nnever shown: b (prepared), a (ready), a#2 (ready)\n"))
    }

    /// The default scenario makes every page appear in program order, before it enqueues the alerts.
    @Test func defaultScenarioShowsPagesInProgramOrder() throws {
        let log = try simulate(
            """
            page B
            page A
            alert x { page: A; action ok "OK" }
            """)
        #expect(log.hasPrefix("appear B\nappear A\nenqueue x\n  show x\n"))
    }

    @Test func scriptErrorsNameTheLineAndTheWord() throws {
        #expect(throws: SimulationError(line: 2, columns: 1..<7, message: "'appear' takes one name")) {
            try SimulationScript.parse("enqueue a\nappear\n")
        }
        #expect(
            throws: SimulationError(
                line: 1, columns: 3..<7,
                message: "unknown step 'show'; expected appear, disappear, enqueue, ready, dismiss or cancel")
        ) {
            try SimulationScript.parse("  show a")
        }
        #expect(throws: SimulationError(line: 1, columns: 9..<13, message: "unknown alert 'nope'")) {
            try simulate("alert a { action ok \"OK\" }", script: "enqueue nope")
        }
        // An instance id where an alert name belongs says what `enqueue` takes (it said "unknown alert 'a#2'").
        #expect(
            throws: SimulationError(
                line: 2, columns: 9..<12,
                message: "'enqueue' takes an alert name, not an instance; each 'enqueue a' adds the next instance")
        ) {
            try simulate("alert a { action ok \"OK\" }", script: "enqueue a\nenqueue a#2")
        }
        #expect(throws: SimulationError(line: 1, columns: 9..<15, message: "unknown alert 'nope#2'")) {
            try simulate("alert a { action ok \"OK\" }", script: "enqueue nope#2")
        }
        #expect(
            throws: SimulationError(line: 2, columns: 9..<10, message: "cannot end alert instance 'a': it is ready")
        ) {
            try simulate("page P\nalert a { page: P; action ok \"OK\" }", script: "enqueue a\ndismiss a")
        }
        #expect(throws: SimulationError(line: 1, columns: 1..<8, message: "nothing is on screen to dismiss")) {
            try simulate("alert a { action ok \"OK\" }", script: "dismiss")
        }
    }

    /// A misspelt alert or page name in a script gets the closest declared one, as a misspelt name in a program does
    /// (in the message, as clang words it: a script step's error has no notes). An alert name that is not enqueued
    /// is compared with the enqueued ones; an instance id past the last instance gets no suggestion.
    @Test func misspeltNamesInAScriptGetASuggestion() throws {
        let program = "page Home\nalert welcome { page: Home; action ok \"OK\" }\nalert other { action ok \"OK\" }"
        #expect(
            throws: SimulationError(line: 1, columns: 8..<11, message: "no page 'Hom'; did you mean 'Home'?")
        ) {
            try simulate(program, script: "appear Hom")
        }
        #expect(
            throws: SimulationError(
                line: 1, columns: 9..<15, message: "unknown alert 'welcom'; did you mean 'welcome'?")
        ) {
            try simulate(program, script: "enqueue welcom")
        }
        #expect(
            throws: SimulationError(
                line: 2, columns: 9..<15, message: "no alert instance 'welcom' was enqueued; did you mean 'welcome'?")
        ) {
            try simulate(program, script: "enqueue welcome\ndismiss welcom")
        }
        #expect(
            throws: SimulationError(line: 2, columns: 9..<18, message: "no alert instance 'welcome#2' was enqueued")
        ) {
            try simulate(program, script: "enqueue welcome\ndismiss welcome#2")
        }
        #expect(throws: SimulationError(line: 1, columns: 8..<12, message: "no page 'Away'")) {
            try simulate(program, script: "appear Away")
        }
    }

    /// A step that fails adds nothing to the log, which then holds the replay up to it (what `alertc simulate`
    /// prints before the error): the scheduler refuses the second `ready`, whose line must not appear.
    @Test func aFailingStepLeavesTheStepsBeforeItInTheLog() throws {
        var simulator = Simulator(
            program: try program("page P\nalert a { page: P; ready: .deferred; action ok \"OK\" }"))
        let script = try SimulationScript.parse("appear P\nenqueue a\nready a\nready a\n")
        #expect(throws: SimulationError.self) { try simulator.run(script) }
        #expect(simulator.log == "appear P\nenqueue a\nready a\n  show a\n")
    }

    /// A step that names an instance never enqueued fails at that name (docs/diagnostics.md `script-step-failed`):
    /// a declared alert not enqueued yet, or an `ALERT#n` past the instances enqueued.
    @Test func stepsOnInstancesNeverEnqueuedFailAtTheName() throws {
        let program = "alert a { ready: .deferred; action ok \"OK\" }"
        #expect(
            throws: SimulationError(line: 1, columns: 7..<8, message: "no alert instance 'a' was enqueued")
        ) {
            try simulate(program, script: "ready a\nenqueue a")
        }
        #expect(
            throws: SimulationError(line: 3, columns: 9..<12, message: "no alert instance 'a#2' was enqueued")
        ) {
            try simulate(program, script: "enqueue a\nready a\ndismiss a#2")
        }
        // The first instance is `a`, not `a#1`: the error says so (it said only "no alert instance 'a#1'").
        #expect(
            throws: SimulationError(
                line: 2, columns: 7..<10, message: "no alert instance 'a#1' was enqueued; the first instance is 'a'")
        ) {
            try simulate(program, script: "enqueue a\nready a#1")
        }
        let log = try simulate(program, script: "enqueue a\nenqueue a\nready a#2\ndismiss a#2")
        #expect(log.hasSuffix("shown in order: a#2\nnever shown: a (prepared)\n"))
    }

    /// `dismiss ALERT` names the alert's first instance not ended; once every instance ended it names the last,
    /// so the scheduler refuses the step, at the name. A scenario in which nothing shows says so.
    @Test func dismissingAnEndedAlertFailsAndNothingShownIsSaid() throws {
        #expect(
            throws: SimulationError(line: 3, columns: 9..<10, message: "cannot end alert instance 'a': it is ended")
        ) {
            try simulate("alert a { action ok \"OK\" }", script: "enqueue a\ndismiss a\ndismiss a")
        }
        let log = try simulate("page P\nalert a { page: P; action ok \"OK\" }", script: "enqueue a")
        #expect(log == "enqueue a\n\nshown in order: (none)\nnever shown: a (ready)\n")
    }

    /// An alert name in a step means its first instance not ended, so after `a` ends, `dismiss a` ends `a#2`; once
    /// every instance ended it means the last one (`a#2`), which the scheduler refuses.
    @Test func anAlertNameMeansItsFirstInstanceNotEnded() throws {
        let program = "alert a { action ok \"OK\" }"
        let log = try simulate(program, script: "enqueue a\nenqueue a\ndismiss a\ndismiss a")
        #expect(
            log == """
                enqueue a
                  show a
                enqueue a#2
                dismiss a
                  dismiss a
                  show a#2
                dismiss a#2
                  dismiss a#2

                shown in order: a, a#2

                """)
        #expect(
            throws: SimulationError(line: 5, columns: 9..<10, message: "cannot end alert instance 'a#2': it is ended")
        ) {
            try simulate(program, script: "enqueue a\nenqueue a\ndismiss a\ndismiss a\ndismiss a")
        }
    }

    /// Read from bytes, a line with an ill-formed UTF-8 part or a NUL gets an error at each (columns in bytes, after
    /// a byte order mark) and is not a step; the lines around it are read as usual and keep their numbers.
    @Test func bytesThatAreNotTextAreErrorsAtTheByte() {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array("enqueue a\nenqueue ".utf8) + [0xE2, 0x82] + Array(" b".utf8) + [0]
            + Array("\nshow\ndismiss\n".utf8)
        let (script, errors) = SimulationScript.parseReportingAll(bytes: bytes)
        #expect(
            errors == [
                SimulationError(
                    line: 2, columns: 9..<11, message: "invalid UTF-8 sequence 0xE2 0x82", code: .invalidUTF8),
                SimulationError(line: 2, columns: 13..<14, message: "nul character in script", code: .nulCharacter),
                SimulationError(
                    line: 3, columns: 1..<5,
                    message: "unknown step 'show'; expected appear, disappear, enqueue, ready, dismiss or cancel"),
            ])
        #expect(script.steps.map(\.step) == [.enqueue("a"), .dismiss(nil)])
        #expect(script.steps.map(\.place.line) == [1, 4])
        #expect(script.steps.first?.place.name == 9..<10)
    }

    /// A malformed line is skipped and the next one read: every mistake of the script is reported at once, at the
    /// word at fault (an extra name, the verb that lacks one), and the well-formed steps are kept.
    @Test func everyMalformedLineIsReported() {
        let (script, errors) = SimulationScript.parseReportingAll(
            "\u{FEFF}appear\nshow x # comment\nenqueue a b\n\tdismiss x y\r\nenqueue ok # fine\ndismiss\n")
        #expect(
            errors == [
                SimulationError(line: 1, columns: 1..<7, message: "'appear' takes one name"),
                SimulationError(
                    line: 2, columns: 1..<5,
                    message: "unknown step 'show'; expected appear, disappear, enqueue, ready, dismiss or cancel"),
                SimulationError(line: 3, columns: 11..<12, message: "'enqueue' takes one name"),
                SimulationError(line: 4, columns: 12..<13, message: "'dismiss' takes at most one name"),
            ])
        #expect(script.steps.map(\.step) == [.enqueue("ok"), .dismiss(nil)])
        #expect(script.steps.map(\.place.line) == [5, 6])
        #expect(script.steps.first?.place.name == 9..<11)
    }
}
