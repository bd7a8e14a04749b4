import Foundation
import Testing

@testable import AlertCompiler

/// A build interrupted by a signal (Ctrl-C, a cancelled Xcode build) leaves the output directory as a failed build
/// does: the outputs as they were and no temporary file (`TemporaryFiles`).
@Suite struct InterruptedBuildTests {
    private func temporaryFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    @Test func temporaryFileIsRegisteredUntilDiscardedOrCommitted() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("")
        for commits in [false, true] {
            let stage = try #require(OutputStage(named: "A.json", in: directory))
            Array("document\n".utf8).withUnsafeBufferPointer(stage.write)
            let temporary = directory + "/" + (try #require(try temporaryFiles(in: directory).first))
            #expect(TemporaryFiles.registered.contains(temporary))
            if commits {
                #expect(try stage.commit() == true)
            } else {
                stage.discard()
            }
            #expect(!TemporaryFiles.registered.contains(temporary))
            #expect(!FileManager.default.fileExists(atPath: temporary))
        }
        #expect(try String(contentsOfFile: directory + "/A.json", encoding: .utf8) == "document\n")
    }

    /// The real process, sent each signal while it writes: it ends by that signal, and the directory holds the old
    /// output only.
    @Test(.enabled(if: BuildCommandTests.executable != nil))
    func interruptedBuildLeavesTheOutputAsItWas() throws {
        let tree = try TemporaryTree()
        // Large enough that the build is still writing well after its first chunk makes the temporary file.
        let alerts = (0..<12_000).map { index in
            """
            alert alert\(index) {
                title: "Title \(index)"
                message: "A message long enough to make the document grow, \(index)"
                action ok "OK"
                action cancel "Cancel" .cancel
            }

            """
        }
        let source = try tree.write("app.alert", alerts.joined())
        let directory = tree.path("out")
        for signalNumber in TemporaryFiles.interruptions {
            let output = try tree.write("out/Alerts.json", "an older document\n")
            let executable = try #require(BuildCommandTests.executable)
            let child = try ChildWithDefaultSignals(executable, ["build", "--emit", "json", "-o", directory, source])
            let deadline = Date().addingTimeInterval(60)
            while try temporaryFiles(in: directory).isEmpty, child.isRunning, Date() < deadline { usleep(500) }
            #expect(child.isRunning, "the build ended before it could be interrupted")
            kill(child.pid, signalNumber)
            #expect(child.waitForSignal() == signalNumber)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Alerts.json"])
            #expect(try String(contentsOfFile: output, encoding: .utf8) == "an older document\n")
        }
    }
}

/// A child process started with the interruption signals unblocked and at their default handling, whatever the
/// test's thread has: Swift Testing runs tests on threads that block signals, and a child inherits the mask (it would
/// never see the signal).
private final class ChildWithDefaultSignals {
    let pid: pid_t
    private var status: Int32?

    init(_ executable: String, _ arguments: [String]) throws {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in TemporaryFiles.interruptions { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        self.pid = pid
    }

    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        status = raw
        return false
    }

    /// Waits for the child; the signal that ended it, or `nil` when it exited.
    func waitForSignal() -> Int32? {
        var raw: Int32 = status ?? 0
        if status == nil {
            while waitpid(pid, &raw, 0) == -1, errno == EINTR {}
            status = raw
        }
        // WIFSIGNALED / WTERMSIG, which Swift does not import: the low seven bits hold the signal, 0 for an exit.
        let signalNumber = raw & 0x7F
        return signalNumber == 0 ? nil : signalNumber
    }
}
