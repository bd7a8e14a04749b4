import AlertDSL
import Testing

@Suite struct ParserTests {
    private func parse(_ text: String) -> (SourceFileSyntax, [Diagnostic]) {
        let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
        let (syntax, bag) = Parser.parse(file)
        return (syntax, bag.diagnostics)
    }

    @Test func declarationsOfEveryKind() {
        let (syntax, diagnostics) = parse(
            """
            import "shared/brand.alert";
            @default theme Base { tintColor: #007AFF; }
            theme Night: Base { titleColor: #FFF }
            page Tabs
            page Home: Tabs { theme: Night }
            actions Share { action copy "Copy" { image: .symbol("link") } }
            alert deleteItems(count: Int, name: String,) {
                style: .actionSheet
                action delete "Delete" .destructive
                action cancel .cancel
                field name { secure: true }
                use Share
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(syntax.declarations.map(\.kind) == [.import, .theme, .theme, .page, .page, .actions, .alert])
        #expect(syntax.declarations[1].prefix.attributes.map(\.name.text) == ["default"])
        #expect(syntax.declarations[2].parent?.text == "Base")
        #expect(syntax.declarations[3].body == nil)
        #expect(syntax.declarations[4].parent?.text == "Tabs")
        let alert = syntax.declarations[6]
        #expect(alert.parameters.map(\.name.text) == ["count", "name"])
        #expect(alert.parameters.map(\.type.text) == ["Int", "String"])
        guard let members = alert.body?.members, members.count == 5 else {
            Issue.record("expected five members")
            return
        }
        guard case .action(let delete) = members[1], case .action(let cancel) = members[2] else {
            Issue.record("expected actions")
            return
        }
        #expect(delete.name.text == "delete")
        #expect(delete.style?.text == "destructive")
        #expect(cancel.title == nil)
        #expect(cancel.style?.text == "cancel")
        guard case .field(let field) = members[3], case .use(let use) = members[4] else {
            Issue.record("expected field and use")
            return
        }
        #expect(field.body?.members.count == 1)
        #expect(use.name.text == "Share")
    }

    /// Members need no separator (spec §1), also when the next one touches a value: a name followed by `:`, or a
    /// member keyword followed by a name, right after a string, `)` or `]` starts the next member; any other word there
    /// is still the one error of a value written wrongly (`message: "Hello"there`, the fixture
    /// expected-member-token-after-value).
    @Test func aMemberTouchingTheValueBeforeItIsTheNextMember() {
        let (syntax, diagnostics) = parse(
            """
            actions S { action a "A" }
            alert x {
                title: "t"message: "m"
                image: .asset("i")titleColor: #FFF
                after: []action ok "OK"
                subtitle: ["a"]field f
                textAlignment: .left
                message2: "m"use S
            }
            """)
        #expect(diagnostics.map(\.message) == [])
        let members = syntax.declarations[1].body?.members ?? []
        #expect(members.count == 11)
    }

    @Test func docCommentsAttachThroughAttributes() {
        let (syntax, _) = parse(
            """
            // ordinary
            /// First line.
            ///   Indented second line.
            @deprecated("old")
            /// After the attribute.
            alert a {
                /// The OK button.
                action ok "OK"
                /// not attached to a property
                title: "x"
            }
            //// not a doc comment
            alert b { action ok "OK" }
            """)
        #expect(syntax.declarations[0].prefix.doc == "First line.\n  Indented second line.\nAfter the attribute.")
        #expect(syntax.declarations[0].prefix.attributes.first?.argument?.plainText == "old")
        guard case .action(let action) = syntax.declarations[0].body?.members.first else {
            Issue.record("expected action")
            return
        }
        #expect(action.prefix.doc == "The OK button.")
        #expect(syntax.declarations[1].prefix.doc == nil)
    }

    @Test func valuesOfEveryForm() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                s: "x"
                i: -3
                d: 0.5
                c: #FF000080
                b: false
                r: Night
                e: .blur(.dark, alpha: 0.6)
                l: ["a", .bold("b"), [1, 2,],]
            }
            """)
        #expect(diagnostics.isEmpty)
        let values = syntax.declarations[0].body?.members.compactMap { member -> ValueSyntax? in
            if case .property(let property) = member { return property.value }
            return nil
        }
        guard let values, values.count == 8 else {
            Issue.record("expected eight values")
            return
        }
        guard case .integer(-3, _) = values[1], case .decimal(0.5, _) = values[2],
            case .color(let color, _) = values[3], case .bool(false, _) = values[4],
            case .reference(let reference) = values[5], case .enumCase(let blur) = values[6],
            case .list(let list, _) = values[7]
        else {
            Issue.record("unexpected value forms")
            return
        }
        #expect(color == ColorLiteral(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(reference.text == "Night")
        #expect(blur.name.text == "blur")
        #expect(blur.arguments?.map { $0.label?.text } == [nil, "alpha"])
        #expect(list.count == 3)
    }

    /// A decimal too small for a `Double` (400 zeros after the point) is 0, as swiftc rounds it, and stays a value:
    /// the lexer reports nothing about it, so it is not the missing value of a number the lexer reported (which also
    /// carries 0). One too large for a `Double` is still reported once and missing.
    @Test func decimalBelowDoubleRangeIsZeroNotMissing() {
        let tiny = "0." + String(repeating: "0", count: 400) + "1"
        let huge = String(repeating: "9", count: 400) + ".5"
        let (syntax, diagnostics) = parse(
            "alert a { d: \(tiny) n: -\(tiny) u: 0_0.0\(tiny.dropFirst(2))_1 h: \(huge) p: \(tiny)pt }")
        #expect(diagnostics.map(\.code) == [.invalidNumber, .invalidNumber])
        let values = syntax.declarations[0].body?.members.compactMap { member -> ValueSyntax? in
            if case .property(let property) = member { return property.value }
            return nil
        }
        guard let values, values.count == 5 else {
            Issue.record("expected five values")
            return
        }
        guard case .decimal(let zero, _) = values[0], case .decimal(let negativeZero, _) = values[1],
            case .decimal(let separated, _) = values[2], case .missing = values[3], case .missing = values[4]
        else {
            Issue.record("unexpected value forms: \(values)")
            return
        }
        #expect(zero == 0 && zero.sign == .plus)
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(separated == 0)
    }

