import AlertCompiler
import Foundation
import Testing

/// Every key the schema allows on a theme, page, alert, action and field is produced for a program that
/// sets everything: no resolved value of the model is lost on the way to JSON.
@Suite struct JSONKeyCoverageTests {
    static let everything = #"""
        /// The look.
        @default
        theme Base {
            titleFont: .system(17, .semibold) titleColor: #111 messageFont: .textStyle(.footnote) messageColor: #222
            textAlignment: .natural imageMaxSize: .size(40, 40) imageTint: #333 minDistanceToEdges: 12
            cornerRadius: 13 maxSize: .size(300, 500) backgroundColor: #444 separatorColor: #555 backdrop: .none
            dialogBlur: true dismissOnBackdropTap: false animation: .none animationDuration: 0.5
            actionAxis: .vertical avoidsKeyboard: false keyboardOffset: -8 tintColor: #666 actionFont: .system(16)
            actionColor: #777 cancelFont: .system(16, .bold) cancelColor: #888 destructiveFont: .system(16, .heavy)
            destructiveColor: #999 subtitleFont: .system(11) subtitleColor: #AAA actionBackground: #BBB
            actionHeight: 50 actionInsets: .insets(1, 2, 3, 4)
        }
        @deprecated("old")
        theme Old: Base {}
        /// Root.
        @deprecated
        page Root { theme: Old }
        page Child: Root
        /// Everything an alert-style alert can set.
        @deprecated("use b")
        alert a(n: Int) {
            title: "t \(n)"
            message: "m"
            image: .symbol("star")
            contentView: .custom("Rating", height: 44)
            page: Child
            host: .view("banner")
            priority: 2
            exclusive: .cover
            after: [b]
            ready: .deferred
            offset: .point(1, 2)
            /// A field.
            field f { placeholder: "p" text: "x" secure: true keyboard: .email contentType: .email font: .system(12) }
            /// An action.
            action ok "OK" {
                subtitle: "s" alignment: .left image: "i" trailingImage: .symbol("chevron.right") imageSpacing: 4
                spacingAfter: 3 enabled: false dismisses: false
            }
            preferred: ok
        }
        alert b { page: Root headerView: .custom("Header", height: 80) action ok "OK" }
        alert c { containerView: .custom("Box", size: .size(200, 100)) action ok "OK" }
        alert d { style: .actionSheet title: "t" popoverAnchor: .view("v") action ok "OK" }
        """#

    private func schemaKeys(_ definition: String) throws -> Set<String> {
        let url = BackendTestSupport.packageRoot.appendingPathComponent("schema/alert-catalog.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let entry = try #require(definitions[definition] as? [String: Any])
        let properties = try #require(entry["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    @Test func everySchemaKeyIsProduced() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("everything.alert", Self.everything)
        let json = JSONBackend.emit(BackendTestSupport.compile([path]).program)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let themes = try #require(document["themes"] as? [[String: Any]])
        let pages = try #require(document["pages"] as? [[String: Any]])
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        let actions = alerts.flatMap { $0["actions"] as? [[String: Any]] ?? [] }
        let fields = alerts.flatMap { $0["fields"] as? [[String: Any]] ?? [] }
        func union(_ objects: [[String: Any]]) -> Set<String> { Set(objects.flatMap(\.keys)) }
        // Themes and pages keep their fixed keys beside the flat theme properties.
        #expect(union(themes) == (try schemaKeys("theme")))
        #expect(union(pages) == (try schemaKeys("page")))
        #expect(union(alerts) == (try schemaKeys("alert")))
        #expect(union(actions) == (try schemaKeys("action")))
        #expect(union(fields) == (try schemaKeys("field")))
    }
}
