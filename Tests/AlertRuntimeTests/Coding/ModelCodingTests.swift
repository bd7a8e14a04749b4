import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Model coding")
struct ModelCodingTests {
    @Test func minimalAlertHasRequiredNullsAndDefaults() throws {
        try expectJSON(
            AlertDefinition(name: "ok"),
            #"{"actionAxis":"auto","actions":[],"after":[],"animation":"automatic","animationDuration":0.25,"#
                + #""avoidsKeyboard":true,"backdrop":{"dim":{"alpha":0.4}},"dialogBlur":false,"#
                + #""dismissOnBackdropTap":true,"doc":null,"exclusive":"none","fields":[],"host":"window","#
                + #""keyboardOffset":0,"message":null,"name":"ok","offset":{"x":0,"y":0},"page":null,"#
                + #""parameters":[],"priority":0,"ready":"immediate","style":"alert","textAlignment":"center","#
                + #""title":null}"#
        )
    }

    @Test func requiredKeysArePresentAndUnsetOptionalsOmitted() throws {
        let keys = try topLevelKeys(AlertDefinition(name: "ok"))
        let required: Set = [
            "name", "style", "title", "message", "actions", "fields", "priority", "exclusive", "after", "ready",
            "page", "parameters", "doc",
        ]
        #expect(required.isSubset(of: keys))
        for omitted in [
            "deprecated", "theme", "titleFont", "titleColor", "image", "headerView", "preferred", "tintColor",
            "cornerRadius", "maxSize", "popoverAnchor", "backgroundColor",
        ] {
            #expect(!keys.contains(omitted), "\(omitted) should be omitted when unset")
        }
    }

    @Test func everyAlertPropertyIsWrittenWhenSet() throws {
        let keys = try SampleCatalog.full.alerts.reduce(into: Set<String>()) { $0.formUnion(try topLevelKeys($1)) }
        #expect(keys.count == 44)
    }

    @Test func hostDefaultsFollowThePage() {
        #expect(AlertDefinition(name: "a").host == .window)
        #expect(AlertDefinition(name: "a", page: "Home").host == .page)
        #expect(AlertDefinition(name: "a", host: .view("v"), page: "Home").host == .view("v"))
    }

