import AlertDSL
import Foundation
import Testing

/// No input makes the front end crash or hang: every prefix of every sample, every sample with
/// one byte deleted, and pathological nesting all end with diagnostics.
@Suite struct RobustnessTests {
    @Test("every prefix and every one-byte deletion", arguments: TestSupport.sampleFiles())
    func truncationsAndDeletions(_ url: URL) throws {
        let bytes = try Array(Data(contentsOf: url))
        for length in 0...bytes.count {
            _ = TestSupport.diagnose(bytes: Array(bytes[0..<length]), path: "prefix.alert")
        }
        for index in bytes.indices {
            var mutated = bytes
            mutated.remove(at: index)
            _ = TestSupport.diagnose(bytes: mutated, path: "deleted.alert")
        }
    }

    @Test func deepNestingGivesOneDiagnostic() {
        for (open, close) in [("[", "]"), (".a(", ")")] {
            let depth = 100_000
            let text =
                "alert a { after: " + String(repeating: open, count: depth) + String(repeating: close, count: depth)
                + " }"
            let file = SourceFile(id: FileID(0), displayPath: "t", text: text)
            #expect(Parser.parse(file).diagnostics.diagnostics.map(\.code) == [.nestingTooDeep])
            // The whole front end survives it too.
            let (_, diagnostics) = TestSupport.diagnose(text)
            #expect(diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
        }
        let unclosed = "alert a { after: " + String(repeating: "[", count: 100_000)
        let (_, diagnostics) = TestSupport.diagnose(unclosed)
        #expect(diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
    }

    /// An action or field body may hold any member in the grammar, so bodies nest too: 1,000 of them overflowed the
    /// stack of a debug build. Past the limit the body is one error and is skipped whole.
    @Test func deeplyNestedBodiesGiveOneDiagnostic() {
        for member in ["action a", "field f"] {
            let depth = 100_000
            let text =
                "alert a { " + String(repeating: member + " { ", count: depth) + String(repeating: "} ", count: depth)
                + "}"
            let file = SourceFile(id: FileID(0), displayPath: "t", text: text)
            #expect(Parser.parse(file).diagnostics.diagnostics.map(\.code) == [.nestingTooDeep])
            let (_, diagnostics) = TestSupport.diagnose(text)
            #expect(diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
        }
        let limit = Parser.maximumNestingDepth
        let deepest =
            "alert a { " + String(repeating: "action a { ", count: limit - 1) + String(repeating: "} ", count: limit)
        let file = SourceFile(id: FileID(0), displayPath: "t", text: deepest)
        #expect(Parser.parse(file).diagnostics.diagnostics.isEmpty)
    }

    /// A group that recovery skips (`Parser.skipGroup`) counts toward the nesting limit as a parsed one does: one error
    /// at the opener that goes deeper, besides the error that started the skip. Skipping is iterative and linear.
    @Test func deeplyNestedSkippedGroupsGiveOneDiagnostic() {
        for (open, close) in [("[", "]"), ("(", ")"), ("{", "}")] {
            let start = TestSupport.threadCPUTime()
            let depth = 100_000
            let opened = "alert a { title: \"T\" ) " + String(repeating: open, count: depth)
            for text in [opened + String(repeating: close, count: depth) + " action ok \"OK\" }", opened] {
                let file = SourceFile(id: FileID(0), displayPath: "t", text: text)
                let codes = Parser.parse(file).diagnostics.diagnostics.map(\.code)
                #expect(codes.filter { $0 == .nestingTooDeep }.count == 1, "\(open) \(codes)")
                let (_, diagnostics) = TestSupport.diagnose(text)
                #expect(diagnostics.filter { $0.code == .nestingTooDeep }.count == 1)
            }
            #expect(TestSupport.threadCPUTime() - start < .seconds(10))
        }
        // Up to the limit (the body's own brace included among bodies), a skipped group is no deeper than allowed.
        let limit = Parser.maximumNestingDepth
        for (open, close, count) in [("[", "]", limit), ("{", "}", limit - 1)] {
            for extra in [0, 1] {
                let text =
                    "alert a { title: \"T\" ) " + String(repeating: open, count: count + extra)
                    + String(repeating: close, count: count + extra) + " action ok \"OK\" }"
                let file = SourceFile(id: FileID(0), displayPath: "t", text: text)
                let codes = Parser.parse(file).diagnostics.diagnostics.map(\.code)
                #expect(codes == [.expectedMember] + (extra == 0 ? [] : [.nestingTooDeep]), "\(open) \(extra)")
            }
        }
    }

