import AlertCompiler
import AlertRuntime
import Testing

/// Texts (spec §3) lower to canonical segment lists: adjacent literals merged, no empty literal.
@Suite struct CatalogLoweringTextTests {
    @Test func plainTextWithParameters() throws {
        let alert = try BackendTestSupport.alert(
            #"""
            alert a(count: Int, name: String) {
                title: "Delete \(count) items of \(name)?"
                message: "\(count)\(count)"
                action ok "OK"
            }
            """#)
        #expect(
            alert.title
                == .plain([
                    .literal("Delete "), .parameter("count"), .literal(" items of "), .parameter("name"), .literal("?"),
                ]))
        #expect(alert.message == .plain([.parameter("count"), .parameter("count")]))
    }

    @Test func escapesAndEmptyTextAreCanonical() throws {
        let alert = try BackendTestSupport.alert(
            #"""
            alert a {
                title: "a\u{62}c\n\t\"q\"\\"
                message: ""
                action ok "" { subtitle: """
                    two
                    lines
                    """ }
            }
            """#)
        #expect(alert.title == .plain([.literal("abc\n\t\"q\"\\")]))
        #expect(alert.message == .plain([]))
        #expect(alert.actions[0].title == .plain([]))
        #expect(alert.actions[0].subtitle == .plain([.literal("two\nlines")]))
    }

    @Test func localizedText() throws {
        let alert = try BackendTestSupport.alert(
            #"""
            alert a(name: String, count: Int) {
                title: .localized("k.title")
                message: .localized("k.message", default: "Hi \(name), \(count) new, \(name)", table: "Alerts")
                action ok .localized("common.ok", table: "Common")
                action no .localized("common.no", default: "")
            }
            """#)
        #expect(alert.title == .localized(key: "k.title"))
        let message = AlertText.localized(
            key: "k.message", table: "Alerts",
            defaultValue: [
                .literal("Hi "), .parameter("name"), .literal(", "), .parameter("count"), .literal(" new, "),
                .parameter("name"),
            ])
        #expect(alert.message == message)
        #expect(alert.message?.parameterNames == ["name", "count", "name"])
        #expect(alert.actions[0].title == .localized(key: "common.ok", table: "Common"))
        // A written empty default stays written: it is not the key.
        #expect(alert.actions[1].title == .localized(key: "common.no", defaultValue: []))
    }

    @Test func richText() throws {
        let alert = try BackendTestSupport.alert(
            #"""
            alert a(count: Int) {
                title: ["Delete ", .bold("\(count)"), .italic(" items"), "?"]
                message: [
                    .styled("All", font: .system(13, .semibold), color: .system(.systemRed)),
                    .styled(" of them", color: #000),
                    .styled("."),
                    "",
                ]
                action ok "OK"
            }
            """#)
        #expect(
            alert.title
                == .rich([
                    .plain([.literal("Delete ")]), .bold([.parameter("count")]), .italic([.literal(" items")]),
                    .plain([.literal("?")]),
                ]))
        #expect(
            alert.message
                == .rich([
                    .styled([.literal("All")], font: .system(size: 13, weight: .semibold), color: .system(.systemRed)),
                    .styled([.literal(" of them")], color: .fixed(red: 0, green: 0, blue: 0, alpha: 255)),
                    .styled([.literal(".")]),
                    .plain([]),
                ]))
    }
}
