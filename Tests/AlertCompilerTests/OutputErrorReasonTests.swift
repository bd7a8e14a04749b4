import Foundation
import Testing

@testable import AlertCompiler

/// An output directory that cannot be made says why in the compiler's words (lower case, no period), as the
/// other file errors do, not in Foundation's sentences.
@Suite struct OutputErrorReasonTests {
    /// `/proc` takes no new directory, even from root, who may write anywhere else.
    @Test func aDirectoryThatCannotBeMadeSaysWhy() throws {
        let directory = "/proc/alertc-\(UUID().uuidString)/out"
        let failure = try #require(OutputWriter.makeDirectories(directory))
        let reason = OutputWriter.reason(failure, making: directory)
        let system = String(cString: strerror(failure))
        #expect(reason == system.prefix(1).lowercased() + system.dropFirst())
        #expect(reason.first?.isLowercase == true)
        #expect(!reason.hasSuffix("."))
        #expect(throws: OutputError(message: "cannot create output directory '\(directory)': \(reason)")) {
            try OutputWriter.write([], to: directory)
        }
    }

    /// Every missing directory on the way is made, and one that exists already is no failure.
    @Test func missingDirectoriesAreMadeOnTheWay() throws {
        let root = FileManager.default.temporaryDirectory.path + "/alertc-mkdir-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(OutputWriter.makeDirectories(root + "/a/b/c/") == nil)
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: root + "/a/b/c", isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(OutputWriter.makeDirectories(root + "/a/b") == nil)
    }

    /// A dangling symbolic link where a directory must be made is a failure, not a directory made: `mkdir` says it
    /// exists, and that was taken for success, so the build failed later on a file inside it ("cannot write
    /// 'out/Alerts.json': No such file or directory").
    @Test func aDanglingLinkInTheWayIsNoDirectory() throws {
        let root = FileManager.default.temporaryDirectory.path + "/alertc-dangling-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let link = root + "/out"
        try #require(symlink(root + "/nowhere", link) == 0)
        #expect(OutputWriter.makeDirectories(link) == EEXIST)
        #expect(OutputWriter.makeDirectories(link + "/sub") == EEXIST)
        let reason = OutputWriter.reason(EEXIST, making: link)
        #expect(reason == "file exists")
        #expect(throws: OutputError(message: "cannot create output directory '\(link)': \(reason)")) {
            try OutputWriter.write([], to: link)
        }
    }
}