    /// A stray `{` in a list looks ahead for a `}` of its own (`Parser.strayBraceTakesBodyEnd`); such lookaheads share
    /// the budget of the closer lookaheads, so a body of many, each reading to the end of the file (each skipped alone,
    /// the list ending at the property after it), stays linear: without the budget, 50 s of a debug build's CPU.
    @Test func manyStrayBracesInListsStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = "alert x {\n" + String(repeating: "  p: [x, {\n  q: 1\n", count: 10_000) + "}\n"
        let (_, diagnostics) = TestSupport.diagnose(text)
        #expect(!diagnostics.isEmpty)
        #expect(TestSupport.threadCPUTime() - start < .seconds(10))
    }

    @Test func nestingUpToTheLimitIsAccepted() {
        let depth = Parser.maximumNestingDepth
        let text =
            "alert a { after: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + " }"
        let file = SourceFile(id: FileID(0), displayPath: "t", text: text)
        #expect(Parser.parse(file).diagnostics.diagnostics.isEmpty)
    }

    /// A line of single quotes, each searching for its closing `'` past escaped ones (`'\'\'…`), is lexed in time
    /// linear in the line: each `'` searched to the end of the line, 100,000 of them took 7.8 s in a release build.
    @Test func manySingleQuotesOnOneLineStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = "alert a { title: " + String(repeating: "'\\", count: 100_000) + " }"
        let diagnostics = TestSupport.diagnose(text).1
        // Each `'` and each `\` is an unexpected character: no text is quoted.
        #expect(diagnostics.count == 200_000)
        #expect(diagnostics.allSatisfy { $0.code == .unexpectedCharacter })
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A line of raw string openers that no `"#` closes (`#"x#"x…`) is lexed in time linear in the line: each `#"`
    /// searched for its closer to the end of the line would take time quadratic in it.
    @Test func manyRawStringOpenersOnOneLineStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = "alert a { title: " + String(repeating: "#\"x", count: 100_000) + " }"
        let diagnostics = TestSupport.diagnose(text).1
        #expect(!diagnostics.isEmpty)
        #expect(!diagnostics.contains { $0.message.hasPrefix("raw string") })
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A line of `##"x"#`, each a colour literal (no `"##` closes the `##"`) and a raw string `#"x"#`, is lexed in
    /// time linear in the line: what a failed search saw tells where a raw string with fewer `#`s may close.
    @Test func rawStringsAfterFailedOnesWithMoreHashesStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = "alert a { title: " + String(repeating: "##\"x\"# ", count: 50_000) + "}"
        let diagnostics = TestSupport.diagnose(text).1
        #expect(diagnostics.filter { $0.message.hasPrefix("raw string") }.count == 50_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A file of `#"""` openers that no closing line ends, each followed by a multi-line string that closes (an invalid
    /// colour, then the string), is lexed in time linear in the file: each opener searched for its closing line to the
    /// end of the file would take time quadratic in it. With a `"""#` after each `##"""`, each `#"""` after the failed
    /// `##"""`'s first `#` is a raw string: what the failed search saw tells where it closes.
    @Test func manyMultilineRawStringOpenersStayLinear() {
        let start = TestSupport.threadCPUTime()
        let unclosed = "alert a { title: [" + String(repeating: "#\"\"\"\nx\n\"\"\", ", count: 50_000) + "] }"
        let diagnostics = TestSupport.diagnose(unclosed).1
        #expect(diagnostics.filter { $0.message.hasPrefix("invalid colour") }.count == 50_000)
        #expect(!diagnostics.contains { $0.message.hasPrefix("raw string") })
        let fewerHashes = "alert a { title: [" + String(repeating: "##\"\"\"\nx\n\"\"\"#, ", count: 50_000) + "] }"
        let raw = TestSupport.diagnose(fewerHashes).1
        #expect(raw.filter { $0.message.hasPrefix("raw string") }.count == 50_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A run of `#`s is lexed in time linear in the run: each `#`, an invalid colour, counted the `#`s after it to see
    /// whether they open a raw string (40,000 took 8.6 s in a debug build), and after a `#"""` each read the blanks
    /// after the `"""` again to see whether they end its line.
    @Test func longRunsOfHashesStayLinear() {
        let start = TestSupport.threadCPUTime()
        let hashes = String(repeating: "#", count: 100_000)
        let colours = TestSupport.diagnose("alert a { title: " + hashes + " }").1
        #expect(colours.filter { $0.message.hasPrefix("invalid colour") }.count == 100_000)
        let blanks = "alert a { title: " + hashes + "\"\"\"" + String(repeating: " ", count: 100_000) + "x\"\"\" }"
        #expect(!TestSupport.diagnose(blanks).1.contains { $0.message.hasPrefix("raw string") })
        let closed = "alert a { title: " + hashes + "\"\"\"\n    x\n    \"\"\"" + hashes.dropFirst(50_000) + "\n}\n"
        let raw = TestSupport.diagnose(closed).1
        #expect(raw.filter { $0.message.hasPrefix("invalid colour") }.count == 50_000)
        #expect(raw.filter { $0.message.hasPrefix("raw string") }.count == 1)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A one-line literal's escapes and interpolations are scanned in time linear in the line: finding the line's
    /// end once an escape made 100,000 `\n` in one literal take 18 s. The bound is on this thread's CPU time, which
    /// a crowded machine does not stretch as it stretches the wall clock.
    @Test func manyEscapesOnOneLineStayLinear() {
        let start = TestSupport.threadCPUTime()
        let escapes = "alert a(n: Int) { title: \"" + String(repeating: "\\n\\(n)", count: 100_000) + "\" }"
        let (_, diagnostics) = TestSupport.diagnose(escapes)
        #expect(diagnostics.isEmpty)
        let undeclared = "alert a { title: \"" + String(repeating: "\\(m)", count: 50_000) + "\" }"
        #expect(TestSupport.diagnose(undeclared).1.count == 50_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// Many one-line literals with escapes on one line are scanned in time linear in the line: finding the line's
    /// end once a literal took the rest of the line for each, so 100,000 `"\n",` took 79 s and 100,000 `"\(" ` 147 s
    /// of a debug build.
    @Test func manyLiteralsWithEscapesOnOneLineStayLinear() {
        let start = TestSupport.threadCPUTime()
        let spans = "alert a { title: [" + String(repeating: "\"\\n\", ", count: 100_000) + "] }"
        #expect(TestSupport.diagnose(spans).1.isEmpty)
        let broken = "alert a { title: " + String(repeating: "\"\\(\" ", count: 100_000) + "}"
        #expect(TestSupport.diagnose(broken).1.filter { $0.code == .invalidInterpolation }.count == 100_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// `"""x"""` written many times on one line is lexed in time linear in the line: each opening `"""` looked for
    /// its line's end before a closing `"""` on it, so 100,000 took over 200 s of a debug build.
    @Test func manyTripleQuotedLiteralsOnOneLineStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = "alert a { title: " + String(repeating: "\"\"\"x\"\"\" ", count: 100_000) + "}"
        let diagnostics = TestSupport.diagnose(text).1
        #expect(diagnostics.filter { $0.code == .multilineStringStart }.count == 100_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// An alert body with a lexical error is skimmed, backed out of and parsed: backing out copied every diagnostic
    /// of the file so far, so 60,000 alerts with an unterminated string took 37 s of a debug build's CPU time (1.5 s
    /// now), 20,000 took 4 s in a release build.
    @Test func manyBodiesWithLexicalErrorsStayLinear() {
        let start = TestSupport.threadCPUTime()
        let text = (0..<60_000).map { "alert a\($0) { title: \"x\n" }.joined()
        let (_, diagnostics) = TestSupport.diagnose(text)
        #expect(diagnostics.filter { $0.code == .unterminatedString }.count == 60_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// The parser looks past its one token of lookahead on a copy of the lexer (a member keyword used as a name, a
    /// label after an argument without its `,`): the copy shared the file's diagnostics and copied them all at a
    /// lexical error, so 40,000 such lines took 27 s in a debug build, 20,000 of the second kind 10 s.
    @Test func manyLookaheadsPastLexicalErrorsStayLinear() {
        let start = TestSupport.threadCPUTime()
        let memberKeywords = (0..<40_000).map { "    action field x\($0) $\n" }.joined()
        let labels = (0..<40_000).map { "    p\($0): .f(1 a: 2 $)\n" }.joined()
        for lines in [memberKeywords, labels] {
            let (_, diagnostics) = TestSupport.diagnose("actions S {\n" + lines + "}\n")
            #expect(diagnostics.filter { $0.code == .unexpectedCharacter }.count == 40_000)
        }
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// Each undeclared `\(name)` looks for a "did you mean" among the alert's parameters, whose names were copied
    /// into an array for every search even once the suggestion budget was spent: 20,000 of them in an alert of
    /// 20,000 parameters took 22 s of a debug build's CPU time (the cost grows with the square); 2 s now for 30,000.
    @Test func manyUndeclaredParametersAmongManyStayLinear() {
        let start = TestSupport.threadCPUTime()
        let parameters = (0..<30_000).map { "p\($0): Int" }.joined(separator: ", ")
        let title = (0..<30_000).map { "\\(q\($0))" }.joined()
        let (_, diagnostics) = TestSupport.diagnose("alert a(\(parameters)) { title: \"\(title)\" }")
        #expect(diagnostics.filter { $0.code == .undeclaredParameter }.count == 30_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A property written as Swift assigns (`title = "…"`) drops the lexer's error for its `=`: the parser held a
    /// copy of the lexer's diagnostics across that removal, which copied every lexical error of the file so far, so
    /// 40,000 such lines each with an invalid escape took 78 s of a debug build's CPU time.
    @Test func manySwiftStylePropertiesAfterLexicalErrorsStayLinear() {
        let start = TestSupport.threadCPUTime()
        let lines = (0..<40_000).map { _ in "    title = \"\\q\"\n" }.joined()
        let (_, diagnostics) = TestSupport.diagnose("alert a {\n" + lines + "    action ok \"OK\"\n}\n")
        #expect(diagnostics.filter { $0.code == .invalidEscape }.count == 40_000)
        #expect(diagnostics.filter { $0.code == .unexpectedCharacter }.isEmpty)
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// A name first on its line before a value, in a list or argument list, looks once per group for the group's
    /// closer (`Parser.isCloserMissing`): each group keeps its own answer, so an argument list whose labels without
    /// their ':' alternate with lists that ask for their own `]` is not looked through again after each list (a
    /// cache of the last group's answer took time quadratic in the lines).
    @Test func manyNamesBeforeValuesAmongInnerGroupsStayLinear() {
        let start = TestSupport.threadCPUTime()
        let lines = (0..<20_000).map { _ in "        a 1\n        [b\n        c 1],\n" }.joined()
        let text = "alert x {\n    title: .f(\n" + lines + "    )\n    action ok \"OK\"\n}\n"
        let (_, diagnostics) = TestSupport.diagnose(text)
        #expect(diagnostics.filter { $0.message == "expected ':' after argument label 'a'" }.count == 20_000)
        #expect(diagnostics.filter { $0.message == "expected ',' between list elements" }.count == 40_000)
        #expect(!diagnostics.contains { $0.message.hasPrefix("expected ')'") || $0.message.hasPrefix("expected ']'") })
        #expect(TestSupport.threadCPUTime() - start < .seconds(15))
    }

    /// Groups one after another whose closer lookaheads (`Parser.isCloserMissing`) each read as far as the same
    /// `}`, or the same run of closers, share one budget: each lookahead is once per group, but 6,000 of them each
    /// reading the rest of the body took time quadratic in the lines (lists in an argument list, each ended by a
    /// stray ')' and the last ']'s closing them all; a body of `p: [x,` or `p: .f(1` lines before `a 1` or `q: 2`:
    /// 30 s of CPU each in a debug build, well under 1 s now).
    @Test func manyGroupsLookingForTheSameCloserStayLinear() {
        let n = 6_000
        let inputs = [
            "alert x {\n title: .f(\n" + String(repeating: "[\n a 1 ) b: 2,\n", count: n) + "]\n)\n}\n",
            "alert x {\n" + String(repeating: "  p: [x,\n  a 1\n", count: n) + "}\n",
            "alert x {\n" + String(repeating: "  p: .f(1\n  q: 2\n", count: n) + "}\n",
        ]
        for text in inputs {
            let start = TestSupport.threadCPUTime()
            let (_, diagnostics) = TestSupport.diagnose(text)
            #expect(!diagnostics.isEmpty)
            #expect(TestSupport.threadCPUTime() - start < .seconds(10))
        }
    }

    /// A property's name first on its line before a value, in an argument list, is a label without its ':' when the
    /// case has that label (`Parser.isArgumentLabel`): each such line looked back from the list's `(` over the whole
    /// of the case's name, so a name of 100,000 bytes before 20,000 of them took 50 s of a debug build's CPU time. The
    /// look back goes no further than the longest name of a case with labels.
    @Test func argumentLabelLookbehindIsBounded() {
        let start = TestSupport.threadCPUTime()
        let lines = String(repeating: "        title 1\n", count: 20_000)
        let text =
            "alert x {\n    title: ." + String(repeating: "a", count: 100_000) + "(\n" + lines
            + "    )\n    action ok \"OK\"\n}\n"
        let (_, diagnostics) = TestSupport.diagnose(text)
        #expect(diagnostics.filter { $0.message == "expected ':' after argument label 'title'" }.count == 20_000)
        #expect(TestSupport.threadCPUTime() - start < .seconds(10))
    }

    @Test func garbageInputs() {
        let inputs: [[UInt8]] = [
            [], [0], [0xFF, 0xFE], Array("}}}}".utf8), Array("alert".utf8), Array("@".utf8), Array("@default".utf8),
            Array("alert a {".utf8), Array("alert a { action".utf8), Array("\"\"\"".utf8), Array("/*".utf8),
            Array("alert a(".utf8), Array("theme T: ".utf8), Array("alert a { title: .localized(".utf8),
            Array(repeating: UInt8(ascii: "("), count: 10_000), Array(repeating: UInt8(ascii: "{"), count: 10_000),
            Array(repeating: UInt8(ascii: "}"), count: 10_000),
            // Each ends right after a byte whose meaning depends on the one after it.
            Array("alert a { priority: 5.".utf8), Array("alert a { title: \"A\" } */".utf8),
        ]
        for input in inputs {
            let (_, diagnostics) = TestSupport.diagnose(bytes: input, path: "garbage.alert")
            if !input.isEmpty { #expect(!diagnostics.isEmpty) }
        }
    }
}
