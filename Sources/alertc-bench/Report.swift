import Foundation

/// Every figure of one benchmark run, with the targets of issue 5.
struct Report {
    var quick: Bool
    var sizes: [SizeResult] = []
    var startup: Timing?
    var swiftCost: [SwiftCostResult] = []
    var definitionDecode: DefinitionDecodeResult?
    var notes: [String] = []

    // MARK: Derived figures

    /// The size the throughput targets are judged at: 10 MB when measured, else the largest.
    var referenceSize: SizeResult? {
        sizes.first { $0.requestedMegabytes == 10 } ?? sizes.max { $0.bytes < $1.bytes }
    }

    /// Time per byte at the largest size ÷ at the smallest, per phase.
    var scaling: [(phase: String, ratio: Double)] {
        guard let small = sizes.min(by: { $0.bytes < $1.bytes }), let large = sizes.max(by: { $0.bytes < $1.bytes }),
            large.bytes > small.bytes
        else { return [] }
        return large.phases.compactMap { phase in
            guard let reference = small.phase(phase.name) else { return nil }
            return (phase.name, phase.secondsPerByte / reference.secondsPerByte)
        }
    }

    var targets: [TargetCheck] {
        var checks: [TargetCheck] = []
        let reference = referenceSize
        let at = reference.map { " (\(format($0.requestedMegabytes)) MB)" } ?? ""
        func fraction(_ phase: String, _ figure: String, _ minimum: Double) {
            guard let result = reference?.phase(phase) else {
                checks.append(
                    TargetCheck(
                        figure: figure, target: "≥ \(percent(minimum)) of baseline", measured: "not measured", met: nil)
                )
                return
            }
            checks.append(
                TargetCheck(
                    figure: figure + at, target: "≥ \(percent(minimum)) of baseline",
                    measured: "\(percent(result.fractionOfBaseline)) (\(format(result.megabytesPerSecond)) MB/s)",
                    met: result.fractionOfBaseline >= minimum))
        }
        fraction("lex", "lexing, in memory", 0.35)
        fraction("lex+parse", "lex + parse, in memory", 0.20)
        fraction("compile to JSON", "full compile to JSON, in memory", 0.14)
        if let process = sizes.first(where: { $0.requestedMegabytes == 10 })?.process,
            process.command.contains("build")
        {
            checks.append(
                TargetCheck(
                    figure: "alertc build --emit json, whole process, 10 MB", target: "≥ 100 MB/s",
                    measured: "\(format(process.megabytesPerSecond)) MB/s, \(format(process.alertsPerSecond)) alerts/s",
                    met: process.megabytesPerSecond >= 100))
        } else {
            let measured = sizes.first { $0.requestedMegabytes == 10 }?.process.map {
                "not measurable: no build yet (\($0.command): \(format($0.megabytesPerSecond)) MB/s)"
            }
            checks.append(
                TargetCheck(
                    figure: "alertc build --emit json, whole process, 10 MB", target: "≥ 100 MB/s",
                    measured: measured ?? "not measured (needs the 10 MB size and a release alertc)", met: nil))
        }
        if let startup {
            checks.append(
                TargetCheck(
                    figure: "start-up: alertc check of a one-alert file", target: "≤ 10 ms",
                    measured: "\(format(startup.median * 1000)) ms median, \(format(startup.minimum * 1000)) ms min",
                    met: startup.median <= 0.010))
        } else {
            checks.append(TargetCheck(figure: "start-up", target: "≤ 10 ms", measured: "not measured", met: nil))
        }
        let largest = sizes.max(by: { $0.bytes < $1.bytes })
        if let largest, let process = largest.process {
            checks.append(peakMemoryCheck(process, at: largest))
        } else {
            checks.append(
                TargetCheck(figure: "peak memory", target: "≤ 5 MB per MB of input", measured: "not measured", met: nil)
            )
        }
        // `build --emit swift`, what the build-tool plugin runs, is held to the same bound.
        if let largest, let process = largest.swiftProcess {
            checks.append(peakMemoryCheck(process, at: largest))
        }
        let scalingPhase = scaling.first { $0.phase == "compile to JSON" } ?? scaling.first { $0.phase == "check" }
        if let scalingPhase, let small = sizes.min(by: { $0.bytes < $1.bytes }),
            let large = sizes.max(by: { $0.bytes < $1.bytes })
        {
            checks.append(
                TargetCheck(
                    figure:
                        "scaling \(format(small.requestedMegabytes)) MB → \(format(large.requestedMegabytes)) MB (\(scalingPhase.phase))",
                    target: "time per byte ≤ 1.3×", measured: "\(format(scalingPhase.ratio))×",
                    met: scalingPhase.ratio <= 1.3))
        } else {
            checks.append(
                TargetCheck(figure: "scaling", target: "≤ 1.3×", measured: "not measured (needs two sizes)", met: nil))
        }
        if swiftCost.count >= 2, let first = swiftCost.first, let last = swiftCost.last {
            let growth = last.timing.minimum / first.timing.minimum
            let alertsGrowth = Double(last.alerts) / Double(first.alerts)
            let perAlert = swiftCost.map(\.millisecondsPerAlert).max() ?? 0
            checks.append(
                TargetCheck(
                    figure: "generated Swift, swiftc -typecheck",
                    target: "\(format(alertsGrowth))× alerts ≤ 12× time, ≤ 0.5 ms per alert",
                    measured: "\(format(growth))× time, \(format(perAlert)) ms per alert (worst)",
                    met: growth <= 12 * alertsGrowth / 10 && perAlert <= 0.5))
        } else {
            checks.append(
                TargetCheck(
                    figure: "generated Swift, swiftc -typecheck", target: "linear, ≤ 0.5 ms per alert",
                    measured: "not measured (needs the 1,000 and 10,000 alert runs; --no-swiftc or --quick skip them)",
                    met: nil))
        }
        return checks
    }

