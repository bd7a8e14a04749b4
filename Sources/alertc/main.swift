import AlertCompiler
import Foundation

// The tool is thin: everything happens in `CommandLineTool`, which tests run in process.
var tool = CommandLineTool(
    environment: ProcessInfo.processInfo.environment,
    stderrIsTerminal: isatty(STDERR_FILENO) == 1,
    writeStdout: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeStderr: { text in FileHandle.standardError.write(Data(text.utf8)) }
)
tool.skipsTeardown = true
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
