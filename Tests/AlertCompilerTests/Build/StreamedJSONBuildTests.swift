import AlertCompiler
import AlertDSL
import Foundation
import Testing

/// `alertc build --emit json -o DIR` writes the document while the program is
/// checked (`OutputStage`, `ProgramJSONStream`): the same bytes as the in-memory path, and the same guarantees
/// when the build fails, even when the failure is found after every alert was written.
@Suite struct StreamedJSONBuildTests {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Two alerts that wait for each other: an error the scheduling checks find after every alert was written.
    private static let cycle = """
        alert second { title: "Second" after: [third] action ok "OK" }
        alert third { title: "Third" after: [second] action ok "OK" }

        """

    /// A stage for `A.json` in `directory` that was given `text`.
    private func stage(_ text: String, in directory: String) throws -> OutputStage {
        let stage = try #require(OutputStage(named: "A.json", in: directory))
        Array(text.utf8).withUnsafeBufferPointer(stage.write)
        return stage
    }

    private func temporaryFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    @Test func streamedBuildOfTheSamplesMatchesTheReference() throws {
        let tree = try TemporaryTree()
        let output = try tree.write("out/Alerts.json", "an older document with nothing in common\n")
        let directory = tree.path("out")
        let result = ToolRunner.run([
            "build", "--emit", "json", "-o", directory, BackendTestSupport.samplesDirectory.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let reference = try String(
            contentsOf: BackendTestSupport.referenceDirectory.appendingPathComponent("samples.json"), encoding: .utf8)
        #expect(try read(output) == reference)
        #expect(try temporaryFiles(in: directory).isEmpty)
    }

    @Test func alertsHandedOverAreTheAlertsOfTheProgram() {
        let inputs = [BackendTestSupport.samplesDirectory.path]
        var streamed: [ResolvedAlert] = []
        let compilation = Compilation.check(inputs: inputs) { streamed.append($0) }
        let whole = Compilation.check(inputs: inputs)
        #expect(!streamed.isEmpty)
        #expect(streamed == whole.program.alerts)
        #expect(compilation.program.alerts.isEmpty)
        var rest = whole.program
        rest.alerts = []
        #expect(compilation.program == rest)
        #expect(compilation.diagnostics.errorCount == whole.diagnostics.errorCount)
    }

    /// A dependency cycle is found by the scheduling checks, after every alert went to the temporary file.
    @Test func errorFoundAfterTheLastAlertLeavesTheOutputAsItWas() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("app.alert", "alert first { title: \"First\" action ok \"OK\" }\n")
        let directory = tree.path("out")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(ToolRunner.run(["build", "--emit", "json", "-o", directory, source]).status == 0)
        let file = directory + "/Alerts.json"
        let before = try read(file)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)

        try tree.write("app.alert", Self.cycle)
        let result = ToolRunner.run(["build", "--emit", "json", "-o", directory, source])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cycle"), "\(result.stderr)")
        #expect(try read(file) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == past)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Alerts.json"])

        // A warning made an error by --werror, likewise.
        try tree.write("app.alert", "alert quiet(unused: Int) { title: \"Quiet\" action ok \"OK\" }\n")
        #expect(ToolRunner.run(["build", "--werror", "--emit", "json", "-o", directory, source]).status == 1)
        #expect(try read(file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Alerts.json"])
    }

    @Test func stageNeedsADirectoryOrADirectoryToMakeItIn() throws {
        let tree = try TemporaryTree()
        let file = try tree.write("file", "not a directory")
        #expect(OutputStage(named: "A.json", in: file) == nil)
        #expect(OutputStage(named: "A.json", in: file + "/below") == nil)
        #expect(OutputStage(named: "A.json", in: tree.path("")) != nil)
        #expect(OutputStage(named: "A.json", in: tree.path("missing/nested")) != nil)
    }

    /// A directory that does not exist yet is made only when the stage is committed; the bytes wait in its
    /// nearest existing ancestor meanwhile.
    @Test func stageMakesAMissingDirectoryOnlyWhenCommitted() throws {
        let tree = try TemporaryTree()
        let root = tree.path("")
        let directory = tree.path("out/nested")
        let discarded = try stage("document\n", in: directory)
        #expect(try temporaryFiles(in: root).count == 1)
        discarded.discard()
        #expect(try temporaryFiles(in: root).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tree.path("out")))
        #expect(try stage("document\n", in: directory).commit() == true)
        #expect(try read(directory + "/A.json") == "document\n")
        #expect(try temporaryFiles(in: root).isEmpty)
    }

    @Test func failedStreamedBuildIntoAMissingDirectoryLeavesNothing() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("app.alert", Self.cycle)
        let before = try FileManager.default.contentsOfDirectory(atPath: tree.path("")).sorted()
        let result = ToolRunner.run(["build", "--emit", "json", "-o", tree.path("out/nested"), source])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("")).sorted() == before)
    }

    /// Stages committed together: all written out, then moved into place; an unchanged file is left alone.
    @Test func stagesCommittedTogetherMoveOnlyTheChangedFiles() throws {
        let tree = try TemporaryTree()
        let same = try tree.write("out/A.json", "same bytes\n")
        let directory = tree.path("out")
        let first = try stage("same bytes\n", in: directory)
        let second = try #require(OutputStage(named: "B.swift", in: directory))
        Array("new file\n".utf8).withUnsafeBufferPointer(second.write)
        #expect(try OutputStage.commit([first, second]) == [false, true])
        #expect(try read(same) == "same bytes\n")
        #expect(try read(directory + "/B.swift") == "new file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["A.json", "B.swift"])
    }

    @Test func stageCommitsChangesOnlyAndDiscardsWithoutTrace() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("out/A.json", "same bytes\n")
        let directory = tree.path("out")
        #expect(try stage("same bytes\n", in: directory).commit() == false)
        let discarded = try stage("other bytes\n", in: directory)
        #expect(try temporaryFiles(in: directory).count == 1)
        discarded.discard()
        #expect(try temporaryFiles(in: directory).isEmpty)
        #expect(try read(path) == "same bytes\n")
        // Dropped without a decision: the same as a discard.
        _ = try stage("dropped\n", in: directory)
        #expect(try temporaryFiles(in: directory).isEmpty)
        #expect(try stage("new bytes\n", in: directory).commit() == true)
        #expect(try read(path) == "new bytes\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["A.json"])
    }
}