    /// Text in curly or single quotes is one error and still a string, its text taken as written between the
    /// quotes (a curly text may close with a straight `"`).
    @Test func textInOtherQuotesIsStillAString() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                a: \u{201C}Delete?\u{201D}
                b: \u{201C}It's\\n"
                c: 'It\\'s é'
            }
            """)
        #expect(diagnostics.map(\.code) == [.unexpectedCharacter, .unexpectedCharacter, .unexpectedCharacter])
        let texts = syntax.declarations[0].body?.members.compactMap { member -> String? in
            if case .property(let property) = member, case .string(let literal) = property.value {
                return literal.plainText
            }
            return nil
        }
        #expect(texts == ["Delete?", "It's\\n", "It\\'s é"])

        // `''` is the empty string written in single quotes: one error, `""` its fix-it, and the value is kept.
        let (empty, emptyDiagnostics) = parse("alert a { b: '' }")
        #expect(
            emptyDiagnostics.map(\.message) == ["single-quoted string literal found; a string is written with '\"'"])
        #expect(emptyDiagnostics.first?.fixIts.map(\.replacement) == ["\"\""])
        guard case .property(let property) = empty.declarations[0].body?.members.first,
            case .string(let literal) = property.value
        else {
            Issue.record("expected the property, with its string")
            return
        }
        #expect(literal.plainText == "")
    }

    /// A Swift raw string is one error and still a string, its text taken as written; the fix-it is the string with
    /// its `\\` and `"` escaped, and none is offered for a text with a raw escape (`\\#(name)`; in `##"…"##`, `\\##(name)`
    /// but not `\\#(name)`, which is text there).
    @Test func rawStringIsStillAString() {
        // alert a { b: #"C:\Users\"me""# c: ##"a"#b"## d: #""# e: #"\#(n)"# f: #FFF g: ##"\#t"## h: ##"\##t"## }
        let text =
            "alert a { b: #\"C:\\Users\\\"me\"\"# c: ##\"a\"#b\"## d: #\"\"# e: #\"\\#(n)\"# f: #FFF"
            + " g: ##\"\\#t\"## h: ##\"\\##t\"## }"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.map(\.code) == Array(repeating: .unexpectedCharacter, count: 6))
        #expect(
            diagnostics.map { $0.fixIts.map(\.replacement) } == [
                ["\"C:\\\\Users\\\\\\\"me\\\"\""], ["\"a\\\"#b\""], ["\"\""], [], ["\"\\\\#t\""], [],
            ])
        let values = syntax.declarations[0].body?.members.compactMap { member -> String? in
            guard case .property(let property) = member else { return nil }
            if case .string(let literal) = property.value { return literal.plainText }
            return property.value.formDescription
        }
        #expect(values == ["C:\\Users\\\"me\"", "a\"#b", "", "\\#(n)", "colour", "\\#t", "\\##t"])
    }

    /// A multi-line raw string (`#"""` … `"""#`) is one error at its opening delimiter and still a string: its value is
    /// its lines as written, without the closing line's indentation, joined with `\n` whatever the line ends; the
    /// fix-it is the multi-line string with every `\\` and every third `"` in a row escaped, over the whole literal.
    @Test func multilineRawStringIsStillAString() throws {
        let text =
            "alert a {\n    title: #\"\"\"  \r\n        C:\\Users \"me\"\r\n\n          \"\"\"\" in a row\r\n"
            + "        \"\"\"#\n    message: ##\"\"\"\n    a \"\"\"# \\##(n)\n    \"\"\"##\n    action ok \"OK\"\n}\n"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("raw string literal found") })
        let title = try #require(diagnostics.first)
        #expect(title.range?.start == text.utf8.count - text.drop { $0 != "#" }.utf8.count)
        #expect(title.range.map { $0.end - $0.start } == 4)
        let fixIt = try #require(title.fixIts.first)
        #expect(
            fixIt.replacement
                == "\"\"\"  \r\n        C:\\\\Users \"me\"\r\n\n          \"\"\\\"\" in a row\r\n        \"\"\"")
        // Two `#`s fewer, two `\\` more.
        #expect(fixIt.range.end - fixIt.range.start == fixIt.replacement.utf8.count)
        // `\##(n)` is a raw interpolation in `##"""`: a plain copy would change it, so there is no fix-it.
        #expect(diagnostics.last?.fixIts.isEmpty == true)
        let values = syntax.declarations[0].body?.members.compactMap { member -> String? in
            guard case .property(let property) = member, case .string(let literal) = property.value else { return nil }
            #expect(literal.isMultiline)
            return literal.plainText
        }
        #expect(values == ["C:\\Users \"me\"\n\n  \"\"\"\" in a row", "a \"\"\"# \\##(n)"])
    }

    /// A `#"""` that no closing line ends is an invalid colour literal and a multi-line string, as before raw strings
    /// were taken; so is one whose opening delimiter does not end its line, or whose lines hold a control character.
    @Test func multilineRawStringNotClosedIsAColourAndAString() {
        let texts = [
            "alert a {\n    title: #\"\"\"\n    Hi\n    \"\"\"\n}\n",
            "alert a {\n    title: ##\"\"\"\n    Hi\n    \"\"\"\n}\n",
            "alert a {\n    title: #\"\"\" Hi\n    \"\"\"#\n}\n",
            "alert a {\n    title: #\"\"\"\n    H\u{1}i\n    \"\"\"#\n}\n",
        ]
        for text in texts {
            let (_, diagnostics) = parse(text)
            #expect(diagnostics.first?.message.hasPrefix("invalid colour literal '#'") == true, "\(text)")
            #expect(!diagnostics.contains { $0.message.hasPrefix("raw string") }, "\(text)")
        }
    }

    /// A parenthesised action title's fix-it is two edits around the title, which stays as written: a fix-it inside
    /// it (a lexical one for `'OK'`, `#"OK"#`, `"""OK"""`; a missing label's in `.localized("later", "Later")`) does
    /// not overlap it, and a comment in the title is kept. Applying every fix-it gives a program with no error.
    @Test func parenthesizedActionTitleFixItLeavesTheTitleAsWritten() {
        let titles = [
            "'OK'", "#\"OK\"#", "\"\"\"OK\"\"\"", "[.bold('OK')], .cancel", ".localized(#\"ok\"#)",
            ".localized(\"later\", \"Later\")", "title: .localized(\"later\", \"Later\"), style: .cancel",
            "[.bold(\"O\") /* kept */, \"K\"]", "\u{201C}OK\u{201D}",
            "/* a */ title: /* b */ \"OK\" /* c */, /* d */ style: /* e */ .cancel /* f */",
            "/* a */\"OK\"/* b /* nested */ */",
        ]
        for title in titles {
            let text = "alert a {\n    title: \"A\"\n    action ok(\(title))\n}\n"
            let (_, diagnostics) = TestSupport.diagnose(text)
            #expect(
                diagnostics.filter { $0.message.hasPrefix("an action's title") }.map(\.fixIts.count) == [2], "\(title)")
            let fixIts = diagnostics.flatMap(\.fixIts).sorted { $0.range.start < $1.range.start }
            #expect(zip(fixIts, fixIts.dropFirst()).allSatisfy { $0.range.end <= $1.range.start }, "\(title)")
            var fixed = Array(text.utf8)
            for fixIt in fixIts.reversed() {
                fixed.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
            }
            let fixedText = String(decoding: fixed, as: UTF8.self)
            // Curly quotes have no fix-it of their own (the lexer cannot tell what a quote inside means).
            let left = title.hasPrefix("\u{201C}") ? ["unicode curly quotes found; a string is written with '\"'"] : []
            #expect(TestSupport.diagnose(fixedText).1.map(\.message) == left, "\(title): \(fixedText)")
            #expect(fixedText.contains("action ok ") && !fixedText.contains("ok("), "\(title): \(fixedText)")
            // Every comment is kept, in its order.
            let comments = ["/* a */", "/* b */", "/* b /* nested */ */", "/* c */", "/* d */", "/* e */", "/* f */"]
            let written = comments.filter { text.contains($0) }
            let kept = written.compactMap { fixedText.range(of: $0)?.lowerBound }
            #expect(kept.count == written.count && kept == kept.sorted(), "\(title): \(fixedText)")
        }
        // A line comment in the group would end the action's line once the group is one line: no fix-it then.
        let lineComment = TestSupport.diagnose("alert a {\n    title: \"A\"\n    action ok( // why\n \"OK\")\n}\n").1
        #expect(lineComment.map(\.message) == ["an action's title is written after its name, without parentheses"])
        #expect(lineComment.flatMap(\.fixIts).isEmpty)
        let kept = TestSupport.diagnose("alert a {\n    title: \"A\"\n    action ok([\"O\" /* kept */, \"K\"])\n}\n").1
        #expect(kept.flatMap(\.fixIts).map(\.replacement) == [" ", ""])
    }

    /// A `##"` that nothing closes on its line is a colour literal, and the `#"x"#` after its first `#` is a raw
    /// string (`#`s, a `"`, then a `"` followed by as many `#`s), as is any later one on the line that closes.
    @Test func rawStringAfterAFailedOneOnItsLineIsARawString() {
        // alert a { b: ##"x"# c: #"y"# d: #"z"# }
        let (_, diagnostics) = parse("alert a { b: ##\"x\"# c: #\"y\"# d: #\"z\"# }")
        #expect(
            diagnostics.map(\.message) == [
                "invalid colour literal '#': a colour must have 3, 6 or 8 hex digits",
                "raw string literal found; a string is written with '\"' and escapes",
                "raw string literal found; a string is written with '\"' and escapes",
                "raw string literal found; a string is written with '\"' and escapes",
            ])
        #expect(diagnostics.map { $0.fixIts.map(\.replacement) } == [[], ["\"x\""], ["\"y\""], ["\"z\""]])
    }

    /// A group skipped in recovery ends at the closer of its own opener: a closer of another kind inside it ends the
    /// brackets left open (`([.bold(]`), and one that closes nothing in it is the body's, left to the body. It
    /// consumed the body's `}`, so its alert had no end and the next declaration's errors were judged inside it.
    @Test func aSkippedGroupWithMismatchedBracketsEndsAtItsOwnCloser() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                action k([.bold(], .cancel)
                action ok "OK"
            }
            alert b { action x "X" .Cancel(] }
            alert c { title: "C" }
            """)
        #expect(
            diagnostics.map(\.code) == [.expectedMember, .invalidActionStyle, .expectedMember],
            "\(diagnostics.map(\.message))")
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b", "c"])
        let actions = syntax.declarations[0].body?.members.compactMap { member -> String? in
            if case .action(let action) = member { return action.name.text }
            return nil
        }
        #expect(actions == ["k", "ok"])
    }

    /// A literal the lexer reported where an action's title goes is skipped: the title and style after it are the
    /// action's (they were lost, and the action reported without a title as well).
    @Test func aReportedLiteralBeforeAnActionTitleIsSkipped() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                action del #zz "Delete" .destructive
            }
            """)
        #expect(diagnostics.map(\.code) == [.invalidColor], "\(diagnostics.map(\.message))")
        guard case .action(let action) = syntax.declarations.first?.body?.members.first,
            case .string(let title) = action.title
        else {
            Issue.record("expected an action with a string title")
            return
        }
        #expect(title.plainText == "Delete")
        #expect(action.style?.text == "destructive")
    }

    /// A misspelt inline style gets the "did you mean" that `style: .cancle` in the body gets (the rule of every
    /// suggestion), not only a style in other letter case; a word far from every style gets none.
    @Test func aMisspeltInlineStyleIsSuggested() {
        let (_, diagnostics) = parse(
            """
            alert a {
                action no "No" .cancle
                action remove "Remove" .destructve
                action later "Later" .defualt
                action up "Up" .Cancel
                action ok "OK" .primary
            }
            """)
        #expect(diagnostics.allSatisfy { $0.code == .invalidActionStyle })
        #expect(
            diagnostics.map { $0.notes.map(\.message) } == [
                ["did you mean '.cancel'?"], ["did you mean '.destructive'?"], ["did you mean '.default'?"],
                ["did you mean '.cancel'?"], [],
            ])
        #expect(
            diagnostics.map { $0.fixIts.map(\.replacement) } == [
                [".cancel"], [".destructive"], [".default"], [".cancel"], [],
            ])
    }

    /// No style takes arguments, so a case with arguments right after an action's name that is no style nor close to
    /// one is the title written wrongly (`.localised("k")`, `.bold("Hi")`): the parser takes it as the title, for
    /// the checker to judge as Text, and reports nothing; before, it was a wrong style and the action had no title.
    @Test func aCaseWithArgumentsAfterTheNameIsTheTitle() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                action notes .localised("share.notes") .cancel
                action mail .bold("Mail")
                action copy .cancle("Copy")
            }
            """)
        // One error each, at the case; the title is the span's list, else a title already reported (missing).
        #expect(diagnostics.map(\.code) == [.invalidActionStyle, .invalidActionStyle, .invalidActionStyle])
        #expect(
            diagnostics.map { $0.notes.first?.message } == [
                "did you mean '.localized'?", "rich text is a list of spans, even of one; write a list",
                "did you mean '.cancel'?",
            ])
        let actions = syntax.declarations[0].body?.members.compactMap { member -> ActionSyntax? in
            if case .action(let action) = member { return action }
            return nil
        }
        let titles = actions?.map { action -> String in
            switch action.title {
            case .list?: "list"
            case .missing?: "missing"
            default: "other"
            }
        }
        #expect(titles == ["missing", "list", "missing"])
        #expect(actions?.map(\.style?.text) == ["cancel", nil, nil])
    }

    @Test func recoveryReportsEachIndependentError() {
        let (syntax, diagnostics) = parse(
            """
            alert a { title "x"; action ok "OK" }
            alert b { priority: ; action ok "OK" }
            alert c { action ok "OK" .nope }
            alert d { action ok "OK" }
            """)
        #expect(diagnostics.map(\.code) == [.expectedMember, .expectedValue, .invalidActionStyle])
        #expect(syntax.declarations.count == 4)
        #expect(
            syntax.declarations.allSatisfy {
                $0.body?.members.contains { if case .action = $0 { true } else { false } } == true
            })
    }

    /// An attribute's message takes a trailing comma, as every argument list does; a second comma or a second
    /// argument is still an error.
    @Test func attributeMessageTakesATrailingComma() {
        let (syntax, diagnostics) = parse(
            """
            @deprecated("use b",) alert a { action ok "OK" }
            @deprecated("use b",,) alert c { action ok "OK" }
            """)
        #expect(diagnostics.map(\.message) == ["expected ')' to close attribute arguments"])
        #expect(syntax.declarations.count == 2)
        #expect(syntax.declarations[0].prefix.attributes.first?.argument?.plainText == "use b")
    }

    /// Spec §1: after an error the parser skips to the next member (or declaration) start, so an unclosed list or
    /// argument list (after an argument, a `,` or the `(`), or a stray second attribute argument, is one error and the
    /// members after it still parse.
    @Test func recoveryEndsAnUnclosedListAtTheNextMember() {
        let (syntax, diagnostics) = parse(
            """
            alert a { after: [b action ok "OK" title: "x" }
            alert b { message: .localized("k" action ok "OK" }
            alert c { title: [1, (2] field f action ok "OK" }
            @deprecated("old", "older") alert d { action ok "OK" }
            alert e { message: .localized("k", action ok "OK" }
            alert f { message: .localized( action ok "OK" title: .f(action) }
            alert g { after: [b, action ok "OK" }
            alert h { message: [ field f action ok "OK" after: [action] }
            """)
        #expect(
            diagnostics.map(\.code) == [
                .expectedToken, .expectedToken, .expectedValue, .expectedToken, .expectedToken, .expectedToken,
                .expectedToken, .expectedToken,
            ])
        #expect(
            diagnostics.map(\.message).prefix(2) == [
                "expected ']' to close the list", "expected ')' to close the arguments",
            ])
        // After a `,` or the `(`, too: `ok "OK"` was taken for a label without its ':' (review 17).
        let unclosed = "expected ')' to close the arguments"
        // And after the `[` or a `,` of a list: `action` was taken for a reference and `ok "OK"` for more elements.
        let unclosedList = "expected ']' to close the list"
        #expect(diagnostics.map(\.message).suffix(4) == [unclosed, unclosed, unclosedList, unclosedList])
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b", "c", "d", "e", "f", "g", "h"])
        let actionCounts = syntax.declarations.map { declaration in
            declaration.body?.members.filter { if case .action = $0 { true } else { false } }.count
        }
        #expect(actionCounts == [1, 1, 1, 1, 1, 1, 1, 1])
        let fieldCount = syntax.declarations.last?.body?.members.filter { if case .field = $0 { true } else { false } }
        #expect(fieldCount?.count == 1)
    }

    /// Spec §1: after an error the parser skips to the next member, so groups left open inside one another are one
    /// missing closer, reported once at the innermost group, not once per level.
    @Test func nestedUnclosedGroupsAreOneError() {
        let (syntax, diagnostics) = parse(
            """
            alert a { after: [[[b
                action ok "OK" }
            alert b { message: .localized("k", default: .x([.y(1
                action ok "OK" }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "expected ']' to close the list", "expected ')' to close the arguments",
            ])
        #expect(diagnostics.map { $0.notes.first?.range?.start } == [19, 93])
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b"])
    }

    /// Spec §1: a `name:` that starts the body's next property ends an argument list whose `)` is missing, so the
    /// property is not taken for a label; a label with the list's `)` after it is a missing `,` only.
    @Test func missingParenthesisBeforeTheNextPropertyEndsTheArguments() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                message: .localized("k", default: "d"
                titleFont: .system(12, .bold)
                popoverAnchor: .view(
                    "cell"
                    arrows: [.up]
                )
                action ok "OK"
            }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "expected ')' to close the arguments", "expected ',' between arguments",
            ])
        let properties = syntax.declarations.first?.body?.members.compactMap { member -> String? in
            if case .property(let property) = member { property.name.text } else { nil }
        }
        #expect(properties == ["message", "titleFont", "popoverAnchor"])
    }

    /// Spec §1: a property without its value, or a `use` without its name, before a member that starts with
    /// `action`, `field` or `use` is one error, and that member still parses; `action` stays a name where the word
    /// after it starts a member of its own (`preferred: action` then `action action "A"`).
    @Test func missingValueBeforeAMemberKeywordIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title:
                action ok "OK"
                message:
                field f { placeholder: "p" }
                use
                use Set
            }
            alert b {
                preferred: action
                action action "A"
            }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "expected a value, found 'action'", "expected a value, found 'field'",
                "expected action set name after 'use', found 'use'",
            ])
        #expect(diagnostics.map { $0.range?.start } == [25, 57, 98])
        let memberCounts = syntax.declarations.map { $0.body?.members.count }
        #expect(memberCounts == [5, 2])
    }

    /// Spec §1: a missing `,` between two parameters is one error; the parameter after it is still declared, so its
    /// uses are not "undeclared" too.
    @Test func missingCommaBetweenParametersKeepsTheNextParameter() {
        let (syntax, diagnostics) = parse(#"alert c(n: Int m: String) { title: "\(n) \(m)" action ok "OK" }"#)
        #expect(diagnostics.map(\.message) == ["expected ',' between parameters"])
        #expect(diagnostics.first?.range?.start == 14)
        #expect(syntax.declarations.first?.parameters.map(\.name.text) == ["n", "m"])

        // On a line of its own, `name:` is the body's first property: the `)` is what is missing.
        let (_, headerDiagnostics) = parse(
            """
            alert d(n: String
                title: "\\(n)"
            }
            """)
        #expect(headerDiagnostics.first?.message == "expected ')' to close the parameter list")
        #expect(headerDiagnostics.first?.range?.start == 17)
    }

    /// Spec §1: a property without its value before the next property (`image:` then `subtitle: "x"`) is one error;
    /// the next property is not taken for a reference value with a stray `:` after it.
    @Test func missingValueBeforeTheNextPropertyIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            alert a { title: "t" action ok "OK" {
                image:
                subtitle: "fine"
            } }
            """)
        #expect(diagnostics.map(\.message) == ["expected a value, found 'subtitle'"])
        guard case .action(let action) = syntax.declarations.first?.body?.members.last else {
            Issue.record("expected the action")
            return
        }
        let names = action.body?.members.compactMap { member -> String? in
            if case .property(let property) = member { property.name.text } else { nil }
        }
        #expect(names == ["image", "subtitle"])

        // On the property's own line, a name is its value: a stray `:` after it is the one error.
        let (sameLine, sameLineDiagnostics) = parse(
            """
            alert b {
                theme: Brand
                : message: "m"
            }
            """)
        #expect(sameLineDiagnostics.map(\.code) == [.expectedMember])
        #expect(sameLine.declarations.first?.body?.members.count == 2)
    }

    /// Spec §1: a declaration without its name (or parent name) before the next declaration is one error, and the
    /// next declaration still parses; a keyword stays a name where a declaration follows it (`page alert`).
    @Test func missingNameBeforeTheNextDeclarationIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            page
            alert z { title: "z" action ok "OK" }
            page P:
            theme T {}
            page alert
            alert a { page: alert title: "a" action ok "OK" }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "expected page name, found 'alert'", "expected parent page name after ':', found 'theme'",
            ])
        #expect(syntax.declarations.map { $0.name?.text } == [nil, "z", "P", "T", "alert", "a"])
    }

    /// A space after the `.` of a case or the `@` of an attribute (`. hide`, `@ default`) is one error, at the
    /// character the lexer could not place; the name after it is the rest of the same mistake.
    @Test func spaceAfterDotOrAtIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            @ default
            theme T {}
            alert a {
                exclusive: . hide
                @ deprecated("x") action b "B"
            }
            """)
        #expect(diagnostics.map(\.code) == [.unexpectedCharacter, .unexpectedCharacter, .unexpectedCharacter])
        #expect(syntax.declarations.map { $0.name?.text } == ["T", "a"])
        #expect(syntax.declarations.last?.body?.members.count == 2)
    }

    /// Spec §1: after an error in a parameter the rest of the list is skipped as part of it, so a broken parameter
    /// (`chat[Name: String`, `42`) is one error, not also "expected ')'" at the same place; a `)` that is really
    /// missing is still reported, at the `{`.
    @Test func brokenParameterIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            alert a(chat[Name: String) { title: "x" action ok "OK" }
            alert b(42) { title: "x" action ok "OK" }
            alert c(n: Int [x]) { title: "x" action ok "OK" }
            alert d(n Int { title: "x" action ok "OK" }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "expected ':' after parameter name", "expected parameter name, found '42'",
                "expected ')' to close the parameter list", "expected ':' after parameter name 'n'",
                "expected ')' to close the parameter list",
            ])
        #expect(syntax.declarations.map { $0.body?.members.count } == [2, 2, 2, 2])
    }

    /// Spec §1 (recovery goes on at the next declaration): a parameter list left open before the next declaration
    /// (or its attribute) is one error, "expected ')'", and that declaration is kept, not read as parameters or
    /// skipped to the next `{` (which lost `e` and reported a reference to it as unknown).
    @Test func parameterListLeftOpenKeepsTheNextDeclaration() {
        for header in ["alert d(", "alert d(n: Int", "alert d(n: Int,"] {
            for between in ["", "@deprecated\n", "/// Doc.\n"] {
                let (syntax, diagnostics) = parse(
                    header + "\n" + between + #"alert e { title: "x" action ok "OK" }"#)
                #expect(diagnostics.map(\.message) == ["expected ')' to close the parameter list"], "\(header)")
                #expect(diagnostics.first?.range?.start == header.utf8.count, "\(header)")
                #expect(syntax.declarations.map { $0.name?.text } == ["d", "e"], "\(header)")
                #expect(syntax.declarations.last?.body?.members.count == 2, "\(header)")
                #expect(syntax.declarations.last?.prefix.attributes.count == (between.hasPrefix("@") ? 1 : 0))
            }
        }
        // A parameter's missing type before it is reported at the declaration, which is still kept.
        let (syntax, diagnostics) = parse("alert d(n:\nalert e { title: \"x\" action ok \"OK\" }")
        #expect(
            diagnostics.map(\.message) == [
                "expected parameter type ('String', 'Int' or 'Double'), found 'alert'",
                "expected ')' to close the parameter list",
            ])
        #expect(syntax.declarations.map { $0.name?.text } == ["d", "e"])
    }

    /// `()` and a trailing `,` are fine, so a `{` right after the `(` or a `,` is only the list's missing `)`: one
    /// error, not also "expected parameter name, found '{'".
    @Test func bodyAfterOpenParameterListIsOneError() {
        for header in ["alert d( ", "alert d(n: String, "] {
            let (syntax, diagnostics) = parse(header + #"{ title: "x" action ok "OK" }"#)
            #expect(diagnostics.map(\.message) == ["expected ')' to close the parameter list"], "\(header)")
            #expect(syntax.declarations.first?.body?.members.count == 2, "\(header)")
        }
        // A keyword that is a Swift argument label is still one (`page p: String`), not the next declaration.
        let (syntax, diagnostics) = parse(#"alert d(page p: String) { title: "\(p)" action ok "OK" }"#)
        #expect(diagnostics.map(\.message) == ["alert parameters have no argument labels"])
        #expect(syntax.declarations.first?.parameters.map(\.name.text) == ["p"])
    }

    /// A stray `,` where a parameter goes (`(, n: Int)`, `(n: Int,, m: String)`) is one error, and the parameters
    /// after it are still declared, as a list's elements are: before, the rest of the list was skipped, so their uses
    /// were "undeclared parameter" errors too.
    @Test func strayCommaInParameterListKeepsTheParameters() {
        let (syntax, diagnostics) = parse(
            """
            alert a(, n: Int) { title: "\\(n)" action ok "OK" }
            alert b(n: Int,, m: String,) { title: "\\(n) \\(m)" action ok "OK" }
            """)
        #expect(diagnostics.map(\.message) == Array(repeating: "expected parameter name, found ','", count: 2))
        #expect(diagnostics.map { $0.range?.start } == [8, 66])
        #expect(syntax.declarations.map { $0.parameters.map(\.name.text) } == [["n"], ["n", "m"]])
    }

    /// A comment or string left open runs to the end of the file and takes the closers after it with it: the
    /// unterminated literal is the one error, not also "expected '}'" (or `)`, `]`) for each group it swallowed.
    @Test func unterminatedLiteralAtTheEndIsOneError() {
        let sources: [(String, DiagnosticCode)] = [
            ("alert a { action ok \"OK\" { height: 4 /* } }\n}", .unterminatedComment),
            ("alert a { title: .localized(\"k\", default: \"\"\"\n    x\n}\n", .unterminatedString),
            ("alert a { title: \"x }", .unterminatedString),
        ]
        for (source, code) in sources {
            let (_, diagnostics) = parse(source)
            #expect(diagnostics.map(\.code) == [code], "\(diagnostics.map(\.message))")
        }
        // A one-line string ends at its line end: a `}` missing on a later line is still reported.
        let (_, diagnostics) = parse("alert a { title: \"x\n    action ok \"OK\"\n")
        #expect(diagnostics.map(\.code) == [.unterminatedString, .expectedToken])
    }

    /// An attribute message left open before its `)` (`@deprecated("old)`) ends at its line: the members and
    /// attributes on the lines after it are parsed, not skipped as more arguments, so their own errors are found.
    @Test func attributeMessageLeftOpenEndsAtItsLine() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title: "t"
                @deprecated("old)
                action ok "OK"
                action no 42
            }
            @deprecated("old)
            @default
            theme T {}
            """)
        // `42` is the body's second mistake, reported at its place.
        #expect(
            diagnostics.map(\.code) == [.unterminatedString, .unterminatedString, .expectedMember],
            "\(diagnostics.map(\.message))")
        #expect(diagnostics.last?.range?.start == 80)
        #expect(syntax.declarations.first?.body?.members.count == 3)
        #expect(syntax.declarations.last?.prefix.attributes.map(\.name.text) == ["deprecated", "default"])
    }

    /// The same when the string left open follows other arguments: skipping them as one error stops at its line's end.
    @Test func attributeArgumentLeftOpenAfterOthersEndsAtItsLine() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title: "t"
                @deprecated("a", "b)
                action ok "OK"
                action no 42
            }
            @deprecated("a", "b)
            @default
            theme T {}
            """)
        #expect(
            diagnostics.map(\.code) == [
                .unterminatedString, .unterminatedString, .expectedToken, .expectedMember, .expectedToken,
            ],
            "\(diagnostics.map(\.message))")
        #expect(syntax.declarations.first?.body?.members.count == 3)
        #expect(syntax.declarations.last?.prefix.attributes.map(\.name.text) == ["deprecated", "default"])
    }

    /// `@available(…)` whose message is left open (`message: "old)`): the string's error stays, and the `*` before it
    /// is dropped as when a `)` closes the arguments (the attribute is the checker's one unknown-attribute error).
    @Test func swiftAvailabilityWithItsMessageLeftOpenDropsItsStrayCharacters() {
        let (syntax, diagnostics) = parse(
            """
            @available(*, deprecated, message: "old)
            alert a { title: "A"; action ok "OK" }
            """)
        #expect(diagnostics.map(\.code) == [.unterminatedString], "\(diagnostics.map(\.message))")
        #expect(diagnostics.map { $0.range?.start } == [35])
        #expect(syntax.declarations.map { $0.name?.text } == ["a"])
        #expect(syntax.declarations.first?.prefix.attributes.map(\.name.text) == ["available"])
    }

    /// A stray byte starting the line after a string left open (`@deprecated("old)` then `$ action ok "OK"`) is a
    /// mistake of its own: the `)` in the string is still the one the arguments miss, not also "expected ')'", and
    /// the member or declaration on that line is kept.
    @Test func aStrayByteAfterAStringLeftOpenIsAMistakeOfItsOwn() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title: "t"
                @deprecated("old)
                $ action ok "OK"
            }
            @available(*, deprecated, message: "old)
            $ alert b { title: "B"; action ok "OK" }
            """)
        #expect(
            diagnostics.map(\.code) == [
                .unterminatedString, .unexpectedCharacter, .unterminatedString, .unexpectedCharacter,
            ],
            "\(diagnostics.map(\.message))")
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b"])
        #expect(syntax.declarations.first?.body?.members.count == 2)
        #expect(syntax.declarations.last?.prefix.attributes.map(\.name.text) == ["available"])
    }

    /// A labelled argument whose value is not one (`size: (300, 200)`) is one error at that token, not also
    /// "expected an argument" for the same token.
    @Test func argumentWithoutValueIsOneError() {
        let (_, diagnostics) = parse(
            """
            alert a { containerView: .custom("V", size: (300, 200)); after: [[(1)]]; action ok "OK" }
            """)
        #expect(diagnostics.map(\.message) == ["expected a value, found '('", "expected a list element, found '('"])
    }

    /// A parent that is not a name (`: .Tabs`, `: "Base"`) is one error; the body after it still parses.
    @Test func wrongParentIsOneError() {
        let (syntax, diagnostics) = parse(
            """
            page Home: .Tabs { theme: T }
            theme T: "Base" { tintColor: #FFF }
            """)
        #expect(diagnostics.map(\.code) == [.expectedToken, .expectedToken])
        #expect(syntax.declarations.map { $0.body?.members.count } == [1, 1])
    }

    /// Spec §1: every syntax error is reported, also in the body of a declaration whose name is missing or wrong
    /// (`alert { … }`, `alert 42 { … }`): that body is parsed, not skipped.
    @Test func bodyOfANamelessDeclarationIsStillParsed() {
        let (syntax, diagnostics) = parse(
            """
            alert { title "x" action ok "OK" }
            alert 42 { title: "y" priority 3 }
            alert z { title: "z" action ok "OK" }
            """)
        #expect(
            diagnostics.map(\.code) == [.expectedToken, .expectedMember, .expectedToken, .expectedMember])
        #expect(syntax.declarations.map { $0.name?.text } == [nil, nil, "z"])
    }

    @Test func missingBraceEndsTheBodyAtTheNextDeclaration() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title: "x"
            alert b { action ok "OK" }
            """)
        #expect(diagnostics.map(\.code) == [.expectedToken])
        #expect(diagnostics.first?.notes.first?.message == "to match this '{'")
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b"])
    }

    /// Spec §1: the attributes (and doc comment) before the next declaration are that declaration's, so a body's
    /// missing `}` is missing before them, where it is without attributes, and the declaration keeps them.
    @Test func missingBraceBeforeAnAttributedDeclarationLeavesItItsAttributes() {
        let (syntax, diagnostics) = parse(
            """
            alert a {
                title: "A"
                action ok "OK"

            /// Later.
            @deprecated("use a") @default
            alert b { title: "B"; action ok "OK" }
            """)
        #expect(diagnostics.map(\.message) == ["expected '}' at the end of the alert body"])
        // Right after `"OK"`, as when no attribute comes before `alert b`.
        #expect(diagnostics.map { $0.range?.start } == [43])
        #expect(syntax.declarations.map { $0.name?.text } == ["a", "b"])
        #expect(syntax.declarations.map(\.prefix.attributes.count) == [0, 2])
        #expect(syntax.declarations[1].prefix.doc == "Later.")
        #expect(syntax.declarations[0].body?.members.count == 2)
    }

    @Test func semicolonsAreOptionalSeparators() {
        let (syntax, diagnostics) = parse("alert a { title: \"x\"; action ok \"OK\"; ; };;")
        #expect(diagnostics.isEmpty)
        #expect(syntax.declarations.first?.body?.members.count == 2)
    }

    @Test func propertyNamedLikeAKeyword() {
        let (syntax, diagnostics) = parse("alert a { page: Home theme: Night style: .alert action: x }")
        #expect(diagnostics.isEmpty)
        #expect(syntax.declarations.first?.body?.members.count == 4)
    }

    @Test func longLinesAreShownAsAWindowAroundTheCaret() {
        let text =
            "alert a { title: \"" + String(repeating: "é", count: 300) + "\\q" + String(repeating: "x", count: 300)
            + "\" action ok \"OK\" }"
        let rendered = TestSupport.render(text)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("test.alert:1:619: error: invalid escape sequence '\\q'"))
        #expect(lines[1].hasPrefix("..."))
        #expect(lines[1].hasSuffix("..."))
        #expect(lines[1].utf8.count < 200)
        // The caret still sits under the backslash.
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let backslashColumn = lines[1].firstIndex(of: "\\").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caretColumn != nil)
        #expect(caretColumn == backslashColumn)
    }

    /// A Swift expression inside the arguments of another (`UIFont.systemFont(ofSize: 17, weight: UIFont.Weight.bold)`)
    /// is part of the one mistake: one error over the whole, and no fix-it, which copied the inner expression's text
    /// into the language's form (`.system(17, UIFont.Weight.bold)`, no value either).
    @Test func aSwiftExpressionInsideAnotherIsOneErrorWithoutAFixIt() {
        let (_, diagnostics) = TestSupport.diagnose(
            """
            alert a {
                title: "x"
                field f { font: UIFont.systemFont(ofSize: 17, weight: UIFont.Weight.bold) }
                action ok "OK"
            }
            """)
        let swift = diagnostics.filter { $0.message == "cannot use a Swift expression as a value" }
        #expect(swift.count == 1)
        #expect(swift.first?.fixIts.isEmpty == true)
        #expect(swift.first?.notes.isEmpty == true)
    }

    /// Each Swift habit is one error, and its fix-it gives the program that was meant: applied, nothing is left to
    /// report, and the members mean what they were written to mean.
    @Test(arguments: [
        ("title = \"Hi\"", "title: \"Hi\""),
        ("title == \"Hi\"", "title: \"Hi\""),
        ("let title = \"Hi\"", "title: \"Hi\""),
        ("title: \"Hi\",", "title: \"Hi\""),
        ("title: \"Hi\" action no \"No\" style: .cancel", "title: \"Hi\" action no \"No\" .cancel"),
        ("title: \"Hi\" action no(\"No\")", "title: \"Hi\" action no \"No\""),
        ("title: \"Hi\" action no(\"No\", .cancel)", "title: \"Hi\" action no \"No\" .cancel"),
        ("title: \"Hi\" action no(title: \"No\", style: .cancel)", "title: \"Hi\" action no \"No\" .cancel"),
        ("title: \"Hi\" action no(.localized(\"no\"))", "title: \"Hi\" action no .localized(\"no\")"),
        (
            "title: \"Hi\" action no(title: [.bold(\"No\")], style: .cancel)",
            "title: \"Hi\" action no [.bold(\"No\")] .cancel"
        ),
        (
            "title: \"Hi\" action no (\"No\", style: .cancel) { subtitle: \"s\" }",
            "title: \"Hi\" action no \"No\" .cancel { subtitle: \"s\" }"
        ),
    ])
    func swiftHabitsAreOneErrorWhoseFixItIsTheMeantProgram(written: String, meant: String) {
        let text = "alert a {\n    \(written)\n    action ok \"OK\"\n}\n"
        let (_, diagnostics) = TestSupport.diagnose(text)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        var bytes = Array(text.utf8)
        for fixIt in diagnostics.flatMap(\.fixIts).sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        }
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed == "alert a {\n    \(meant)\n    action ok \"OK\"\n}\n")
        #expect(TestSupport.diagnose(fixed).1.isEmpty)
        // What was meant is kept: the erroneous program's syntax has the same members as the fixed one's.
        let (wrong, _) = parse(text)
        let (right, _) = parse(fixed)
        func shown(_ value: ValueSyntax?) -> String {
            guard case .string(let literal) = value else { return value?.formDescription ?? "-" }
            return literal.plainText ?? literal.textWithInterpolations
        }
        let describe = { (syntax: SourceFileSyntax) in
            (syntax.declarations.first?.body?.members ?? []).map { member -> String in
                switch member {
                case .property(let property): "property \(property.name.text) \(shown(property.value))"
                case .action(let action):
                    "action \(action.name.text) \(shown(action.title)) \(action.style?.text ?? "-")"
                case .field(let field): "field \(field.name.text)"
                case .use(let use): "use \(use.name.text)"
                }
            }
        }
        #expect(describe(wrong) == describe(right))
    }

    /// A span after an action's style is the title written after it: the action's title is a list of it, and the style
    /// is kept. A stray '{' in a list without a '}' of its own does not take the body's members and '}' with it.
    @Test func recoveryKeepsWhatFollowsTheMistake() {
        let (syntax, diagnostics) = parse(
            """
            alert a { action x .cancel .bold("x") }
            alert b$c { title: "T" }
            alert d(x: Swift.Int, y: String) { title: "T" }
            alert f {
                after: [a, {
                title: "F"
                action ok "OK"
            }
            alert g { title: "G" }
            """)
        #expect(diagnostics.count == 4, "\(diagnostics.map(\.message))")
        let declarations = syntax.declarations
        guard declarations.count == 5, case .action(let action) = declarations[0].body?.members.first,
            case .list(let spans, _) = action.title
        else {
            Issue.record("\(declarations)")
            return
        }
        #expect(spans.count == 1)
        #expect(action.style?.text == "cancel")
        #expect(declarations[1].name?.text == "b")
        #expect(declarations[1].body?.members.count == 1)
        #expect(declarations[2].parameters.map(\.type.text) == ["Int", "String"])
        #expect(declarations[3].body?.members.count == 3)
        #expect(declarations[3].body?.rightBrace != nil)
        #expect(declarations[4].name?.text == "g")
    }
}
