import AlertDSL
import Foundation
import Testing

/// Analysis stays linear: long theme and page chains, many alerts, and alerts with many members
/// check without deep recursion. No time is asserted (timings are the benchmark's, not tests'):
/// the sizes are ones a quadratic analysis would take minutes over, so a regression shows as a
/// suite that no longer finishes.
@Suite struct SemanticScaleTests {
    @Test func longThemeChainAndManyAlerts() {
        let count = 20_000
        var text = "theme T0 { titleColor: #010203 }\n"
        for index in 1..<count { text += "theme T\(index): T\(index - 1) {}\n" }
        text += "page P0 { theme: T\(count - 1) }\n"
        for index in 1..<count { text += "page P\(index): P\(index - 1)\n" }
        for index in 0..<count { text += "alert a\(index) { page: P\(count - 1); title: \"x\"; action ok \"OK\" }\n" }
        let (program, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.isEmpty)
        #expect(program.alerts.last?.properties["titleColor"] == .color(.fixed(red: 1, green: 2, blue: 3, alpha: 255)))
    }

    /// Every alert names its own theme and page (so no two share a theme list) and splices its
    /// own action set: each lookup is by name, each theme list merged once per alert.
    @Test func manyDistinctThemesPagesAndActionSets() {
        let count = 5_000
        var text = "@default theme Base { cancelColor: #0A0B0C }\n"
        for index in 0..<count {
            text += "theme T\(index): Base { tintColor: #0102\(String(format: "%02X", index % 256)) }\n"
            text += "page P\(index) { theme: T\(index) }\n"
            text += "actions S\(index) { action no \"No\" .cancel }\n"
            text += "alert a\(index) { page: P\(index); title: \"x\"; action ok \"OK\"; use S\(index) }\n"
        }
        let (program, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.isEmpty)
        #expect(program.alerts.count == count)
        let last = program.alerts[count - 1]
        #expect(last.theme == "T\(count - 1)")
        #expect(last.actions.map(\.name) == ["ok", "no"])
        #expect(last.actions[0].properties["titleColor"] == .color(.fixed(red: 1, green: 2, blue: 0x87, alpha: 255)))
        #expect(last.actions[1].properties["titleColor"] == .color(.fixed(red: 10, green: 11, blue: 12, alpha: 255)))
    }

    /// One alert with thousands of actions (its own and spliced) and fields: duplicate names,
    /// the cancel rule and `preferred` are checked by lookups, not by comparing every pair.
    @Test func oneAlertWithManyActionsAndFields() {
        let count = 4_000
        var text = "actions Many {\n"
        for index in 0..<count { text += "    action s\(index) \"S\(index)\"\n" }
        text += "}\nalert big {\n    title: \"x\"\n    preferred: a\(count - 1)\n    use Many\n"
        for index in 0..<count { text += "    action a\(index) \"A\(index)\" { titleColor: #010203 }\n" }
        for index in 0..<count { text += "    field f\(index) { placeholder: \"F\(index)\" }\n" }
        text += "    action s0 \"again\"\n}\n"
        let (program, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.map(\.code) == [.duplicateAction])
        let alert = program.alerts.first
        #expect(alert?.actions.count == 2 * count + 1)
        #expect(alert?.fields.count == count)
        #expect(alert?.preferred == "a\(count - 1)")
    }

    /// An action set used again in one alert spliced all its actions again, each reported as a duplicate: 1,000
    /// actions used 1,000 times (20 KB) made a million errors, 1 GB of memory and 40 s. Now one error per repeat.
    @Test func actionSetUsedManyTimesIsReportedOncePerUse() {
        let count = 1_000
        let actions = (0..<count).map { "    action a\($0) \"A\"\n" }.joined()
        let uses = String(repeating: "    use S\n", count: count)
        let text =
            "actions S {\n\(actions)}\nalert x {\n    title: \"t\"\n\(uses)}\n"
            + "actions E {}\nalert y { title: \"t\"; use E; use E }\n"
        let (_, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.count == count - 1)
        #expect(diagnostics.allSatisfy { $0.code == .duplicateAction })
        #expect(diagnostics.first?.message == "action set 'S' is used twice in alert 'x'")
        #expect(diagnostics.first?.notes.map(\.message) == ["'S' first used here"])
    }

    @Test func longThemeCycleReportedOnce() {
        let count = 20_000
        var text = ""
        for index in 0..<count { text += "theme T\(index): T\((index + 1) % count) {}\n" }
        let (_, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.map(\.code) == [.themeCycle])
    }
}
