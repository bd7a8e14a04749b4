import AlertDSL

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CommandLineTool {
    /// `alertc format`: print, rewrite or check files in the canonical layout. A file with a
    /// syntax error is left alone; its diagnostics are printed as `check` prints them and the exit
    /// status is 1, while the other files are still processed.
    func format(_ options: FormatOptions) -> Int32 {
        var sources = SourceManager()
        var diagnostics = DiagnosticBag()
        var paths: [String] = []
        var seen: Set<String> = []
        // A path at which the system finds no file is identified by its bytes as written: read (and reported) once.
        var seenUnresolved: Set<[UInt8]> = []
        var expansion = InputExpansion()
        for input in options.inputs {
            guard input != FormatOptions.standardInput else {
                paths.append(input)
                continue
            }
            for path in expansion.files(named: input, diagnostics: &diagnostics)
            where FileSystem.identity(of: path).map({ seen.insert($0).inserted })
                ?? seenUnresolved.insert(Array(path.utf8)).inserted
            {
                paths.append(path)
            }
        }
        if options.mode == .print, paths.count > 1 {
            writeStderr(
                "alertc: error: \(paths.count) files found; use '--in-place' or '--check' to format several files\n"
                    + "Run 'alertc --help' for usage.\n")
            return 2
        }
        var unformatted = false
        var formatFailed = false
        var writeFailed = false
        for input in paths {
            let isStandardInput = input == FormatOptions.standardInput
            // Diagnostics and `--check` name standard input as compilers do.
            let path = isStandardInput ? "<stdin>" : input
            let bytes: [UInt8]
            if isStandardInput {
                guard let read = readStandardInput() else {
                    diagnostics.error(.inputUnreadable, "cannot read standard input", at: nil)
                    continue
                }
                bytes = read
            } else {
                do {
                    bytes = try FileSystem.read(path)
                } catch {
                    guard case .unreadable(let reason) = error else { continue }
                    diagnostics.error(.inputUnreadable, "cannot read '\(path)': \(reason)", at: nil)
                    continue
                }
            }
            let file = sources.add(displayPath: path, bytes: bytes)
            let parsed = Parser.parse(file)
            guard !parsed.diagnostics.hasErrors else {
                diagnostics.append(contentsOf: parsed.diagnostics)
                continue
            }
            guard let formatted = AlertDSL.Formatter.format(file, syntax: parsed.syntax) else {
                writeError(
                    "cannot format '\(path)': the layout lost its place in the file (a defect of alertc; the file is "
                        + "left as it is)")
                formatFailed = true
                continue
            }
            let changed = !formatted.utf8.elementsEqual(bytes)
            switch options.mode {
            case .print:
                writeStdout(formatted)
            case .check:
                if changed {
                    unformatted = true
                    writeStdout("\(TextDiagnosticRenderer.oneLine(path)): not formatted\n")
                }
            case .inPlace:
                guard changed else { continue }
                if let failure = rewrite(path, with: formatted) {
                    writeError(failure)
                    writeFailed = true
                }
            }
        }
        if options.warningsAsErrors { diagnostics.promoteWarningsToErrors() }
        // In position order within each file, as `check` reports them (the lexer's errors were found first). JSON goes
        // to stdout unless stdout carries the formatted text or the `--check` list, as for `build`.
        var reportOptions = CompileOptions()
        reportOptions.color = options.color
        reportOptions.diagnosticsFormat = options.diagnosticsFormat
        report(
            diagnostics.sorted { Int($0.rawValue) }, errors: diagnostics.errorCount,
            warnings: diagnostics.warningCount, sources: sources, options: reportOptions,
            diagnosticsToStdout: options.mode == .inPlace)
        if writeFailed { return 2 }
        return diagnostics.hasErrors || unformatted || formatFailed ? 1 : 0
    }

    /// Replaces the file atomically (a temporary file in its directory, then a rename), through
    /// any symlink to the file it names. Returns why it failed, if it did, of the file as named (`path`), as every
    /// other message names an input, not of the absolute path without links that is written.
    private func rewrite(_ path: String, with text: String) -> String? {
        let target = URL(fileURLWithPath: FileSystem.canonicalPath(path))
        let directory = target.deletingLastPathComponent().path
        do {
            try OutputWriter.write([GeneratedFile(name: target.lastPathComponent, contents: text)], to: directory)
            return nil
        } catch {
            guard let reason = error.reason else { return error.message }
            return "cannot write '\(path)': \(reason)"
        }
    }
}
