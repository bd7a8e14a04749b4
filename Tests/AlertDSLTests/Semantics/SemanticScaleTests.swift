import AlertDSL
import Testing

/// Analysis stays linear: long theme and page chains and many alerts check quickly and without
/// deep recursion.
@Suite struct SemanticScaleTests {
    @Test func longThemeChainAndManyAlerts() {
        let count = 20_000
        var text = "theme T0 { titleColor: #010203 }\n"
        for index in 1..<count { text += "theme T\(index): T\(index - 1) {}\n" }
        text += "page P0 { theme: T\(count - 1) }\n"
        for index in 1..<count { text += "page P\(index): P\(index - 1)\n" }
        for index in 0..<count { text += "alert a\(index) { page: P\(count - 1); title: \"x\"; action ok \"OK\" }\n" }
        let clock = ContinuousClock()
        var result: (ResolvedProgram, [Diagnostic])?
        let elapsed = clock.measure { result = SemanticTestSupport.analyze(text) }
        #expect(result?.1.isEmpty == true)
        #expect(
            result?.0.alerts.last?.properties["titleColor"] == .color(.fixed(red: 1, green: 2, blue: 3, alpha: 255)))
        #expect(elapsed < .seconds(30))
    }

    @Test func longThemeCycleReportedOnce() {
        let count = 20_000
        var text = ""
        for index in 0..<count { text += "theme T\(index): T\((index + 1) % count) {}\n" }
        let (_, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.map(\.code) == [.themeCycle])
    }
}
