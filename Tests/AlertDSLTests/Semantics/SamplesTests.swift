import AlertDSL
import Testing

/// Every sample is a valid program: analyzing `samples/` as one program reports no error.
@Suite struct SamplesTests {
    @Test func samplesAnalyzeWithoutErrors() throws {
        let files = try SemanticTestSupport.sampleProgram()
        try #require(!files.isEmpty)
        let (program, sources, diagnostics) = SemanticTestSupport.analyze(files)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics))")
        #expect(!program.alerts.isEmpty)
    }
}
