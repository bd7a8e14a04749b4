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
    /// system's reason, as for a directory that cannot be opened, and what was read before it is kept. Here the
    /// listing fails midway, where it would have given `b.alert` (the entries before it, in the file system's order,
    /// are kept), and again at the end of another listing.
    @Test func aListingThatFailsIsAnErrorAndKeepsWhatWasRead() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        try tree.write("dir/a.alert", "alert a { action ok \"OK\" }\n")
        try tree.write("dir/b.alert", "alert b { action ok \"OK\" }\n")
        try tree.write("dir/sub/c.alert", "alert c { action ok \"OK\" }\n")
        var failedMidway = false
        let midway = FileSystem.alertFiles(in: root) { stream in
            let entry = readdir(stream)
            let name = entry.map { entry in
                withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            }
            guard name == "b.alert", !failedMidway else { return entry }
            failedMidway = true
            errno = EIO
            return nil
        }
        #expect(failedMidway)
        #expect(midway.errors == ["cannot read directory '\(root)': input/output error"])
        #expect(!midway.files.contains(root + "/b.alert"))
        #expect(Set(midway.files).isSubset(of: [root + "/a.alert", root + "/sub/c.alert"]))

        var failedAtEnd = false
        // The first directory read is the one searched: its listing fails at its end.
        let atEnd = FileSystem.alertFiles(in: root) { stream in
            let entry = readdir(stream)
            if entry == nil, !failedAtEnd {
                failedAtEnd = true
                errno = EIO
            }
            return entry
        }
        #expect(atEnd.files == [root + "/a.alert", root + "/b.alert", root + "/sub/c.alert"])
        #expect(atEnd.errors == ["cannot read directory '\(root)': input/output error"])
    }

    /// On a file system that does not fill `d_type` (`DT_UNKNOWN`), an entry's kind is found by `lstat`, which
    /// fails in a directory that can be listed but not searched (`r--`): a subdirectory there was passed over in
    /// silence. Any entry there whose kind cannot be found out may be a directory of the program's files, so it is an
    /// error with the system's reason, as a `*.alert` entry there is, and a `*.alert` entry is said once, not once
    /// for its `stat` and again for its `lstat`.
    @Test(.enabled(if: PermissionsBind.onThisThreadCanBeHad))
    func anEntryOfUnknownKindThatCannotBeLookedAtIsAnError() throws {
        let tree = try TemporaryTree()
        let root = tree.path("dir")
        for file in ["dir/a.alert", "dir/open/b.alert", "dir/shut/c.alert", "dir/shut/sub/d.alert"] {
            try tree.write(file, "alert x { action ok \"OK\" }\n")
        }
        for path in ["", "dir", "dir/open", "dir/shut/sub"] { #expect(chmod(tree.path(path), 0o755) == 0) }
        #expect(chmod(tree.path("dir/shut"), 0o444) == 0)
        defer { _ = chmod(tree.path("dir/shut"), 0o755) }
        let search = PermissionsBind.onThisThread {
            FileSystem.alertFiles(in: root) { stream in
                let entry = readdir(stream)
                entry?.pointee.d_type = UInt8(DT_UNKNOWN)
                return entry
            }
        }
        #expect(search.files == [root + "/a.alert", root + "/open/b.alert"])
        #expect(
            search.errors == [
                "cannot read '\(root)/shut/c.alert': permission denied",
                "cannot read '\(root)/shut/sub': permission denied",
            ])
    }
}

/// Runs code as a user whom file permissions bind: the current one, or, as root, who reads everything, `nobody`
/// as the file-system user of the calling thread alone (Linux's `setfsuid` changes only that thread's, and drops
/// the capabilities that bypass permissions while it is not root), so the tests running beside it are not touched.
private enum PermissionsBind {
    static let nobody: uid_t = 65534

    /// `setfsuid`, which the `Glibc` module does not declare (`<sys/fsuid.h>`); `nil` off Linux.
    private static let setFileSystemUser: (@convention(c) (uid_t) -> Int32)? = {
        #if os(Linux)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "setfsuid") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (uid_t) -> Int32).self)
        #else
            return nil
        #endif
    }()

    /// Whether permissions bind the current user, or the thread's file-system user can be made `nobody` and back
    /// (not off Linux, nor in a container without `CAP_SETUID`).
    static let onThisThreadCanBeHad: Bool = {
        guard getuid() == 0 else { return true }
        guard let setFileSystemUser else { return false }
        _ = setFileSystemUser(nobody)
        // An invalid user changes nothing and gives the current one.
        let changed = setFileSystemUser(uid_t.max) == nobody
        _ = setFileSystemUser(0)
        return changed && setFileSystemUser(uid_t.max) == 0
    }()

    static func onThisThread<Result>(_ body: () -> Result) -> Result {
        guard getuid() == 0, let setFileSystemUser else { return body() }
        _ = setFileSystemUser(nobody)
        defer { _ = setFileSystemUser(0) }
        return body()
    }
}
