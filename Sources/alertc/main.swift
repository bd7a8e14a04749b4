import AlertCompiler

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `text` to the file descriptor; returns the `errno` of a failed write, `nil` when all was written.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

// The tool is thin: everything happens in `CommandLineTool`, which tests run in process.
var tool = CommandLineTool(
    environment: ProcessInfo.processInfo.environment,
    stderrIsTerminal: isatty(STDERR_FILENO) == 1,
    writeStdout: { text in
        // Standard output that cannot be written (a full disk, a closed descriptor) is an output that cannot be
        // written: exit status 2 (spec §9), not a crash.
        guard let failure = writeAll(text, to: STDOUT_FILENO) else { return }
        _ = writeAll("alertc: error: cannot write to standard output: \(systemErrorText(failure))\n", to: STDERR_FILENO)
        exit(2)
    },
    writeStderr: { text in _ = writeAll(text, to: STDERR_FILENO) }
)
tool.skipsTeardown = true
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
