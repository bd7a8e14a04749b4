import Testing

@testable import AlertRuntime

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
    @Test(arguments: ["", "#", "007AFF", "#12", "#12345", "#1234567", "#GGGGGG", "#123456789"])
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

    @Test func hexStringIsNilForNonFixedColours() {
        #expect(AlertColor.system(.label).hexString == nil)
        #expect(AlertColor.fixed(red: 1, green: 2, blue: 3, alpha: 4).hexString == "#01020304")
    }
}
