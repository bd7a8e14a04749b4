import AlertCompiler
import Foundation
import Testing

/// Files produced in chunks (the JSON back end's `GeneratedFile`s): compared with the existing file while they
/// match, written to a temporary file from the first difference, renamed into place only when changed.
@Suite struct ChunkedOutputTests {
    /// A file whose bytes come in chunks of `size` bytes.
    private func chunked(_ name: String, _ text: String, chunk size: Int) -> GeneratedFile {
        let bytes = Array(text.utf8)
        return GeneratedFile(name: name) { sink in
            bytes.withUnsafeBufferPointer { buffer in
                var start = 0
                repeat {
                    let end = min(buffer.count, start + size)
                    sink(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                    start = end
                } while start < buffer.count
            }
        }
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func writesComparesAndRewritesFromTheFirstDifference() throws {
        let tree = try TemporaryTree()
        let directory = tree.path("out")
        let path = directory + "/A.json"
        let text = String(repeating: "0123456789abcdef", count: 9000) + "é\n"  // several 64 KB blocks
        #expect(try OutputWriter.write([chunked("A.json", text, chunk: 1000)], to: directory) == ["A.json"])
        #expect(try read(path) == text)

        // Unchanged, whatever the chunk size: not rewritten, modification time kept.
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        for size in [1, 7, 65536, 1 << 20] {
            #expect(try OutputWriter.write([chunked("A.json", text, chunk: size)], to: directory) == [])
        }
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == past)
        #expect(GeneratedFile(name: "A.json", contents: text) == chunked("A.json", text, chunk: 33))

        // A change in the middle, a longer and a shorter document (same prefix), an empty one.
        var changed = Array(text.utf8)
        changed[70_000] = UInt8(ascii: "X")
        let variants = [
            String(decoding: changed, as: UTF8.self), text + "more\n", String(text.dropLast(5000)), "",
        ]
        for variant in variants {
            for size in [1000, 4096, 1 << 20] {
                try OutputWriter.write([GeneratedFile(name: "A.json", contents: text)], to: directory)
                #expect(try OutputWriter.write([chunked("A.json", variant, chunk: size)], to: directory) == ["A.json"])
                #expect(try read(path) == variant, "\(variant.utf8.count) bytes in chunks of \(size)")
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func replacedChunkedFilesKeepTheirPermissions() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("out/A.json", "old contents that share no prefix")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try OutputWriter.write([chunked("A.json", "new", chunk: 2)], to: tree.path("out"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try read(path) == "new")
    }

    @Test func jsonFileIsTheEmittedText() throws {
        let program = BackendTestSupport.compile([BackendTestSupport.samplesDirectory.path]).program
        let file = JSONBackend.file(named: "Alerts.json", for: program)
        #expect(file.contents == JSONBackend.emit(program))
        let tree = try TemporaryTree()
        try OutputWriter.write([file], to: tree.path("out"))
        #expect(try read(tree.path("out/Alerts.json")) == JSONBackend.emit(program))
        // Small chunks, so the document crosses many of them.
        var chunks = 0
        var bytes: [UInt8] = []
        ProgramJSONWriter.write(program, chunkSize: 512) { chunk in
            chunks += 1
            bytes += chunk
        }
        #expect(chunks > 10)
        #expect(bytes == ProgramJSONWriter.bytes(program))
        #expect(String(decoding: bytes, as: UTF8.self) == JSONBackend.emit(program))
    }
}