    /// Every key of a minimal alert is one the format always writes (docs/json-format.md, kinds 1 and 2), so a
    /// document without any one of them is refused.
    @Test func requiredKeysMustBePresentWhenDecoding() throws {
        let text = try json(AlertDefinition(name: "ok"))
        let keys = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]).keys
        #expect(keys.count == 24)
        for key in ["title", "message", "page", "doc", "actions", "priority", "host", "backdrop"] {
            #expect(keys.contains(key))
        }
        for key in keys {
            var object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            object.removeValue(forKey: key)
            let data = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: DecodingError.self, "missing \(key)") {
                try JSONDecoder().decode(AlertDefinition.self, from: data)
            }
        }
    }

    /// A catalog's `format`, `themes`, `pages` and `alerts` are required (spec §8): a document without one is refused
    /// rather than read as an empty list.
    @Test func catalogKeysMustBePresentWhenDecoding() throws {
        let keys = ["format", "themes", "pages", "alerts"]
        func document(without missing: String?) -> String {
            let members = keys.filter { $0 != missing }.map {
                $0 == "format" ? #""format":"\#(AlertCatalog.currentFormat)""# : #""\#($0)":[]"#
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        #expect(try decode(AlertCatalog.self, document(without: nil)) == AlertCatalog())
        for key in keys {
            #expect(decodingFails(AlertCatalog.self, document(without: key)), "missing \(key)")
        }
    }

    @Test func minimalAction() throws {
        try expectJSON(
            ActionDefinition(name: "ok", title: .literal("OK")),
            #"{"alignment":"center","dismisses":true,"enabled":true,"name":"ok","style":"default","#
                + #""title":{"plain":[{"literal":"OK"}]}}"#
        )
    }

    @Test func actionWithAppearance() throws {
        try expectJSON(
            ActionDefinition(
                name: "delete",
                title: .literal("Delete"),
                style: .destructive,
                titleColor: .system(.systemRed),
                image: .symbol("trash"),
                height: 50,
                dismisses: false,
                doc: "Deletes."
            ),
            #"{"alignment":"center","dismisses":false,"doc":"Deletes.","enabled":true,"height":50,"#
                + #""image":{"symbol":"trash"},"name":"delete","style":"destructive","#
                + #""title":{"plain":[{"literal":"Delete"}]},"titleColor":{"system":"systemRed"}}"#
        )
    }

    @Test func fields() throws {
        try expectJSON(FieldDefinition(name: "code"), #"{"name":"code"}"#)
        try expectJSON(
            FieldDefinition(
                name: "password",
                placeholder: .literal("Password"),
                secure: true,
                keyboard: .default,
                contentType: .newPassword
            ),
            #"{"contentType":"newPassword","keyboard":"default","name":"password","#
                + #""placeholder":{"plain":[{"literal":"Password"}]},"secure":true}"#
        )
    }

    @Test func parameters() throws {
        try expectJSON(ParameterDefinition(name: "count", type: .int), #"{"name":"count","type":"Int"}"#)
        #expect(decodingFails(ParameterDefinition.self, #"{"name":"count","type":"Float"}"#))
    }

    @Test func pages() throws {
        try expectJSON(PageDefinition(name: "Tabs"), #"{"doc":null,"name":"Tabs","parent":null,"theme":null}"#)
        try expectJSON(
            PageDefinition(name: "Home", parent: "Tabs", theme: "Night", doc: "Home tab.", deprecated: ""),
            #"{"deprecated":"","doc":"Home tab.","name":"Home","parent":"Tabs","theme":"Night"}"#
        )
        #expect(decodingFails(PageDefinition.self, #"{"name":"Tabs","parent":null,"theme":null}"#))
    }

    /// The keys written as `null` when absent (docs/json-format.md, kind 2: `parent`, `theme`, `doc` of a page;
    /// `parent`, `doc` of a theme) and a theme's `isDefault` must be present: a document without one is refused.
    @Test func requiredKeysOfPagesAndThemesMustBePresent() throws {
        let page = #"{"doc":null,"name":"Home","parent":null,"theme":null}"#
        #expect(!decodingFails(PageDefinition.self, page))
        for key in ["parent", "theme", "doc", "name"] {
            let text = page.replacingOccurrences(of: "\"\(key)\"", with: "\"x\(key)\"")
            #expect(decodingFails(PageDefinition.self, text), "missing \(key)")
        }
        let theme = #"{"doc":null,"isDefault":false,"name":"Night","parent":null}"#
        #expect(!decodingFails(ThemeDefinition.self, theme))
        for key in ["parent", "doc", "isDefault", "name"] {
            let text = theme.replacingOccurrences(of: "\"\(key)\"", with: "\"x\(key)\"")
            #expect(decodingFails(ThemeDefinition.self, text), "missing \(key)")
        }
    }

    @Test func themesCarryTheirOwnPropertiesFlat() throws {
        try expectJSON(
            ThemeDefinition(
                name: "Night",
                parent: "Base",
                deprecated: "use Dark",
                properties: ThemeProperties(
                    titleColor: .fixed(red: 255, green: 255, blue: 255, alpha: 255),
                    backdrop: AlertBackdrop.none,
                    animation: AlertAnimation.none,
                    destructiveColor: .system(.systemPink),
                    actionHeight: 48
                )
            ),
            #"{"actionHeight":48,"animation":"none","backdrop":"none","deprecated":"use Dark","#
                + #""destructiveColor":{"system":"systemPink"},"doc":null,"isDefault":false,"name":"Night","#
                + ##""parent":"Base","titleColor":"#FFFFFFFF"}"##
        )
        try expectJSON(
            ThemeDefinition(name: "Base", isDefault: true),
            #"{"doc":null,"isDefault":true,"name":"Base","parent":null}"#
        )
        #expect(ThemeProperties().isEmpty)
    }

    @Test func catalogShapeAndFormat() throws {
        try expectJSON(AlertCatalog(), #"{"alerts":[],"format":"1","pages":[],"themes":[]}"#)
        #expect(AlertCatalog.currentFormat == "1")
        #expect(decodingFails(AlertCatalog.self, #"{"alerts":[],"format":"2","pages":[],"themes":[]}"#))
        #expect(decodingFails(AlertCatalog.self, #"{"alerts":[],"pages":[],"themes":[]}"#))
    }

    @Test func fullCatalogRoundTrips() throws {
        let catalog = SampleCatalog.full
        #expect(try decode(AlertCatalog.self, try json(catalog)) == catalog)
        #expect(try AlertCatalog(jsonData: try catalog.jsonData()) == catalog)
    }

    @Test func canonicalEncodingIsPrettySortedAndEndsWithNewline() throws {
        let text = String(decoding: try AlertCatalog().jsonData(), as: UTF8.self)
        #expect(
            text
                == "{\n  \"alerts\" : [\n\n  ],\n  \"format\" : \"1\",\n  \"pages\" : [\n\n  ],\n  \"themes\" : [\n\n  ]\n}\n"
        )
    }

    @Test func lookups() {
        let catalog = SampleCatalog.full
        #expect(catalog.alert(named: "welcome")?.page == "Tabs")
        #expect(catalog.declarationIndex(ofAlert: "welcome") == 2)
        #expect(catalog.alert(named: "nope") == nil)
        #expect(catalog.alerts[0].action(named: "cancel")?.style == .cancel)
        #expect(catalog.alerts[1].field(named: "password")?.secure == true)
    }
}
