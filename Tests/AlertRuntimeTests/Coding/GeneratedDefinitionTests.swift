import AlertRuntime
import Testing

@Suite struct GeneratedDefinitionTests {
    /// The stored text is the definition's JSON form, compact with keys sorted (runtime.md), so the same definition
    /// always gives the same bytes, and it reads back as that definition.
    @Test func storedTextIsCompactWithSortedKeys() throws {
        let definition = AlertDefinition(name: "ok", title: .literal("Hi"))
        let text = try definition.generatedJSON()
        #expect(text.hasPrefix(#"{"actionAxis":"auto","actions":[],"after":[],"animation":"automatic","#))
        #expect(text.hasSuffix(#""textAlignment":"center","title":{"plain":[{"literal":"Hi"}]}}"#))
        #expect(!text.contains("\n") && !text.contains(": "))
        #expect(AlertDefinition(generatedJSON: text) == definition)
    }

    /// Stored text that this runtime cannot read comes from another alertc: the program stops with a message that
    /// says so, rather than show a different alert.
    @Test func textThisRuntimeCannotReadStopsTheProgram() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                _ = AlertDefinition(generatedJSON: #"{"name": "welcome"}"#)
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("AlertRuntime cannot read a AlertDefinition that alertc generated"))
        #expect(message.contains("generate the Swift again with the alertc of this AlertRuntime"))
    }
}
