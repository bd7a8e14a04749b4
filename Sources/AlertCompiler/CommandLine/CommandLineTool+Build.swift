extension CommandLineTool {
    /// `alertc build`: check, then, when the program has no error, generate the requested outputs and
    /// write them (spec §9). A failed build writes nothing, so earlier outputs stay exactly as they were.
    func build(_ options: CompileOptions) -> Int32 {
        if options.emit == .json, let directory = options.outputDirectory,
            let stage = OutputStage(named: "\(options.namespace).json", in: directory)
        {
            return buildStreamingJSON(options, into: stage)
        }
        if options.emit != .json, let directory = options.outputDirectory,
            let stage = OutputStage(named: "\(options.namespace).swift", in: directory)
        {
            if options.emit == .swift { return buildStreamingSwift(options, into: stage, json: nil) }
            if let json = OutputStage(named: "\(options.namespace).json", in: directory) {
                return buildStreamingSwift(options, into: stage, json: json)
            }
            stage.discard()
        }
        let compilation = Compilation.check(inputs: options.inputs, warningsAsErrors: options.warningsAsErrors)
        let toStdout = options.outputDirectory == nil
        if toStdout, options.emit == .all {
            report(compilation, options: options, diagnosticsToStdout: false)
            // Without `--emit`, say what the default is rather than name an option the user never wrote.
            let what =
                options.emitGiven ? "'--emit all'" : "'build' writes both outputs by default (JSON and Swift), which"
            writeStderr(
                "alertc: error: \(what) needs an output directory; give '-o <dir>', or '--emit json' or "
                    + "'--emit swift' to write one to standard output\n")
            return 2
        }
        // JSON diagnostics go to stdout unless stdout carries the generated output.
        report(compilation, options: options, diagnosticsToStdout: !toStdout)
        if compilation.hasErrors { return 1 }
        let files = generate(compilation, options: options)
        finish(compilation)
        guard let directory = options.outputDirectory else {
            for file in files { writeStdout(file.contents) }
            return 0
        }
        do {
            try OutputWriter.write(files, to: directory)
        } catch {
            writeError(error.message)
            return 2
        }
        return 0
    }

    /// `build --emit json -o DIR`: the document is written while the program is checked, an alert at a time, so
    /// the resolved alerts of the whole program are never held. The bytes are those of the other path; they
    /// replace the output (and DIR is made) only when the program has no error, as there (`OutputStage`).
    private func buildStreamingJSON(_ options: CompileOptions, into stage: OutputStage) -> Int32 {
        // The alerts are resolved, and the document rendered and written, on a thread of its own while analysis
        // checks the next alerts.
        let writer = JSONWriterThread(writingTo: stage)
        // Once there is an error the document is discarded, so the alerts after it are neither resolved nor written.
        var skipping = false
        let compilation = Compilation.check(
            inputs: options.inputs, warningsAsErrors: options.warningsAsErrors,
            eachUnresolvedAlert: { unresolved in
                skipping = skipping || unresolved.followsAnError
                guard !skipping else { return }
                writer.write(unresolved)
            })
        writer.finish(compilation.hasErrors ? nil : compilation.program)
        return commit(compilation, options: options, stages: [stage]) { nil }
    }

    /// The end of every streamed build, once the program is checked: the diagnostics; then, without errors, the
    /// streams ended (`finishStreams`, which returns why a file could not be finished, if it could not) and the
    /// files moved into place together; with errors, or when anything fails, every stage discarded.
    private func commit(
        _ compilation: Compilation, options: CompileOptions, stages: [OutputStage], finishStreams: () -> String?
    ) -> Int32 {
        report(compilation, options: options, diagnosticsToStdout: true)
        if compilation.hasErrors {
            for stage in stages { stage.discard() }
            return 1
        }
        let failure = finishStreams()
        finish(compilation)
        do throws(OutputError) {
            if let failure, let last = stages.last {
                throw OutputError.cannotWrite(last.path, failure)
            }
            try OutputStage.commit(stages)
        } catch {
            for stage in stages { stage.discard() }
            writeError(error.message)
            return 2
        }
        return 0
    }

    /// `build --emit swift -o DIR` (and `--emit all`, with `json`): the file is written while the program is
    /// checked, an alert at a time (`SwiftFileStream`; with `--emit all`, the JSON document beside it,
    /// `ProgramJSONStream`), so the resolved alerts of the whole program are never held. The bytes are those of
    /// the other path; they replace the outputs (and DIR is made) only when the program has no error.
    private func buildStreamingSwift(_ options: CompileOptions, into stage: OutputStage, json: OutputStage?) -> Int32 {
        var file: SwiftFileStream?
        var document = json.map { _ in ProgramJSONStream() }
        var resolver = AlertResolver()
        // Once there is an error the outputs are discarded: the alerts after it are not written. (Naming the Swift of
        // an alert with 5,000 actions called `a`, an error, took 10 s: each got one more `_` than the last.)
        var skipping = false
        let compilation = Compilation.check(
            inputs: options.inputs, warningsAsErrors: options.warningsAsErrors,
            beforeAlerts: { prelude in
                file = SwiftFileStream(
                    program: prelude.program, alertNames: prelude.alertNames,
                    options: options.swiftBackendOptions(sourcePaths: prelude.sourcePaths), writingTo: stage.write)
            },
            eachUnresolvedAlert: { unresolved in
                skipping = skipping || unresolved.followsAnError
                guard !skipping else { return }
                let alert = resolver.resolve(unresolved)
                if let json { document?.write(alert, to: json.write) }
                file?.write(alert)
            })
        // JSON first, as the other path writes them; the Swift file last (a failure to finish names it).
        return commit(compilation, options: options, stages: [json, stage].compactMap(\.self)) {
            if let json, let document = document.take() { document.finish(compilation.program, to: json.write) }
            // Analysis announces the alerts before the first of them, so the file was started.
            guard let stream = file.take() else { return "the program's alerts were never announced" }
            return stream.finish()
        }
    }

    /// The outputs `--emit` asks for, named after the namespace, in a fixed order (JSON, then Swift).
    private func generate(_ compilation: Compilation, options: CompileOptions) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        if options.emit == .json || options.emit == .all {
            files.append(JSONBackend.file(named: "\(options.namespace).json", for: compilation.program))
        }
        if options.emit == .swift || options.emit == .all {
            let swiftOptions = options.swiftBackendOptions(sourcePaths: compilation.sourceListing)
            files.append(
                SwiftBackend.file(
                    named: "\(options.namespace).swift", for: compilation.program, options: swiftOptions))
        }
        return files
    }
}

extension CompileOptions {
    /// What the Swift back end takes of the options (`--namespace`, `--access-level`), for a file whose header
    /// names `sourcePaths`.
    func swiftBackendOptions(sourcePaths: [String]) -> SwiftBackendOptions {
        SwiftBackendOptions(namespace: namespace, accessLevel: accessLevel.rawValue, sourcePaths: sourcePaths)
    }
}
