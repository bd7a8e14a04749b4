import AlertCompiler
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct OutputWriterTests {
    @Test func writesCreatesAndLeavesUnchangedFilesAlone() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("out/nested")
        let files = [
            GeneratedFile(name: "A.json", contents: "{}\n"), GeneratedFile(name: "A.swift", contents: "let a = 1\n"),
        ]
        #expect(try OutputWriter.write(files, to: directory) == ["A.json", "A.swift"])
        let jsonPath = directory + "/A.json"
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: jsonPath)
        #expect(try OutputWriter.write(files, to: directory) == [])
        let attributes = try FileManager.default.attributesOfItem(atPath: jsonPath)
        #expect(attributes[.modificationDate] as? Date == past)
        var changed = files
        changed[1].contents = "let a = 2\n"
        #expect(try OutputWriter.write(changed, to: directory) == ["A.swift"])
        #expect(try String(contentsOfFile: directory + "/A.swift", encoding: .utf8) == "let a = 2\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// A file may have any name the file system takes (255 bytes): its temporary file beside it must fit too, so
    /// a long name (here 245 bytes, two-byte characters) is written like any other and leaves nothing behind.
    @Test func filesWithTheLongestNamesAreWritten() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("out")
        let name = String(repeating: "é", count: 120) + ".json"
        #expect(name.utf8.count == 245)
        #expect(try OutputWriter.write([GeneratedFile(name: name, contents: "{}\n")], to: directory) == [name])
        #expect(try String(contentsOfFile: directory + "/" + name, encoding: .utf8) == "{}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name])
    }

    /// A replaced file gets its own mode back exactly, bits the umask would clear included (`rw-rw-rw-` stays so;
    /// were the umask applied it would lose its group and other write bits, unless the umask is 0).
    @Test(arguments: [0o640, 0o666])
    func replacedFilesKeepTheirPermissions(mode: Int) throws {
        let tree = try TemporaryTree()
        let path = try tree.write("out/A.json", "old")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        try OutputWriter.write([GeneratedFile(name: "A.json", contents: "new")], to: tree.path("out"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == mode)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }

    /// The outputs of a build are put in place together: when one cannot be (a directory stands where the second
    /// file goes), the first is not replaced either, so the outputs never disagree.
    @Test func aFileThatCannotBePutInPlaceLeavesEveryOutputAsItWas() throws {
        let tree = try TemporaryTree()
        let json = try tree.write("out/A.json", "old")
        try FileManager.default.createDirectory(atPath: tree.path("out/A.swift"), withIntermediateDirectories: true)
        let files = [GeneratedFile(name: "A.json", contents: "new"), GeneratedFile(name: "A.swift", contents: "new")]
        do {
            try OutputWriter.write(files, to: tree.path("out"))
            Issue.record("a directory in the way of A.swift was written over")
        } catch {
            #expect(error.message == "cannot write '\(tree.path("out"))/A.swift': is a directory")
        }
        #expect(try String(contentsOfFile: json, encoding: .utf8) == "old")
        let left = try FileManager.default.contentsOfDirectory(atPath: tree.path("out"))
        #expect(left.sorted() == ["A.json", "A.swift"])
    }

    /// Whether `chattr +i` works here (root with CAP_LINUX_IMMUTABLE on a file system that has the flag): an
    /// immutable file cannot be renamed over, which makes the second of two files fail to move into place.
    static let immutableFilesWork: Bool = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("alertc-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard changeAttribute("+i", of: path) else { return false }
        return changeAttribute("-i", of: path)
    }()

    @discardableResult
    static func changeAttribute(_ change: String, of path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [change, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// The JSON document is moved into place first; when the Swift file then cannot be (it is immutable), the
    /// document is put back as it was (or removed, when there was none), and nothing else is left in the directory.
    @Test(.enabled(if: immutableFilesWork), arguments: [true, false])
    func aLaterFileThatCannotBeMovedPutsBackTheEarlierOnes(jsonExisted: Bool) throws {
        let tree = try TemporaryTree()
        let json = tree.path("out/A.json")
        if jsonExisted { try tree.write("out/A.json", "old") }
        let swift = try tree.write("out/A.swift", "old")
        #expect(Self.changeAttribute("+i", of: swift))
        defer { Self.changeAttribute("-i", of: swift) }
        let files = [GeneratedFile(name: "A.json", contents: "new"), GeneratedFile(name: "A.swift", contents: "new")]
        #expect(throws: OutputError.self) { try OutputWriter.write(files, to: tree.path("out")) }
        if jsonExisted {
            #expect(try String(contentsOfFile: json, encoding: .utf8) == "old")
        } else {
            #expect(!FileManager.default.fileExists(atPath: json))
        }
        #expect(try String(contentsOfFile: swift, encoding: .utf8) == "old")
        let left = try FileManager.default.contentsOfDirectory(atPath: tree.path("out"))
        #expect(left.sorted() == (jsonExisted ? ["A.json", "A.swift"] : ["A.swift"]))
    }

    @Test func unwritableDestinationIsAnError() throws {
        let tree = try TemporaryTree()
        let file = try tree.write("occupied", "a file, not a directory")
        #expect(throws: OutputError.self) {
            try OutputWriter.write([GeneratedFile(name: "A.json", contents: "{}")], to: file)
        }
        #expect(throws: OutputError.self) {
            try OutputWriter.write([GeneratedFile(name: "A.json", contents: "{}")], to: file + "/sub")
        }
    }

    /// A new output file has the mode any tool gives a new file: `rw-rw-rw-` less the umask, as a file the test
    /// creates itself with `open(2)` has, not one readable by its owner only.
    @Test func newFilesGetTheUsualModeLessTheUmask() throws {
        let tree = try TemporaryTree()
        try OutputWriter.write([GeneratedFile(name: "A.json", contents: "{}\n")], to: tree.path("out"))
        let reference = tree.path("reference")
        let descriptor = open(reference, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        try #require(descriptor >= 0)
        close(descriptor)
        let mode = { (path: String) in
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        }
        #expect(try mode(tree.path("out/A.json")) == mode(reference))
    }
}
