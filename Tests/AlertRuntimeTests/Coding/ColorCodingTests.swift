import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Colour coding")
struct ColorCodingTests {
    @Test func fixedColourIsUpperCaseRRGGBBAA() throws {
        try expectJSON(AlertColor.fixed(red: 0, green: 0x7A, blue: 0xFF, alpha: 0xFF), ##""#007AFFFF""##)
        try expectJSON(AlertColor.fixed(red: 0xAB, green: 0xCD, blue: 0xEF, alpha: 0x80), ##""#ABCDEF80""##)
    }

    @Test func systemColour() throws {
        try expectJSON(
            AlertColor.system(.secondarySystemGroupedBackground), #"{"system":"secondarySystemGroupedBackground"}"#)
    }

    @Test func dynamicColourNests() throws {
        try expectJSON(
            AlertColor.dynamic(light: .fixed(red: 255, green: 255, blue: 255, alpha: 255), dark: .system(.black)),
            ##"{"dark":{"system":"black"},"light":"#FFFFFFFF"}"##
        )
    }

    @Test(arguments: [
        ("#007AFF", AlertColor.fixed(red: 0, green: 0x7A, blue: 0xFF, alpha: 255)),
        ("#F80", .fixed(red: 0xFF, green: 0x88, blue: 0x00, alpha: 255)),
        ("#ff3b3080", .fixed(red: 0xFF, green: 0x3B, blue: 0x30, alpha: 0x80)),
    ])
    func hexParsing(text: String, color: AlertColor) {
        #expect(AlertColor(hex: text) == color)
    }
    /// Only `0-9`, `A-F` and `a-f` are hex digits: the characters just outside each range (`/ : @ G \` g`) are not.
    @Test(arguments: [
        "", "#", "007AFF", "#12", "#12345", "#1234567", "#GGGGGG", "#123456789", "#gggggg", "#fffffg", "#``0",
        "#@00", "#/00", "#:00",
    ])
    func invalidHexIsRejected(text: String) {
        #expect(AlertColor(hex: text) == nil)
    }

    @Test func decodingAcceptsLowerCaseButOnlyEightDigits() throws {
        #expect(
            try decode(AlertColor.self, ##""#ff3b30ff""##) == .fixed(red: 0xFF, green: 0x3B, blue: 0x30, alpha: 0xFF))
        #expect(decodingFails(AlertColor.self, ##""#FF3B30""##))
        #expect(decodingFails(AlertColor.self, #""red""#))
    }

    @Test func malformedObjectsAreRejected() {
        #expect(decodingFails(AlertColor.self, #"{"system":"notAColor"}"#))
        #expect(decodingFails(AlertColor.self, ##"{"light":"#FFFFFFFF"}"##))
        #expect(decodingFails(AlertColor.self, ##"{"system":"red","light":"#FFFFFFFF"}"##))
        #expect(decodingFails(AlertColor.self, #"{}"#))
        #expect(decodingFails(AlertColor.self, "12"))
    }

    /// `{"light": {"light": … "#FFFFFFFF" …, "dark": "#000000FF"}, "dark": "#000000FF"}`, `depth` dynamic colours deep.
    private static func nestedDynamic(_ depth: Int) -> String {
        String(repeating: #"{"light": "#, count: depth) + ##""#FFFFFFFF""##
            + String(repeating: ##", "dark": "#000000FF"}"##, count: depth)
    }

    @Test func dynamicColoursNestAsDeepAsTheLanguageAllows() throws {
        let depth = AlertColor.maximumNestingDepth
        var color = try decode(AlertColor.self, Self.nestedDynamic(depth))
        var levels = 0
        while case .dynamic(let light, _) = color {
            levels += 1
            color = light
        }
        #expect(levels == depth)
        #expect(decodingFails(AlertColor.self, Self.nestedDynamic(depth + 1)))
    }

    /// A document nesting dynamic colours 500 deep (JSON allows 512) overflowed the 512 KB stack of a secondary thread
    /// on Apple platforms, where a server-driven catalog is likely decoded: it is now refused at the 65th level.
    @Test func deeplyNestedDynamicColoursAreRefusedOnASmallStack() {
        let text = Self.nestedDynamic(500)
        let failed = HandOff()
        let thread = Thread {
            failed.value = decodingFails(AlertColor.self, text)
            failed.done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        failed.done.wait()
        #expect(failed.value == true)
    }

    private final class HandOff: @unchecked Sendable {
        var value: Bool?
        let done = DispatchSemaphore(value: 0)
    }

    @Test func hexStringIsNilForNonFixedColours() {
        #expect(AlertColor.system(.label).hexString == nil)
        #expect(AlertColor.fixed(red: 1, green: 2, blue: 3, alpha: 4).hexString == "#01020304")
    }
}
