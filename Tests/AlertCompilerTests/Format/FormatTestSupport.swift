import AlertCompiler
import Foundation
import Testing

@testable import AlertDSL

/// Helpers of the formatter tests: formatting text, comparing the meaning of programs before
/// and after, and listing comments.
enum FormatTestSupport {
    static let dslFixtures = BackendTestSupport.packageRoot.appendingPathComponent("Tests/AlertDSLTests/Fixtures")

    static func format(_ text: String, path: String = "test.alert") -> String? {
        AlertDSL.Formatter.format(SourceFile(id: FileID(0), displayPath: path, text: text))
    }

    static func alertFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".alert") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Every `.alert` file below `directory`, by relative path.
    static func tree(_ directory: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".alert") else { continue }
            files[relative] = try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
        }
        return files
    }

    /// Formatting once more changes nothing, and no comment is lost or added.
    static func expectStable(_ text: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let once = try #require(
            format(text), "\(path) did not format: it has syntax errors, or the formatter lost its place",
            sourceLocation: sourceLocation)
        #expect(format(once) == once, "formatting \(path) is not idempotent", sourceLocation: sourceLocation)
        #expect(comments(of: text) == comments(of: once), "comments of \(path) changed", sourceLocation: sourceLocation)
    }

    /// `text` formats to `expected`, which formats to itself, and means what `text` means (`expectSameMeaning`).
    static func expectLayout(
        of text: String, is expected: String, path: String = "a.alert",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let formatted = try #require(
            format(text), "\(path) did not format: it has syntax errors, or the formatter lost its place",
            sourceLocation: sourceLocation)
        #expect(formatted == expected, sourceLocation: sourceLocation)
        #expect(format(formatted) == formatted, "formatting \(path) is not idempotent", sourceLocation: sourceLocation)
        try expectSameMeaning([path: text], sourceLocation: sourceLocation)
    }

    /// Checks the program of `files` as written and as formatted (each in a directory of its own):
    /// same diagnostics (severity, code, message and notes' messages) and byte-identical JSON and Swift (doc
    /// comments and deprecation messages included).
    static func expectSameMeaning(
        _ files: [String: String],
        expectClean: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let original = try TemporaryTree()
        let formatted = try TemporaryTree()
        for (path, text) in files {
            try original.write(path, text)
            let output = try #require(
                format(text), "\(path) did not format: it has syntax errors, or the formatter lost its place",
                sourceLocation: sourceLocation)
            try formatted.write(path, output)
        }
        let before = Compilation.check(inputs: [original.root.path])
        let after = Compilation.check(inputs: [formatted.root.path])
        if expectClean {
            #expect(before.diagnostics.diagnostics.isEmpty, sourceLocation: sourceLocation)
        }
        #expect(summary(before) == summary(after), sourceLocation: sourceLocation)
        if !before.hasErrors {
            #expect(
                JSONBackend.emit(before.program) == JSONBackend.emit(after.program), sourceLocation: sourceLocation)
            let options = SwiftBackendOptions()
            #expect(
                SwiftBackend.emit(before.program, options: options)
                    == SwiftBackend.emit(after.program, options: options),
                sourceLocation: sourceLocation)
        }
    }

    private static func summary(_ compilation: Compilation) -> [String] {
        compilation.sortedDiagnostics.map { diagnostic in
            let notes = diagnostic.notes.map(\.message).joined(separator: " | ")
            return "\(diagnostic.severity.rawValue) [\(diagnostic.code)] \(diagnostic.message) {\(notes)}"
        }
    }

    /// The comments of `text` (line comments without their line end), sorted: a multiset.
    static func comments(of text: String) -> [String] {
        let file = SourceFile(id: FileID(0), displayPath: "comments.alert", text: text)
        let bytes = file.bytes
        var previousEnd = 0
        return Lexer.tokenize(file).tokens.flatMap { token in
            defer { previousEnd = token.end }
            return TriviaScanning.comments(bytes, from: previousEnd, end: token.start).map { comment in
                var textEnd = comment.range.upperBound
                if comment.isLine, textEnd > comment.range.lowerBound, bytes[textEnd - 1] == UInt8(ascii: "\r") {
                    textEnd -= 1
                }
                return String(decoding: bytes[comment.range.lowerBound..<textEnd], as: UTF8.self)
            }
        }.sorted()
    }
}
