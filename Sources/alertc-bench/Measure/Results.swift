/// One timed in-memory phase at one program size.
struct PhaseResult {
    var name: String
    var timing: Timing
    var bytes: Int
    var alerts: Int
    /// The baseline's minimum time over the same bytes.
    var baselineSeconds: Double

    /// Throughput from the fastest run (the least disturbed by other work on the machine).
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / timing.minimum }
    var alertsPerSecond: Double { Double(alerts) / timing.minimum }
    /// Phase throughput ÷ baseline throughput.
    var fractionOfBaseline: Double { baselineSeconds / timing.minimum }
    var secondsPerByte: Double { timing.minimum / Double(bytes) }

    var json: JSONValue {
        .object([
            ("phase", .string(name)),
            ("runs", .int(timing.samples.count)),
            ("minSeconds", .number(timing.minimum)),
            ("medianSeconds", .number(timing.median)),
            ("megabytesPerSecond", .number(megabytesPerSecond)),
            ("alertsPerSecond", .number(alertsPerSecond)),
            ("fractionOfBaseline", .number(fractionOfBaseline)),
        ])
    }
}

/// The whole `alertc` process on the generated files.
struct ProcessResult {
    var command: String
    var timing: Timing
    /// User plus system time of the same runs: the process parses alert bodies on a second thread, so its wall
    /// time can be below its CPU time.
    var cpuTiming: Timing
    var bytes: Int
    var alerts: Int
    /// Peak resident memory of the child (maximum over the runs).
    var peakBytes: Int

    var megabytesPerSecond: Double { Double(bytes) / 1e6 / timing.minimum }
    var alertsPerSecond: Double { Double(alerts) / timing.minimum }
    var peakBytesPerInputMegabyte: Double { Double(peakBytes) / (Double(bytes) / 1e6) }

    var json: JSONValue {
        .object([
            ("command", .string(command)),
            ("runs", .int(timing.samples.count)),
            ("minSeconds", .number(timing.minimum)),
            ("medianSeconds", .number(timing.median)),
            ("minCPUSeconds", .number(cpuTiming.minimum)),
            ("medianCPUSeconds", .number(cpuTiming.median)),
            ("megabytesPerSecond", .number(megabytesPerSecond)),
            ("alertsPerSecond", .number(alertsPerSecond)),
            ("peakMemoryBytes", .int(peakBytes)),
            ("peakMemoryPerInputMegabyte", .number(peakBytesPerInputMegabyte)),
        ])
    }
}

/// Every figure at one program size.
struct SizeResult {
    var requestedMegabytes: Double
    var bytes: Int
    var files: Int
    var alerts: Int
    var phases: [PhaseResult]
    var process: ProcessResult?
    /// `alertc build --emit swift -o OUT DIR`, what the build-tool plugin runs (not one of the targets' figures).
    var swiftProcess: ProcessResult?

    func phase(_ name: String) -> PhaseResult? { phases.first { $0.name == name } }

    var json: JSONValue {
        .object([
            ("sizeMegabytes", .number(requestedMegabytes)),
            ("bytes", .int(bytes)),
            ("files", .int(files)),
            ("alerts", .int(alerts)),
            ("phases", .array(phases.map(\.json))),
            ("process", process?.json ?? .null),
            ("swiftProcess", swiftProcess?.json ?? .null),
        ])
    }
}

/// `swiftc -typecheck` of the generated Swift for one alert count.
struct SwiftCostResult {
    var alerts: Int
    var swiftBytes: Int
    var timing: Timing

    var millisecondsPerAlert: Double { timing.minimum * 1000 / Double(alerts) }

    var json: JSONValue {
        .object([
            ("alerts", .int(alerts)),
            ("swiftBytes", .int(swiftBytes)),
            ("runs", .int(timing.samples.count)),
            ("minSeconds", .number(timing.minimum)),
            ("medianSeconds", .number(timing.median)),
            ("millisecondsPerAlert", .number(millisecondsPerAlert)),
        ])
    }
}

/// What storing definitions as JSON costs an app at run time: decoding each alert's stored text once, with
/// `AlertDefinition(generatedJSON:)` (docs/runtime.md).
struct DefinitionDecodeResult {
    var alerts: Int
    /// The stored JSON of all those alerts.
    var jsonBytes: Int
    var timing: Timing

    var microsecondsPerAlert: Double { timing.minimum * 1e6 / Double(alerts) }

    var json: JSONValue {
        .object([
            ("alerts", .int(alerts)),
            ("jsonBytes", .int(jsonBytes)),
            ("runs", .int(timing.samples.count)),
            ("minSeconds", .number(timing.minimum)),
            ("medianSeconds", .number(timing.median)),
            ("microsecondsPerAlert", .number(microsecondsPerAlert)),
        ])
    }
}

/// One row of the targets table of issue 5.
struct TargetCheck {
    var figure: String
    var target: String
    /// The measured value as shown, or why it could not be measured.
    var measured: String
    /// `nil` when the figure could not be measured in this run.
    var met: Bool?

    var json: JSONValue {
        .object([
            ("figure", .string(figure)), ("target", .string(target)), ("measured", .string(measured)),
            ("met", met.map { .bool($0) } ?? .null),
        ])
    }
}
