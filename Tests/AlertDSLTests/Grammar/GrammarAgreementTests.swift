import AlertDSL
import Foundation
import Testing

/// `grammar/alert.ebnf` and the parser describe one language (spec: the grammar "must agree with this text"): every
/// sentence the grammar generates parses without a syntax error, every fixture and sample the parser accepts is a
/// sentence of the grammar, and every one it rejects with a syntax error is not.
@Suite struct GrammarAgreementTests {
    static func grammar() throws -> EBNFGrammar {
        let url = TestSupport.repositoryRoot.appendingPathComponent("grammar/alert.ebnf")
        return try EBNFGrammar(grammarFile: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    /// The parser's errors that say the tokens are not a sentence of Part 2 (lexical errors and the nesting limit,
    /// which a context-free grammar does not count, say other things).
    static let sentenceErrors: Set<DiagnosticCode> = [
        .expectedToken, .expectedDeclaration, .expectedMember, .expectedValue, .invalidActionStyle,
    ]
    static let lexicalErrors: Set<DiagnosticCode> = Set(DiagnosticCode.syntaxCodes).subtracting(sentenceErrors)

    static func parserDiagnostics(_ text: String) -> [Diagnostic] {
        Parser.parse(SourceFile(id: FileID(0), displayPath: "g.alert", text: text)).1.diagnostics
    }

    /// Whether the grammar takes `text` for a sentence, and what the parser says of it when it does not agree (it
    /// agrees when it reports an error that says the text is not a sentence exactly when it is not); `nil` when it
    /// reports a lexical error, which says nothing about Part 2.
    static func judge(_ text: String, _ grammar: EBNFGrammar) -> (isSentence: Bool, disagreement: String?)? {
        let codes = Set(parserDiagnostics(text).map(\.code))
        guard codes.isDisjoint(with: lexicalErrors) else { return nil }
        let isSentence = GrammarRecognizer.isSentence(text, of: grammar)
        let agree = isSentence == codes.isDisjoint(with: sentenceErrors)
        return (isSentence, agree ? nil : "grammar \(isSentence ? "accepts" : "rejects"), parser says \(codes)")
    }

    @Test func grammarReadsWithEveryRuleDefined() throws {
        let grammar = try Self.grammar()
        #expect(grammar.ruleNames.first == "File")
        for name in ["Body", "Member", "ActionMember", "Value", "CaseValue", "List", "Attribute"] {
            #expect(grammar.rules[name] != nil, "\(name)")
        }
    }

    /// The recognizer itself: small sentences in and out of the language.
    @Test func recognizerTellsSentencesApart() throws {
        let grammar = try Self.grammar()
        let sentences = [
            "", ";", "page P", "page P: Q {}", "@default theme T { a: 1 }", "alert a(x: Int,) { action ok \"OK\" }",
            "alert a { action ok .localized(\"k\") .cancel { b: [1, .x(c: 2),] } use S field f }",
            "actions S { action x [\"a\", .bold(\"b\")] }", "import \"a.alert\"", "@deprecated(\"m\") alert a {}",
        ]
        for text in sentences {
            #expect(GrammarRecognizer.isSentence(text, of: grammar), "\(text)")
        }
        let nonSentences = [
            "alert", "page P: {}", "alert a { action }", "alert a { b: }", "alert a { action ok .x }",
            "theme T", "alert a { b: [1 2] }", "@default", "alert a() x {}",
        ]
        for text in nonSentences {
            #expect(!GrammarRecognizer.isSentence(text, of: grammar), "\(text)")
        }
    }

    /// Random sentences of the grammar (every construct, contextual keywords as names, trivia of every kind between
    /// tokens) parse without an error that says they are not sentences.
    @Test func everyGeneratedSentenceParses() throws {
        let grammar = try Self.grammar()
        for seed in UInt64(1)...2_000 {
            var generator = GrammarSentenceGenerator(grammar: grammar, seed: seed)
            let text = generator.sentence()
            #expect(
                GrammarRecognizer.isSentence(text, of: grammar),
                "seed \(seed): the recognizer rejects a generated sentence:\n\(text)")
            let errors = Self.parserDiagnostics(text).filter { Set(DiagnosticCode.syntaxCodes).contains($0.code) }
            #expect(errors.isEmpty, "seed \(seed): \(errors.map(\.message))\n\(text)")
        }
    }

    /// Every fixture and sample without a lexical error is a sentence exactly when the parser finds no error that
    /// says it is not one.
    @Test func fixturesAndSamplesAgree() throws {
        let grammar = try Self.grammar()
        let files =
            TestSupport.alertFiles(in: TestSupport.fixturesDirectory) + TestSupport.sampleFiles()
            + TestSupport.alertFiles(in: TestSupport.repositoryRoot.appendingPathComponent("Tests"))
        var compared = 0
        for url in Set(files).sorted(by: { $0.path < $1.path }) {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            guard let judgement = Self.judge(text, grammar) else { continue }
            #expect(judgement.disagreement == nil, "\(url.lastPathComponent): \(judgement.disagreement ?? "")")
            compared += 1
        }
        #expect(compared > 100)
    }

    /// Sentences with one token deleted, or one of their tokens copied before another: about two thirds are no longer
    /// sentences. The parser reports an error that says so for exactly those (no mistake passes in silence, and no
    /// sentence gets one).
    @Test func mutatedSentencesAreJudgedAlike() throws {
        let grammar = try Self.grammar()
        var compared = 0
        var rejected = 0
        for seed in UInt64(1)...3_000 {
            var generator = GrammarSentenceGenerator(grammar: grammar, seed: seed)
            let text = generator.sentence()
            let tokens = Lexer.tokenize(SourceFile(id: FileID(0), displayPath: "g.alert", text: text)).tokens.dropLast()
            guard tokens.count > 1 else { continue }
            // Fixed strides through the tokens pick which one is changed and which one is copied.
            let target = tokens[Int(seed &* 7_919 % UInt64(tokens.count))]
            let copied = tokens[Int(seed &* 104_729 % UInt64(tokens.count))]
            var bytes = Array(text.utf8)
            if seed % 2 == 0 {
                bytes.removeSubrange(target.start..<target.end)
            } else {
                bytes.insert(contentsOf: Array(text.utf8)[copied.start..<copied.end] + [0x20], at: target.start)
            }
            let mutated = String(decoding: bytes, as: UTF8.self)
            // A deleted quote or `#` can make a lexical error.
            guard let judgement = Self.judge(mutated, grammar) else { continue }
            #expect(judgement.disagreement == nil, "seed \(seed): \(judgement.disagreement ?? "")\n\(mutated)")
            compared += 1
            if !judgement.isSentence { rejected += 1 }
        }
        #expect(compared > 1_000 && rejected > compared / 3, "\(compared) compared, \(rejected) not sentences")
    }
}
