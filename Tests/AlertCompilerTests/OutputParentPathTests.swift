import Testing

@testable import AlertCompiler

/// `-o j/out` (a missing directory with a one-character name) crashed alertc: Foundation's
/// `deletingLastPathComponent` traps on such a path on Linux.
@Suite struct OutputParentPathTests {
    @Test func parentOfEveryPathShape() {
        let cases: [(String, String)] = [
            ("j/out", "j"), ("j", ""), ("j/", ""), ("ab/cd/", "ab"), ("a//b", "a"), ("./a", "."), ("../a", ".."),
            ("/j", "/"), ("/", "/"), ("//", "/"), ("/a/b", "/a"), ("", ""),
        ]
        for (path, parent) in cases {
            #expect(OutputWriter.parentPath(of: path) == parent)
        }
    }

    @Test func closestExistingAncestorOfAMissingOneCharacterDirectory() {
        #expect(OutputWriter.closestExistingAncestor(of: "j/out")?.path == ".")
        #expect(OutputWriter.closestExistingAncestor(of: "q/")?.path == ".")
    }
}
