import AlertDSL
import Testing

@Suite struct SeverityTests {
    /// `Severity` is `Comparable` by seriousness, so a tool can take the worst of a list with `max()`.
    @Test func severitiesOrderBySeriousness() {
        #expect([Severity.error, .note, .warning].sorted() == [.note, .warning, .error])
        #expect([Severity.warning, .error, .note].max() == .error)
        #expect(!(Severity.error < .error))
    }
}
