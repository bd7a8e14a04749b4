import Foundation
import Testing

@testable import AlertCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory search's reading of entries, through `FileSystem.alertFiles(in:readingEntriesWith:)`, whose
/// `readdir` a test can make fail or make give entries of unknown type: neither can be had of a working local file
/// system at will.
@Suite struct DirectoryEntryReadTests {
    /// `readdir` gives `NULL` at a directory's end and when it fails, told apart by `errno` alone. A failure was
    /// taken for the end, so the directory's later entries were lost in silence; it is now an error with the
    /// system's reason, as for a directory that cannot be opened, and what was read before it is kept (here the
    /// failure comes where the end would: the directory's files and its subdirectory's are all found).
    @Test func aListingThatFailsIsAnErrorAndKeepsWhatWasRead() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        try tree.write("dir/a.alert", "alert a { action ok \"OK\" }\n")
        try tree.write("dir/sub/b.alert", "alert b { action ok \"OK\" }\n")
        var failed = false
        // The first directory read is the one searched: its listing fails at its end.
        let search = FileSystem.alertFiles(in: root) { stream in
            let entry = readdir(stream)
            if entry == nil, !failed {
                failed = true
                errno = EIO
            }
            return entry
        }
        #expect(search.files == [root + "/a.alert", root + "/sub/b.alert"])
        #expect(search.errors == ["cannot read directory '\(root)': input/output error"])
    }
}
