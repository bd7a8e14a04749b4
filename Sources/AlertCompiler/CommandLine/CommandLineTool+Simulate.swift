import Foundation

extension CommandLineTool {
    /// `alertc simulate`: check, then replay a scenario on the runtime's scheduler and print the log.
    func simulate(_ options: CompileOptions) -> Int32 {
        var script: SimulationScript?
        if let path = options.script {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                writeStderr("alertc: error: cannot read script '\(path)'\n")
                return 1
            }
            do {
                script = try SimulationScript.parse(text)
            } catch {
                writeStderr("\(path):\(error.line): error: \(error.message)\n")
                return 1
            }
        }
        let compilation = Compilation.check(inputs: options.inputs, warningsAsErrors: options.warningsAsErrors)
        report(compilation, options: options, diagnosticsToStdout: false)
        if compilation.hasErrors { return 1 }
        var simulator = Simulator(program: compilation.program)
        do {
            writeStdout(try simulator.run(script))
            return 0
        } catch {
            let location = options.script.map { "\($0):\(error.line): " } ?? "alertc: "
            writeStderr("\(location)error: \(error.message)\n")
            return 1
        }
    }
}
