import AlertCompiler
import Foundation

/// Runs `alertc` in process and captures what it prints.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func append(_ more: String) {
        lock.lock()
        text += more
        lock.unlock()
    }

    var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

struct ToolResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum ToolRunner {
    static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        terminal: Bool = false,
        standardInput: String = ""
    ) -> ToolResult {
        let out = OutputBuffer()
        let err = OutputBuffer()
        var tool = CommandLineTool(
            environment: environment,
            stderrIsTerminal: terminal,
            writeStdout: { out.append($0) },
            writeStderr: { err.append($0) }
        )
        tool.readStandardInput = { Array(standardInput.utf8) }
        let status = tool.run(arguments)
        return ToolResult(status: status, stdout: out.value, stderr: err.value)
    }
}

/// A temporary directory of `.alert` files, removed when the value goes away.
final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("alertc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
