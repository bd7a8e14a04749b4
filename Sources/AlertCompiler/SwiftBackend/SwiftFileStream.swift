import AlertDSL

/// The Swift file written while analysis hands the alerts over (`alertc build --emit swift -o DIR`), so the
/// resolved alerts of the whole program are never held: each alert's typed API goes to the output as the alert
/// comes; its stored definition is rendered then too (in program order, as `StoredDefinition` needs) and set aside
/// on disk, and the definitions are copied in after the last alert. The bytes are `SwiftBackend.write`'s for the
/// same program.
struct SwiftFileStream: ~Copyable {
    private var generator: NamespaceGenerator
    private var definitions = NamespaceGenerator.definitionsRenderer()
    private let spill = SpillFile()
    private var hasAlerts = false
    private let sink: (UnsafeBufferPointer<UInt8>) -> Void

    /// Starts the file of a program with `program`'s themes and pages whose alerts will be named `alertNames`,
    /// in program order (what analysis knows before its first alert), writing to `sink`.
    init(
        program: ResolvedProgram, alertNames: [String], options: SwiftBackendOptions,
        writingTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        self.sink = sink
        generator = NamespaceGenerator(program: program, alertNames: alertNames, options: options, to: sink)
    }

    /// The next alert, in program order.
    mutating func write(_ alert: ResolvedAlert) {
        hasAlerts = true
        let names = generator.writeDeclarations(alert, to: sink)
        definitions.member(generator.definition(alert, names: names))
        definitions.flush(into: spill.write)
    }

    /// Ends the file; the reason when the definitions set aside could not be read back (the file is then
    /// incomplete and must be discarded).
    consuming func finish() -> String? {
        generator.beginDefinitions(to: sink)
        if hasAlerts {
            generator.spliceDefinitions(into: sink)
            definitions.flush(minimum: 0, into: spill.write)
            if let failure = spill.replay(into: sink) { return failure }
        }
        generator.finish(to: sink)
        return nil
    }
}
