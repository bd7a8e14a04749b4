#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child process: its exit status, wall time and peak resident memory.
struct ChildResult {
    var status: Int32
    var seconds: Double
    /// Peak resident set size of this child alone (`wait4`'s rusage), in bytes.
    var peakBytes: Int
}

/// Runs programs as child processes with `posix_spawn` and `wait4`. (Foundation's `Process`
/// would also do, but `wait4` gives the resource usage of that one child, where
/// `getrusage(RUSAGE_CHILDREN)` only keeps the maximum over all children, and spawning
/// directly keeps Foundation's pipe and run-loop overhead out of the 10 ms start-up figure.)
enum ChildProcess {
    enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)

        var description: String {
            switch self {
            case .spawn(let path, let code): "cannot run \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Runs `path` with `arguments`; stdout and stderr go to `/dev/null` unless `output` names a file.
    static func run(_ path: String, _ arguments: [String], output: String? = nil) throws -> ChildResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, output ?? "/dev/null", O_WRONLY | O_APPEND, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard code == 0 else { throw Failure.spawn(path, code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let seconds = (clock.now - start).seconds
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        #if os(Linux)
            let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
            let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        return ChildResult(status: exitStatus, seconds: seconds, peakBytes: peak)
    }

    /// The first executable named `name` on `PATH`.
    static func which(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The directory of the running executable (`/proc/self/exe` on Linux).
    static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path =
            length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
