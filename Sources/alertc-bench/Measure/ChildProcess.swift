import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child process: its exit status, wall time, CPU time and peak resident memory.
struct ChildResult {
    var status: Int32
    var seconds: Double
    /// User plus system time of all the child's threads (`wait4`'s rusage): above `seconds` when threads overlap.
    var cpuSeconds: Double
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
        case relay(String, Int32)

        var description: String {
            switch self {
            case .spawn(let path, let code): "cannot run \(path): \(String(cString: strerror(code)))"
            case .relay(let path, let status): "cannot run \(path) through run-child (status \(status))"
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
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        return ChildResult(status: exitStatus, seconds: seconds, cpuSeconds: cpu, peakBytes: peak)
    }

    /// Runs `path` like ``run(_:_:output:)``, but from a fresh copy of this bench
    /// (`alertc-bench run-child`), which spawns it, waits and reports back through a file.
    ///
    /// Linux counts the parent's peak in a spawned child's `ru_maxrss`: `posix_spawn` (and `fork`)
    /// start the child on the parent's memory, and `exec` keeps that memory's high-water mark. The
    /// bench holds the generated program and the results of the in-memory phases, so a child spawned
    /// directly reported hundreds of megabytes it never used. The copy starts small, so the peak it
    /// passes on to its own child is a few megabytes, below any peak measured here.
    static func runIsolated(_ path: String, _ arguments: [String]) throws -> ChildResult {
        let report = "\(workDirectory())/child-\(getpid()).txt"
        defer { unlink(report) }
        let bench = executablePath()
        let relay = try run(bench, ["run-child", report, path] + arguments)
        guard relay.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8) else {
            throw Failure.relay(path, relay.status)
        }
        let fields = text.split(separator: " ")
        guard fields.count == 4, let status = Int32(fields[0]), let seconds = Double(fields[1]),
            let cpu = Double(fields[2]), let peak = Int(fields[3])
        else { throw Failure.relay(path, relay.status) }
        return ChildResult(status: status, seconds: seconds, cpuSeconds: cpu, peakBytes: peak)
    }

    /// `alertc-bench run-child REPORT PATH ARGS...`: runs the child and writes `status seconds cpu peak`.
    static func relay(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        guard let child = try? run(arguments[1], Array(arguments.dropFirst(2))) else { return 1 }
        let text = "\(child.status) \(child.seconds) \(child.cpuSeconds) \(child.peakBytes)"
        return (try? text.write(toFile: arguments[0], atomically: true, encoding: .utf8)) == nil ? 1 : 0
    }

    private static func workDirectory() -> String {
        getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
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

    /// The running executable (`/proc/self/exe` on Linux).
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
    }

    /// The directory of the running executable.
    static func executableDirectory() -> String {
        let path = executablePath()
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
