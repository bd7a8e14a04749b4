/// Assembles one program from the command-line inputs and everything they import (spec §2).
///
/// Files are identified by canonical path, so a file named twice (directly, through a
/// directory, by a symlink or by an `import`) is loaded once. The result lists files in
/// program order — byte-wise order of canonical path — whatever the order of the inputs.
public struct LoadedProgram: Sendable {
    public var sources: SourceManager
    /// Parsed files in program order.
    public var files: [SourceFileSyntax]
    public var diagnostics: DiagnosticBag
    /// The position of each file in program order (`Compilation.programOrder(of:)` sorts diagnostics by it).
    var orderIndex: [FileID: Int] = [:]
    /// The files as the generated Swift's header lists them, in program order (`SourceListing`).
    var sourceListing: [String] = []

    /// Hands the syntax trees over (to analysis) and keeps none, so they are freed once used.
    mutating func takeSyntax() -> [SourceFileSyntax] {
        defer { files = [] }
        return files
    }
}

public enum ProgramLoader {
    public static func load(inputs: [String]) -> LoadedProgram {
        var state = LoaderState()
        // Inputs first (all of them), so a file given on the command line keeps the path the
        // user gave even when another input also imports it.
        var candidates: [Candidate] = []
        var expansion = InputExpansion()
        for input in inputs {
            for path in expansion.files(named: input, diagnostics: &state.diagnostics) {
                let identity = FileSystem.identity(of: path)
                let canonical = identity ?? FileSystem.canonicalPath(path)
                candidates.append(Candidate(display: path, canonical: canonical, namesAFile: identity != nil))
            }
        }
        // When two given paths name one file, the smallest display path wins: deterministic.
        candidates.sort { lhs, rhs in
            !lhs.canonical.utf8.elementsEqual(rhs.canonical.utf8)
                ? lhs.canonical.utf8.lexicographicallyPrecedes(rhs.canonical.utf8)
                : lhs.display.utf8.lexicographicallyPrecedes(rhs.display.utf8)
        }
        state.loadInputs(candidates)
        state.resolveImports()
        return state.finish()
    }
}

/// A path named on the command line (or found in a directory named there), with its canonical path.
private struct Candidate {
    var display: String
    /// The canonical path of the file it names; for a path that names none (`namesAFile` false), its tidied form,
    /// which only places it in program order.
    var canonical: String
    /// Whether the system finds a file at the path. One that it does not is read whatever other path names the file
    /// its tidied form names, so that its error is reported (spec §9: an unreadable input is an error).
    var namesAFile: Bool
}

private struct LoaderState {
    var sources = SourceManager()
    var diagnostics = DiagnosticBag()
    var syntaxByFile: [FileID: SourceFileSyntax] = [:]
    /// Keyed by the path's bytes: `String` equality is canonical equivalence, so two files whose names are the NFC
    /// and NFD spellings of one name (distinct paths, distinct files) would otherwise be taken for one.
    var fileByCanonicalPath: [[UInt8]: FileID] = [:]
    var canonicalPaths: [FileID: String] = [:]
    /// The canonical path of each import target met, by the path joined onto its importer's directory: most files
    /// import the same few shared files, and canonicalising (symbolic links, `..`) costs about 60,000 instructions.
    var canonicalImportTargets: [[UInt8]: String] = [:]
    /// Files whose imports are not resolved yet.
    var pending: [FileID] = []

