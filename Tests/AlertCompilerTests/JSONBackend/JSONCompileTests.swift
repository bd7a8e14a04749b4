import AlertCompiler
import AlertDSL
import Testing

/// `JSONBackend.compile` (parse, check and write in one pass, each alert written as soon as it is checked) gives the
/// document and the diagnostics of analyzing the whole program first and emitting it afterwards.
@Suite struct JSONCompileTests {
    private static let programs: [(name: String, source: String)] = [
        ("everything", JSONKeyCoverageTests.everything), ("JSONBackendTests.program", JSONBackendTests.program),
        ("injection", SwiftBackendPrograms.injection),
    ]

    private func files(_ sources: [(name: String, source: String)]) -> (SourceManager, [SourceFile]) {
        var manager = SourceManager()
        let files = sources.map { manager.add(displayPath: "\($0.name).alert", bytes: Array($0.source.utf8)) }
        return (manager, files)
    }

    @Test("the streamed document is the emitted one", arguments: 0..<programs.count)
    func sameDocument(index: Int) throws {
        let (sources, files) = files([Self.programs[index]])
        let analyzed = FrontEnd.analyze(files, sources: sources)
        #expect(!analyzed.diagnostics.hasErrors)
        let compiled = JSONBackend.compile(files, sources: sources)
        #expect(compiled.document == JSONBackend.emit(analyzed.program))
        #expect(compiled.diagnostics.diagnostics == analyzed.diagnostics.diagnostics)
    }

    /// Declarations of one file used by the next: the document follows program order, whatever the file.
    @Test func severalFilesInProgramOrder() throws {
        let (sources, files) = files([
            ("look", "@default theme Base { tintColor: #FF0000 }\npage Home"),
            ("first", "alert Welcome { title: \"Hi\" page: Home action ok \"OK\" }"),
            ("second", "alert Bye { title: \"Bye\" page: Home after: [Welcome] action ok \"OK\" .cancel }"),
        ])
        let analyzed = FrontEnd.analyze(files, sources: sources)
        #expect(!analyzed.diagnostics.hasErrors)
        let compiled = JSONBackend.compile(files, sources: sources)
        #expect(compiled.document == JSONBackend.emit(analyzed.program))
        #expect(compiled.document?.hasSuffix("}\n") == true)
    }

    /// An error anywhere (here in the last alert, after the others were written) leaves no document, and every
    /// diagnostic is reported.
    @Test func errorsLeaveNoDocument() throws {
        let broken = """
            alert First { title: "One" action ok "OK" }
            alert Second { title: 42 action ok "OK" }
            alert Third { title: "Three" action ok "OK" .sideways }
            """
        let (sources, files) = files([("broken", broken)])
        let analyzed = FrontEnd.analyze(files, sources: sources)
        let compiled = JSONBackend.compile(files, sources: sources)
        #expect(compiled.document == nil)
        #expect(compiled.diagnostics.errorCount == 2)
        #expect(compiled.diagnostics.diagnostics == analyzed.diagnostics.diagnostics)
    }

    /// The sink gets the document in chunks, each whole UTF-8 (here with a two-byte character in every title), that
    /// make the document in order.
    @Test func chunksMakeTheDocument() throws {
        let alerts = (0..<400).map { "alert a\($0) { title: \"Größe \($0)\" message: \"ü\" action ok \"OK\" }" }
        let (sources, files) = files([("many", alerts.joined(separator: "\n"))])
        var chunks: [[UInt8]] = []
        let diagnostics = JSONBackend.compile(files, sources: sources) { chunks.append(Array($0)) }
        #expect(!diagnostics.hasErrors)
        #expect(chunks.count > 1)
        for chunk in chunks { #expect(String(validating: chunk, as: UTF8.self) != nil) }
        let document = try #require(JSONBackend.compile(files, sources: sources).document)
        #expect(chunks.flatMap { $0 } == Array(document.utf8))
    }

    @Test func emptyProgram() throws {
        let (sources, files) = files([("empty", "")])
        #expect(JSONBackend.compile(files, sources: sources).document == JSONBackend.emit(ResolvedProgram()))
    }
}
