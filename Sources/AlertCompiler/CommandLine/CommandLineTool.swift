#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `alertc` command: parses arguments, runs a compilation, renders diagnostics and picks
/// the exit status (0 clean or warnings, 1 errors, 2 usage or unwritable output — spec §9).
/// Output goes through closures so tests can run the whole tool in process.
public struct CommandLineTool: Sendable {
    public static let version = "0.1.0"

    public var environment: [String: String]
    public var stderrIsTerminal: Bool
    public var writeStdout: @Sendable (String) -> Void
    public var writeStderr: @Sendable (String) -> Void
    /// Set by the `alertc` process only: a finished compilation is never freed, since the process
    /// exits right after and the system reclaims its memory at once, while freeing a large syntax
    /// tree and model node by node costs about 15% of a build (clang's `-disable-free` does the
    /// same). In-process users (tests, tools) keep the default and free everything.
    public var skipsTeardown = false
    /// All of standard input, for `alertc format -` (an editor formatting its buffer); `nil` when it cannot be read.
    public var readStandardInput: @Sendable () -> [UInt8]? = { FileSystem.readToEnd(STDIN_FILENO) }

    public init(
        environment: [String: String],
        stderrIsTerminal: Bool,
        writeStdout: @escaping @Sendable (String) -> Void,
        writeStderr: @escaping @Sendable (String) -> Void
    ) {
        self.environment = environment
        self.stderrIsTerminal = stderrIsTerminal
        self.writeStdout = writeStdout
        self.writeStderr = writeStderr
    }

    public func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            writeError(error.message, usage: true)
            return 2
        }
        switch invocation {
        case .help(let topic):
            writeStdout(HelpText.text(for: topic))
            return 0
        case .version:
            writeStdout("alertc \(CommandLineTool.version)\n")
            return 0
        case .check(let options):
            // Only diagnostics are wanted: the checked alerts are dropped unresolved (resolution reports nothing).
            let compilation = Compilation.check(
                inputs: options.inputs, warningsAsErrors: options.warningsAsErrors, eachUnresolvedAlert: { _ in })
            report(compilation, options: options, diagnosticsToStdout: true)
            finish(compilation)
            return compilation.hasErrors ? 1 : 0
        case .build(let options):
            return build(options)
        case .graph(let options):
            return graph(options)
        case .simulate(let options):
            return simulate(options)
        case .format(let options):
            return format(options)
        }
    }

    /// Writes `alertc: error: MESSAGE` on stderr, then, for a usage error, where to read the usage. The message is
    /// kept to its line as a diagnostic's is (`TextDiagnosticRenderer.oneLine`): it may name a file, and a file a
    /// directory search finds can have a line break or a terminal escape in its name.
    func writeError(_ message: String, usage: Bool = false) {
        let hint = usage ? "Run 'alertc --help' for usage.\n" : ""
        writeStderr("alertc: error: \(TextDiagnosticRenderer.oneLine(message))\n" + hint)
    }

    /// Renders the compilation's diagnostics: text to stderr, or JSON as the one document on
    /// stdout (on stderr when stdout carries the build output).
    func report(_ compilation: Compilation, options: CompileOptions, diagnosticsToStdout: Bool) {
        report(
            compilation.sortedDiagnostics, errors: compilation.diagnostics.errorCount,
            warnings: compilation.diagnostics.warningCount, sources: compilation.sources, options: options,
            diagnosticsToStdout: diagnosticsToStdout)
    }

    /// Writes `diagnostics` (of files in `sources`) in the format the options ask for, text with its summary line
    /// (`errors` and `warnings`: `--werror` counts warnings as errors).
    func report(
        _ diagnostics: [Diagnostic], errors: Int, warnings: Int, sources: SourceManager, options: CompileOptions,
        diagnosticsToStdout: Bool
    ) {
        switch options.diagnosticsFormat {
        case .json:
            let json = JSONDiagnosticRenderer(sources: sources).render(diagnostics)
            if diagnosticsToStdout { writeStdout(json) } else { writeStderr(json) }
        case .text:
            reportText(diagnostics, errors: errors, warnings: warnings, sources: sources, color: options.color)
        }
    }

    /// Writes `diagnostics` as text on stderr, with the summary line; nothing when there are none.
    func reportText(
        _ diagnostics: [Diagnostic], errors: Int, warnings: Int, sources: SourceManager,
        color: CompileOptions.ColorMode
    ) {
        guard !diagnostics.isEmpty else { return }
        let renderer = TextDiagnosticRenderer(sources: sources, useColor: useColor(color))
        writeStderr(renderer.render(diagnostics) + summary(errors: errors, warnings: warnings))
    }

    private func summary(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.isEmpty ? "" : parts.joined(separator: " and ") + " generated.\n"
    }

    /// Colour only for a terminal, unless forced; `NO_COLOR` (any non-empty value, as no-color.org says) and
    /// `TERM=dumb` turn `auto` off.
    func useColor(_ mode: CompileOptions.ColorMode) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return stderrIsTerminal
        }
    }

    /// Ends the compilation's life: see `skipsTeardown`.
    func finish(_ compilation: Compilation) {
        guard skipsTeardown else { return }
        _ = Unmanaged.passRetained(RetainedCompilation(compilation))
    }
}

/// Holds a compilation that is deliberately never freed (`CommandLineTool.skipsTeardown`).
private final class RetainedCompilation: Sendable {
    let compilation: Compilation

    init(_ compilation: Compilation) {
        self.compilation = compilation
    }
}
