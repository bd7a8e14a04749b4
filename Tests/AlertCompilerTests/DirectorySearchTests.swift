import AlertCompiler
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a directory named on the command line is searched for `*.alert` files (spec §9): names that are not UTF-8,
/// deep trees and symbolic links.
@Suite struct DirectorySearchTests {
    /// A file name is bytes. A `*.alert` file whose path below the directory is not UTF-8 (in its own name or a
    /// directory's) cannot be named by the compiler, so it is an error that shows each bad byte as `\xHH`, not a
    /// file left out of the program in silence; other names that are not UTF-8 (not `*.alert`, hidden, or a
    /// directory without `*.alert` files) do not matter and are not reported.
    @Test(.enabled(if: ByteNamedEntries.fileSystemTakesThem))
    func alertFilesWhosePathIsNotUTF8AreErrors() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        let ok = try tree.write("dir/ok.alert", "alert ok { action ok \"OK\" }\n")
        var made = ByteNamedEntries(root: root)
        defer { made.remove() }
        try made.file(Array("caf".utf8) + [0xE9] + Array(".alert".utf8))
        try made.file(Array("notes".utf8) + [0xFF] + Array(".txt".utf8))
        try made.file(Array(".hidden".utf8) + [0xFF] + Array(".alert".utf8))
        try made.directory(Array("sub".utf8) + [0xFE])
        try made.file(Array("sub".utf8) + [0xFE] + Array("/inner.alert".utf8))
        try made.directory(Array("other".utf8) + [0xC3])
        try made.file(Array("other".utf8) + [0xC3] + Array("/readme.txt".utf8))
        // Two bytes that start a character cut short and one that continues none; `é` is UTF-8 and stays as it is.
        try made.file(Array("é".utf8) + [0xE2, 0x82] + Array("-".utf8) + [0x80] + Array(".alert".utf8))

        let expected = [
            "cannot read '\(root)/caf\\xE9.alert': path is not valid UTF-8",
            "cannot read '\(root)/sub\\xFE/inner.alert': path is not valid UTF-8",
            "cannot read '\(root)/é\\xE2\\x82-\\x80.alert': path is not valid UTF-8",
        ]
        let loaded = ProgramLoader.load(inputs: [root])
        #expect(loaded.diagnostics.diagnostics.map(\.message) == expected)
        #expect(loaded.diagnostics.diagnostics.allSatisfy { $0.code == .inputUnreadable && $0.severity == .error })
        #expect(loaded.files.map { loaded.sources[$0.file].displayPath } == [ok])

