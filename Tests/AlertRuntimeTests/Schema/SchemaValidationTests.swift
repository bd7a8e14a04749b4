import Foundation
import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

/// The package root, found from this file's path (Tests/AlertRuntimeTests/Schema/…).
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `python3 ARGUMENTS…` in the package root, answering its exit status and combined output.
private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

private let validatorAvailable = (try? python(["-c", "import jsonschema"]).status) == 0

@Suite("JSON Schema")
struct SchemaValidationTests {
    /// Documents the runtime itself encodes, from the smallest to one using every key.
    static let documents: [String: AlertCatalog] = [
        "empty": AlertCatalog(),
        "minimal-alert": AlertCatalog(alerts: [AlertDefinition(name: "ok")]),
        "full": SampleCatalog.full,
    ]

    @Test(.enabled(if: validatorAvailable, "needs python3 with jsonschema"))
    func encodedCatalogsValidate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, catalog) in Self.documents.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent("\(name).json")
            try catalog.jsonData().write(to: url)
            paths.append(url.path)
        }
        let result = try python(["schema/validate.py"] + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: validatorAvailable, "needs python3 with jsonschema"))
    func schemaRejectsDocumentsOutsideTheFormat() throws {
        let base = try json(AlertCatalog(alerts: [AlertDefinition(name: "ok", page: "Home")]))
        let broken = [
            "extra-key": base.replacingOccurrences(of: #""name":"ok""#, with: #""name":"ok","colour":1"#),
            "missing-required-null": base.replacingOccurrences(of: #""message":null,"#, with: ""),
            "lower-case-colour": base.replacingOccurrences(
                of: #""name":"ok""#, with: ##""name":"ok","tintColor":"#ff0000ff""##),
            "enum-with-dot": base.replacingOccurrences(of: #""style":"alert""#, with: #""style":".alert""#),
            "bad-format": base.replacingOccurrences(of: #""format":"1""#, with: #""format":"2""#),
            "alpha-out-of-range": base.replacingOccurrences(of: #""alpha":0.4"#, with: #""alpha":1.5"#),
        ]
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in broken {
            #expect(text != base, "mutation \(name) did not apply")
            let url = directory.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: url)
            let result = try python(["schema/validate.py", url.path])
            #expect(result.status == 1, "\(name) should be invalid: \(result.output)")
        }
    }

    /// schema/examples/catalog.json is the reference document for the compiler's JSON back end. Regenerate with
    /// `ALERTC_UPDATE_EXAMPLES=1 swift test --filter SchemaValidationTests`.
    @Test func exampleDocumentMatchesTheEncoding() throws {
        let url = packageRoot.appendingPathComponent("schema/examples/catalog.json")
        let data = try SampleCatalog.full.jsonData()
        if ProcessInfo.processInfo.environment["ALERTC_UPDATE_EXAMPLES"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try data.write(to: url)
        }
        let stored = try Data(contentsOf: url)
        #expect(String(decoding: stored, as: UTF8.self) == String(decoding: data, as: UTF8.self))
        #expect(try AlertCatalog(jsonData: stored) == SampleCatalog.full)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("alertc-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
