import Foundation
import Testing

@testable import AlertDSL

/// The tokens with their leading trivia reproduce every file byte for byte, and the trivia holds no text that should
/// have been a token.
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

    /// Concatenating the tokens' bytes reproduces any file whose last token ends at its end, so the round trip alone
    /// would pass a lexer that let text slip into trivia: between two tokens there may be only whitespace, comments,
    /// the byte order mark and bytes the lexer reported.
    @Test("trivia holds only whitespace, comments and reported bytes", arguments: files)
    func triviaHoldsNoText(_ url: URL) throws {
        let bytes = try Array(Data(contentsOf: url))
        let file = SourceFile(id: FileID(0), displayPath: url.lastPathComponent, bytes: bytes)
        let (tokens, diagnostics) = Lexer.tokenize(file)
        let reported = diagnostics.diagnostics.compactMap(\.range).map { $0.start..<$0.end }
        var cursor = ByteOrderMark.length(at: bytes)
        for token in tokens {
            while cursor < token.start {
                let next = cursor + 1 < token.start ? bytes[cursor + 1] : 0
                switch bytes[cursor] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                    cursor += 1
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                    cursor = TriviaScanning.lineCommentEnd(bytes, from: cursor, end: token.start)
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    cursor = TriviaScanning.blockCommentEnd(bytes, from: cursor, end: token.start)
                default:
                    guard let range = reported.first(where: { $0.contains(cursor) }) else {
                        Issue.record("\(url.lastPathComponent): byte \(cursor) is trivia but no comment or error")
                        cursor = token.start
                        continue
                    }
                    cursor = range.upperBound
                }
            }
            cursor = token.end
        }
    }

    @Test func samplesExist() {
        #expect(TestSupport.sampleFiles().count >= 6)
    }
}