        let checked = ToolRunner.run(["check", root])
        #expect(checked.status == 1)
        #expect(
            checked.stderr
                == expected.map { "error: \($0) [input-unreadable]\n" }.joined() + "3 errors generated.\n")
        // `format --check` would otherwise pass files it never looked at.
        let formatted = ToolRunner.run(["format", "--check", root])
        #expect(formatted.status == 1)
        #expect(formatted.stderr.contains("error: \(expected[0]) [input-unreadable]"), "\(formatted.stderr)")
    }

    /// A file named twice is added once, and so a search's error is said once: naming a directory twice, or a
    /// directory and one inside it, said it once a search.
    @Test(.enabled(if: ByteNamedEntries.fileSystemTakesThem))
    func aSearchErrorMetTwiceIsSaidOnce() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        try tree.write("dir/sub/ok.alert", "alert ok { action ok \"OK\" }\n")
        var made = ByteNamedEntries(root: root)
        defer { made.remove() }
        try made.file(Array("sub/caf".utf8) + [0xE9] + Array(".alert".utf8))
        let message = "cannot read '\(root)/sub/caf\\xE9.alert': path is not valid UTF-8"
        let inputs = [root, root, root + "/sub"]
        #expect(ProgramLoader.load(inputs: inputs).diagnostics.diagnostics.map(\.message) == [message])
        let formatted = ToolRunner.run(["format", "--check"] + inputs)
        #expect(formatted.stderr == "error: \(message) [input-unreadable]\n1 error generated.\n")
    }

    /// A directory whose only `*.alert` file has a name that is not UTF-8 is not "empty": the file is the error.
    @Test(.enabled(if: ByteNamedEntries.fileSystemTakesThem))
    func aDirectoryWithOnlyAnUnnamableFileIsNotEmpty() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var made = ByteNamedEntries(root: root)
        defer { made.remove() }
        try made.file([0x80] + Array(".alert".utf8))
        let loaded = ProgramLoader.load(inputs: [root])
        #expect(loaded.diagnostics.diagnostics.map(\.code) == [.inputUnreadable])
        #expect(
            loaded.diagnostics.diagnostics.first?.message
                == "cannot read '\(root)/\\x80.alert': path is not valid UTF-8")
    }

    /// A directory the search cannot list may hold files of the program: an error with the system's reason, in
    /// byte-wise order among the search's other errors, not passed over in silence (nor, when it is the directory
    /// named, "no .alert files"). Permissions bind only a user other than root, so the tool runs as `nobody` there.
    @Test(.enabled(if: LockedOut.canRun))
    func aDirectoryThatCannotBeListedIsAnError() throws {
        let tree = try TemporaryTree()
        let files = ["dir/a.alert", "dir/locked/b.alert", "dir/z.alert", "only/c.alert"]
        for file in files { try tree.write(file, "alert \(file.dropLast(6).last!) { action ok \"OK\" }\n") }
        let executable = try LockedOut.copyTool(into: tree)
        for path in ["dir", "dir/locked", "only"] + files { #expect(chmod(tree.path(path), 0o755) == 0) }
        #expect(chmod(tree.path("dir/locked"), 0) == 0)
        #expect(chmod(tree.path("only"), 0) == 0)
        defer {
            _ = chmod(tree.path("dir/locked"), 0o755)
            _ = chmod(tree.path("only"), 0o755)
        }
        let result = try LockedOut.run(executable, ["check", "dir", "only"], in: tree)
        #expect(result.status == 1)
        #expect(
            result.output == """
                error: cannot read directory 'dir/locked': permission denied [input-unreadable]
                error: cannot read directory 'only': permission denied [input-unreadable]
                2 errors generated.

                """)
    }

    /// A directory that can be listed but not searched (`r--`) gives its files' names, and no `stat` of them
    /// succeeds: each `*.alert` file in it is an error with the system's reason, not left out in silence (the
    /// directory named was "no .alert files", `check` passed and `build` wrote a program without them). Names that
    /// are not `*.alert` are not mentioned.
    @Test(.enabled(if: LockedOut.canRun))
    func theFilesOfADirectoryThatCannotBeSearchedAreErrors() throws {
        let tree = try TemporaryTree()
        let files = ["dir/a.alert", "dir/shut/b.alert", "dir/shut/c.alert", "dir/shut/notes.txt", "shut/d.alert"]
        for file in files { try tree.write(file, "alert \(file.dropLast(6).last!) { action ok \"OK\" }\n") }
        // Where it can be looked at, a link that names nothing is no file (in `shut` it could not be told from one).
        #expect(symlink("missing.alert", tree.path("dir/dangling.alert")) == 0)
        let executable = try LockedOut.copyTool(into: tree)
        for path in ["dir", "dir/shut", "shut"] + files { #expect(chmod(tree.path(path), 0o755) == 0) }
        #expect(chmod(tree.path("dir/shut"), 0o444) == 0)
        #expect(chmod(tree.path("shut"), 0o444) == 0)
        defer {
            _ = chmod(tree.path("dir/shut"), 0o755)
            _ = chmod(tree.path("shut"), 0o755)
        }
        let result = try LockedOut.run(executable, ["check", "dir", "shut"], in: tree)
        #expect(result.status == 1)
        #expect(
            result.output == """
                error: cannot read 'dir/shut/b.alert': permission denied [input-unreadable]
                error: cannot read 'dir/shut/c.alert': permission denied [input-unreadable]
                error: cannot read 'shut/d.alert': permission denied [input-unreadable]
                3 errors generated.

                """)
    }

    /// The search holds one directory open at a time, whatever the depth: it kept one open per level, so a tree
    /// deeper than the limit on open files lost its deepest files in silence (`opendir` failed with `EMFILE`). The
    /// real executable runs with a limit of 24 open files on a tree 64 levels deep.
    @Test(.enabled(if: BuildCommandTests.executable != nil && FileManager.default.fileExists(atPath: "/bin/sh")))
    func aTreeDeeperThanTheOpenFileLimitIsSearched() throws {
        let tree = try TemporaryTree()
        let levels = Array(repeating: "d", count: 64).joined(separator: "/")
        try tree.write("top.alert", "alert top { action ok \"OK\" }\n")
        try tree.write("\(levels)/deep.alert", "alert deep { action ok \"OK\" }\n")
        let executable = try #require(BuildCommandTests.executable)
        let result = try ProcessRunner.run(
            "/bin/sh",
            ["-c", "ulimit -n 24 && exec \"$0\" \"$@\"", executable, "build", "--emit", "json", tree.root.path],
            in: tree.root, timeout: .seconds(120))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\"deep\""), "\(result.output)")
        #expect(result.output.contains("\"top\""))
    }

    /// Many levels in process too, in program order, with symbolic links back up at several depths: links inside
    /// the searched directory are not followed, so the search ends and finds each file once.
    @Test func deepTreesAndSymlinkLoopsEndWithEachFileOnce() throws {
        let tree = try TemporaryTree()
        let levels = (0..<300).map { _ in "d" }
        for depth in [0, 1, 150, 300] {
            try tree.write((levels.prefix(depth) + ["f\(depth).alert"]).joined(separator: "/"), "alert f\(depth) { }\n")
        }
        for depth in [0, 2, 299] {
            let link = tree.path((levels.prefix(depth) + ["loop"]).joined(separator: "/"))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.root.path)
            try FileManager.default.createSymbolicLink(atPath: link + "-parent", withDestinationPath: "..")
        }
        let loaded = ProgramLoader.load(inputs: [tree.root.path])
        let expected = [0, 1, 150, 300].map { tree.path((levels.prefix($0) + ["f\($0).alert"]).joined(separator: "/")) }
        #expect(
            loaded.files.map { loaded.sources[$0.file].displayPath }
                == expected.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    /// A file name may hold a line break, a tab, a terminal escape or DEL. Where alertc shows a path it found, in a
    /// diagnostic's `FILE:LINE:COLUMN:` and in `format --check`'s list, they are written as in a Swift string (`\n`,
    /// `\t`, `\u{1B}`, `\u{7F}`), so a name can neither forge a diagnostic line nor drive the terminal; the JSON
    /// diagnostics have the path as it is, escaped by JSON's rules. `format --check` listed the name raw.
    @Test func controlCharactersInAFoundFileNameAreEscaped() throws {
        let tree = try TemporaryTree()
        let name = "a\nz.alert:1:1: error: forged\t\u{1B}[31m\u{7F}.alert"
        let shownName = "a\\nz.alert:1:1: error: forged\\t\\u{1B}[31m\\u{7F}.alert"
        let broken = try tree.write("bad/" + name, "alert x {\n  bogus\n}\n")
        let checked = ToolRunner.run(["check", tree.path("bad")])
        #expect(checked.status == 1)
        #expect(
            checked.stderr.split(separator: "\n", omittingEmptySubsequences: false) == [
                "\(tree.path("bad"))/\(shownName):2:3: error: expected a member ('action', 'field', 'use' or 'name: "
                    + "value'), found 'bogus'; a property needs ':' after its name [expected-member]",
                "  bogus", "  ^~~~~", "1 error generated.", "",
            ])
        let json = ToolRunner.run(["check", "--diagnostics-format", "json", tree.path("bad")])
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["file"] as? String } == [broken])

        try tree.write("unformatted/" + name, "alert x { action ok \"OK\" }\n")
        let formatted = ToolRunner.run(["format", "--check", tree.path("unformatted")])
        #expect(formatted.status == 1)
        #expect(formatted.stdout == "\(tree.path("unformatted"))/\(shownName): not formatted\n")
    }
}

