import AlertCompiler
import Foundation
import Testing

/// Every JSON reference validates against `schema/alert-catalog.schema.json` with a real JSON Schema
/// validator (`schema/validate.py`, Python's `jsonschema`). Skipped, with a note, where Python or
/// `jsonschema` is missing; CI installs it and also validates `alertc build` output directly.
@Suite struct JSONSchemaValidationTests {
    static let validatorAvailable: Bool = run(["python3", "-c", "import jsonschema"]).status == 0

    private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = BackendTestSupport.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "every JSON reference is valid against the schema",
        .enabled(if: validatorAvailable, "needs python3 with jsonschema (pip install jsonschema)"))
    func referencesAreSchemaValid() throws {
        let references = try FileManager.default.contentsOfDirectory(atPath: BackendTestSupport.referenceDirectory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
            .map { BackendTestSupport.referenceDirectory.appendingPathComponent($0).path }
        #expect(!references.isEmpty)
        let result = Self.run(["python3", "schema/validate.py"] + references)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        "the schema rejects a document that breaks the format",
        .enabled(if: validatorAvailable, "needs python3 with jsonschema (pip install jsonschema)"))
    func schemaRejectsBrokenDocuments() throws {
        let tree = try TemporaryTree()
        let reference = try String(
            contentsOf: BackendTestSupport.referenceDirectory.appendingPathComponent("samples.json"), encoding: .utf8)
        let broken = try tree.write(
            "broken.json", reference.replacingOccurrences(of: "\"format\" : \"1\"", with: "\"format\" : 1"))
        #expect(Self.run(["python3", "schema/validate.py", broken]).status == 1)
    }

    @Test(
        "a program that sets every property gives a schema-valid document",
        .enabled(if: validatorAvailable, "needs python3 with jsonschema (pip install jsonschema)"))
    func everythingIsSchemaValid() throws {
        let tree = try TemporaryTree()
        let source = try tree.write("everything.alert", JSONKeyCoverageTests.everything)
        let json = JSONBackend.emit(BackendTestSupport.compile([source]).program)
        let document = try tree.write("everything.json", json)
        let result = Self.run(["python3", "schema/validate.py", document])
        #expect(result.status == 0, "\(result.output)")
    }
}
