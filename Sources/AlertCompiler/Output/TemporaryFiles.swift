#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of staged outputs, removed when the run is interrupted (`SIGINT`, `SIGTERM`, `SIGHUP`: Ctrl-C, a
/// cancelled Xcode build), so that an interrupted build leaves the output directory as it was, as a failed one does.
///
/// A signal handler may do only async-signal-safe work, so it writes the signal's number to a pipe; a watcher thread
/// reads it, takes the lock that every creation, removal and move of a temporary file holds (so none is half done, and
/// the files of a commit are moved all or none), removes every file still registered, and ends the process by the same
/// signal with its default action. The handler and the thread are set up when the first temporary file is made: a run
/// that writes no file keeps the default handling, and its start-up pays nothing.
enum TemporaryFiles {
    /// The signals that end a run: an interactive interrupt, a termination request, a closed terminal.
    static let interruptions: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Creates `path` (it must not exist) for writing with `mode`; returns the descriptor, or -1 with `errno` set.
    static func create(_ path: String, mode: mode_t) -> Int32 {
        registry.withLock {
            installHandlersOnce()
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode)
            if descriptor >= 0 { registry.paths.insert(path) }
            return descriptor
        }
    }

    /// Removes the temporary file `path`.
    static func remove(_ path: String) {
        registry.withLock {
            unlink(path)
            registry.paths.remove(path)
        }
    }

    /// Renames the temporary file `temporary` over `final`; returns 0, or the `errno` of the failure (the file then
    /// stays registered, for `remove`).
    static func move(_ temporary: String, over final: String) -> Int32 {
        registry.withLock {
            guard rename(temporary, final) == 0 else { return errno }
            registry.paths.remove(temporary)
            return 0
        }
    }

    /// Links the file at `final` (itself, not what a symbolic link there names) to the new name `backup`, which is
    /// registered as a temporary file is; returns 0, or the `errno` of the failure (`ENOENT`: nothing is there).
    static func link(_ final: String, to backup: String) -> Int32 {
        registry.withLock {
            installHandlersOnce()
            guard linkat(AT_FDCWD, final, AT_FDCWD, backup, 0) == 0 else { return errno }
            registry.paths.insert(backup)
            return 0
        }
    }

    /// Runs `body` with interruptions held off: a signal that comes meanwhile ends the run only after it, so the
    /// files `body` moves into place are all moved or none is.
    static func holdingInterruptions<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try registry.lock.withLock(body)
    }

    /// The files registered now (tests).
    static var registered: Set<String> {
        registry.withLock { registry.paths }
    }

    private final class Registry: @unchecked Sendable {
        // `paths` and `handlersInstalled` are shared: touched only with `lock` held. Recursive, so that a commit
        // holding it (`holdingInterruptions`) can move and remove files.
        let lock = RecursiveLock()
        var paths: Set<String> = []
        var handlersInstalled = false

        func withLock<Result>(_ body: () -> Result) -> Result {
            lock.withLock(body)
        }
    }

    private static let registry = Registry()

    /// With the lock held.
    private static func installHandlersOnce() {
        guard !registry.handlersInstalled else { return }
        registry.handlersInstalled = true
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        // The handler must never block, even if signals came faster than the watcher reads them.
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
        interruptionPipe = writeEnd
        DetachedThread.start { watch(readEnd) }
        for signalNumber in interruptions {
            let previous = signal(signalNumber, forwardInterruption)
            // A signal the parent process ignores (a build started with `nohup`) stays ignored. `SIG_IGN` is the
            // handler whose address is 1, on Linux and on Darwin.
            if unsafeBitCast(previous, to: Int.self) == 1 { signal(signalNumber, previous) }
        }
    }

    /// The watcher: waits for a signal's number, then removes the registered files and ends the run by that signal.
    private static func watch(_ readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let got = read(readEnd, &byte, 1)
            if got == 1 { break }
            if got < 0, errno == EINTR { continue }
            return
        }
        // The lock is kept: no file is made or moved from here on.
        registry.lock.lock()
        for path in registry.paths { unlink(path) }
        let signalNumber = Int32(byte)
        signal(signalNumber, SIG_DFL)
        kill(getpid(), signalNumber)
        // Not reached unless the signal is blocked here; the shell's status for it, then.
        _exit(128 + signalNumber)
    }
}

/// The pipe's write end, for the signal handler: set once, before any handler is installed.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

/// The signal handler: only `write`, which is async-signal-safe.
private func forwardInterruption(_ signalNumber: Int32) {
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(interruptionPipe, &byte, 1)
}
