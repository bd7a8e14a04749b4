import AlertCompiler
import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test func helpAndVersion() {
        let help = ToolRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: alertc <command>"))
        #expect(ToolRunner.run(["help", "build"]).stdout.contains("--access-level"))
        #expect(ToolRunner.run(["check", "--help"]).stdout.contains("USAGE: alertc check"))
        // The default scenario makes deferred alerts ready (README); without that they would never show.
        #expect(ToolRunner.run(["simulate", "--help"]).stdout.contains("first deferred"))
        let version = ToolRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "alertc \(CommandLineTool.version)\n")
    }

    @Test func helpForAnUnknownCommandAndVersionWithArgumentsAreBadUsage() {
        let unknown = ToolRunner.run(["help", "bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(
            unknown.stderr == """
                alertc: error: unknown command 'bogus'; expected 'check', 'build', 'graph', 'simulate' or 'format'
                Run 'alertc --help' for usage.

                """)
        #expect(ToolRunner.run(["help", "check", "extra"]).status == 2)
        let version = ToolRunner.run(["--version", "extra"])
        #expect(version.status == 2)
        #expect(version.stderr.hasPrefix("alertc: error: unexpected argument 'extra'\n"))
        // `help --help` is still the overview, as `help` alone is.
        let helpOfHelp = ToolRunner.run(["help", "--help"])
        #expect(helpOfHelp.status == 0)
        #expect(helpOfHelp.stdout.contains("USAGE: alertc <command>"))
    }

    @Test func badUsageExitsWithTwo() {
        for arguments in [
            ["check"], ["check", "--bogus", "a.alert"], ["frobnicate"], ["check", "--color"],
            ["check", "--color", "sometimes", "a.alert"], ["build", "--emit", "xml", "a.alert"],
            ["build", "--namespace", "not valid", "a.alert"], ["check", "--emit", "json", "a.alert"],
            ["check", "--werror=yes", "a.alert"], ["-x"], ["format", "--check=yes", "a.alert"],
            ["build", "--emit", "json", "-o", "", "a.alert"], ["build", "--output=", "a.alert"],
        ] {
            let result = ToolRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("alertc: error: "), "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// `-o ""` (an unset variable in a build script) names no directory: bad usage, said as such before any input is
    /// read, not Foundation's "The file doesn't exist." after the program was checked.
    @Test func anEmptyOutputDirectoryIsBadUsage() {
        let result = ToolRunner.run(["build", "--emit", "json", "-o", "", "missing.alert"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("alertc: error: '-o' needs a directory; give '-o <dir>'"))
    }

    /// A namespace named like a type the generated Swift uses would shadow it, and the file would not compile
    /// (spec §8): `--namespace String` turns every `String` of the file into the namespace enum.
    @Test func namespaceShadowingAGeneratedReferenceIsBadUsage() throws {
        for namespace in ["String", "Int", "Double", "Sendable", "Hashable", "TypedAlert", "AlertDefinition", "Swift"] {
            let result = ToolRunner.run(["build", "--emit", "swift", "--namespace", namespace, "a.alert"])
            #expect(result.status == 2, "\(namespace)")
            let message =
                "invalid namespace '\(namespace)'; it would shadow '\(namespace)', which the generated Swift uses"
            #expect(result.stderr.hasPrefix("alertc: error: " + message), "\(namespace)")
            #expect(result.stdout.isEmpty)
        }
        // Names of the generated file's own members are fine as its namespace: they are nested, not shadowed.
        let tree = try TemporaryTree()
        let path = try tree.write("a.alert", "alert a { action ok \"OK\" }\n")
        for namespace in ["Themes", "Definitions", "AlertCenter"] {
            let result = ToolRunner.run(["build", "--emit", "swift", "--namespace", namespace, path])
            #expect(result.status == 0, "\(namespace): \(result.stderr)")
            #expect(result.stdout.contains("enum \(namespace): Sendable"))
        }
    }

    /// `any`, `some` and `each` begin a type rather than name one: the generated file compiled, but the app could not
    /// write the namespace as a type (`let action: some.SignInAction` does not parse), so it is refused as
    /// `.custom("any")` is.
    @Test func aNamespaceThatBeginsATypeIsBadUsage() {
        for namespace in ["any", "some", "each"] {
            let result = ToolRunner.run(["build", "--emit", "swift", "--namespace", namespace, "a.alert"])
            #expect(result.status == 2, "\(namespace)")
            let message = "invalid namespace '\(namespace)'; '\(namespace)' begins a Swift type rather than names one"
            #expect(result.stderr.hasPrefix("alertc: error: " + message), "\(namespace)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// A namespace that is no type name is bad usage, and the message says what is wrong with it.
    @Test func anInvalidNamespaceSaysWhy() {
        let cases = [
            ("Ünï", "a namespace is spelt in ASCII (letters, digits and '_'): it also names the output files"),
            ("9Alerts", "a Swift type name cannot start with a digit"),
            ("class", "'class' is a Swift keyword"),
            ("App-Alerts", "expected a Swift type name (letters, digits and '_')"),
            ("", "expected a Swift type name"),
        ]
        for (namespace, problem) in cases {
            let result = ToolRunner.run(["build", "--emit", "swift", "--namespace", namespace, "a.alert"])
            #expect(result.status == 2, "\(namespace)")
            #expect(
                result.stderr.hasPrefix("alertc: error: invalid namespace '\(namespace)'; \(problem)\n"),
                "\(namespace): \(result.stderr)")
        }
    }

    @Test func optionParsing() throws {
        let invocation = try CommandLineParser.parse([
            "build", "--emit=swift", "-o", "out", "--namespace", "AppAlerts", "--access-level", "public",
            "--color=never", "--diagnostics-format", "json", "--werror", "--", "-odd.alert", "b",
        ])
        var expected = CompileOptions()
        expected.emit = .swift
        expected.emitGiven = true
        expected.outputDirectory = "out"
        expected.namespace = "AppAlerts"
        expected.accessLevel = .public
        expected.color = .never
        expected.diagnosticsFormat = .json
        expected.warningsAsErrors = true
        expected.inputs = ["-odd.alert", "b"]
        #expect(invocation == .build(expected))
    }

    @Test func missingInputIsAnErrorNamingIt() {
        let result = ToolRunner.run(["check", "/nonexistent/x.alert"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: no such file or directory: '/nonexistent/x.alert' [input-not-found]"))
        #expect(!result.stderr.contains("Fatal"))
    }

    @Test func syntaxErrorsExitWithOneAndAreClangStyle() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("bad.alert", "alert a {\n    title \"x\"\n    action ok \"OK\"\n}\n")
        let result = ToolRunner.run(["check", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(path):2:10: error: expected ':' after property name 'title'"))
        #expect(result.stderr.contains("\n    title \"x\"\n         ^\n         : \n"))
        #expect(result.stderr.hasSuffix("1 error generated.\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func jsonDiagnosticsAreOneDocumentOnStdout() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("bad.alert", "alert a { title \"x\" action ok \"OK\" .nope }\n")
        let result = ToolRunner.run(["check", "--diagnostics-format", "json", path])
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.count == 2)
        #expect(diagnostics?.first?["line"] as? Int == 1)
        #expect(diagnostics?.first?["column"] as? Int == 16)
        #expect(diagnostics?.first?["code"] as? String == "expected-member")
        #expect(object?["errorCount"] as? Int == 2)
    }

    @Test func colourFollowsTheTerminalAndNoColor() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("bad.alert", "alert a { title \"x\" }\n")
        let escape = "\u{1B}["
        #expect(ToolRunner.run(["check", path], terminal: true).stderr.contains(escape))
        #expect(!ToolRunner.run(["check", path], terminal: false).stderr.contains(escape))
        #expect(
            !ToolRunner.run(["check", path], environment: ["NO_COLOR": "1"], terminal: true).stderr.contains(escape))
        #expect(ToolRunner.run(["check", "--color=always", path]).stderr.contains(escape))
        #expect(!ToolRunner.run(["check", "--color=never", path], terminal: true).stderr.contains(escape))
    }

    /// `auto` colour is also off for `TERM=dumb`; an empty `NO_COLOR` does not count as set (no-color.org).
    @Test func dumbTerminalsGetNoColourAndAnEmptyNoColorIsUnset() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("bad.alert", "alert a { title \"x\" }\n")
        let escape = "\u{1B}["
        #expect(
            !ToolRunner.run(["check", path], environment: ["TERM": "dumb"], terminal: true).stderr.contains(escape))
        #expect(
            ToolRunner.run(["check", path], environment: ["TERM": "xterm"], terminal: true).stderr.contains(escape))
        #expect(ToolRunner.run(["check", path], environment: ["NO_COLOR": ""], terminal: true).stderr.contains(escape))
        // The help says so too: "set" would read as "present", which an empty value is.
        #expect(ToolRunner.run(["help", "check"]).stdout.contains("NO_COLOR is non-empty or TERM is dumb"))
        #expect(
            ToolRunner.run(["check", "--color=always", path], environment: ["TERM": "dumb", "NO_COLOR": "1"])
                .stderr.contains(escape))
    }

    @Test func graphAndSimulateCommands() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("a.alert", "alert a { action ok \"OK\" }\nalert b { after: [a]; action ok \"OK\" }\n")
        let graph = ToolRunner.run(["graph", "--format", "mermaid", path])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains("alert_a --> alert_b"))
        // Graphviz is the default format (README: `alertc graph samples | dot -Tsvg`).
        let dot = ToolRunner.run(["graph", path])
        #expect(dot.status == 0)
        #expect(dot.stdout.contains("digraph alerts {\n"))
        #expect(dot.stdout.contains("\"a\" -> \"b\";"))
        #expect(ToolRunner.run(["graph", "--format", "dot", path]).stdout == dot.stdout)
        #expect(
            ToolRunner.run(["help", "graph"]).stdout.hasPrefix(
                "OVERVIEW: Check .alert files and print their scheduling graph"))
        let simulation = ToolRunner.run(["simulate", path])
        #expect(simulation.status == 0)
        #expect(simulation.stdout.hasSuffix("shown in order: a, b\n"))
        // Script errors are shown as a program's are: FILE:LINE:COLUMN, the line, a caret under the word at fault;
        // every malformed line at once.
        let script = try tree.write("s.txt", "enqueue b\nbogus\ndismiss a b\n")
        let failed = ToolRunner.run(["simulate", "--script", script, path])
        #expect(failed.status == 1)
        #expect(
            failed.stderr == """
                \(script):2:1: error: unknown step 'bogus'; expected appear, disappear, enqueue, ready, dismiss or \
                cancel [invalid-script-step]
                bogus
                ^~~~~
                \(script):3:11: error: 'dismiss' takes at most one name [invalid-script-step]
                dismiss a b
                          ^
                2 errors generated.

                """)
        // A step the scheduler refuses is reported at its words too, with the program's warnings in one report.
        let warned = try tree.write("warned.alert", "alert a(unused: Int) { action ok \"OK\" }\n")
        let refused = try tree.write("refused.txt", "enqueue a\ndismiss\ndismiss\n")
        let refusal = ToolRunner.run(["simulate", "--script", refused, warned])
        #expect(refusal.status == 1)
        // The steps that ran before the failing one are printed as a replay prints them, without the summary.
        #expect(refusal.stdout == "enqueue a\n  show a\ndismiss a\n  dismiss a\n")
        #expect(refusal.stderr.contains("warning: parameter 'unused' is never used"))
        #expect(
            refusal.stderr.hasSuffix(
                """
                \(refused):3:1: error: nothing is on screen to dismiss [script-step-failed]
                dismiss
                ^~~~~~~
                1 error and 1 warning generated.

                """))
        let json = ToolRunner.run(["simulate", "--diagnostics-format", "json", "--script", refused, warned])
        #expect(json.stderr.components(separatedBy: "\"diagnostics\"").count == 2, "one JSON document")
        #expect(json.stderr.contains("\"code\": \"script-step-failed\""))
        let missing = tree.path("missing.txt")
        let unreadable = ToolRunner.run(["simulate", "--script", missing, path])
        #expect(unreadable.status == 1)
        #expect(
            unreadable.stderr
                == "error: cannot read script '\(missing)': no such file or directory [input-unreadable]\n"
                + "1 error generated.\n")
        // A script that cannot be read is a diagnostic like any other: with JSON diagnostics it is in the document.
        let unreadableJSON = ToolRunner.run(["simulate", "--diagnostics-format", "json", "--script", missing, path])
        #expect(unreadableJSON.status == 1)
        #expect(unreadableJSON.stderr.contains("\"code\": \"input-unreadable\""))
        #expect(!unreadableJSON.stderr.contains("alertc: error"))
        let broken = try tree.write("bad.alert", "alert a { after: [nope]; action ok \"OK\" }\n")
        #expect(ToolRunner.run(["graph", broken]).status == 1)
        #expect(ToolRunner.run(["simulate", broken]).stdout.isEmpty)
        #expect(ToolRunner.run(["graph", "--script", "x", path]).status == 2)
    }

    /// A script that is not UTF-8 or holds a NUL byte is reported at that byte (`invalid-utf8`, `nul-character`), as
    /// a `.alert` file is, with the other malformed lines; it was "cannot read script" without a place, and a NUL
    /// became part of a name. A directory says so (it read as a file "larger than 4 GiB").
    @Test func scriptBytesThatAreNotTextAreErrorsAtTheByte() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("p.alert", "alert a { action ok \"OK\" }\n")
        let script = tree.path("s.txt")
        try Data("enqueue a\nenqueue a".utf8 + [0xFF] + Array("\nbogus\nready a".utf8) + [0, 0x0A])
            .write(to: URL(fileURLWithPath: script))
        let result = ToolRunner.run(["simulate", "--script", script, path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(script) }
        #expect(
            lines == [
                "\(script):2:10: error: invalid UTF-8 byte 0xFF [invalid-utf8]",
                "\(script):3:1: error: unknown step 'bogus'; expected appear, disappear, enqueue, ready, dismiss or "
                    + "cancel [invalid-script-step]",
                "\(script):4:8: error: nul character in script [nul-character]",
            ])
        #expect(result.stderr.hasSuffix("3 errors generated.\n"))
        let directory = ToolRunner.run(["simulate", "--script", tree.root.path, path])
        #expect(directory.status == 1)
        #expect(
            directory.stderr
                == "error: cannot read script '\(tree.root.path)': is a directory [input-unreadable]\n"
                + "1 error generated.\n")
    }

    /// An error line, a diagnostic's or the tool's own (`alertc: error: …`), may name a file, which may hold a line
    /// break or a terminal escape: written as in a Swift string, so the error stays on its line.
    @Test func aFileNameInAnErrorLineKeepsToItsLine() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("p.alert", "alert a { action ok \"OK\" }\n")
        let script = tree.path("missing\nalertc: error: forged\u{1B}[2J.txt")
        let shown = tree.path("missing\\nalertc: error: forged\\u{1B}[2J.txt")
        let result = ToolRunner.run(["simulate", "--script", script, path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: cannot read script '\(shown)': no such file or directory [input-unreadable]\n"
                + "1 error generated.\n")
        // The tool's own: an output directory that is a file.
        let output = try tree.write("out\nalertc: error: forged", "")
        let build = ToolRunner.run(["build", "-o", output, path])
        #expect(build.status == 2)
        #expect(
            build.stderr
                == "alertc: error: cannot write outputs to '\(tree.path("out\\nalertc: error: forged"))': it is not a "
                + "directory\n")
    }

    /// A first argument that starts with `-` is an option alertc does not know, not a command.
    @Test func anUnknownLeadingOptionIsCalledAnOption() {
        let result = ToolRunner.run(["--bogus", "a.alert"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "alertc: error: unknown option '--bogus'\nRun 'alertc --help' for usage.\n")
    }

    /// Only a long option takes its value after `=` (`--name value` or `--name=value`, as Swift's own tools):
    /// `-o=out` is no spelling of `-o out` but an unknown option, and nothing is written.
    @Test func onlyLongOptionsTakeAValueAfterAnEqualsSign() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("a.alert", "alert a { action ok \"OK\" }\n")
        let result = ToolRunner.run(["build", "--emit", "json", "-o=\(tree.path("out"))", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("alertc: error: unknown option '-o=\(tree.path("out"))' for 'alertc build'\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root.path) == ["a.alert"])
    }

    /// `-` alone is an operand, not an option (as for any POSIX tool): for `check`, which reads no standard input,
    /// it names a file, here a missing one.
    @Test func aLoneDashIsAnInputFileForCheck() {
        let result = ToolRunner.run(["check", "--color", "never", "-"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: no such file or directory: '-' [input-not-found]\n1 error generated.\n")
    }

    /// A successful replay still shows the program's warnings, as `check` does, and exits with 0.
    @Test func simulateShowsTheProgramsWarnings() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("warned.alert", "alert a(unused: Int) { action ok \"OK\" }\n")
        let result = ToolRunner.run(["simulate", "--color", "never", path])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("shown in order: a\n"))
        #expect(result.stderr.hasPrefix("\(path):1:9: warning: parameter 'unused' is never used [unused-parameter]\n"))
        #expect(result.stderr.hasSuffix("1 warning generated.\n"))
    }
}
