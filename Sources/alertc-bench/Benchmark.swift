import AlertCompiler
import Foundation

/// Options of a benchmark run.
struct BenchmarkOptions {
    var sizes: [Double] = [1, 10, 50]
    var json = false
    var quick = false
    var seed: UInt64 = 42
    /// The release `alertc` to time as a whole process; default: beside this executable.
    var alertcPath: String?
    var skipSwiftCost = false
}

/// Runs every measurement and collects the figures.
struct Benchmark {
    var options: BenchmarkOptions
    var policy: RunPolicy { options.quick ? .quick : .standard }
    var processPolicy: RunPolicy { options.quick ? .quick : .process }
    let workDirectory: String

    init(options: BenchmarkOptions) {
        self.options = options
        workDirectory = NSTemporaryDirectory() + "alertc-bench-\(getpid())"
    }

    /// Progress goes to stderr, so `--json` output stays one document on stdout.
    func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func run() throws -> Report {
        try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: workDirectory) }
        let alertc = locateAlertc()
        if alertc == nil {
            log("note: no release alertc found; build it with 'swift build -c release --product alertc'")
        }
        let buildWorks = alertc.map { supportsBuild($0, emit: "json") } ?? false
        var report = Report(quick: options.quick)
        for size in options.sizes {
            report.sizes.append(try measureSize(size, alertc: alertc, buildWorks: buildWorks))
        }
        report.definitionDecode = measureDefinitionDecode()
        if let alertc {
            report.startup = try measureStartup(alertc)
            if !options.skipSwiftCost, supportsBuild(alertc, emit: "swift") {
                report.swiftCost = try measureSwiftCost(alertc)
            } else if !options.skipSwiftCost {
                report.notes.append("swiftc cost not measured: this alertc cannot emit Swift yet")
            }
        }
        if !buildWorks {
            report.notes.append(
                "whole-process figures ran 'alertc check': this alertc cannot run 'build --emit json' yet")
        }
        return report
    }

    // MARK: Sizes

    private func measureSize(_ megabytes: Double, alertc: String?, buildWorks: Bool) throws -> SizeResult {
        log("generating \(megabytes) MB program (seed \(options.seed))...")
        var generator = ProgramGenerator(targetBytes: Int(megabytes * 1e6), seed: options.seed)
        let generated = generator.generate()
        let program = InMemoryProgram(generated)
        log("  \(program.byteCount) bytes, \(generated.files.count) files, \(program.alertCount) alerts")
        let baseline = measure(policy) { Phases.baseline(program) }
        var phases = [
            PhaseResult(
                name: "baseline", timing: baseline, bytes: program.byteCount, alerts: program.alertCount,
                baselineSeconds: baseline.minimum)
        ]
        func add(_ name: String, _ body: () -> some Any) {
            log("  timing \(name)...")
            let timing = measure(policy, body)
            phases.append(
                PhaseResult(
                    name: name, timing: timing, bytes: program.byteCount, alerts: program.alertCount,
                    baselineSeconds: baseline.minimum))
        }
        try verify(program)
        add("lex") { Phases.lex(program) }
        add("lex+parse") { Phases.parse(program) }
        let trees = Phases.parse(program)
        add("check") { Phases.check(trees, program) }
        add("parse+check") { Phases.frontEnd(program) }
        let resolved = Phases.frontEnd(program).program
        add("emit JSON") { Phases.emitJSON(resolved) }
        add("emit Swift") { Phases.emitSwift(resolved) }
        add("compile to JSON") { Phases.compileToJSON(program) }
        var result = SizeResult(
            requestedMegabytes: megabytes, bytes: program.byteCount, files: generated.files.count,
            alerts: program.alertCount, phases: phases)
        if let alertc {
            let directory = workDirectory + "/program-\(megabytes)"
            try ProgramFiles.write(generated, to: directory)
            let output = workDirectory + "/out"
            let arguments =
                buildWorks ? ["build", "--emit", "json", "-o", output, directory] : ["check", directory]
            result.process = try measureProcess(
                alertc, arguments, command: "alertc " + (buildWorks ? "build --emit json -o OUT DIR" : "check DIR"),
                program: program)
            if buildWorks {
                result.swiftProcess = try measureProcess(
                    alertc, ["build", "--emit", "swift", "-o", output, directory],
                    command: "alertc build --emit swift -o OUT DIR", program: program)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }
        return result
    }

    /// Wall time, CPU time and peak memory of `alertc arguments` as a child process.
    private func measureProcess(_ alertc: String, _ arguments: [String], command: String, program: InMemoryProgram)
        throws -> ProcessResult
    {
        log("  timing \(command)...")
        var peak = 0
        var cpuSeconds: [Double] = []
        var failure: Int32 = 0
        let timing = try measure(processPolicy) { () throws -> Double in
            let child = try ChildProcess.runIsolated(alertc, arguments)
            peak = max(peak, child.peakBytes)
            cpuSeconds.append(child.cpuSeconds)
            if child.status != 0 { failure = child.status }
            return child.seconds
        }
        if failure != 0 { log("  warning: alertc exited with status \(failure) on the generated program") }
        return ProcessResult(
            command: command, timing: timing,
            cpuTiming: Timing(samples: Array(cpuSeconds.suffix(timing.samples.count))),
            bytes: program.byteCount, alerts: program.alertCount, peakBytes: peak)
    }

    /// The generated program must check with no error; the figures would mean little otherwise.
    private func verify(_ program: InMemoryProgram) throws {
        let diagnostics = Phases.frontEnd(program).diagnostics
        log("  check: \(diagnostics.errorCount) errors, \(diagnostics.warningCount) warnings")
        guard diagnostics.hasErrors || diagnostics.warningCount > 0 else { return }
        let shown = Array(diagnostics.sorted { Int($0.rawValue) }.prefix(10))
        log(TextDiagnosticRenderer(sources: program.sources, useColor: false).render(shown))
        if diagnostics.hasErrors { throw GeneratorFailure(errors: diagnostics.errorCount) }
    }

    struct GeneratorFailure: Error, CustomStringConvertible {
        var errors: Int
        var description: String { "the generated program has \(errors) errors (a generator bug)" }
    }

    // MARK: Whole process

    private func locateAlertc() -> String? {
        if let path = options.alertcPath { return path }
        let sibling = ChildProcess.executableDirectory() + "/alertc"
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// Whether this `alertc` can run `build --emit <emit>` on a one-alert program.
    private func supportsBuild(_ alertc: String, emit: String) -> Bool {
        let file = workDirectory + "/probe.alert"
        try? Self.oneAlert.write(toFile: file, atomically: true, encoding: .utf8)
        let output = workDirectory + "/probe-out"
        let result = try? ChildProcess.run(alertc, ["build", "--emit", emit, "-o", output, file])
        return result?.status == 0
    }

    static let oneAlert = """
        alert hello {
            title: "Hello"
            action ok "OK"
        }

        """

    private func measureStartup(_ alertc: String) throws -> Timing {
        log("timing start-up (alertc check of a one-alert file)...")
        let file = workDirectory + "/one.alert"
        try Self.oneAlert.write(toFile: file, atomically: true, encoding: .utf8)
        let startupPolicy =
            options.quick ? RunPolicy.quick : RunPolicy(warmups: 3, minimumRuns: 20, maximumRuns: 50, budgetSeconds: 1)
        return try measure(startupPolicy) { try ChildProcess.run(alertc, ["check", file]).seconds }
    }

    // MARK: Generated Swift

    /// Decoding the stored definitions of a 1,000-alert program (100 with `--quick`), in this process.
    private func measureDefinitionDecode() -> DefinitionDecodeResult {
        let alerts = options.quick ? 100 : 1_000
        log("timing the run-time decoding of \(alerts) stored definitions...")
        var generator = ProgramGenerator(targetBytes: Int.max, seed: options.seed, alertLimit: alerts)
        let program = InMemoryProgram(generator.generate())
        let texts = Phases.storedDefinitionTexts(Phases.frontEnd(program).program)
        let timing = measure(policy) { Phases.decodeStoredDefinitions(texts) }
        return DefinitionDecodeResult(
            alerts: texts.count, jsonBytes: texts.reduce(0) { $0 + $1.utf8.count }, timing: timing)
    }

    private func measureSwiftCost(_ alertc: String) throws -> [SwiftCostResult] {
        guard let swiftc = ChildProcess.which("swiftc") else {
            log("note: no swiftc on PATH; swiftc cost not measured")
            return []
        }
        let modules = ChildProcess.executableDirectory() + "/Modules"
        var results: [SwiftCostResult] = []
        for alerts in options.quick ? [20] : [1_000, 10_000] {
            log("timing swiftc -typecheck of the Swift for \(alerts) alerts...")
            var generator = ProgramGenerator(targetBytes: Int.max, seed: options.seed, alertLimit: alerts)
            let generated = generator.generate()
            let directory = workDirectory + "/swift-\(alerts)"
            try ProgramFiles.write(generated, to: directory)
            let output = directory + "-out"
            let build = try ChildProcess.run(alertc, ["build", "--emit", "swift", "-o", output, directory])
            guard build.status == 0 else {
                log("  alertc build --emit swift failed (status \(build.status))")
                continue
            }
            let swiftFile = output + "/Alerts.swift"
            let swiftBytes = (try? FileManager.default.attributesOfItem(atPath: swiftFile)[.size] as? Int) ?? 0
            let arguments = ["-typecheck", "-swift-version", "6", "-I", modules, swiftFile]
            var failed = false
            let timing = try measure(
                options.quick ? .quick : RunPolicy(warmups: 0, minimumRuns: 2, maximumRuns: 3, budgetSeconds: 0)
            ) { () throws -> Double in
                let child = try ChildProcess.run(swiftc, arguments)
                if child.status != 0 { failed = true }
                return child.seconds
            }
            if failed { log("  warning: swiftc reported errors in the generated Swift for \(alerts) alerts") }
            results.append(SwiftCostResult(alerts: generated.alertCount, swiftBytes: swiftBytes, timing: timing))
        }
        return results
    }
}

/// Writes a generated program into a directory, creating folders as needed.
enum ProgramFiles {
    static func write(_ program: GeneratedProgram, to directory: String) throws {
        let manager = FileManager.default
        for file in program.files {
            let path = directory + "/" + file.path
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }
}
