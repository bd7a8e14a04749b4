import AlertCompiler
import AlertDSL
import Foundation
import Testing

/// The formatter (docs/formatting.md): it keeps the meaning of every program (same diagnostics,
/// byte-identical JSON), keeps every comment, is idempotent, and lays out the golden fixtures
/// exactly as `<name>.formatted.alert` says.
/// Refresh the goldens after a reviewed change: `ALERTC_UPDATE_GOLDENS=1 swift test --filter Formatter`.
@Suite struct FormatterTests {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The inputs of the golden tests: `Fixtures/<name>.alert` without `.formatted`.
    static let goldenNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".alert") && !$0.hasSuffix(".formatted.alert") }
            .map { String($0.dropLast(".alert".count)) }.sorted()
    }()

    /// The front end's fixtures, which the formatter must keep the meaning of.
    static let dslValidFixtures = FormatTestSupport.alertFiles(
        in: FormatTestSupport.dslFixtures.appendingPathComponent("valid"))
    static let dslDiagnosticsFixtures = FormatTestSupport.alertFiles(
        in: FormatTestSupport.dslFixtures.appendingPathComponent("diagnostics"))

    /// A test over an empty list of arguments passes without running: a moved or emptied fixtures directory
    /// must fail here instead.
    @Test func fixturesAreFound() {
        #expect(!Self.goldenNames.isEmpty)
        #expect(!Self.dslValidFixtures.isEmpty)
        #expect(!Self.dslDiagnosticsFixtures.isEmpty)
    }

    // MARK: Golden layouts

    @Test("golden layout", arguments: goldenNames)
    func golden(_ name: String) throws {
        let input = try String(
            contentsOf: Self.fixturesDirectory.appendingPathComponent("\(name).alert"), encoding: .utf8)
        let formatted = try #require(FormatTestSupport.format(input))
        let expectedURL = Self.fixturesDirectory.appendingPathComponent("\(name).formatted.alert")
        if ProcessInfo.processInfo.environment["ALERTC_UPDATE_GOLDENS"] == "1" {
            try formatted.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(formatted == expected)
        #expect(FormatTestSupport.format(expected) == expected, "the golden output is not a fixed point")
        #expect(FormatTestSupport.comments(of: input) == FormatTestSupport.comments(of: formatted))
    }

    @Test("the golden inputs keep their meaning", arguments: goldenNames)
    func goldenMeaning(_ name: String) throws {
        let input = try String(
            contentsOf: Self.fixturesDirectory.appendingPathComponent("\(name).alert"), encoding: .utf8)
        try FormatTestSupport.expectSameMeaning(["\(name).alert": input])
    }

    /// Swift's `@available(...)` is one unknown attribute to the parser, which skips its arguments (the checker reports
    /// the attribute), so the file has no syntax error and is formatted, with the arguments kept as written. It crashed
    /// (a range whose start passed its end) when a body followed (found by libFuzzer); then the file was left as it
    /// was, and `format --check` passed a file it had not laid out.
    @Test func swiftAvailabilityArgumentsAreKeptAsWritten() throws {
        let text = """
            @available(macOS 10.15.4, *)
            @available( *,  deprecated, // why
              message: "old" )
            page Home
            alert bye { title: "Bye"; action ok "OK" }

            """
        let file = SourceFile(id: FileID(0), displayPath: "a.alert", text: text)
        let formatted = try #require(Formatter.format(file))
        #expect(
            formatted == """
                @available(macOS 10.15.4, *)
                @available( *,  deprecated, // why
                  message: "old" )
                page Home

                alert bye {
                    title: "Bye"
                    action ok "OK"
                }

                """)
        let again = SourceFile(id: FileID(0), displayPath: "a.alert", text: formatted)
        #expect(Formatter.format(again) == formatted)
    }

    /// Swift's `@available(...)` arguments are kept up to where the parser ended the attribute, stray closers
    /// included: the parser skips a `]` or `}` that closes nothing open, and a group with a `)` that closes it early
    /// (`([)`), whereas the formatter matched its own `)` by counting brackets and, out of step with the tree, said it
    /// had lost its place (`alertc format` "cannot format" a file without a syntax error). The rest is formatted.
    @Test func swiftAvailabilityArgumentsWithStrayClosers() throws {
        let attributes = [
            "@available(iOS, ])", "@available(iOS])", "@available(])", "@available(iOS, [)", "@available(iOS, {)",
            "@available(iOS, ([), *)", "@available(iOS, (x, [y), *)", "@available( iOS, ] // why\n  , * )",
        ]
        for attribute in attributes {
            try FormatTestSupport.expectLayout(
                of: attribute + "\npage   Home\nalert bye { title: \"Bye\"; action ok \"OK\" }\n",
                is: attribute + "\npage Home\n\nalert bye {\n    title: \"Bye\"\n    action ok \"OK\"\n}\n")
        }
        // A `}` ends the arguments where their `)` is missing, a `]` alone leaves them unclosed, and in `(]))` the
        // first `)` ends them (the `]` closed nothing), so the last is stray: syntax errors, so these are not formatted
        // (nor taken for a defect of the formatter).
        for attribute in ["@available(iOS, })", "@available(iOS, ]", "@available(iOS, (]))"] {
            let file = SourceFile(id: FileID(0), displayPath: "a.alert", text: attribute + "\npage Home\n")
            #expect(Parser.parse(file).diagnostics.hasErrors, "\(attribute)")
            #expect(Formatter.format(file) == nil, "\(attribute)")
        }
    }

    /// An unknown attribute with empty parentheses (the checker's error, not the parser's) keeps them. The formatter
    /// lost its place at the `)` and left the file as it was, unnoticed until a file it cannot lay out became an error
    /// (181 of the 4,000 generated sentences).
    @Test func unknownAttributeWithEmptyParentheses() throws {
        try FormatTestSupport.expectLayout(
            of: "@unknown( ) page P\nalert a { @x() action ok \"OK\" }\n",
            is: "@unknown()\npage P\n\nalert a {\n    @x()\n    action ok \"OK\"\n}\n")
    }

    @Test func crlfInputKeepsCRLF() throws {
        let input = try String(
            contentsOf: Self.fixturesDirectory.appendingPathComponent("comments.alert"), encoding: .utf8)
        let expected = try String(
            contentsOf: Self.fixturesDirectory.appendingPathComponent("comments.formatted.alert"), encoding: .utf8)
        let crlf = input.replacingOccurrences(of: "\n", with: "\r\n")
        try FormatTestSupport.expectLayout(
            of: crlf, is: expected.replacingOccurrences(of: "\n", with: "\r\n"), path: "crlf.alert")
    }

    /// The line end style is that of the first line break outside comments: a block comment's own `\n` (kept as
    /// written) once made a CRLF file come out CRLF and then, formatted again, LF.
    @Test func lineBreaksInsideBlockCommentsDoNotSetTheLineEnds() {
        let crlf = "/* a\n b */\r\npage A\r\n"
        #expect(FormatTestSupport.format("\r\n/* a\n b */ page A\r\n") == crlf)
        #expect(FormatTestSupport.format(crlf) == crlf)
        let lf = "/* a\r\n b */\n\npage A\n"
        #expect(FormatTestSupport.format("/* a\r\n b */\n\npage A\r\n") == lf)
        #expect(FormatTestSupport.format(lf) == lf)
        // A line comment's line break counts; a `/*` inside a line comment starts no block comment.
        #expect(FormatTestSupport.format("// x /* y\r\npage A\n") == "// x /* y\r\npage A\r\n")
    }

    // MARK: Meaning, idempotence, comments on every program the project has

    @Test func samplesKeepTheirMeaning() throws {
        let files = try FormatTestSupport.tree(BackendTestSupport.samplesDirectory)
        #expect(files.count > 1)
        try FormatTestSupport.expectSameMeaning(files)
        for (path, text) in files {
            try FormatTestSupport.expectStable(text, path)
            guard !path.contains("/") else { continue }
            // Each sample as a program of its own, with the shared files it may import.
            try FormatTestSupport.expectSameMeaning(files.filter { $0.key == path || $0.key.hasPrefix("shared/") })
        }
    }

    @Test("valid fixtures keep their meaning", arguments: dslValidFixtures)
    func validFixture(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try FormatTestSupport.expectStable(text, url.lastPathComponent)
        try FormatTestSupport.expectSameMeaning([url.lastPathComponent: text], expectClean: true)
    }

    /// The diagnostics fixtures: a file with a syntax error is not formatted; any other keeps its
    /// diagnostics (same severity, code and messages).
    @Test("diagnostics fixtures keep their diagnostics", arguments: dslDiagnosticsFixtures)
    func diagnosticsFixture(_ url: URL) throws {
        let bytes = try Array(Data(contentsOf: url))
        let file = SourceFile(id: FileID(0), displayPath: url.lastPathComponent, bytes: bytes)
        let hasSyntaxErrors = Parser.parse(file).diagnostics.hasErrors
        let formatted = AlertDSL.Formatter.format(file)
        #expect((formatted == nil) == hasSyntaxErrors)
        guard formatted != nil else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        try FormatTestSupport.expectStable(text, url.lastPathComponent)
        try FormatTestSupport.expectSameMeaning([url.lastPathComponent: text])
    }

    @Test(
        "reference programs of other tests keep their meaning",
        arguments: [
            JSONBackendTests.program, GraphBackendTests.source, SwiftBackendPrograms.injection,
            SwiftBackendPrograms.keywords,
        ])
    func referenceProgram(_ text: String) throws {
        try FormatTestSupport.expectStable(text, "program.alert")
        try FormatTestSupport.expectSameMeaning(["program.alert": text])
    }

    // MARK: Rules

    @Test func syntaxErrorsGiveNil() {
        #expect(FormatTestSupport.format("alert a { title: }") == nil)
        #expect(FormatTestSupport.format("alert a { title: \"x\"") == nil)
        #expect(FormatTestSupport.format("/* unterminated") == nil)
    }

    @Test func emptyAndCommentOnlyFiles() {
        #expect(FormatTestSupport.format("") == "")
        #expect(FormatTestSupport.format("\n\n  \n") == "")
        #expect(FormatTestSupport.format("\n\n// only\n\n\n/* this */\n") == "// only\n\n/* this */\n")
    }

    @Test func byteOrderMarkIsKept() {
        #expect(FormatTestSupport.format("\u{FEFF}page  A") == "\u{FEFF}page A\n")
    }

    @Test func declarationsOnOneLine() {
        #expect(FormatTestSupport.format("page A page B") == "page A\npage B\n")
        #expect(FormatTestSupport.format("page A {} page B") == "page A {}\npage B\n")
        #expect(FormatTestSupport.format("page A { theme: T } page B") == "page A {\n    theme: T\n}\n\npage B\n")
        #expect(FormatTestSupport.format("page A\npage B { theme: T }") == "page A\n\npage B {\n    theme: T\n}\n")
        #expect(FormatTestSupport.format("page A\n\n\n\npage B\n") == "page A\n\npage B\n")
    }

    /// Attributes and what they apply to are one block: a blank line between them goes (it was kept).
    @Test func noBlankLineAfterAnAttribute() throws {
        let text =
            "@default\n\n@deprecated(\"x\")\n\n\ntheme T {}\nalert a {\n    @deprecated\n\n    action ok \"OK\"\n}\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is: "@default\n@deprecated(\"x\")\ntheme T {}\n\nalert a {\n    @deprecated\n    action ok \"OK\"\n}\n")
    }

    /// A comment between an attribute and what it marks does not bring the blank line back: `@default`, a blank
    /// line and `/// doc` had a layout of its own, besides `@default` then `/// doc`. Blank lines between the
    /// comments themselves are kept, as anywhere.
    @Test func noBlankLineAfterAnAttributeBeforeAComment() throws {
        let text =
            "@default\n\n/// doc\ntheme T {}\nalert a {\n    @deprecated\n\n    // a\n\n    // b\n    action ok \"OK\"\n}\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is:
                "@default\n/// doc\ntheme T {}\n\nalert a {\n    @deprecated\n    // a\n\n    // b\n    action ok \"OK\"\n}\n"
        )
    }

    /// A line comment beside an attribute's message puts the message on a line of its own and the `)` on the next:
    /// `@deprecated(` `"m" // c` `)` was `@deprecated("m" // c` with the `)` alone one level deeper. With block
    /// comments only, or none, the attribute stays on one line.
    @Test func attributeMessageBesideALineComment() throws {
        let text =
            "@deprecated(\n  \"m\" // c\n)\ntheme T {}\n@deprecated( // why\n\"n\")\npage P\n"
            + "@deprecated(/* a */ \"o\"\n)\npage Q\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is: "@deprecated(\n    \"m\" // c\n)\ntheme T {}\n@deprecated( // why\n    \"n\"\n)\npage P\n"
                + "@deprecated(/* a */ \"o\")\npage Q\n")
    }

    /// An attribute's message may have a trailing comma, as any argument list; the message is one argument, not a
    /// list, so the comma is dropped in both layouts and the comments around it are kept.
    @Test func attributeMessageTrailingCommaIsDropped() throws {
        let text =
            "@deprecated(\"m\",)\ntheme T {}\n@deprecated(\n  \"n\", // why\n)\npage P\n"
            + "@deprecated(\"o\" /* a */, /* b */)\npage Q\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is: "@deprecated(\"m\")\ntheme T {}\n@deprecated(\n    \"n\" // why\n)\npage P\n"
                + "@deprecated(\"o\" /* a */ /* b */)\npage Q\n")
    }

    @Test func emptyBodies() {
        #expect(FormatTestSupport.format("page A {  ;  }") == "page A {}\n")
        #expect(FormatTestSupport.format("page A { /* c */ }") == "page A { /* c */ }\n")
        #expect(FormatTestSupport.format("page A { // c\n}") == "page A { // c\n}\n")
        // An empty body that spanned lines is `{}` too (it stayed `{` and `}` on two lines).
        #expect(FormatTestSupport.format("page A {\n}\npage B") == "page A {}\npage B\n")
        #expect(FormatTestSupport.format("theme T: U {\n\n  ;\n}") == "theme T: U {}\n")
        #expect(
            FormatTestSupport.format("alert a {\n    action ok \"OK\" {\n    }\n    field f {\n}\n}")
                == "alert a {\n    action ok \"OK\" {}\n    field f {}\n}\n")
        #expect(FormatTestSupport.format("page A {\n    /* c */\n}") == "page A {\n    /* c */\n}\n")
    }

    @Test func membersOnePerLineWithoutSemicolons() {
        #expect(
            FormatTestSupport.format("alert a{title:\"T\";action ok \"OK\";}")
                == "alert a {\n    title: \"T\"\n    action ok \"OK\"\n}\n")
    }

    @Test func docCommentBeforeSemicolonStaysUnattached() throws {
        let text = "alert a {\n    title: \"T\"\n    /// not a doc\n    ;\n    action ok \"OK\"\n}\n"
        #expect(FormatTestSupport.format(text) == text)
        try FormatTestSupport.expectSameMeaning(["a.alert": text])
    }

    /// A `;` kept after a `///` line between declarations: the declaration after it with a body of several lines
    /// is still set off by a blank line (it followed the `;` directly).
    @Test func keptSemicolonBetweenDeclarationsKeepsTheBlankLines() throws {
        let text = "alert a {title:\"x\"}\n/// d\n;\nalert b {title:\"y\"}\npage P\n/// e\n;\npage Q\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is:
                "alert a {\n    title: \"x\"\n}\n\n/// d\n;\n\nalert b {\n    title: \"y\"\n}\n\npage P\n/// e\n;\npage Q\n"
        )
    }

    /// The comments of a `;` dropped after a kept one come after the blank line that sets off the declaration that
    /// follows, as they do once that `;` is gone: the blank line came between them and the declaration, and moved
    /// above them when the output was formatted again (found by formatting random sentences of the grammar).
    @Test func commentsOfASemicolonDroppedAfterAKeptOneComeAfterTheBlankLine() throws {
        let text = "/// d\n;\n// c\n;\nalert b {title:\"y\"}\n"
        try FormatTestSupport.expectLayout(
            of: text, is: "/// d\n;\n\n// c\nalert b {\n    title: \"y\"\n}\n")
    }

    @Test func quadrupleSlashBeforeSemicolonIsAnOrdinaryComment() throws {
        // `////` is no doc comment (spec §1), so the `;` after it can go like any other.
        let text = "alert a {\n    title: \"T\"\n    //// plain\n    ;\n    action ok \"OK\"\n}\n"
        let formatted = try #require(FormatTestSupport.format(text))
        #expect(formatted == "alert a {\n    title: \"T\"\n    //// plain\n    action ok \"OK\"\n}\n")
        try FormatTestSupport.expectSameMeaning(["a.alert": text])
    }

    /// `///` inside a block comment is no doc comment, so the `;` after it can go; a doc comment followed by a
    /// block comment still keeps its `;`.
    @Test func slashesInsideABlockCommentBeforeSemicolonAreNoDocComment() throws {
        let inBlock = "alert a {\n    title: \"T\"\n    /* not /// a doc */\n    ;\n    action ok \"OK\"\n}\n"
        #expect(
            FormatTestSupport.format(inBlock)
                == "alert a {\n    title: \"T\"\n    /* not /// a doc */\n    action ok \"OK\"\n}\n")
        try FormatTestSupport.expectSameMeaning(["a.alert": inBlock])
        let docThenBlock =
            "alert a {\n    title: \"T\"\n    /// not a doc\n    /* block */\n    ;\n    action ok \"OK\"\n}\n"
        #expect(FormatTestSupport.format(docThenBlock) == docThenBlock)
        try FormatTestSupport.expectSameMeaning(["a.alert": docThenBlock])
    }

    /// In a list laid out one element per line, the comma follows its element at once, before the comments that
    /// stood before it (a comma after a line comment was put alone on the next line, one level deeper).
    @Test func commasComeBeforeTheCommentsThatPrecededThem() throws {
        let text =
            "alert a(\n    x: Int // c\n    , y: Int\n    // own\n    , z: Int /* b */\n    , w: Int\n) {\n"
            + "    title: \"\\(x)\\(y)\\(z)\\(w)\"\n    after: [\n        b // first\n        , b\n    ]\n}\nalert b {}\n"
        try FormatTestSupport.expectStable(text, "a.alert")
        try FormatTestSupport.expectLayout(
            of: text,
            is: "alert a(\n    x: Int, // c\n    y: Int,\n    // own\n    z: Int, /* b */\n    w: Int,\n) {\n"
                + "    title: \"\\(x)\\(y)\\(z)\\(w)\"\n    after: [\n        b, // first\n        b,\n    ]\n}\n\nalert b {}\n"
        )
    }

    /// A block comment inside a line is a word of its own: one space on each side, none after `(` `[` and none
    /// before `,` `:` `)` `]` (it was glued to the next token, `/* a */(` and `/* b */17`, with a space inside `(`).
    @Test func blockCommentsInsideALineAreSetOffBySpaces() throws {
        let text =
            "@deprecated /* a */ ( /* b */ \"m\" /* c */ )\ntheme T {\n"
            + "    titleFont /* d */ : .system /* e */ ( /* f */ 17 /* g */ , /* h */ .bold )\n"
            + "    backdrop: .dim(/* i */0.4/* j */)\n}\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is: "@deprecated /* a */ (/* b */ \"m\" /* c */)\ntheme T {\n"
                + "    titleFont /* d */: .system /* e */ (/* f */ 17 /* g */, /* h */ .bold)\n"
                + "    backdrop: .dim(/* i */ 0.4 /* j */)\n}\n")
        // After `(` or `[` at the end of a line, a comment keeps its space.
        #expect(
            FormatTestSupport.format("alert a {\n    after: [ /* k */\n        b]\n}\nalert b {}\n")
                == "alert a {\n    after: [ /* k */\n        b,\n    ]\n}\n\nalert b {}\n")
    }

    /// Inside a line, a block comment right after `[` gets no space before it, as after `(` (docs/formatting.md,
    /// "none after `(` or `[`"): `[ /* k */ b ]` is `[/* k */ b]`.
    @Test func blockCommentAfterABracketInsideALineIsNotSetOff() throws {
        try FormatTestSupport.expectLayout(
            of: "alert a { after: [ /* k */ b ] }\nalert b {}\n",
            is: "alert a {\n    after: [/* k */ b]\n}\n\nalert b {}\n")
    }

    /// An empty list that spanned lines around a comment is laid out as a list that spanned lines: the comment one
    /// level deeper, the closing bracket on its own line at the property's level (docs/formatting.md, "Lists").
    @Test func emptyListAroundACommentKeepsItsClosingBracketAtTheOuterLevel() throws {
        let text = "alert a {\n    after: [\n        // none yet\n    ]\n}\n"
        try FormatTestSupport.expectLayout(of: text, is: text)
        try FormatTestSupport.expectLayout(of: "alert a { after: [\n// none yet\n] }\n", is: text)
    }

    @Test func listsFollowTheirSourceLines() {
        #expect(
            FormatTestSupport.format("alert a { after: [ b , c , ] }\nalert b {}\nalert c {}")?.contains(
                "    after: [b, c]\n") == true)
        #expect(
            FormatTestSupport.format("alert a { after: [ b ,\n c ] }\nalert b {}\nalert c {}")?.contains(
                "    after: [\n        b,\n        c,\n    ]\n") == true)
    }

    /// Blank lines right after `{` `[` `(` are removed (docs/formatting.md, "Blank lines"), in a declaration's
    /// body, an action's body, an argument list and a list laid out one element per line alike.
    @Test func noBlankLineAfterAnOpeningBracket() throws {
        let text =
            "alert a {\n\n    style: .actionSheet\n    popoverAnchor: .view(\n\n        \"cell\",\n"
            + "        arrows: [\n\n            .up,\n        ],\n    )\n"
            + "    action ok \"OK\" {\n\n        image: .symbol(\"link\")\n    }\n}\n"
        try FormatTestSupport.expectLayout(
            of: text,
            is: "alert a {\n    style: .actionSheet\n    popoverAnchor: .view(\n        \"cell\",\n"
                + "        arrows: [\n            .up,\n        ],\n    )\n"
                + "    action ok \"OK\" {\n        image: .symbol(\"link\")\n    }\n}\n")
    }

    /// The blank line after `{` `[` `(` goes when a comment on a line of its own comes first, too (docs/formatting.md,
    /// "Blank lines").
    @Test func noBlankLineAfterAnOpeningBracketBeforeAComment() throws {
        try FormatTestSupport.expectLayout(
            of: "alert a {\n\n    // c\n    title: \"T\"\n    after: [\n\n        // d\n        b,\n    ]\n}\n"
                + "alert b {}\n",
            is: "alert a {\n    // c\n    title: \"T\"\n    after: [\n        // d\n        b,\n    ]\n}\n\n"
                + "alert b {}\n")
    }

    /// A comment on a line of its own between a property's `:` and its value is re-indented to the level of the
    /// value that follows it, one deeper than the property (docs/formatting.md, "Comments are kept exactly").
    @Test func commentBeforeAValueOnItsOwnLineIsIndentedLikeTheValue() throws {
        try FormatTestSupport.expectLayout(
            of: "alert a {\ntitle:\n// why\n\"T\"\n  message:\n      /* m */\n \"M\"\n}\n",
            is:
                "alert a {\n    title:\n        // why\n        \"T\"\n    message:\n        /* m */\n        \"M\"\n}\n"
        )
    }
}
