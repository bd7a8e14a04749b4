import Foundation
import Testing

@testable import AlertDSL

/// Alert bodies skimmed and parsed bounded by their `}` (`Parser.skimBody`), now or when analysis checks the alert
/// (`defersAlertBodies`), give exactly what parsing each body as it goes gives: the same program and the same
/// diagnostics, on valid files and on files broken in every bracket and quote.
@Suite struct DeferredAlertBodyTests {
    private static let inputs = TestSupport.sampleFiles() + TestSupport.alertFiles(in: TestSupport.fixturesDirectory)

    /// The program and the rendered diagnostics of one file checked as a whole program.
    private func outcome(_ bytes: [UInt8], _ bodies: Parser.AlertBodies) -> (ResolvedProgram, String) {
        var sources = SourceManager()
        let file = sources.add(displayPath: "test.alert", bytes: bytes)
        let parsed = Parser.parse(file, alertBodies: bodies)
        var diagnostics = parsed.diagnostics
        let analyzed = SemanticAnalyzer.analyze([parsed.syntax], sources: sources)
        diagnostics.append(contentsOf: analyzed.diagnostics)
        let text = TextDiagnosticRenderer(sources: sources, useColor: false).render(diagnostics.sorted { _ in 0 })
        return (analyzed.program, text)
    }

    private func expectSameOutcome(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        let inline = outcome(bytes, .inline)
        for bodies in [Parser.AlertBodies.skimmed, .deferred] {
            let other = outcome(bytes, bodies)
            #expect(other.0 == inline.0, "program, \(bodies), \(what())")
            #expect(other.1 == inline.1, "diagnostics, \(bodies), \(what())")
        }
        expectSameSkim(bytes, what())
    }

