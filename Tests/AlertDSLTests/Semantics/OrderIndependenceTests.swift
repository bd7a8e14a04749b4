import AlertDSL
import Testing

/// Declarations may reference ones declared later or in other files; the program is the same
/// whichever file declares what, as long as program order is the same.
@Suite struct OrderIndependenceTests {
    static let themes = (
        "a/themes.alert",
        """
        @default theme Base: Brand { titleColor: #111111 }
        theme Brand { tintColor: #222222 }
        """
    )
    static let alerts = (
        "b/alerts.alert",
        """
        alert first { page: Home; after: [second]; title: "1"; use Common }
        alert second { page: Home; title: "2"; action ok "OK" }
        """
    )
    static let rest = (
        "c/rest.alert",
        """
        actions Common { action ok "OK" }
        page Home { theme: Brand }
        """
    )

    @Test func forwardReferencesResolve() {
        let (program, _, diagnostics) = SemanticTestSupport.analyze([Self.themes, Self.alerts, Self.rest])
        #expect(diagnostics.isEmpty)
        #expect(program.alert(named: "first")?.actions.map(\.name) == ["ok"])
        #expect(program.alert(named: "first")?.theme == "Brand")
        #expect(
            program.alert(named: "first")?.properties["titleColor"]
                == .color(.fixed(red: 0x11, green: 0x11, blue: 0x11, alpha: 255)))
    }

    @Test func sameDiagnosticsWhateverFileHoldsTheError() {
        // One program split in two ways: identical diagnostics once rendered without paths.
        let joined = [("x.alert", Self.themes.1 + "\n" + Self.rest.1 + "\nalert broken { theme: Brnd }")]
        let split = [("x.alert", Self.themes.1), ("y.alert", Self.rest.1 + "\nalert broken { theme: Brnd }")]
        let first = SemanticTestSupport.analyze(joined).2.map { "\($0.code) \($0.message)" }
        let second = SemanticTestSupport.analyze(split).2.map { "\($0.code) \($0.message)" }
        #expect(first == second)
        #expect(first.contains("unknown-theme unknown theme 'Brnd'"))
    }

    @Test func duplicateReportedAtLaterInProgramOrder() {
        let files = [
            ("a.alert", "alert x { title: \"A\"; action ok \"OK\" }"),
            ("b.alert", "alert x { title: \"B\"; action ok \"OK\" }"),
        ]
        let (program, _, diagnostics) = SemanticTestSupport.analyze(files)
        #expect(diagnostics.map(\.code) == [.duplicateDeclaration])
        #expect(diagnostics.first?.range?.file == FileID(1))
        #expect(program.alerts.count == 1)
        #expect(program.alerts.first?.title == .plain([.literal("A")]))
    }
}
