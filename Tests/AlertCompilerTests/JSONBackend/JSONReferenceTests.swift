import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// Golden JSON: `Reference/<sample>.json` is the output of `samples/<sample>.alert` compiled alone (with
/// its imports), `Reference/samples.json` that of the whole `samples/` directory as one program. They
/// must match byte for byte. After a reviewed change, refresh them with
/// `ALERTC_UPDATE_REFERENCES=1 swift test --filter Reference` and read the diff.
@Suite struct JSONReferenceTests {
    @Test("each sample matches its JSON reference", arguments: BackendTestSupport.sampleFiles)
    func sample(_ sample: URL) throws {
        let name = sample.deletingPathExtension().lastPathComponent
        try check(inputs: [sample.path], reference: "\(name).json")
    }

    @Test func wholeSamplesDirectoryMatchesItsReference() throws {
        try check(inputs: [BackendTestSupport.samplesDirectory.path], reference: "samples.json")
    }

    @Test func everySampleHasAReferenceAndNoReferenceIsStale() throws {
        // While refreshing, the other tests are writing the files.
        guard !BackendTestSupport.updatingReferences else { return }
        let expected = Set(
            BackendTestSupport.sampleFiles.map { $0.deletingPathExtension().lastPathComponent + ".json" }
        )
        .union(["samples.json"])
        let present = try FileManager.default.contentsOfDirectory(atPath: BackendTestSupport.referenceDirectory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(present) == expected)
    }

    private func check(inputs: [String], reference name: String) throws {
        let compilation = BackendTestSupport.compile(inputs)
        let actual = JSONBackend.emit(compilation.program)
        let url = BackendTestSupport.referenceDirectory.appendingPathComponent(name)
        if BackendTestSupport.updatingReferences {
            try FileManager.default.createDirectory(
                at: BackendTestSupport.referenceDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing reference \(name); run ALERTC_UPDATE_REFERENCES=1 swift test --filter Reference")
            return
        }
        #expect(actual == expected, "\(name) differs from the JSON back end's output; review, then refresh it")
        // The reference is also what the runtime reads back.
        let decoded = try AlertCatalog(jsonData: Data(expected.utf8))
        #expect(decoded == CatalogLowering.lower(compilation.program))
    }
}
