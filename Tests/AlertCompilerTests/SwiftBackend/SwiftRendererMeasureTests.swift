import Testing

@testable import AlertCompiler

/// The renderer decides where to break an expression by measuring it part by part (`fits(_:in:)`) instead of
/// printing it: for any expression and any room, that must agree with the columns of the printed one-line form.
@Suite struct SwiftRendererMeasureTests {
    @Test func measuringAgreesWithPrinting() {
        var random = Generator(seed: 7)
        for _ in 0..<2_000 {
            let expression = random.expression(depth: 0)
            let columns = SwiftRenderer.columns(SwiftRenderer.flat(expression))
            for limit in [-1, 0, 1, columns - 1, columns, columns + 1, 40, 120] {
                #expect(SwiftRenderer.fits(expression, in: limit) == (columns <= limit), "\(expression) in \(limit)")
            }
        }
    }

    @Test func columnsCountCharacters() {
        #expect(SwiftRenderer.columns("") == 0)
        #expect(SwiftRenderer.columns("plain ASCII") == 11)
        #expect(SwiftRenderer.columns("é") == 1)
        #expect(SwiftRenderer.columns("e\u{301}") == 1)
        #expect(SwiftRenderer.columns("👩‍👩‍👧 ok") == 4)
    }

    /// The literal of every ASCII character, against the escaping rules spelled out independently.
    @Test func asciiStringLiteralsFollowTheRules() {
        for value in UInt8(0)...UInt8(127) {
            let character = String(UnicodeScalar(value))
            let body: String =
                switch value {
                case UInt8(ascii: "\\"): "\\\\"
                case UInt8(ascii: "\""): "\\\""
                case 0x0A: "\\n"
                case 0x0D: "\\r"
                case 0x09: "\\t"
                case 0x00: "\\0"
                case 0x01...0x1F, 0x7F: "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                default: character
                }
            #expect(SwiftNaming.stringLiteral("a" + character + "z") == "\"a" + body + "z\"", "byte \(value)")
        }
    }

    private struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        static let texts = [
            "", "OK", "Delete \"all\"?", ##"{"c":"#FFF","b":"\\#("}"##, "e\u{301}", "👩‍👩‍👧", "tab\there", "line\nbreak",
            "é", "\u{202E}x",
        ]

        mutating func expression(depth: Int) -> SwiftExpression {
            let kind = depth >= 3 ? next(2) : next(6)
            switch kind {
            case 0: return .code(["x", "Alerts.a", "44", "nil", ".system"][next(5)])
            case 1: return .string(Self.texts[next(Self.texts.count)])
            case 2:
                let count = next(4)
                return .call(
                    [".fixed", "AlertDefinition", "f"][next(3)],
                    (0..<count).map { _ in
                        SwiftArgument(
                            next(2) == 0 ? nil : ["name", "title", "é"][next(3)], expression(depth: depth + 1))
                    })
            case 3: return .array((0..<next(4)).map { _ in expression(depth: depth + 1) })
            case 4:
                return .dictionary(
                    (0..<next(3)).map { _ in
                        SwiftDictionaryEntry(key: expression(depth: depth + 1), value: expression(depth: depth + 1))
                    })
            default: return .rawString(Self.texts[next(Self.texts.count)])
            }
        }
    }
}