/// Runs a copy of alertc as a user whom file permissions bind: the current one, or `nobody` (through `setpriv`)
/// when that is root, who reads everything.
private enum LockedOut {
    static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    /// Whether a copy of the tool in a temporary tree runs as that user and checks a directory there. As root,
    /// `nobody` must reach the temporary directory and the Swift runtime, and `setpriv` must be allowed to change
    /// user: where any is not so (`TMPDIR` or the toolchain under a private home, a container without
    /// `CAP_SETUID`), the tests could only fail.
    static let canRun: Bool = {
        guard BuildCommandTests.executable != nil, getuid() != 0 || access(asNobody[0], X_OK) == 0,
            let tree = try? TemporaryTree(), let executable = try? copyTool(into: tree),
            (try? tree.write("probe/p.alert", "alert p { action ok \"OK\" }\n")) != nil,
            chmod(tree.path("probe"), 0o755) == 0, chmod(tree.path("probe/p.alert"), 0o644) == 0,
            let result = try? run(executable, ["check", "probe"], in: tree)
        else { return false }
        return result.status == 0 && result.output.isEmpty
    }()

    /// A copy of the tool in `tree`, which, like the tree's root, everyone may read and run: wherever the package
    /// is checked out and whatever the umask.
    static func copyTool(into tree: TemporaryTree) throws -> String {
        guard let original = BuildCommandTests.executable else { throw CocoaError(.fileNoSuchFile) }
        let executable = tree.path("alertc")
        try FileManager.default.copyItem(atPath: original, toPath: executable)
        guard chmod(tree.root.path, 0o755) == 0, chmod(executable, 0o755) == 0 else {
            throw CocoaError(.fileWriteNoPermission)
        }
        return executable
    }

