import Foundation

/// Runs a child process with a time limit, its output collected in files (no pipe can fill up and block it).
enum ProcessRunner {
    struct Result {
        var status: Int32
        var timedOut: Bool
        var output: String
    }

    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, timeout: Duration
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
