extension CommandLineTool {
    /// `alertc graph`: check, then print the scheduling graph (DOT or Mermaid) on stdout.
    func graph(_ options: CompileOptions) -> Int32 {
        let compilation = Compilation.check(inputs: options.inputs, warningsAsErrors: options.warningsAsErrors)
        report(compilation, options: options, diagnosticsToStdout: false)
        if compilation.hasErrors { return 1 }
        let format: GraphBackend.Format = options.graphFormat == .dot ? .dot : .mermaid
        writeStdout(GraphBackend.emit(compilation.program, format: format))
        return 0
    }
}