    /// Loads the inputs in order: each is read and gets its ID in turn, the files are parsed together (on two
    /// threads, `ParallelFileParse`), and the results and read errors are recorded in input order, so IDs, trees
    /// and diagnostics are those of loading one input after another.
    mutating func loadInputs(_ candidates: [Candidate]) {
        enum Outcome {
            case unreadable(Diagnostic)
            case read(index: Int)
        }
        var outcomes: [Outcome] = []
        var files: [SourceFile] = []
        // A path named twice as written (`x/../a.alert x/../a.alert`) is sorted beside itself: read, or reported
        // as unreadable, once.
        var previous: Candidate?
        for candidate in candidates
        where !candidate.namesAFile || fileByCanonicalPath[Array(candidate.canonical.utf8)] == nil {
            defer { previous = candidate }
            if let previous, previous.display.utf8.elementsEqual(candidate.display.utf8) { continue }
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(candidate.display)
            } catch {
                guard case .unreadable(let reason) = error else { continue }
                outcomes.append(
                    .unreadable(
                        Diagnostic(
                            .error, .inputUnreadable, "cannot read '\(candidate.display)': \(reason)", at: nil)))
                continue
            }
            outcomes.append(.read(index: files.count))
            files.append(register(display: candidate.display, canonical: candidate.canonical, bytes: bytes))
        }
        let parsed = ParallelFileParse.parse(files)
        for outcome in outcomes {
            switch outcome {
            case .unreadable(let diagnostic): diagnostics.append(diagnostic)
            case .read(let index): record(files[index].id, parsed[index])
            }
        }
    }

    mutating func add(display: String, canonical: String, bytes: [UInt8]) {
        let file = register(display: display, canonical: canonical, bytes: bytes)
        record(file.id, Parser.parse(file, defersAlertBodies: true))
    }

    /// Gives the file its ID and paths.
    private mutating func register(display: String, canonical: String, bytes: [UInt8]) -> SourceFile {
        let file = sources.add(displayPath: display, bytes: bytes)
        fileByCanonicalPath[Array(canonical.utf8)] = file.id
        canonicalPaths[file.id] = canonical
        return file
    }

    /// Keeps a file's tree and diagnostics. Alert bodies are left to analysis, which parses each when it checks
    /// the alert: the trees of all alerts are never held at once (`Parser.parse(_:defersAlertBodies:)`).
    private mutating func record(_ file: FileID, _ parsed: (syntax: SourceFileSyntax, diagnostics: DiagnosticBag)) {
        diagnostics.append(contentsOf: parsed.diagnostics)
        syntaxByFile[file] = parsed.syntax
        pending.append(file)
    }

    /// Follows imports breadth-first; each file is loaded once, so cycles end by themselves.
    mutating func resolveImports() {
        var next = 0
        while next < pending.count {
            let importer = pending[next]
            next += 1
            guard let syntax = syntaxByFile[importer] else { continue }
            for declaration in syntax.declarations where declaration.kind == .import {
                guard let literal = declaration.importPath else { continue }
                resolveImport(literal, from: importer)
            }
        }
    }

    private mutating func resolveImport(_ literal: StringLiteralSyntax, from importer: FileID) {
        // The lexer reported it, and its text runs to the end of the line (`import "a.alert // b`): it names no
        // file, and "cannot import" would be the same mistake again.
        guard !literal.isUnterminated else { return }
        guard let path = literal.plainText else {
            // As in every string that is not Text (spec §2), the error is at each `\(`.
            diagnostics.interpolationsNotAllowed(in: literal, what: "an import path")
            return
        }
        guard path.hasSuffix(".alert") else {
            diagnostics.error(
                .importInvalid, "cannot import '\(path)': only '.alert' files can be imported", at: literal.range)
            return
        }
        // The path is relative to the importing file as it was named (spec §2), as `#include "..."` is: the file
        // read is then the one the diagnostics show (spec §9), also when the importer was named through a symbolic
        // link. (Relative to its resolved path, they could show a different file of the same name.)
        let importerDisplay = sources[importer].displayPath
        let display = path.hasPrefix("/") ? path : join(directory(of: importerDisplay), path)
        let canonical: String
        if let known = canonicalImportTargets[Array(display.utf8)] {
            canonical = known
        } else {
            // Why a path leads nowhere is said before anything is matched against it, so that a path that only its
            // tidied form makes lead to a file is never taken for that file. Such a path is not remembered.
            switch FileSystem.importTarget(display) {
            case .canonical(let resolved):
                canonical = resolved
                canonicalImportTargets[Array(display.utf8)] = canonical
            case .unreachable(let reason):
                diagnostics.error(.importInvalid, "cannot import '\(path)': \(reason)", at: literal.range)
                return
            }
        }
        if fileByCanonicalPath[Array(canonical.utf8)] != nil { return }
        // Why a file cannot be imported is said as for an input: the system's reason for the call that failed.
        if let reason = FileSystem.reasonNotImportable(canonical) {
            diagnostics.error(.importInvalid, "cannot import '\(path)': \(reason)", at: literal.range)
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(canonical)
        } catch {
            guard case .unreadable(let reason) = error else { return }
            diagnostics.error(.importInvalid, "cannot import '\(path)': \(reason)", at: literal.range)
            return
        }
        // Invalid UTF-8 is reported by the lexer at the offending byte, as in any other file (spec §1).
        add(display: display, canonical: canonical, bytes: bytes)
    }

    /// The directory part of `path`, as `dirname` gives it: without the slashes before the file name
    /// (`dir//main.alert` → `dir`), `/` for a file at the root, empty for a bare file name.
    private func directory(of path: String) -> String {
        guard var end = path.lastIndex(of: "/") else { return "" }
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        return end == path.startIndex ? "/" : String(path[..<end])
    }

    private func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    func finish() -> LoadedProgram {
        let ordered = canonicalPaths.sorted { $0.value.utf8.lexicographicallyPrecedes($1.value.utf8) }.map(\.key)
        var program = LoadedProgram(
            sources: sources,
            files: ordered.compactMap { syntaxByFile[$0] },
            diagnostics: diagnostics
        )
        for (index, file) in ordered.enumerated() { program.orderIndex[file] = index }
        program.sourceListing = SourceListing.relativePaths(ordered.compactMap { canonicalPaths[$0] })
        return program
    }
}
