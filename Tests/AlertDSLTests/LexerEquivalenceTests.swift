import Foundation
import Testing

@testable import AlertDSL

/// The optimised lexer is a behaviour-preserving rewrite: on the samples, the fixtures and
/// thousands of seeded random mutations of them, it yields exactly the reference lexer's
/// tokens (kinds, trivia, ranges, payloads) and diagnostics.
@Suite struct LexerEquivalenceTests {
    private static func corpus() throws -> [[UInt8]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var urls = TestSupport.sampleFiles()
        for folder in ["Fixtures/diagnostics", "Fixtures/valid"] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            urls += names.filter { $0.hasSuffix(".alert") }.sorted().map { directory.appendingPathComponent($0) }
        }
        var inputs = try urls.map { try Array(Data(contentsOf: $0)) }
        inputs += [
            "#abc #ABCDEF #12345678 #12 #xyz #1234567890 #ab_c",
            "0.4 -12.5 1_0.2_5 0.000001 123456789.123456789 -0.0 0.30000000000000004 9007199254740993.5",
            "1e5 12abc -x 9223372036854775808 -9223372036854775808 - -- .5 .a @ @b",
            "\"a\\\"b\" \"\\u{1F600}\" \"\\(name)\" \"\\(\" \"tab\there\" \"caf\u{E9}\" \"unterminated",
            "\"\"\"\n  two\n  lines\n  \"\"\" \"\" \"\"\"x",
            "/* /* nested */ */ // line\n/* open",
        ].map { Array($0.utf8) }
        return inputs
    }

    private static func compare(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var optimised = Lexer(bytes: buffer, file: FileID(0))
            var reference = ReferenceLexer(bytes: buffer, file: FileID(0))
            while true {
                let token = optimised.next()
                guard token == reference.next() else { return false }
                if token.kind == .endOfFile { break }
            }
            return optimised.diagnostics.diagnostics == reference.diagnostics.diagnostics
        }
    }

    @Test func samplesAndFixtures() throws {
        for input in try Self.corpus() {
            #expect(Self.compare(input), "\(String(decoding: input.prefix(80), as: UTF8.self))")
        }
    }

    @Test func randomMutations() throws {
        let corpus = try Self.corpus()
        let interesting: [UInt8] =
            Array("\"\\#.-@/*_0123456789aZ{}()[]:,; \t\r\nu(".utf8) + [0, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        var state: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        for round in 0..<4000 {
            var bytes = corpus[round % corpus.count]
            for _ in 0..<(1 + random(6)) {
                let index = bytes.isEmpty ? 0 : random(bytes.count)
                switch random(3) {
                case 0 where !bytes.isEmpty: bytes.remove(at: index)
                case 1: bytes.insert(interesting[random(interesting.count)], at: index)
                default: if !bytes.isEmpty { bytes[index] = interesting[random(interesting.count)] }
                }
            }
            // Keep each case small enough that 4,000 of them stay fast.
            if bytes.count > 4096 {
                let start = random(bytes.count - 4096)
                bytes = Array(bytes[start..<start + 4096])
            }
            #expect(Self.compare(bytes), "round \(round)")
        }
    }
}
