import AlertCompiler
import AlertDSL
import Foundation
import Testing

/// Every valid program the project has, with its trivia rewritten: a comment of each kind, line breaks, or nothing
/// but one space between every two tokens. Whatever a user puts between tokens, the formatter keeps the program's
/// meaning (diagnostics and outputs), keeps every comment and is idempotent.
@Suite struct FormatterTriviaTests {
    /// How the trivia between two tokens is rewritten.
    enum Variant: String, CaseIterable, Sendable {
        /// `/* cN */` added after the trivia.
        case blockComment
        /// ` // cN` and a line break added at the start of the trivia (a comment at the end of a line).
        case lineComment
        /// A line break, `/// dN` and a line break added: a doc comment where one may attach, an ordinary comment
        /// elsewhere.
        case docComment
        /// Two blank lines added.
        case blankLines
        /// The trivia replaced by one space (when it holds no comment).
        case oneSpace
        /// The file with CRLF line ends and `/* cN */` added after each trivia.
        case crlfBlockComment
    }

    /// The programs: samples (each file alone), the front end's valid fixtures, the format goldens.
    static let programs: [URL] = {
        var urls = FormatTestSupport.alertFiles(in: BackendTestSupport.samplesDirectory)
        urls += FormatTestSupport.alertFiles(in: FormatTestSupport.dslFixtures.appendingPathComponent("valid"))
        urls += FormatTestSupport.alertFiles(in: FormatterTests.fixturesDirectory)
        return urls
    }()

    @Test func programsAreFound() {
        #expect(Self.programs.count > 10)
    }

    /// `text` with the trivia before every token (end of file included) rewritten as `variant` says.
    static func rewrite(_ text: String, _ variant: Variant) -> String {
        let source = variant == .crlfBlockComment ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
        let file = SourceFile(id: FileID(0), displayPath: "x.alert", text: source)
        let bytes = file.bytes
        var output: [UInt8] = []
        var previousEnd = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        output += bytes[0..<previousEnd]
        for (index, token) in Lexer.tokenize(file).tokens.enumerated() {
            let trivia = bytes[previousEnd..<token.start]
            let hasComment = trivia.contains(UInt8(ascii: "/"))
            switch variant {
            case .blockComment, .crlfBlockComment:
                output += trivia
                output += Array(" /* c\(index) */ ".utf8)
            case .lineComment:
                output += Array(" // c\(index)\n".utf8)
                output += trivia
            case .docComment:
                output += trivia
                output += Array("\n/// d\(index)\n".utf8)
            case .blankLines:
                output += trivia
                output += Array("\n\n\n".utf8)
            case .oneSpace:
                output += hasComment || index == 0 ? Array(trivia) : [UInt8(ascii: " ")]
            }
            output += bytes[token.start..<token.end]
            previousEnd = token.end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What `mixed` puts between two tokens: spaces, tabs, line breaks of both styles, comments of every kind
    /// (block comments with either line break inside them).
    static let pieces = [
        "", " ", "\t", "\n", "\r\n", "\n\n\n", " /* b */ ", "/*x*/", " /* m\n l */ ", " /* m\r\n l */ ", " // l\n",
        " // l\r\n", "\n/// d\n", "\n//// q\n", "\n\n/// e\n\n",
    ]

    /// `text` with the trivia before each token either kept or replaced by one or two of `pieces`, chosen by a
    /// generator seeded with `seed` (the same text for the same seed).
    static func mix(_ text: String, seed: UInt64) -> String {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let file = SourceFile(id: FileID(0), displayPath: "x.alert", text: text)
        let bytes = file.bytes
        var output: [UInt8] = []
        var previousEnd = 0
        for token in Lexer.tokenize(file).tokens {
            let trivia = bytes[previousEnd..<token.start]
            if trivia.contains(UInt8(ascii: "/")) || next(3) == 0 {
                output += trivia
            } else {
                for _ in 0...next(2) { output += Array(pieces[next(pieces.count)].utf8) }
                // Two tokens must stay apart.
                if previousEnd > 0, output.last.map({ $0 > 0x20 && $0 != UInt8(ascii: "/") }) == true {
                    output.append(UInt8(ascii: " "))
                }
            }
            output += bytes[token.start..<token.end]
            previousEnd = token.end
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: programs, 0..<8)
    func mixedTriviaKeepsMeaningAndComments(_ url: URL, _ seed: Int) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let mixed = Self.mix(text, seed: UInt64(seed))
        try FormatTestSupport.expectStable(mixed, "\(url.lastPathComponent) (mixed, seed \(seed))")
        try FormatTestSupport.expectSameMeaning([url.lastPathComponent: mixed])
    }

    @Test(arguments: programs, Variant.allCases)
    func rewrittenTriviaKeepsMeaningAndComments(_ url: URL, _ variant: Variant) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        let rewritten = Self.rewrite(text, variant)
        let name = "\(url.lastPathComponent) (\(variant.rawValue))"
        try FormatTestSupport.expectStable(rewritten, name)
        // Every variant leaves a layout to change: text that comes back as it was was not formatted at all (the
        // formatter gives up on a file it cannot walk, `Formatter.format`).
        #expect(FormatTestSupport.format(rewritten) != rewritten, "\(name) was left as it was")
        try FormatTestSupport.expectSameMeaning([url.lastPathComponent: rewritten])
    }
}
