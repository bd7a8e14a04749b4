import AlertCompiler
import AlertDSL
import Foundation
import Testing

/// `alertc build --emit swift -o DIR` writes the file while the program is checked (`SwiftFileStream`): each
/// alert's typed API as it comes, its stored definition set aside and copied in after the last alert. The bytes
/// are those of the in-memory path (standard output), and a failed build leaves the output as it was.
@Suite struct StreamedSwiftBuildTests {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The streamed file and the in-memory one (written to standard output) for the same arguments.
    private func bothWays(_ arguments: [String], inputs: [String]) throws -> (streamed: String, whole: String) {
        let tree = try TemporaryTree()
        let directory = tree.path("out")
        let streamed = ToolRunner.run(["build", "--emit", "swift", "-o", directory] + arguments + inputs)
        #expect(streamed.status == 0, "\(streamed.stderr)")
        let whole = ToolRunner.run(["build", "--emit", "swift"] + arguments + inputs)
        #expect(whole.status == 0, "\(whole.stderr)")
        let name = arguments.firstIndex(of: "--namespace").map { arguments[$0 + 1] } ?? "Alerts"
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name + ".swift"])
        return (try read(directory + "/" + name + ".swift"), whole.stdout)
    }

    /// Two alerts that wait for each other: an error the scheduling checks find after every alert was written.
    private static let cycle = """
        alert second { title: "Second" after: [third] action ok "OK" }
        alert third { title: "Third" after: [second] action ok "OK" }

        """

    @Test func streamedBuildOfTheSamplesIsTheInMemoryFile() throws {
        let samples = [BackendTestSupport.samplesDirectory.path]
        let plain = try bothWays([], inputs: samples)
        #expect(plain.streamed == plain.whole)
        #expect(plain.streamed.contains("enum Definitions: Sendable {\n"))
        let options = try bothWays(["--namespace", "Sheets", "--access-level", "public"], inputs: samples)
        #expect(options.streamed == options.whole)
        #expect(options.streamed.contains("public nonisolated enum Sheets: Sendable {"))
    }

    /// `--emit all -o DIR` streams both files; each is the in-memory one (standard output with one `--emit`).
    @Test func streamedBuildOfBothOutputsIsTheInMemoryFiles() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("out/new")
        let samples = BackendTestSupport.samplesDirectory.path
        let all = ToolRunner.run(["build", "-o", directory, "--namespace", "Both", samples])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Both.json", "Both.swift"])
        for emit in ["json", "swift"] {
            let whole = ToolRunner.run(["build", "--emit", emit, "--namespace", "Both", samples])
            #expect(try read(directory + "/Both." + emit) == whole.stdout, "\(emit)")
        }
    }

    /// A program whose stored definitions fill several of the spill file's blocks (and the writer's chunks): the
    /// definitions set aside come back whole and in order.
    @Test func streamedBuildOfALargeProgramIsTheInMemoryFile() throws {
        var source = "page Home {}\n"
        for index in 0..<1_200 {
            source += """
                /// Alerte n° \(index) — 日本語 ✓.
                alert note\(index)(count: Int) {
                    title: "Überschrift \(index)"
                    message: "Text \\(count) with a \\"quote\\" and # signs ##"
                    page: Home
                    action ok { title: "OK" }
                    action later { title: "Später"; style: .cancel }
                }

                """
        }
        let tree = try TemporaryTree()
        let file = try tree.write("many.alert", source)
        let both = try bothWays([], inputs: [file])
        #expect(both.streamed.utf8.count > 1 << 20)
        #expect(both.streamed == both.whole)
    }

    /// Without alerts, `Definitions` is empty (`{}`); with one, its definition is spliced into it.
    @Test(arguments: [
        "theme Brand { tintColor: #FF0000 }\npage Home {}\n",
        "",
        "/// The only one.\nalert only { title: \"Only\" action ok \"OK\" }\n",
    ])
    func streamedBuildOfSmallProgramsIsTheInMemoryFile(_ source: String) throws {
        let tree = try TemporaryTree()
        let file = try tree.write("app.alert", source)
        let both = try bothWays([], inputs: [file])
        #expect(both.streamed == both.whole)
        #expect(
            both.streamed.contains(
                source.contains("alert ") ? "static let only: AlertDefinition" : "Definitions: Sendable {}"))
    }

    @Test func preludeAnnouncesTheAlertsHandedOver() {
        let inputs = [BackendTestSupport.samplesDirectory.path]
        var preludes: [ProgramPrelude] = []
        var names: [String] = []
        var resolver = AlertResolver()
        _ = Compilation.check(
            inputs: inputs, beforeAlerts: { preludes.append($0) },
            eachUnresolvedAlert: {
                #expect(preludes.count == 1)
                names.append(resolver.resolve($0).name)
            })
        let whole = Compilation.check(inputs: inputs)
        #expect(preludes.count == 1)
        #expect(preludes.first?.alertNames == names)
        #expect(names == whole.program.alerts.map(\.name))
        #expect(preludes.first?.program.themes == whole.program.themes)
        #expect(preludes.first?.program.pages == whole.program.pages)
        #expect(preludes.first?.sourcePaths == whole.sourceListing)
        #expect(whole.sourceListing.first == "custom-container.alert")
    }

    /// An alert handed over once analysis has reported an error (its own included) says so, so a streamed build
    /// writes nothing more: its outputs are discarded. Naming the Swift of an alert with thousands of actions of
    /// one name (an error) took each one more `_` than the last: 5,000 took 10 s, 50,000 hung.
    @Test func alertsAfterAnErrorAreMarkedAndNotWritten() throws {
        let tree = try TemporaryTree()
        let file = try tree.write(
            "app.alert",
            """
            alert clean { title: "Clean" action ok "OK" }
            alert duplicated { title: "Twice" action ok "OK" action ok "OK" }
            alert later { title: "Later" action ok "OK" }

            """)
        var marks: [String: Bool] = [:]
        var resolver = AlertResolver()
        _ = Compilation.check(inputs: [file]) { marks[resolver.resolve($0).name] = $0.followsAnError }
        #expect(marks == ["clean": false, "duplicated": true, "later": true])

        let actions = String(repeating: "action a \"A\"\n", count: 20_000)
        let many = try tree.write("many.alert", "alert many { title: \"Many\"\n" + actions + "}\n")
        let start = ContinuousClock.now
        let result = ToolRunner.run(["build", "-o", tree.path("out"), many])
        #expect(result.status == 1)
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    /// A dependency cycle is found after every alert was written: the output stays as it was.
    @Test func errorFoundAfterTheLastAlertLeavesTheOutputAsItWas() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("app.alert", "alert first { title: \"First\" action ok \"OK\" }\n")
        let directory = tree.path("out")
        #expect(ToolRunner.run(["build", "--emit", "swift", "-o", directory, source]).status == 0)
        let file = directory + "/Alerts.swift"
        let before = try read(file)
        try tree.write("app.alert", Self.cycle)
        let result = ToolRunner.run(["build", "--emit", "swift", "-o", directory, source])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cycle"), "\(result.stderr)")
        #expect(try read(file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Alerts.swift"])
        // Both outputs stay as they were.
        try FileManager.default.removeItem(atPath: file)
        try tree.write("app.alert", "alert first { title: \"First\" action ok \"OK\" }\n")
        #expect(ToolRunner.run(["build", "-o", directory, source]).status == 0)
        let both = (try read(file), try read(directory + "/Alerts.json"))
        try tree.write("app.alert", Self.cycle)
        #expect(ToolRunner.run(["build", "-o", directory, source]).status == 1)
        #expect(try (read(file), read(directory + "/Alerts.json")) == both)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Alerts.json", "Alerts.swift"])
        // Into a directory that does not exist yet: nothing is made.
        let missing = ToolRunner.run(["build", "--emit", "swift", "-o", tree.path("new/nested"), source])
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: tree.path("new")))
    }
}
