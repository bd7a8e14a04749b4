import AlertDSL

/// What a compilation knows before analysis hands over its first alert: enough for a back end that writes
/// something about every alert ahead of the alerts (the Swift file's catalog) to start writing.
public struct ProgramPrelude: Sendable {
    /// The themes, pages and action sets, checked; no alerts.
    public var program: ResolvedProgram
    /// The names of the alerts to come, in program order (those handed over, when the program has no error).
    public var alertNames: [String]
    /// The program's files as the generated Swift's header lists them, in program order (`SourceListing`).
    public var sourcePaths: [String]
}
