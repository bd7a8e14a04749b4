import AlertCompiler
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a directory named on the command line is searched for `*.alert` files (spec §9): deep trees and symbolic
/// links.
@Suite struct DirectorySearchTests {
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
}
