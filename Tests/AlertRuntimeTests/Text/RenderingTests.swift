import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

/// Answers translations from a dictionary keyed by "table/key" and records what it was asked.
final class TableStrings: LocalizedStringProvider, @unchecked Sendable {
    private let lock = NSLock()
    private let translations: [String: String]
    private var recorded: [(key: String, defaultValue: String, table: String?)] = []

    init(_ translations: [String: String] = [:]) {
        self.translations = translations
    }

    var requests: [(key: String, defaultValue: String, table: String?)] {
        lock.withLock { recorded }
    }

    func localizedString(forKey key: String, defaultValue: String, table: String?) -> String {
        lock.withLock { recorded.append((key, defaultValue, table)) }
        return translations["\(table ?? "Localizable")/\(key)"] ?? defaultValue
    }
}

@Suite("Text rendering")
struct RenderingTests {
    let arguments: [String: AlertArgument] = ["count": .int(3), "name": .string("Ann"), "size": .double(2.5)]

    @Test func plainTextSubstitutesArguments() {
        let text = AlertText.plain([
            .literal("Delete "), .parameter("count"), .literal(" items of "), .parameter("name"),
        ])
        #expect(text.render(arguments: arguments) == "Delete 3 items of Ann")
    }

    @Test func argumentTexts() {
        #expect(AlertArgument.int(-42).text == "-42")
        #expect(AlertArgument.double(2.5).text == "2.5")
        #expect(AlertArgument.double(3).text == "3.0")
        #expect(AlertArgument.double(1e20).text == "1e+20")
        #expect(AlertArgument.string("50%").text == "50%")
        let literals: [AlertArgument] = ["s", 1, 1.5]
        #expect(literals == [.string("s"), .int(1), .double(1.5)])
    }

    @Test func missingArgumentRendersEmpty() {
        #expect(AlertText.plain([.literal("["), .parameter("nope"), .literal("]")]).render() == "[]")
    }

    /// Localized text too renders a parameter without an argument as "" (runtime.md), in the development text and in
    /// a translation: not as the parameter's name, nor as its `%1$@` left verbatim.
    @Test func localizedMissingArgumentRendersEmpty() {
        let text = AlertText.localized(key: "k", defaultValue: [.literal("["), .parameter("nope"), .literal("]")])
        #expect(text.render(strings: DevelopmentStringProvider()) == "[]")
        #expect(text.render(strings: TableStrings(["Localizable/k": "<%1$@>"])) == "<>")
    }

    @Test func percentInPlainTextIsLiteral() {
        #expect(AlertText.plain([.parameter("count"), .literal("% done")]).render(arguments: arguments) == "3% done")
    }

    @Test func richTextDropsAttributes() {
        let text = AlertText.rich([
            .plain([.literal("Delete ")]), .bold([.parameter("count")]), .italic([.literal(" items")]),
            .styled([.literal("?")], color: .system(.systemRed)),
        ])
        #expect(text.render(arguments: arguments) == "Delete 3 items?")
    }

    @Test func localizedLooksUpThePositionalDevelopmentFormat() {
        let strings = TableStrings()
        let text = AlertText.localized(
            key: "share",
            table: "Alerts",
            defaultValue: [.parameter("name"), .literal(" shared "), .parameter("count"), .literal(" (100%)")]
        )
        #expect(text.render(arguments: arguments, strings: strings) == "Ann shared 3 (100%)")
        #expect(strings.requests.count == 1)
        #expect(strings.requests.first?.key == "share")
        #expect(strings.requests.first?.defaultValue == "%1$@ shared %2$@ (100%%)")
        #expect(strings.requests.first?.table == "Alerts")
    }

    @Test func translationsMayReorderArguments() {
        let strings = TableStrings(["Alerts/share": "%2$@ Dinge von %1$@ – 100%%"])
        let text = AlertText.localized(
            key: "share",
            table: "Alerts",
            defaultValue: [.parameter("name"), .literal(" shared "), .parameter("count")]
        )
        #expect(text.render(arguments: arguments, strings: strings) == "3 Dinge von Ann – 100%")
    }

    @Test func localizedWithoutDefaultUsesTheKey() {
        let strings = TableStrings()
        #expect(AlertText.localized(key: "save_50%").render(strings: strings) == "save_50%")
        #expect(strings.requests.first?.defaultValue == "save_50%%")
        #expect(strings.requests.first?.table == nil)
        let translated = TableStrings(["Localizable/ok": "D'accord"])
        #expect(AlertText.localized(key: "ok").render(strings: translated) == "D'accord")
    }

    @Test func developmentProviderAnswersTheDefault() {
        let text = AlertText.localized(key: "k", defaultValue: [.literal("Size "), .parameter("size")])
        #expect(text.render(arguments: arguments, strings: DevelopmentStringProvider()) == "Size 2.5")
    }

    @Test func bundleProviderFallsBackToTheDefault() {
        let strings = BundleStringProvider(bundle: Bundle.main)
        let text = AlertText.localized(key: "alertc.test.missing", defaultValue: [.literal("Hi "), .parameter("name")])
        #expect(text.render(arguments: arguments, strings: strings) == "Hi Ann")
    }

    /// Without `strings:`, text renders with the main bundle's strings (`AlertRuntime`'s overloads): an empty default
    /// falls back to the key, which is `Bundle`'s rule, where the development provider would answer "".
    @Test func theDefaultStringsAreTheMainBundles() {
        let text = AlertText.localized(key: "alertc.test.key", defaultValue: [])
        #expect(text.render(strings: DevelopmentStringProvider()) == "")
        #expect(text.render() == "alertc.test.key")
        #expect(text.render(arguments: arguments) == "alertc.test.key")
        let alert = TypedAlert<DeleteItemsAction, NoFields>(
            definition: AlertDefinition(name: "x", title: text, message: text))
        #expect(alert.title() == "alertc.test.key")
        #expect(alert.message() == "alertc.test.key")
    }

    @Test func bundleProviderReadsStringsTables() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("alertc-bundle-\(UUID().uuidString)")
        let bundleURL = root.appendingPathComponent("Strings.bundle")
        let lproj = bundleURL.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{ "greet" = "Hello %1$@, you have %2$@ new messages (100%%)"; }"#
            .write(to: lproj.appendingPathComponent("Alerts.strings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(url: bundleURL))
        let text = AlertText.localized(
            key: "greet",
            table: "Alerts",
            defaultValue: [.literal("Hi "), .parameter("name"), .literal(": "), .parameter("count")]
        )
        #expect(
            text.render(arguments: arguments, strings: BundleStringProvider(bundle: bundle))
                == "Hello Ann, you have 3 new messages (100%)")
    }
}