    private func peakMemoryCheck(_ process: ProcessResult, at size: SizeResult) -> TargetCheck {
        TargetCheck(
            figure: "peak memory at \(format(size.requestedMegabytes)) MB (\(process.command))",
            target: "≤ 5 MB per MB of input",
            measured:
                "\(format(process.peakBytesPerInputMegabyte / 1e6)) MB per MB (\(format(Double(process.peakBytes) / 1e6)) MB)",
            met: process.peakBytesPerInputMegabyte <= 5e6)
    }

    // MARK: Output

    var json: JSONValue {
        .object([
            ("date", .string(Machine.date)),
            ("machine", .object([("cpu", .string(Machine.cpuModel)), ("cores", .int(Machine.cores))])),
            ("quick", .bool(quick)),
            ("sizes", .array(sizes.map(\.json))),
            (
                "scaling",
                .object(scaling.map { ($0.phase, .number($0.ratio)) })
            ),
            (
                "startup",
                startup.map {
                    .object([
                        ("runs", .int($0.samples.count)), ("minSeconds", .number($0.minimum)),
                        ("medianSeconds", .number($0.median)),
                    ])
                } ?? .null
            ),
            ("swiftTypecheck", .array(swiftCost.map(\.json))),
            ("definitionDecode", definitionDecode?.json ?? .null),
            ("targets", .array(targets.map(\.json))),
            ("notes", .array(notes.map { .string($0) })),
        ])
    }

    var text: String {
        var lines: [String] = []
        lines.append(
            "alertc-bench — \(Machine.date), \(Machine.cores) cores, \(Machine.cpuModel)\(quick ? " (quick)" : "")")
        for size in sizes {
            lines.append("")
            lines.append(
                "\(format(size.requestedMegabytes)) MB program: \(size.bytes) bytes, \(size.files) files, \(size.alerts) alerts"
            )
            lines.append(
                pad("phase", 18) + pad("min ms", 11) + pad("median ms", 11) + pad("MB/s", 9) + pad("alerts/s", 12)
                    + "of baseline")
            for phase in size.phases {
                lines.append(
                    pad(phase.name, 18) + pad(format(phase.timing.minimum * 1000), 11)
                        + pad(format(phase.timing.median * 1000), 11) + pad(format(phase.megabytesPerSecond), 9)
                        + pad(format(phase.alertsPerSecond), 12) + percent(phase.fractionOfBaseline))
            }
            for process in [size.process, size.swiftProcess].compactMap(\.self) {
                lines.append(
                    "\(process.command): \(format(process.timing.minimum * 1000)) ms min, "
                        + "\(format(process.timing.median * 1000)) ms median (CPU \(format(process.cpuTiming.median * 1000)) ms), "
                        + "\(format(process.megabytesPerSecond)) MB/s, "
                        + "\(format(process.alertsPerSecond)) alerts/s, peak \(format(Double(process.peakBytes) / 1e6)) MB "
                        + "(\(format(process.peakBytesPerInputMegabyte / 1e6)) MB per MB of input)")
            }
        }
        if !scaling.isEmpty {
            lines.append("")
            lines.append(
                "scaling (time per byte, largest ÷ smallest size): "
                    + scaling.map { "\($0.phase) \(format($0.ratio))×" }.joined(separator: ", "))
        }
        if let startup {
            lines.append(
                "start-up (alertc check, one alert): \(format(startup.median * 1000)) ms median, "
                    + "\(format(startup.minimum * 1000)) ms min")
        }
        for cost in swiftCost {
            lines.append(
                "swiftc -typecheck, \(cost.alerts) alerts (\(cost.swiftBytes) bytes of Swift): "
                    + "\(format(cost.timing.minimum)) s, \(format(cost.millisecondsPerAlert)) ms per alert")
        }
        if let decode = definitionDecode {
            lines.append(
                "run-time decoding of stored definitions, \(decode.alerts) alerts (\(decode.jsonBytes) bytes of JSON): "
                    + "\(format(decode.microsecondsPerAlert)) µs per alert")
        }
        lines.append("")
        lines.append("targets (issue 5):")
        for check in targets {
            let verdict = check.met.map { $0 ? "met" : "NOT MET" } ?? "n/a"
            lines.append("  [\(verdict)] \(check.figure): \(check.measured) — target \(check.target)")
        }
        for note in notes { lines.append("note: \(note)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

func format(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    if value >= 1000 { return String(Int(value.rounded())) }
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}

func percent(_ fraction: Double) -> String {
    String(format: "%.1f%%", fraction * 100)
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// What the figures were measured on.
enum Machine {
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    static var cpuModel: String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    static var date: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date())
    }
}
