import AlertDSL
import Foundation
import Testing

@testable import AlertCompiler

/// Parsing the inputs on two threads gives each file the tree and diagnostics parsing it alone gives, in order.
@Suite struct ParallelFileParseTests {
    /// The samples, the diagnostic fixtures (errors of every kind) and a large file, as one list of files.
    static func files() throws -> [SourceFile] {
        let fixtures = BackendTestSupport.packageRoot.appendingPathComponent("Tests/AlertDSLTests/Fixtures/diagnostics")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".alert") }
        let urls = BackendTestSupport.sampleFiles + names.sorted().map { fixtures.appendingPathComponent($0) }
        var sources = SourceManager()
        var files = try urls.map { sources.add(displayPath: $0.path, bytes: Array(try Data(contentsOf: $0))) }
        let large = (0..<2000).map { "alert a\($0) { title: \"T \($0)\" action ok \"OK\" }\n" }.joined()
        files.insert(sources.add(displayPath: "large.alert", bytes: Array(large.utf8)), at: files.count / 2)
        return files
    }

    /// What can be compared of a parse: every declaration's name, kind, range and deferred body, and the
    /// diagnostics.
    static func summary(_ parsed: ParallelFileParse.Parsed) -> [String] {
        parsed.syntax.declarations.map {
            "\($0.kind) \($0.name?.text ?? "-") \($0.range) \(String(describing: $0.deferredBody))"
        }
            + parsed.diagnostics.diagnostics.map { "\($0.code.rawValue) \($0.message) \(String(describing: $0.range))" }
    }

    @Test func sameAsOneAfterAnother() throws {
        let files = try Self.files()
        #expect(files.count > 20)
        let expected = files.map { Parser.parse($0, defersAlertBodies: true) }
        for minimumBytes in [0, ParallelFileParse.minimumBytes] {
            let found = ParallelFileParse.parse(files, minimumBytes: minimumBytes)
            #expect(found.count == expected.count)
            for (found, expected) in zip(found, expected) {
                #expect(Self.summary(found) == Self.summary(expected))
            }
        }
        #expect(files.map(\.bytes.count).reduce(0, +) >= ParallelFileParse.minimumBytes / 4)
    }

    @Test func oneFileOrNone() {
        var sources = SourceManager()
        let file = sources.add(displayPath: "one.alert", bytes: Array("alert a { title: \"A\" }".utf8))
        #expect(ParallelFileParse.parse([], minimumBytes: 0).isEmpty)
        #expect(ParallelFileParse.parse([file], minimumBytes: 0).count == 1)
    }
}
