import AlertDSL
import AlertRuntimeCore

/// Lowers a checked program to the runtime model (spec §8): the JSON back end encodes the result and
/// generated Swift builds the same values, so both outputs describe one catalog.
///
/// The input is the `ResolvedProgram` of a compilation without errors. Its values are already resolved
/// (spec §4 defaults, §5 themes), so lowering only changes representation: enum case names become
/// runtime enums, colours and fonts become runtime values, texts become canonical segment lists.
/// Lowering never resolves a theme and never fails; a value of the wrong kind (impossible after a
/// clean check) is treated as unset, so the runtime's default applies.
public enum CatalogLowering {
    /// The catalog of `program`: themes, pages and alerts in program order.
    public static func lower(_ program: ResolvedProgram) -> AlertCatalog {
        AlertCatalog(
            themes: program.themes.map(lowerTheme),
            pages: program.pages.map(lowerPage),
            alerts: program.alerts.map(lowerAlert)
        )
    }
}