    /// `BodyScanner` delimits exactly the bodies following tokens delimits, at the same `}`, or leaves them to it.
    private func expectSameSkim(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        let file = SourceFile(id: FileID(0), displayPath: "test.alert", bytes: bytes)
        let scanned = Parser.parse(file, alertBodies: .deferred, scansBodyBytes: true)
        let followed = Parser.parse(file, alertBodies: .deferred, scansBodyBytes: false)
        #expect(
            scanned.syntax.declarations.map(\.deferredBody) == followed.syntax.declarations.map(\.deferredBody),
            "deferred bodies, \(what())")
        #expect(scanned.diagnostics.diagnostics == followed.diagnostics.diagnostics, "diagnostics, \(what())")
    }

    @Test("the same outcome, also with a bracket or quote removed or a '}' moved to the end", arguments: inputs)
    func sameOutcome(_ url: URL) throws {
        let bytes = try Array(Data(contentsOf: url))
        expectSameOutcome(bytes, url.lastPathComponent)
        let delimiters = Set("{}()[]\"".utf8)
        for index in bytes.indices where delimiters.contains(bytes[index]) {
            var mutated = bytes
            mutated.remove(at: index)
            expectSameOutcome(mutated, "\(url.lastPathComponent) without byte \(index)")
            // Brackets that balance again, but a body that does not end where its declaration does.
            if bytes[index] == UInt8(ascii: "}") {
                mutated += Array("\n}\n".utf8)
                expectSameOutcome(mutated, "\(url.lastPathComponent) with the '}' at \(index) moved to the end")
            }
        }
    }

    @Test func declarationInsideABalancedBody() {
        let texts = [
            "alert a { title: \"A\"\nalert b { title: \"B\" }\n}\n",
            "alert a { title: \"A\" action ok \"OK\" {\ntheme T { tintColor: .red }\n} }\n",
            "alert a { title: .system(\nalert b { title: \"B\" }\n) }\n",
        ]
        for text in texts { expectSameOutcome(Array(text.utf8), text) }
    }

    /// A raw string's tokens do not depend on where lexing started: a failed `##"` before a body on its line does not
    /// make the body's `#"y"#` two colours when the body is lexed inline, and a raw string when it is lexed again.
    @Test func rawStringAfterAFailedOneOnItsLine() {
        let texts = [
            "alert a { title: ##\"x\" } alert b { title: #\"y\"# }\n",
            "alert a { title: ###\"x\"## } alert b { title: ##\"y\"## action ok #\"OK\"# }\n",
            "alert a { title: ##\"\"\"\n x\n \"\"\"# }\nalert b { title: #\"\"\"\n y\n \"\"\"# }\n",
            "alert a { title: #\"\"\"\n } alert b {\n \"\"\"# }\n",
            // The run of `#`s a search counted last, and the end of its `"""`'s line, are not counted again.
            "alert a { title: ####\"\"\"  \n } alert b {\n \"\"\"## }\nalert c { title: ##\"\"\"\n z\n \"\"\"## }\n",
            "alert a { title: ###\"\"\" x } alert b { title: ##\"\"\"\n y\n \"\"\"## action ok ##\"OK\"## }\n",
        ]
        for text in texts { expectSameOutcome(Array(text.utf8), text) }
    }

    /// A copy of the lexer that looks ahead (`lookaheadCopy`) keeps what its searches learn to itself, though it
    /// starts with what the lexer learnt before (`'q'`, `#"q"#`): a failed `##"` after `#"a"#` seen by the copy first
    /// would otherwise tell the lexer that no `"#` closes the `#"a"#` on that line.
    @Test func aLookaheadCopysSearchesDoNotChangeTheLexersTokens() {
        let texts = [
            "#\"q\"# x #\"a\"# ##\"b\n", "#\"q\"# x #\"\"\"\n a\n \"\"\"# ##\"\"\"\n b\n", "'q' x 'a' '\\'b\n",
        ]
        for text in texts {
            let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
            let fresh = Lexer.tokenize(file).tokens.map { [$0.start, $0.end] }
            let tokens = file.bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer, file: file.id)
                var tokens = [lexer.next(), lexer.next()]
                var probe = lexer.lookaheadCopy()
                while probe.next().kind != .endOfFile {}
                repeat { tokens.append(lexer.next()) } while tokens.last?.kind != .endOfFile
                return tokens.map { [$0.start, $0.end] }
            }
            #expect(tokens == fresh, "\(text)")
        }
    }

    /// The declaration keywords are spelt out again, for speed, where a skim looks for a declaration inside a body
    /// (`BodyScanner`, `Parser.mayBeDeclarationKeyword`, `Parser.declarationKind`): each must know every kind, or a
    /// body missing its `}` would be delimited past the next declaration, at a `}` that closes brackets in order.
    @Test func everyDeclarationKeywordEndsASkim() {
        for kind in DeclarationKind.allCases {
            let name = kind == .import ? "\"x.alert\"" : "x"
            let text = "alert a { title: \"A\"\n\(kind.rawValue) \(name) {\n}\n}\n"
            let file = SourceFile(id: FileID(0), displayPath: "test.alert", bytes: Array(text.utf8))
            for scansBodyBytes in [true, false] {
                let parsed = Parser.parse(file, alertBodies: .deferred, scansBodyBytes: scansBodyBytes)
                #expect(parsed.syntax.declarations.first?.deferredBody == nil, "\(kind), \(scansBodyBytes)")
            }
        }
    }

    @Test func deferredBodiesAreDelimitedAndLeftForAnalysis() throws {
        let text = """
            alert first { title: "A" action ok "OK" { titleColor: .red } }
            alert broken { title: .system(size: 12 }
            alert last { title: "C" action ok "OK" }

            """
        var sources = SourceManager()
        let file = sources.add(displayPath: "test.alert", bytes: Array(text.utf8))
        let parsed = Parser.parse(file, defersAlertBodies: true)
        let alerts = parsed.syntax.declarations
        #expect(alerts.count == 3)
        // A well-formed body is only delimited; one whose brackets do not close in order is parsed at once.
        let first = try #require(alerts[0].deferredBody)
        #expect(text.utf8.dropFirst(first.start).prefix(first.end - first.start).first == UInt8(ascii: "{"))
        #expect(String(decoding: Array(text.utf8)[first.start..<first.end], as: UTF8.self).hasSuffix("} }"))
        #expect(alerts[0].body == nil)
        #expect(alerts[1].deferredBody == nil)
        #expect(alerts[1].body != nil)
        #expect(alerts[2].deferredBody != nil)
        #expect(parsed.diagnostics.hasErrors)
    }

    @Test func lexicalErrorsAfterASkimmedBodyAreKept() {
        let (_, diagnostics) = TestSupport.diagnose("alert a { title: \"A\" action ok \"OK\" }\n/* open")
        #expect(diagnostics.map(\.code) == [.unterminatedComment])
    }
}
