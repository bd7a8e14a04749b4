extension CommandLineTool {
    /// `alertc build`: check, then emit the requested outputs.
    func build(_ options: CompileOptions) -> Int32 {
        let compilation = Compilation.check(inputs: options.inputs, warningsAsErrors: options.warningsAsErrors)
        let toStdout = options.outputDirectory == nil
        if toStdout, options.emit == .all {
            report(compilation, options: options, diagnosticsToStdout: false)
            writeStderr("alertc: error: '--emit all' needs an output directory; give '-o <dir>' or one '--emit'\n")
            return 2
        }
        report(compilation, options: options, diagnosticsToStdout: false)
        if compilation.hasErrors { return 1 }
        writeStderr("alertc: error: code generation is not available in this build\n")
        return 2
    }
}
