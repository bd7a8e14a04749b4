import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// The JSON document (spec §8, docs/json-format.md): shape, canonical bytes, round trip and determinism.
@Suite struct JSONBackendTests {
    static let program = #"""
        /// Default look.
        @default
        theme Base { tintColor: #007AFF backdrop: .blur(.dark, alpha: 0.5) }
        page Home { theme: Base }
        alert welcome(name: String) {
            page: Home
            title: ["Hi ", .bold("\(name)")]
            message: .localized("welcome.message", default: "Welcome, \(name)!", table: "Alerts")
            exclusive: .cover
            priority: 3
            action go "Go"
        }
        alert plain { action ok "OK" }
        """#

    private func document(_ source: String) throws -> (json: String, object: [String: Any], catalog: AlertCatalog) {
        let tree = try TemporaryTree()
        let path = try tree.write("program.alert", source)
        let compilation = BackendTestSupport.compile([path])
        let json = JSONBackend.emit(compilation.program)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (json, object, CatalogLowering.lower(compilation.program))
    }

    @Test func documentIsTheCanonicalTextOfTheLoweredCatalog() throws {
        let (json, _, catalog) = try document(Self.program)
        #expect(json == String(decoding: try catalog.jsonData(), as: UTF8.self))
        #expect(json.hasSuffix("}\n"))
        #expect(try AlertCatalog(jsonData: Data(json.utf8)) == catalog)
    }

    @Test func topLevelAndRequiredKeys() throws {
        let (_, object, _) = try document(Self.program)
        #expect(Set(object.keys) == ["format", "themes", "pages", "alerts"])
        #expect(object["format"] as? String == "1")
        let alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts.map { $0["name"] as? String } == ["welcome", "plain"])
        let required = [
            "name", "style", "title", "message", "actions", "fields", "priority", "exclusive", "after", "ready", "page",
            "parameters", "doc", "textAlignment", "actionAxis", "offset", "backdrop", "dialogBlur",
            "dismissOnBackdropTap", "animation", "animationDuration", "avoidsKeyboard", "keyboardOffset", "host",
        ]
        for alert in alerts {
            for key in required { #expect(alert.keys.contains(key), "alert lacks \(key)") }
        }
        let plain = alerts[1]
        #expect(plain["page"] is NSNull)
        #expect(plain["title"] is NSNull)
        #expect(plain["message"] is NSNull)
        #expect(plain["doc"] is NSNull)
        #expect(plain["host"] as? String == "window")
        #expect(plain["deprecated"] == nil)
        let welcome = alerts[0]
        #expect(welcome["page"] as? String == "Home")
        #expect(welcome["exclusive"] as? String == "cover")
        #expect(welcome["style"] as? String == "alert")
        #expect(welcome["tintColor"] as? String == "#007AFFFF")
        let action = try #require((welcome["actions"] as? [[String: Any]])?.first)
        for key in ["name", "title", "style", "alignment", "enabled", "dismisses"] {
            #expect(action.keys.contains(key), "action lacks \(key)")
        }
        #expect(action["titleColor"] as? String == "#007AFFFF")
    }

    @Test func exactTextOfValueKinds() throws {
        let (json, _, _) = try document(Self.program)
        #expect(
            json.contains(
                #""backdrop" : {\#n        "blur" : {\#n          "alpha" : 0.5,\#n          "style" : "dark""#))
        #expect(json.contains(#""parameters" : [\#n            "name"\#n          ],\#n          "table" : "Alerts""#))
        #expect(json.contains(#""bold" : [\#n              {\#n                "parameter" : "name""#))
        #expect(json.contains(#""after" : [\#n\#n      ],"#))
        #expect(json.contains(#""page" : null,"#))
        #expect(json.contains(#""isDefault" : true,"#))
        #expect(json.contains(#""animationDuration" : 0.25,"#))
        #expect(!json.contains(#"\/"#))
    }

    @Test func hostileTextRoundTrips() throws {
        let hostile = #"\"\\ \u{0} \u{1F} </script> \u{202E}rtl \u{1F600} \"\"\" */ \(x)"#
        let (_, _, catalog) = try document(
            #"alert a(x: String) { title: ""# + hostile + #"" action ok "OK" { subtitle: "/* \\( */" } }"#)
        let json = String(decoding: try catalog.jsonData(), as: UTF8.self)
        let decoded = try AlertCatalog(jsonData: Data(json.utf8))
        #expect(decoded == catalog)
        #expect(
            decoded.alerts[0].title
                == .plain([.literal("\"\\ \u{0} \u{1F} </script> \u{202E}rtl \u{1F600} \"\"\" */ "), .parameter("x")]))
    }

    @Test func bytesDoNotDependOnInputOrder() throws {
        let samples = BackendTestSupport.sampleFiles.map(\.path)
        let reference = JSONBackend.emit(BackendTestSupport.compile(samples).program)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let shuffled = samples.shuffled(using: &generator)
            #expect(JSONBackend.emit(BackendTestSupport.compile(shuffled).program) == reference, "\(shuffled)")
        }
        let reversedWithDuplicates = samples.reversed() + [BackendTestSupport.samplesDirectory.path] + samples
        #expect(JSONBackend.emit(BackendTestSupport.compile(reversedWithDuplicates).program) == reference)
    }

    @Test func declarationOrderIsProgramOrderAcrossFiles() throws {
        let tree = try TemporaryTree()
        let b = try tree.write("b.alert", "alert fromB { action ok \"OK\" }\ntheme TB {}\npage PB\n")
        let a = try tree.write(
            "a.alert", "alert fromA1 { action ok \"OK\" }\nalert fromA2 { action ok \"OK\" }\ntheme TA {}\n")
        let forward = CatalogLowering.lower(BackendTestSupport.compile([a, b]).program)
        let backward = CatalogLowering.lower(BackendTestSupport.compile([b, a]).program)
        #expect(forward == backward)
        #expect(forward.alerts.map(\.name) == ["fromA1", "fromA2", "fromB"])
        #expect(forward.themes.map(\.name) == ["TA", "TB"])
        #expect(forward.pages.map(\.name) == ["PB"])
    }
}
