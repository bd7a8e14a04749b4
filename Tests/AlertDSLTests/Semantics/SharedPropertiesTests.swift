import Testing

@testable import AlertDSL

/// Alerts and actions whose properties resolve from a theme list and a style alone share one
/// array (``AlertResolver/sharesProperties``): the model must be exactly the unshared one.
@Suite struct SharedPropertiesTests {
    private static func analyze(_ files: [(path: String, text: String)], sharing: Bool) -> ResolvedProgram {
        var sources = SourceManager()
        let syntax = files.map { Parser.parse(sources.add(displayPath: $0.path, bytes: Array($0.text.utf8))).syntax }
        return SemanticAnalyzer.analyze(syntax, sources: sources, sharesProperties: sharing).program
    }

    /// Compares alert by alert and action by action, so a failure names what differs.
    private static func expectUnshared(_ files: [(path: String, text: String)]) {
        let shared = analyze(files, sharing: true)
        let unshared = analyze(files, sharing: false)
        #expect(shared.alerts.count == unshared.alerts.count)
        for (alert, expected) in zip(shared.alerts, unshared.alerts) {
            #expect(alert.properties == expected.properties, "\(alert.name)")
            for (action, expectedAction) in zip(alert.actions, expected.actions) {
                #expect(action.properties == expectedAction.properties, "\(alert.name).\(action.name)")
            }
        }
        let same = shared == unshared
        #expect(same)
    }

    private static func storage(_ properties: [ResolvedProperty]) -> UnsafeRawPointer? {
        properties.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// Themes with and without slots, pages inheriting them, and alerts of every combination of
    /// theme, page, style and own values (appearance, slot, `tintColor`, an invalid slot value),
    /// each twice, with actions of every style with and without values of their own.
    private static let combinations: String = {
        var text = """
            @default theme Base { tintColor: #010101; cancelColor: #020202; cancelFont: .system(15) }
            theme Slots: Base { destructiveColor: #030303; actionColor: #040404; actionHeight: 50 }
            theme Plain: Slots { titleColor: #050505 }
            page P0 { theme: Slots }
            page P1: P0
            page P2
            actions Shared { action s1 "S1"; action s2 "S2" .cancel { titleColor: #060606 } }

            """
        let themes = ["", "theme: Base", "theme: Slots", "theme: Plain"]
        let pages = ["", "page: P0", "page: P1", "page: P2"]
        let styles = ["", "style: .actionSheet"]
        let owns = ["", "titleColor: #070707", "cancelColor: #080808", "tintColor: #090909", "actionColor: 12"]
        var index = 0
        for theme in themes {
            for page in pages {
                for style in styles {
                    for own in owns {
                        for _ in 0..<2 {
                            index += 1
                            let settings = [theme, page, style, own].filter { !$0.isEmpty }.joined(separator: "; ")
                            text += """
                                alert a\(index) {
                                    \(settings)
                                    title: "T"
                                    action d "D"
                                    action e "E" { height: 40 }
                                    action x "X" .destructive
                                    action y "Y" .destructive { titleFont: .system(11) }
                                    action c "C" .cancel
                                    action g "G"
                                    use Shared
                                }

                                """
                        }
                    }
                }
            }
        }
        return text
    }()

    @Test func combinationsResolveAsUnshared() {
        let files = [("test.alert", Self.combinations)]
        #expect(Self.analyze(files, sharing: true).alerts.count == 4 * 4 * 2 * 5 * 2)
        Self.expectUnshared(files)
    }

    @Test func samplesResolveAsUnshared() throws {
        let files = try SemanticTestSupport.sampleProgram()
        try #require(!files.isEmpty)
        Self.expectUnshared(files)
    }

    @Test func plainAlertsAndActionsShareStorage() {
        let text = """
            @default theme Base { tintColor: #010101 }
            page P { theme: Base }
            alert a { page: P; title: "A"; action ok "OK"; action more "More"; action no "No" .cancel }
            alert b { page: P; title: "B"; action ok "OK" }
            alert c { page: P; title: "C"; destructiveColor: #020202; action no "No" .destructive; action x "X" .destructive }
            alert d { page: P; title: "D"; titleColor: #030303; action ok "OK" { titleColor: #040404 } }
            """
        let program = Self.analyze([("test.alert", text)], sharing: true)
        let a = program.alerts[0]
        let b = program.alerts[1]
        let c = program.alerts[2]
        let d = program.alerts[3]
        // Across alerts of one theme list and style.
        #expect(Self.storage(a.properties) == Self.storage(b.properties))
        #expect(Self.storage(a.actions[0].properties) == Self.storage(b.actions[0].properties))
        #expect(Self.storage(a.actions[0].properties) == Self.storage(a.actions[1].properties))
        #expect(Self.storage(a.actions[0].properties) != Self.storage(a.actions[2].properties))
        // Within an alert that sets a slot.
        #expect(Self.storage(c.actions[0].properties) == Self.storage(c.actions[1].properties))
        #expect(c.actions[0].properties["titleColor"] == .color(.fixed(red: 2, green: 2, blue: 2, alpha: 255)))
        // Own values are never shared.
        #expect(Self.storage(d.properties) != Self.storage(a.properties))
        #expect(Self.storage(d.actions[0].properties) != Self.storage(a.actions[0].properties))
        #expect(d.actions[0].properties["titleColor"] == .color(.fixed(red: 4, green: 4, blue: 4, alpha: 255)))
    }
}