    static func run(_ executable: String, _ arguments: [String], in tree: TemporaryTree) throws -> ProcessRunner.Result
    {
        let command = (getuid() == 0 ? asNobody : []) + [executable] + arguments
        // The copy was just written: a child that another test forked meanwhile holds the descriptor it was written
        // through until that child's own `exec`, and until then the kernel refuses to run the file (`ETXTBSY`, "Text
        // file busy", exit 126 from `env` or `setpriv`). That moment passes; the result of a run that did start is
        // taken as it is.
        var attempts = 0
        while true {
            let result = try ProcessRunner.run(
                command[0], Array(command.dropFirst()), in: tree.root, timeout: .seconds(60))
            attempts += 1
            guard result.status == 126, result.output.contains("Text file busy"), attempts < 50 else { return result }
            usleep(20_000)
        }
    }
}

/// Files and directories made with names given as bytes (Foundation's paths are strings, which cannot hold a name
/// that is not UTF-8), removed by `remove()` in reverse order (`TemporaryTree` could not remove them).
private struct ByteNamedEntries {
    let root: String
    private var made: [(path: [UInt8], isDirectory: Bool)] = []

    init(root: String) { self.root = root }

    /// Whether the temporary directory's file system takes a name that is not UTF-8: APFS and HFS+ (macOS) refuse
    /// one (`EILSEQ`), so there no such file can exist, and the tests could only fail making theirs.
    static let fileSystemTakesThem: Bool = {
        guard let tree = try? TemporaryTree() else { return false }
        let path = Array(tree.root.path.utf8) + [UInt8(ascii: "/"), 0xFF]
        let descriptor = withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        guard descriptor >= 0 else { return false }
        close(descriptor)
        _ = withCString(path) { unlink($0) }
        return true
    }()

    mutating func file(_ relative: [UInt8]) throws {
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + relative
        let descriptor = Self.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(descriptor >= 0, "cannot create \(relative)")
        let text = "alert unnamed { action ok \"OK\" }\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress!, $0.count - 1) }
        close(descriptor)
        made.append((path, false))
    }

    mutating func directory(_ relative: [UInt8]) throws {
        let path = Array(root.utf8) + [UInt8(ascii: "/")] + relative
        try #require(Self.withCString(path) { mkdir($0, 0o755) } == 0, "cannot create \(relative)")
        made.append((path, true))
    }

    mutating func remove() {
        for entry in made.reversed() {
            _ = Self.withCString(entry.path) { entry.isDirectory ? rmdir($0) : unlink($0) }
        }
        made = []
    }

    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
