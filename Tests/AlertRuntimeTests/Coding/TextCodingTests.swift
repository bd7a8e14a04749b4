import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Text coding")
struct TextCodingTests {
    @Test func plainTextWithParameter() throws {
        try expectJSON(
            AlertText.plain([.literal("Delete "), .parameter("count"), .literal(" items?")]),
            #"{"plain":[{"literal":"Delete "},{"parameter":"count"},{"literal":" items?"}]}"#
        )
        try expectJSON(AlertText.literal(""), #"{"plain":[]}"#)
    }

    @Test func localizedTextCarriesItsParameters() throws {
        try expectJSON(
            AlertText.localized(
                key: "delete.title",
                table: "Alerts",
                defaultValue: [.literal("Delete "), .parameter("count"), .literal(" of "), .parameter("count")]
            ),
            #"{"localized":{"default":[{"literal":"Delete "},{"parameter":"count"},{"literal":" of "},"#
                + #"{"parameter":"count"}],"key":"delete.title","parameters":["count","count"],"table":"Alerts"}}"#
        )
        try expectJSON(AlertText.localized(key: "ok"), #"{"localized":{"key":"ok","parameters":[]}}"#)
    }

    @Test func localizedParametersMustMatchTheDefault() {
        #expect(decodingFails(AlertText.self, #"{"localized":{"key":"k","parameters":["count"]}}"#))
        #expect(decodingFails(AlertText.self, #"{"localized":{"key":"k"}}"#))
        // As many names as the default's parameters is not enough: they are its names, in its order.
        #expect(
            decodingFails(
                AlertText.self, #"{"localized":{"default":[{"parameter":"count"}],"key":"k","parameters":["name"]}}"#))
        #expect(
            decodingFails(
                AlertText.self,
                #"{"localized":{"default":[{"parameter":"a"},{"parameter":"b"}],"key":"k","parameters":["b","a"]}}"#))
    }

    @Test func richSpans() throws {
        try expectJSON(
            AlertText.rich([
                .plain([.literal("Delete ")]),
                .bold([.parameter("count")]),
                .italic([.literal(" items")]),
                .styled([.literal("?")], font: .system(size: 20), color: .system(.systemRed)),
                .styled([.literal("!")]),
            ]),
            #"{"rich":[{"plain":[{"literal":"Delete "}]},{"bold":[{"parameter":"count"}]},"#
                + #"{"italic":[{"literal":" items"}]},{"styled":{"color":{"system":"systemRed"},"#
                + #""font":{"system":{"size":20}},"text":[{"literal":"?"}]}},{"styled":{"text":[{"literal":"!"}]}}]}"#
        )
    }

    @Test func segmentsAreSingleKeyObjects() {
        #expect(decodingFails(TextSegment.self, #""text""#))
        #expect(decodingFails(TextSegment.self, #"{"literal":"a","parameter":"b"}"#))
        #expect(decodingFails(AlertText.self, #"{"text":[]}"#))
    }

    @Test func parameterNamesInOrderOfAppearance() {
        let text = AlertText.rich([
            .bold([.parameter("b")]), .plain([.literal("x"), .parameter("a"), .parameter("b")]),
        ])
        #expect(text.parameterNames == ["b", "a", "b"])
        #expect(AlertText.localized(key: "k").parameterNames == [])
    }
}
