import Foundation
import Testing

@testable import AlertCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FileSystem.readToEnd`, which reads inputs that have no size: pipes (`alertc check <(…)`) and standard input
/// (`alertc format -`).
@Suite struct FileSystemReadTests {
    /// A pipe gives at most its buffer (64 KB on Linux) a read. The free room of the buffer was zeroed before every
    /// read, so reading grew with the square of the input: 16 MB through `<(cat file)` took 171 s of a debug build
    /// (4 s from the file itself), 8 MB about 40 s of the reading thread's CPU time.
    @Test func aLargePipeIsReadInLinearTime() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let size = 8 << 20
        // Written in small pieces from another thread, so that the reader meets many short reads.
        DetachedThread.start {
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
            var written = 0
            while written < size {
                let result = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress!, min($0.count, size - written)) }
                if result < 0 { break }
                written += result
            }
            close(writeEnd)
        }
        let start = threadCPUTime()
        let bytes = try #require(FileSystem.readToEnd(readEnd))
        #expect(threadCPUTime() - start < .seconds(10))
        #expect(bytes.count == size)
        #expect(bytes.allSatisfy { $0 == UInt8(ascii: "x") })
    }

    /// Every byte is read, in order, whatever the sizes of the reads.
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func everyByteIsRead(size: Int) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let expected = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        DetachedThread.start {
            var written = 0
            while written < size {
                let result = expected.withUnsafeBytes {
                    write(writeEnd, $0.baseAddress! + written, min(1000, size - written))
                }
                if result < 0 { break }
                written += result
            }
            close(writeEnd)
        }
        #expect(FileSystem.readToEnd(readEnd) == expected)
    }
}

/// The CPU time the calling thread has used (a bound on it holds when other tests crowd the machine).
private func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// `FileSystem.read` says why a file cannot be read as the system says it of the call that failed (`errno`, as an
/// output error says it), not from a `stat` afterwards: everything `stat` could not find was "no such file or
/// directory" and everything it found "permission denied".
@Suite struct FileSystemReadErrorTests {
    private func reason(_ path: String) -> String? {
        do {
            _ = try FileSystem.read(path)
            return nil
        } catch {
            guard case .unreadable(let reason) = error else { return nil }
            return reason
        }
    }

    @Test func theReasonIsTheFailingCallsError() throws {
        let tree = try TemporaryTree()
        let file = try tree.write("a.alert", "alert a { action ok \"OK\" }\n")
        #expect(symlink(tree.path("loop2.alert"), tree.path("loop1.alert")) == 0)
        #expect(symlink(tree.path("loop1.alert"), tree.path("loop2.alert")) == 0)
        #expect(reason(tree.path("missing.alert")) == "no such file or directory")
        #expect(reason(file + "/inner.alert") == "not a directory")
        #expect(reason(tree.path("loop1.alert")) == "too many levels of symbolic links")
        #expect(reason(tree.path(String(repeating: "n", count: 300) + ".alert")) == "file name too long")
        #expect(reason(tree.root.path) == "is a directory")
        #expect(reason("/dev/zero") == "not a regular file")
        #expect(reason(file) == nil)
    }

    /// A path named on the command line that the system will not look at, for another reason than its naming
    /// nothing, is unreadable with the system's reason (as `cat` says it): the `stat` before the read made each
    /// "no such file or directory", input-not-found. A missing file and a dangling link still are.
    @Test func anInputTheSystemWillNotLookAtSaysWhy() throws {
        let tree = try TemporaryTree()
        let file = try tree.write("a.alert", "alert a { action ok \"OK\" }\n")
        let loop = tree.path("loop1.alert")
        #expect(symlink(tree.path("loop2.alert"), loop) == 0)
        #expect(symlink(loop, tree.path("loop2.alert")) == 0)
        #expect(symlink(tree.path("missing.alert"), tree.path("dangling.alert")) == 0)
        let inputs = [loop, file + "/inner.alert", tree.path("missing.alert"), tree.path("dangling.alert")]
        let messages = [
            "error: cannot read '\(loop)': too many levels of symbolic links [input-unreadable]",
            "error: cannot read '\(file)/inner.alert': not a directory [input-unreadable]",
            "error: no such file or directory: '\(tree.path("missing.alert"))' [input-not-found]",
            "error: no such file or directory: '\(tree.path("dangling.alert"))' [input-not-found]",
        ]
        for command in [["check"], ["format", "--check"]] {
            let result = ToolRunner.run(command + inputs)
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.sorted() == (messages + ["4 errors generated."]).sorted(), "\(command)")
        }
    }

    /// Root reads a file whatever its mode, so the test needs another user.
    @Test(.enabled(if: geteuid() != 0)) func anUnreadableFileIsPermissionDenied() throws {
        let tree = try TemporaryTree()
        let file = try tree.write("locked.alert", "alert a { action ok \"OK\" }\n")
        #expect(chmod(file, 0) == 0)
        #expect(reason(file) == "permission denied")
        let result = ToolRunner.run(["check", file])
        #expect(
            result.stderr == "error: cannot read '\(file)': permission denied [input-unreadable]\n1 error generated.\n")
    }

    /// A socket named on the command line exists, so it was "permission denied" (even for root); `open` refuses it
    /// with `ENXIO`, which `cat` shows too. The socket is made in a directory of its own under `/tmp`: a socket's
    /// path holds at most 103 or 107 bytes, which one in `TMPDIR` exceeds on macOS (`/var/folders/…/T/` and a UUID).
    @Test func aSocketOnTheCommandLineSaysWhatOpenSaid() throws {
        var template = Array("/tmp/alertc-socket-XXXXXX".utf8CString)
        let directory = try #require(
            template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map {
                String(cString: $0)
            })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/socket.alert"
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let socketDescriptor = socket(AF_UNIX, stream, 0)
        try #require(socketDescriptor >= 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        let result = ToolRunner.run(["check", path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "error: cannot read '\(path)': \(systemErrorText(ENXIO)) [input-unreadable]\n1 error generated.\n")
    }
}
