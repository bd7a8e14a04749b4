import AlertCompiler
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `alertc format`: stdout, `--in-place` and `--check` modes, exit statuses and files with errors.
@Suite struct FormatCommandTests {
    static let ugly = "alert a{title:\"T\";action ok \"OK\"}\n"
    static let pretty = "alert a {\n    title: \"T\"\n    action ok \"OK\"\n}\n"
    static let broken = "alert b { title: }\n"

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func modificationDate(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func printsOneFileOnStdout() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("a.alert", Self.ugly)
        let result = ToolRunner.run(["format", path])
        #expect(result.status == 0)
        #expect(result.stdout == Self.pretty)
        #expect(result.stderr.isEmpty)
        #expect(try contents(path) == Self.ugly)
    }

    /// Spec §9: an input that cannot be read is an error, also when its tidied form names another input:
    /// `file.alert/../a.alert` names nothing (`file.alert` is not a directory). It was taken for `a.alert` and left
    /// out in silence when named after it (audit 15).
    @Test(arguments: [false, true])
    func anInputThatNamesNothingIsAnErrorBesideTheFileItsTidiedFormNames(badFirst: Bool) throws {
        let tree = try TemporaryTree()
        let good = try tree.write("a.alert", Self.pretty)
        try tree.write("file.alert", Self.pretty)
        let bad = tree.path("file.alert") + "/../a.alert"
        let inputs = badFirst ? [bad, good] : [good, bad]
        let result = ToolRunner.run(["format", "--check", "--color", "never"] + inputs)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("error: cannot read '\(bad)': not a directory [input-unreadable]"),
            "\(result.stderr)")
    }

    /// A path named twice as written that names nothing is reported once, as a file named twice is formatted once
    /// (review 15b).
    @Test func anInputThatNamesNothingNamedTwiceIsReportedOnce() throws {
        let tree = try TemporaryTree()
        try tree.write("a.alert", Self.pretty)
        try tree.write("file.alert", Self.pretty)
        let bad = tree.path("file.alert") + "/../a.alert"
        let missing = tree.path("missing.alert")
        let result = ToolRunner.run(["format", "--check", "--color", "never", bad, missing, bad, missing])
        #expect(result.status == 1)
        #expect(
            result.stderr == "error: no such file or directory: '\(missing)' [input-not-found]\n"
                + "error: cannot read '\(bad)': not a directory [input-unreadable]\n2 errors generated.\n",
            "\(result.stderr)")
    }

    /// `-` is standard input (an editor formatting its buffer): printed, or checked beside files, and named
    /// `<stdin>` in diagnostics; it cannot be rewritten in place.
    @Test func standardInputIsFormatted() throws {
        let printed = ToolRunner.run(["format", "-"], standardInput: Self.ugly)
        #expect(printed.status == 0)
        #expect(printed.stdout == Self.pretty)
        #expect(printed.stderr.isEmpty)

        let tree = try TemporaryTree()
        let formatted = try tree.write("a.alert", Self.pretty)
        let checked = ToolRunner.run(["format", "--check", formatted, "-"], standardInput: Self.ugly)
        #expect(checked.status == 1)
        #expect(checked.stdout == "<stdin>: not formatted\n")
        #expect(ToolRunner.run(["format", "--check", "-"], standardInput: Self.pretty).status == 0)

        let broken = ToolRunner.run(["format", "-"], standardInput: Self.broken)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.hasPrefix("<stdin>:1:18: error: expected a value"), "\(broken.stderr)")

        for arguments in [["format", "--in-place", "-"], ["format", "--check", "-", "-"]] {
            let usage = ToolRunner.run(arguments)
            #expect(usage.status == 2)
            #expect(usage.stderr.hasPrefix("alertc: error: '-' (standard input)"), "\(usage.stderr)")
        }
    }

    @Test func severalFilesNeedAMode() throws {
        let tree = try TemporaryTree()
        let first = try tree.write("a.alert", Self.ugly)
        let second = try tree.write("b.alert", Self.pretty)
        #expect(ToolRunner.run(["format", first, second]).status == 2)
        let directory = ToolRunner.run(["format", tree.root.path])
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("--in-place"))
        #expect(directory.stdout.isEmpty)
    }

    @Test func usageErrors() {
        #expect(ToolRunner.run(["format"]).status == 2)
        #expect(ToolRunner.run(["format", "--check", "--in-place", "x.alert"]).status == 2)
        #expect(ToolRunner.run(["format", "--emit", "json", "x.alert"]).status == 2)
        let help = ToolRunner.run(["format", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("alertc format [--in-place | --check]"))
        #expect(ToolRunner.run(["--help"]).stdout.contains("format"))
    }

    @Test func checkReportsUnformattedFiles() throws {
        let tree = try TemporaryTree()
        let ugly = try tree.write("dir/ugly.alert", Self.ugly)
        try tree.write("dir/nested/pretty.alert", Self.pretty)
        let result = ToolRunner.run(["format", "--check", tree.path("dir")])
        #expect(result.status == 1)
        #expect(result.stdout == "\(ugly): not formatted\n")
        #expect(try contents(ugly) == Self.ugly)
        let clean = ToolRunner.run(["format", "--check", tree.path("dir/nested")])
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
    }

    @Test func inPlaceRewritesOnlyFilesThatChange() throws {
        let tree = try TemporaryTree()
        let ugly = try tree.write("ugly.alert", Self.ugly)
        let pretty = try tree.write("sub/pretty.alert", Self.pretty)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: pretty)
        let result = ToolRunner.run(["format", "--in-place", tree.root.path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try contents(ugly) == Self.pretty)
        #expect(try contents(pretty) == Self.pretty)
        #expect(try modificationDate(pretty) == past)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.root.path)
        #expect(leftovers.sorted() == ["sub", "ugly.alert"], "no temporary file is left behind")
        #expect(ToolRunner.run(["format", "--check", tree.root.path]).status == 0)
    }

    /// A file whose name is as long as the file system allows is rewritten in place like any other (its
    /// temporary file once had a name too long to create: exit status 2).
    @Test func inPlaceRewritesAFileWithALongName() throws {
        let tree = try TemporaryTree()
        let name = String(repeating: "a", count: 249) + ".alert"
        let path = try tree.write(name, Self.ugly)
        let result = ToolRunner.run(["format", "--in-place", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try contents(path) == Self.pretty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root.path) == [name])
    }

    @Test func syntaxErrorsLeaveTheFileAndReportDiagnostics() throws {
        let tree = try TemporaryTree()
        let broken = try tree.write("broken.alert", Self.broken)
        let ugly = try tree.write("ugly.alert", Self.ugly)
        let result = ToolRunner.run(["format", "--in-place", "--color", "never", tree.root.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(broken):1:18: error: expected a value"))
        #expect(result.stderr.contains("1 error generated."))
        #expect(try contents(broken) == Self.broken)
        #expect(try contents(ugly) == Self.pretty, "the other files are still formatted")

        let printed = ToolRunner.run(["format", broken])
        #expect(printed.status == 1)
        #expect(printed.stdout.isEmpty)
        #expect(printed.stderr.contains("error: expected a value"))

        let checked = ToolRunner.run(["format", "--check", broken])
        #expect(checked.status == 1)
        #expect(checked.stdout.isEmpty)
    }

    /// A file's diagnostics come in position order, as `check` prints them: the lexer's error on line 3 ('#12'),
    /// found before the parser ran, was printed before the parser's on line 2 (audit 17b).
    @Test func diagnosticsAreInPositionOrderAsCheckPrintsThem() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("order.alert", "alert a {\n    title: .system(17 .bold)\n    message: #12\n}\n")
        let formatted = ToolRunner.run(["format", "--color", "never", path])
        #expect(formatted.status == 1)
        let parser = try #require(formatted.stderr.range(of: "\(path):2:22: error: expected ','"))
        let lexer = try #require(formatted.stderr.range(of: "\(path):3:14: error: invalid colour literal"))
        #expect(parser.lowerBound < lexer.lowerBound)
    }

    /// After `--`, an argument that starts with `-` is a file, as for the other commands; `-` alone stays standard
    /// input.
    @Test func argumentsAfterDoubleDashAreFiles() throws {
        let invocation = try CommandLineParser.parse(["format", "--check", "--", "-odd.alert", "--in-place", "-"])
        var expected = FormatOptions()
        expected.mode = .check
        expected.inputs = ["-odd.alert", "--in-place", "-"]
        #expect(invocation == .format(expected))
    }

    /// A device is never read (it may never end, docs/diagnostics.md `input-unreadable`): it is reported and
    /// the other files are still checked.
    @Test func aDeviceIsReportedAndTheOtherFilesAreStillProcessed() throws {
        let tree = try TemporaryTree()
        let ugly = try tree.write("ugly.alert", Self.ugly)
        let result = ToolRunner.run(["format", "--check", "--color", "never", "/dev/zero", ugly])
        #expect(result.status == 1)
        #expect(result.stdout == "\(ugly): not formatted\n")
        #expect(
            result.stderr
                == "error: cannot read '/dev/zero': not a regular file [input-unreadable]\n1 error generated.\n")
    }

    /// Standard input that cannot be read is an unreadable input (exit status 1), named as compilers name it.
    @Test func unreadableStandardInputIsAnError() {
        let output = OutputBuffer()
        let errors = OutputBuffer()
        var tool = CommandLineTool(
            environment: [:], stderrIsTerminal: false, writeStdout: { output.append($0) },
            writeStderr: { errors.append($0) })
        tool.readStandardInput = { nil }
        #expect(tool.run(["format", "-"]) == 1)
        #expect(output.value.isEmpty)
        #expect(errors.value == "error: cannot read standard input [input-unreadable]\n1 error generated.\n")
    }

    /// A directory without `.alert` files is most likely a wrong path: warned about, as `alertc check` does (a
    /// `--check` of it passed in silence); the exit status stays 0.
    @Test func anEmptyDirectoryIsWarnedAbout() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createDirectory(atPath: tree.path("empty"), withIntermediateDirectories: true)
        let result = ToolRunner.run(["format", "--check", "--color", "never", tree.path("empty")])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "warning: no .alert files in directory '\(tree.path("empty"))' [empty-input-directory]\n"
                + "1 warning generated.\n")
    }

    /// The common options of spec §9: `--diagnostics-format json` gives one JSON document (on stdout with
    /// `--in-place`, on stderr where stdout carries the formatted text or the `--check` list), and `--werror` makes
    /// a warning fail the run.
    @Test func takesTheCommonDiagnosticsOptions() throws {
        let tree = try TemporaryTree()
        let broken = try tree.write("broken.alert", Self.broken)
        let inPlace = ToolRunner.run(["format", "--in-place", "--diagnostics-format", "json", broken])
        #expect(inPlace.status == 1)
        #expect(inPlace.stdout.hasPrefix("{"))
        #expect(inPlace.stdout.contains("\"code\": \"expected-value\""))
        #expect(inPlace.stdout.contains("\"errorCount\": 1"))
        #expect(inPlace.stderr.isEmpty)
        #expect(try contents(broken) == Self.broken)

        let printed = ToolRunner.run(["format", "--diagnostics-format=json", broken])
        #expect(printed.status == 1)
        #expect(printed.stdout.isEmpty)
        #expect(printed.stderr.contains("\"code\": \"expected-value\""))

        try FileManager.default.createDirectory(atPath: tree.path("empty"), withIntermediateDirectories: true)
        let warned = ToolRunner.run(["format", "--check", "--werror", "--color", "never", tree.path("empty")])
        #expect(warned.status == 1)
        #expect(warned.stderr.contains("error: no .alert files in directory"))
        #expect(ToolRunner.run(["format", "--werror=yes", broken]).status == 2)
        #expect(ToolRunner.run(["format", "--diagnostics-format", "xml", broken]).status == 2)
    }

    @Test func missingInputIsAnError() throws {
        let tree = try TemporaryTree()
        let result = ToolRunner.run(["format", "--check", tree.path("missing.alert")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no such file or directory"))
    }

    /// Several inputs without a mode are bad usage before any file is read: nothing is printed, also when one of
    /// them does not exist (it is not reported as a missing file, and the other is not printed).
    @Test func severalInputsWithoutAModeAreBadUsageBeforeAnyFileIsRead() throws {
        let tree = try TemporaryTree()
        let ugly = try tree.write("a.alert", Self.ugly)
        let result = ToolRunner.run(["format", ugly, tree.path("missing.alert")])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "alertc: error: several inputs need '--in-place' or '--check'; without them one file is printed\n"
                + "Run 'alertc --help' for usage.\n")
    }

    /// A file named twice (directly and through its directory, or through a symbolic link beside it) is checked
    /// once and listed once.
    @Test func aFileNamedTwiceIsListedOnce() throws {
        let tree = try TemporaryTree()
        let ugly = try tree.write("dir/ugly.alert", Self.ugly)
        try FileManager.default.createSymbolicLink(atPath: tree.path("link.alert"), withDestinationPath: ugly)
        let result = ToolRunner.run(["format", "--check", tree.path("dir"), ugly, tree.path("link.alert")])
        #expect(result.status == 1)
        #expect(result.stdout == "\(ugly): not formatted\n")
    }

    /// `--check` lists the files of a directory in byte-wise order of their paths (upper case first), whatever
    /// the order the file system lists them in: the output of a CI run is the same every time.
    @Test func checkListsADirectorysFilesInByteWiseOrder() throws {
        let tree = try TemporaryTree()
        let names = ["b.alert", "a/z.alert", "C.alert", "a.alert", "B/x.alert"]
        for name in names { try tree.write("dir/\(name)", Self.ugly) }
        let result = ToolRunner.run(["format", "--check", tree.path("dir")])
        #expect(result.status == 1)
        let expected = ["B/x.alert", "C.alert", "a.alert", "a/z.alert", "b.alert"]
        #expect(result.stdout == expected.map { "\(tree.path("dir/\($0)")): not formatted\n" }.joined())
    }

    /// `--in-place` rewrites the file a symbolic link names, through the link, which stays a link
    /// (docs/formatting.md).
    @Test func inPlaceRewritesThroughASymbolicLink() throws {
        let tree = try TemporaryTree()
        let target = try tree.write("real/a.alert", Self.ugly)
        let link = tree.path("link.alert")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = ToolRunner.run(["format", "--in-place", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try contents(target) == Self.pretty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root.path).sorted() == ["link.alert", "real"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("real")) == ["a.alert"])
    }

    /// A file that cannot be rewritten (its directory takes no new file, so no temporary file can be made beside
    /// it) is an output failure, exit status 2 as for `alertc build` (README), and is left as it was; the other
    /// files are still formatted.
    @Test(.enabled(if: WriteBlocker.isAvailable)) func aFileThatCannotBeRewrittenExitsWithTwo() throws {
        let tree = try TemporaryTree()
        let blocked = try tree.write("blocked/ugly.alert", Self.ugly)
        let other = try tree.write("other/ugly.alert", Self.ugly)
        let unblock = try #require(WriteBlocker.block(tree.path("blocked")))
        // Unblocked before the tree goes, or it could not be removed.
        defer { withExtendedLifetime(tree) { unblock() } }
        let result = ToolRunner.run(["format", "--in-place", blocked, other])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("alertc: error: cannot write '\(blocked)': "), "\(result.stderr)")
        #expect(try contents(blocked) == Self.ugly)
        #expect(try contents(other) == Self.pretty)
    }

    /// The message of a file that cannot be rewritten names it as given (through a symbolic link, or with `./` and
    /// `..`), as diagnostics and `--check` do, not as the absolute path without links that is written.
    @Test(.enabled(if: WriteBlocker.isAvailable)) func aFileThatCannotBeRewrittenIsNamedAsGiven() throws {
        let tree = try TemporaryTree()
        let blocked = try tree.write("blocked/ugly.alert", Self.ugly)
        let link = tree.path("link.alert")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: blocked)
        let roundabout = tree.path("blocked/./../blocked/ugly.alert")
        let unblock = try #require(WriteBlocker.block(tree.path("blocked")))
        defer { withExtendedLifetime(tree) { unblock() } }
        for path in [link, roundabout] {
            let result = ToolRunner.run(["format", "--in-place", path])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("alertc: error: cannot write '\(path)': "), "\(result.stderr)")
            #expect(try contents(blocked) == Self.ugly)
        }
    }
}

/// Makes a directory refuse new files: `chmod 555`, which root ignores, so for root the immutable attribute
/// (`chattr +i`, on ext4 and most Linux file systems) instead.
enum WriteBlocker {
    /// Whether a directory can be blocked here (tried once, in a scratch directory).
    static let isAvailable: Bool = {
        guard let tree = try? TemporaryTree(), let unblock = block(tree.root.path) else { return false }
        return withExtendedLifetime(tree) {
            defer { unblock() }
            return !FileManager.default.createFile(atPath: tree.path("probe"), contents: Data())
        }
    }()

    /// Blocks `directory`; returns how to unblock it, or `nil` when it cannot be blocked.
    static func block(_ directory: String) -> (() -> Void)? {
        if getuid() != 0 {
            guard (try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)) != nil
            else { return nil }
            return { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory) }
        }
        guard chattr("+i", directory) else { return nil }
        return { _ = chattr("-i", directory) }
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
