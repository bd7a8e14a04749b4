import AlertDSL

/// The files that command-line inputs name, for `check`, `build`, `graph` and `simulate` (`ProgramLoader`) and for
/// `format`: an input file itself, or the `*.alert` files a directory search finds (spec §9). What cannot be looked
/// at is reported: a missing input, a directory without `*.alert` files (a warning: most likely a wrong path, and
/// nothing would be checked or formatted in silence), and the search's errors (a file it cannot name, a directory
/// it cannot list: each may hold files of the program, which would otherwise be left out in silence), each once
/// however many inputs meet it, as a file named twice is used once (`check Alerts Alerts/Sub`).
struct InputExpansion {
    private var reportedSearchErrors: Set<String> = []
    /// The missing inputs reported, so that a path named twice as written is reported once.
    private var reportedMissing: Set<[UInt8]> = []

    /// The files `input` names, in the order `FileSystem.alertFiles(in:)` gives them.
    mutating func files(named input: String, diagnostics: inout DiagnosticBag) -> [String] {
        switch FileSystem.inputEntry(at: input) {
        case .missing:
            if reportedMissing.insert(Array(input.utf8)).inserted {
                diagnostics.error(.inputNotFound, "no such file or directory: '\(input)'", at: nil)
            }
            return []
        case .directory:
            let search = FileSystem.alertFiles(in: input)
            if search.files.isEmpty, search.errors.isEmpty {
                diagnostics.warning(.emptyInputDirectory, "no .alert files in directory '\(input)'", at: nil)
            }
            for message in search.errors where reportedSearchErrors.insert(message).inserted {
                diagnostics.error(.inputUnreadable, message, at: nil)
            }
            return search.files
        case .file:
            return [input]
        }
    }
}
