/// Codes of the scheduling checks (spec §6 "Scheduling") and of page inheritance (§6
/// "Inheritance"), all emitted by `SchedulingChecker`. Each is documented in
/// `docs/diagnostics.md` ("Scheduling errors and warnings").
extension DiagnosticCode {
    /// A cycle in `page` parents (error).
    public static let pageCycle = DiagnosticCode("page-cycle")
    /// `page Name: Parent` where `Parent` is not a declared page (error).
    public static let unknownParentPage = DiagnosticCode("unknown-parent-page")
    /// An `after` entry naming no declared alert (error).
    public static let unknownDependency = DiagnosticCode("unknown-dependency")
    /// An alert naming itself in its own `after` list (error).
    public static let selfDependency = DiagnosticCode("self-dependency")
    /// A strongly connected group of `after` dependencies (error).
    public static let dependencyCycle = DiagnosticCode("dependency-cycle")
    /// An alert outside any cycle that waits, directly or not, on a dependency cycle (error).
    public static let blockedByDependencyCycle = DiagnosticCode("blocked-by-dependency-cycle")
    /// An `after` entry between alerts that share no scheduling domain (error).
    public static let crossDomainDependency = DiagnosticCode("cross-domain-dependency")
    /// `exclusive: .cover/.hide` that can never take effect (warning).
    public static let ineffectiveExclusive = DiagnosticCode("ineffective-exclusive")

    /// The codes `SchedulingChecker` can emit.
    public static let schedulingCodes: [DiagnosticCode] = [
        .pageCycle, .unknownParentPage, .unknownDependency, .selfDependency, .dependencyCycle,
        .blockedByDependencyCycle, .crossDomainDependency, .ineffectiveExclusive,
    ]
}
