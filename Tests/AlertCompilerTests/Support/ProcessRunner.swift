import Foundation

/// Runs a child process with a time limit, its output collected in files (no pipe can fill up and block it).
enum ProcessRunner {
    struct Result {
        var status: Int32
        var timedOut: Bool
        var output: String
    }

    /// With `temporaryDirectory`, the child's `TMPDIR` is that directory (made if missing): `swift build` leaves lock
    /// files and directories in `TMPDIR`, which then go away with the test's tree instead of piling up in `/tmp`.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, timeout: Duration,
        temporaryDirectory: URL? = nil
    ) throws -> Result {
        let outputURL = directory.appendingPathComponent("process-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = directory
        if let temporaryDirectory {
            try FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporaryDirectory.path
            process.environment = environment
        }
        process.standardOutput = output
        process.standardError = output
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let seconds = Double(timeout.components.seconds)
        let timedOut = finished.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            process.terminate()
            finished.wait()
        }
        try output.close()
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, timedOut: timedOut, output: text)
    }
}
