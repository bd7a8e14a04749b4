import AlertCompiler
import Foundation

/// What a run prints on one stream, appended from whichever thread writes it.
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

/// Runs `alertc` in process and captures what it prints.
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
