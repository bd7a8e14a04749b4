import AlertCompiler
import Foundation
import Testing

/// Golden references of the generated Swift: `Reference/<sample>.swift` for each sample compiled alone and
/// `Reference/samples.swift` for the whole `samples/` directory, default options. Refresh after a reviewed change
/// with `ALERTC_UPDATE_REFERENCES=1 swift test --filter Reference` (see Reference/README.md).
@Suite struct SwiftBackendReferenceTests {
    /// Each sample by reference name, and the whole directory as `samples`.
    static let cases: [String] =
        BackendTestSupport.sampleFiles.map { $0.deletingPathExtension().lastPathComponent }
        + ["samples"]

    @Test(arguments: cases) func swiftReferenceMatches(_ name: String) throws {
        let generated = SwiftBackendTestSupport.referenceSource(name)
        let url = BackendTestSupport.referenceDirectory.appendingPathComponent(name + ".swift")
        if BackendTestSupport.updatingReferences {
            try Data(generated.utf8).write(to: url)
            return
        }
        let reference = try String(contentsOf: url, encoding: .utf8)
        if generated != reference {
            Issue.record(
                """
                \(name).swift differs from the generated Swift (first difference at line \
                \(SwiftBackendTestSupport.firstDifferentLine(generated, reference))); \
                refresh with ALERTC_UPDATE_REFERENCES=1 swift test --filter Reference after reviewing the change
                """)
        }
    }

    @Test func everyReferenceHasASample() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: BackendTestSupport.referenceDirectory.path)
        let references = Set(names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) })
        #expect(references == Set(Self.cases))
    }
}
