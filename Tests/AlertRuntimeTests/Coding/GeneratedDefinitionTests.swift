import AlertRuntime
import Testing

@Suite struct GeneratedDefinitionTests {
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
