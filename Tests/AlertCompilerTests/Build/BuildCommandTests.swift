import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// `alertc build` (spec §9): writes outputs only for a program without errors, atomically and only
/// when changed; exit 2 for an output that cannot be written.
@Suite struct BuildCommandTests {
    static let valid = "/// Greets.\nalert hello { title: \"Hello\" action ok \"OK\" }\n"
    static let warning = "alert quiet(unused: Int) { title: \"Quiet\" action ok \"OK\" }\n"
    static let broken = "alert hello { title: \"Hello\" action ok \"OK\" .nope }\n"

    private func modificationDate(_ path: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.modificationDate] as? Date)
    }

    /// Moves a file's modification time into the past, so "untouched" is observable at any clock resolution.
    private func age(_ path: String) throws -> Date {
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        return try modificationDate(path)
    }

    private func expectedJSON(_ inputs: [String]) -> String {
        JSONBackend.emit(BackendTestSupport.compile(inputs).program)
    }

    @Test func writesJSONIntoACreatedDirectory() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("src/hello.alert", Self.valid)
        let output = tree.path("out/nested/dir")
        let result = ToolRunner.run(["build", "--emit", "json", "-o", output, source])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        let written = try String(contentsOfFile: output + "/Alerts.json", encoding: .utf8)
        #expect(written == expectedJSON([source]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Alerts.json"])
    }

    @Test func namespaceNamesTheFiles() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let output = tree.path("out")
        let result = ToolRunner.run(["build", "--emit=json", "--namespace", "AppAlerts", "--output=\(output)", source])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["AppAlerts.json"])
    }

    @Test func secondBuildLeavesOutputsUntouched() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let output = tree.path("out")
        let file = output + "/Alerts.json"
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", output, source]).status == 0)
        let aged = try age(file)
        let inode = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", output, source]).status == 0)
        #expect(try modificationDate(file) == aged)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int == inode)
        // A changed program rewrites the file.
        try tree.write("hello.alert", Self.valid.replacingOccurrences(of: "Hello", with: "Howdy"))
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", output, source]).status == 0)
        #expect(try modificationDate(file) != aged)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Howdy"))
    }

    @Test func failedBuildWritesNothingAndKeepsEarlierOutputs() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let output = tree.path("out")
        let file = output + "/Alerts.json"
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", output, source]).status == 0)
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let aged = try age(file)
        try tree.write("hello.alert", Self.broken)
        let result = ToolRunner.run(["build", "--emit", "json", "-o", output, source])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error:"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
        #expect(try modificationDate(file) == aged)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Alerts.json"])
        // Nothing is created for a failed build, not even the directory.
        let fresh = tree.path("fresh")
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", fresh, source]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func warningsBuildUnlessWerror() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("quiet.alert", Self.warning)
        let output = tree.path("out")
        let strict = ToolRunner.run(["build", "--werror", "--emit", "json", "-o", output, source])
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        let lenient = ToolRunner.run(["build", "--emit", "json", "-o", output, source])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning:"))
        #expect(FileManager.default.fileExists(atPath: output + "/Alerts.json"))
    }

    /// Spec §9 ("0 when there is no error (warnings allowed, unless `--werror`)") holds for every output, not only
    /// `--emit json -o`: the Swift file (written while the program is checked, alone or with the JSON document) and
    /// standard output are refused too, with exit status 1 and nothing written.
    @Test(arguments: [["--emit", "swift"], ["--emit", "all"], []])
    func werrorRefusesEveryOutputDirectory(emit: [String]) throws {
        let tree = try TemporaryTree()
        let source = try tree.write("quiet.alert", Self.warning)
        let output = tree.path("out")
        let strict = ToolRunner.run(["build", "--werror"] + emit + ["-o", output, source])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(ToolRunner.run(["build"] + emit + ["-o", output, source]).status == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/Alerts.swift"))
    }

    @Test(arguments: ["json", "swift"])
    func werrorWritesNothingToStdout(emit: String) throws {
        let tree = try TemporaryTree()
        let source = try tree.write("quiet.alert", Self.warning)
        let strict = ToolRunner.run(["build", "--werror", "--emit", emit, source])
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains(": error: "))
        let lenient = ToolRunner.run(["build", "--emit", emit, source])
        #expect(lenient.status == 0)
        #expect(!lenient.stdout.isEmpty)
    }

    /// Spec §9: under `--werror` a warning is an error in every form: its line says `error:`, the summary counts it
    /// as one (not also as a warning) and so does the JSON document.
    @Test func werrorReportsWarningsAsErrors() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("quiet.alert", Self.warning)
        let text = ToolRunner.run(["check", "--werror", "--color", "never", source])
        #expect(text.status == 1)
        #expect(text.stderr.contains(": error: "))
        #expect(!text.stderr.contains("warning"))
        #expect(text.stderr.hasSuffix("\n1 error generated.\n"))
        let json = ToolRunner.run(["check", "--werror", "--diagnostics-format", "json", source])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"severity\": \"error\""))
        #expect(json.stdout.hasSuffix("\"errorCount\": 1,\n  \"warningCount\": 0\n}\n"))
    }

    @Test func unwritableOutputExitsWithTwo() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let blocker = try tree.write("file", "not a directory")
        for output in [blocker, blocker + "/out"] {
            let result = ToolRunner.run(["build", "--emit", "json", "-o", output, source])
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr.hasPrefix("alertc: error: "), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "not a directory")
        // The file in the way is named (Foundation alone says "the operation could not be completed").
        let below = ToolRunner.run(["build", "--emit", "swift", "-o", blocker + "/out/dir", source])
        #expect(
            below.stderr
                == "alertc: error: cannot create output directory '\(blocker)/out/dir': '\(blocker)' is not a directory\n"
        )
    }

    /// A directory that exists but takes no new file (`/proc`, even for root) fails when the staged outputs are
    /// finished, not when they are opened: exit status 2 (spec §9), the file named, and nothing on stdout. With
    /// `--emit all` the JSON, staged first, fails and the Swift stage is dropped with it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func directoryThatTakesNoFileExitsWithTwo() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        for (emit, failing) in [("json", "Alerts.json"), ("swift", "Alerts.swift"), ("all", "Alerts.json")] {
            let result = ToolRunner.run(["build", "--emit", emit, "-o", "/proc", source])
            #expect(result.status == 2, "\(emit)")
            #expect(result.stderr.hasPrefix("alertc: error: cannot write '/proc/\(failing)': "), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// The `alertc` executable beside the test bundle (`swift build --build-tests` builds it too).
    static let executable: String? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let path = directory.appendingPathComponent("alertc").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Standard output that cannot be written is an output that cannot be written (spec §9): exit status 2 and a
    /// message, never a crash. The reason is worded as every other system error alertc reports, in lower case (it
    /// was strerror's "No space left on device": audit 15).
    @Test(.enabled(if: executable != nil && FileManager.default.fileExists(atPath: "/dev/full")))
    func unwritableStandardOutputExitsWithTwo() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        for (index, arguments) in [
            ["build", "--emit", "json", source], ["check", "--diagnostics-format", "json", source],
        ].enumerated() {
            let errors = try tree.write("stderr-\(index).txt", "")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
            process.arguments = arguments
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit, "\(arguments)")
            #expect(process.terminationStatus == 2, "\(arguments)")
            let message = try String(contentsOfFile: errors, encoding: .utf8)
            #expect(
                message == "alertc: error: cannot write to standard output: no space left on device\n", "\(message)")
        }
    }

    @Test func singleEmitWithoutOutputDirectoryGoesToStdout() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let result = ToolRunner.run(["build", "--emit", "json", source])
        #expect(result.status == 0)
        #expect(result.stdout == expectedJSON([source]))
        #expect(result.stderr.isEmpty)
        #expect(try AlertCatalog(jsonData: Data(result.stdout.utf8)).alerts.map(\.name) == ["hello"])
    }

    /// A program with an error writes nothing to standard output either (spec §9): exit status 1, the
    /// diagnostics on stderr, stdout empty, whichever output was asked for.
    @Test func errorsWriteNothingToStdout() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("broken.alert", Self.broken)
        for emit in ["json", "swift"] {
            let result = ToolRunner.run(["build", "--emit", emit, "--color", "never", source])
            #expect(result.status == 1, "\(emit)")
            #expect(result.stdout.isEmpty, "\(emit)")
            #expect(result.stderr.hasPrefix("\(source):1:45: error: "), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("\n1 error generated.\n"), "\(result.stderr)")
        }
    }

    /// The summary line counts in the plural, and names errors before warnings.
    @Test func summaryCountsErrorsAndWarnings() throws {
        let tree = try TemporaryTree()
        let warnings = try tree.write(
            "warnings.alert",
            "alert a(x: Int) { title: \"A\" action ok \"OK\" }\nalert b(y: Int) { title: \"B\" action ok \"OK\" }\n")
        let both = try tree.write("both.alert", Self.broken + Self.warning)
        let onlyWarnings = ToolRunner.run(["check", warnings])
        #expect(onlyWarnings.status == 0)
        #expect(onlyWarnings.stderr.hasSuffix("\n2 warnings generated.\n"), "\(onlyWarnings.stderr)")
        let mixed = ToolRunner.run(["check", both])
        #expect(mixed.status == 1)
        #expect(mixed.stderr.hasSuffix("\n1 error and 1 warning generated.\n"), "\(mixed.stderr)")
    }

    @Test func jsonDiagnosticsGoToStderrWhenStdoutCarriesTheOutput() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("quiet.alert", Self.warning)
        let toStdout = ToolRunner.run(["build", "--emit", "json", "--diagnostics-format", "json", source])
        #expect(toStdout.status == 0)
        #expect(toStdout.stdout == expectedJSON([source]))
        let diagnostics = try JSONSerialization.jsonObject(with: Data(toStdout.stderr.utf8)) as? [String: Any]
        #expect(diagnostics?["warningCount"] as? Int == 1)
        // With -o, stdout is free for the diagnostics document, as for `check`.
        let output = tree.path("out")
        let toDirectory = ToolRunner.run([
            "build", "--emit", "json", "--diagnostics-format", "json", "-o", output, source,
        ])
        #expect(toDirectory.status == 0)
        #expect(toDirectory.stderr.isEmpty)
        let document = try JSONSerialization.jsonObject(with: Data(toDirectory.stdout.utf8)) as? [String: Any]
        #expect(document?["warningCount"] as? Int == 1)
    }

    @Test func emitAllWithoutOutputDirectoryIsAUsageError() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let expected = [
            ["build", source]: "alertc: error: 'build' writes both outputs by default (JSON and Swift), which needs an "
                + "output directory; give '-o <dir>', or '--emit json' or '--emit swift' to write one to standard output\n",
            ["build", "--emit", "all", source]:
                "alertc: error: '--emit all' needs an output directory; give '-o <dir>', "
                + "or '--emit json' or '--emit swift' to write one to standard output\n",
        ]
        for (arguments, message) in expected {
            let result = ToolRunner.run(arguments)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasSuffix(message), "\(result.stderr)")
        }
    }

    @Test func buildOfTheSamplesDirectoryMatchesTheReference() throws {
        let tree = try TemporaryTree()
        let output = tree.path("out")
        let result = ToolRunner.run(["build", "--emit", "json", "-o", output, BackendTestSupport.samplesDirectory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: output + "/Alerts.json", encoding: .utf8)
        let reference = try String(
            contentsOf: BackendTestSupport.referenceDirectory.appendingPathComponent("samples.json"), encoding: .utf8)
        #expect(written == reference)
    }

    @Test func emitAllWritesJSONAndSwiftNamedAfterTheNamespace() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let output = tree.path("out")
        let result = ToolRunner.run([
            "build", "-o", output, "--namespace", "AppAlerts", "--access-level", "public", source,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "AppAlerts.json", "AppAlerts.swift",
            ])
        let swift = try String(contentsOfFile: output + "/AppAlerts.swift", encoding: .utf8)
        #expect(swift.contains("enum AppAlerts"))
        #expect(swift.contains("public "))
        #expect(swift.contains("//   hello.alert\n"))
        #expect(try String(contentsOfFile: output + "/AppAlerts.json", encoding: .utf8) == expectedJSON([source]))
        // A second build of both leaves both untouched.
        let agedJSON = try age(output + "/AppAlerts.json")
        let agedSwift = try age(output + "/AppAlerts.swift")
        #expect(
            ToolRunner.run(["build", "-o", output, "--namespace", "AppAlerts", "--access-level", "public", source])
                .status == 0)
        #expect(try modificationDate(output + "/AppAlerts.json") == agedJSON)
        #expect(try modificationDate(output + "/AppAlerts.swift") == agedSwift)
    }

    @Test func swiftToStdoutIsTheSwiftBackEndsOutput() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        let result = ToolRunner.run(["build", "--emit", "swift", source])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let program = BackendTestSupport.compile([source]).program
        let expected = SwiftBackend.emit(
            program,
            options: SwiftBackendOptions(namespace: "Alerts", accessLevel: "internal", sourcePaths: ["hello.alert"]))
        #expect(result.stdout == expected)
    }

    /// The Swift file's header lists the files relative to the directory holding them all (`SourceListing`), so
    /// neither the spelling of the inputs nor the place of the checkout changes its bytes.
    @Test func outputsDoNotDependOnHowOrWhereTheInputsAreNamed() throws {
        let trees = try [TemporaryTree(), TemporaryTree()]
        var inputs: [[String]] = []
        for tree in trees {
            try tree.write("app/main.alert", "import \"shared/brand.alert\"\n" + Self.valid)
            try tree.write("app/shared/brand.alert", "theme Brand { tintColor: #FF0000 }\n")
            try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("app"))
        }
        inputs.append([trees[0].path("app/main.alert")])
        inputs.append([trees[0].path("app/./shared/../main.alert"), trees[0].path("app/shared/brand.alert")])
        inputs.append([trees[1].path("link/main.alert")])
        inputs.append([trees[1].path("app")])
        let outputs = inputs.map { ToolRunner.run(["build", "--emit", "swift"] + $0) }
        #expect(outputs.allSatisfy { $0.status == 0 })
        #expect(outputs[0].stdout.contains("// Generated by alertc from:\n//   main.alert\n//   shared/brand.alert\n"))
        for output in outputs.dropFirst() { #expect(output.stdout == outputs[0].stdout) }
    }

    @Test func outputsDoNotDependOnInputOrder() throws {
        let samples = BackendTestSupport.sampleFiles.map(\.path)
        let tree = try TemporaryTree()
        var outputs: [[String]] = []
        for (index, inputs) in [samples, samples.reversed(), samples.shuffled()].enumerated() {
            let output = tree.path("out\(index)")
            #expect(ToolRunner.run(["build", "-o", output] + inputs).status == 0)
            outputs.append(
                try ["Alerts.json", "Alerts.swift"].map {
                    try String(contentsOfFile: output + "/" + $0, encoding: .utf8)
                })
        }
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }

    /// The Swift file cannot be written (the file size limit is reached, `ulimit -f`, as on a full disk) after the
    /// JSON document was: exit status 2, both outputs stay as they were, and neither temporary file is left behind.
    @Test(.enabled(if: executable != nil && FileManager.default.isExecutableFile(atPath: "/bin/sh")))
    func aFailureToWriteTheSecondOutputLeavesNoTemporaryFile() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("hello.alert", Self.valid)
        // The limit, in the 512-byte blocks of `/bin/sh`'s `ulimit -f`, lies between the two files' sizes.
        let reference = ToolRunner.run(["build", "-o", tree.path("reference"), source])
        try #require(reference.status == 0)
        let sizes = try ["json", "swift"].map {
            (try Data(contentsOf: URL(fileURLWithPath: tree.path("reference/Alerts.\($0)")))).count
        }
        let blocks = sizes[0] / 512 + 1
        try #require(blocks * 512 < sizes[1], "\(sizes)")
        let directory = tree.path("out")
        try tree.write("out/Alerts.json", "old document\n")
        try tree.write("out/Alerts.swift", "// old file\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // SIGXFSZ ignored, so a write past the limit fails with EFBIG instead of ending the process.
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f \(blocks) && exec \"$0\" \"$@\"", try #require(Self.executable), "build",
            "-o", directory, source,
        ]
        let errors = try tree.write("stderr.txt", "")
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.hasPrefix("alertc: error: cannot write '\(directory)/Alerts.swift': "), "\(message)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Alerts.json", "Alerts.swift"])
        #expect(try String(contentsOfFile: directory + "/Alerts.json", encoding: .utf8) == "old document\n")
        #expect(try String(contentsOfFile: directory + "/Alerts.swift", encoding: .utf8) == "// old file\n")
    }
}
