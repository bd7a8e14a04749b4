import AlertDSL
import Foundation
import Testing

/// The tokens with their leading trivia reproduce every file byte for byte.
@Suite struct LosslessTests {
    static let files = TestSupport.sampleFiles() + TestSupport.alertFiles(in: TestSupport.fixturesDirectory)

    @Test("tokens reproduce the file", arguments: files)
    func roundTrip(_ url: URL) throws {
        let bytes = try Array(Data(contentsOf: url))
        let file = SourceFile(id: FileID(0), displayPath: url.lastPathComponent, bytes: bytes)
        let tokens = Lexer.tokenize(file).tokens
        var rebuilt: [UInt8] = []
        var previousEnd = 0
        for token in tokens {
            #expect(token.start >= previousEnd && token.end >= token.start)
            rebuilt += bytes[previousEnd..<token.end]
            previousEnd = token.end
        }
        #expect(rebuilt == bytes)
    }

    @Test func samplesExist() {
        #expect(TestSupport.sampleFiles().count >= 6)
    }
}
