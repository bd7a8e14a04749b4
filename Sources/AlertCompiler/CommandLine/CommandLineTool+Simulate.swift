extension CommandLineTool {
    /// `alertc simulate`: check, then replay a scenario on the runtime's scheduler and print the log.
    func simulate(_ options: CompileOptions) -> Int32 {
        var script: SimulationScript?
        // The script's bytes, to show its errors as a program's are shown: FILE:LINE:COLUMN, the line, a caret.
        var scriptBytes: [UInt8] = []
        if let path = options.script {
            do {
                scriptBytes = try FileSystem.read(path)
            } catch {
                // An input that cannot be read, as a `.alert` file would be (`input-unreadable`), so that the JSON
                // diagnostics carry it too.
                guard case .unreadable(let reason) = error else { return 1 }
                let unreadable = Diagnostic(
                    .error, .inputUnreadable, "cannot read script '\(path)': \(reason)", at: nil)
                report(
                    [unreadable], errors: 1, warnings: 0, sources: SourceManager(), options: options,
                    diagnosticsToStdout: false)
                return 1
            }
            // Bytes that are not UTF-8, or a NUL, are errors at that byte, with the malformed lines.
            let (parsed, errors) = SimulationScript.parseReportingAll(bytes: scriptBytes)
            guard errors.isEmpty else {
                var sources = SourceManager()
                let file = sources.add(displayPath: path, bytes: scriptBytes)
                let diagnostics = errors.map { scriptDiagnostic($0, code: $0.code ?? .invalidScriptStep, in: file) }
                report(
                    diagnostics, errors: diagnostics.count, warnings: 0, sources: sources, options: options,
                    diagnosticsToStdout: false)
                return 1
            }
            script = parsed
        }
        let compilation = Compilation.check(inputs: options.inputs, warningsAsErrors: options.warningsAsErrors)
        if compilation.hasErrors {
            report(compilation, options: options, diagnosticsToStdout: false)
            return 1
        }
        var simulator = Simulator(program: compilation.program)
        do {
            let log = try simulator.run(script)
            report(compilation, options: options, diagnosticsToStdout: false)
            writeStdout(log)
            return 0
        } catch {
            // The steps that ran before the failing one, as a successful replay prints them (without the summary).
            writeStdout(simulator.log)
            guard let path = options.script, error.line > 0 else {
                report(compilation, options: options, diagnosticsToStdout: false)
                writeError(error.message)
                return 1
            }
            // One report: the program's warnings and the step's error, in one JSON document when asked for JSON.
            var sources = compilation.sources
            let file = sources.add(displayPath: path, bytes: scriptBytes)
            let diagnostics =
                compilation.sortedDiagnostics + [scriptDiagnostic(error, code: .scriptStepFailed, in: file)]
            report(
                diagnostics, errors: compilation.diagnostics.errorCount + 1,
                warnings: compilation.diagnostics.warningCount, sources: sources, options: options,
                diagnosticsToStdout: false)
            return 1
        }
    }

    /// `error` as a diagnostic of the script `file`, at the words it is about.
    private func scriptDiagnostic(_ error: SimulationError, code: DiagnosticCode, in file: SourceFile) -> Diagnostic {
        let lineStart = file.lineStarts[min(error.line, file.lineStarts.count) - 1]
        let columns = error.columns ?? 1..<1
        let range = SourceRange(
            file: file.id, start: lineStart + columns.lowerBound - 1, end: lineStart + columns.upperBound - 1)
        return Diagnostic(.error, code, error.message, at: range)
    }
}
