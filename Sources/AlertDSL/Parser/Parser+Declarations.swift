extension Parser {
    /// file := { ';' | declaration }
    mutating func parseDeclarations() -> [DeclarationSyntax] {
        var declarations: [DeclarationSyntax] = []
        while current.kind != .endOfFile {
            if current.kind == .semicolon {
                advance()
                continue
            }
            let before = current.start
            let prefix = parsePrefix()
            if current.kind == .identifier, let kind = declarationKind(current) {
                declarations.append(parseDeclaration(kind, prefix: prefix))
            } else if current.kind == .identifier, followsStray(UInt8(ascii: "@"), current) {
                skipStrayAttributeName()
            } else if lexerReportedCurrent {
                // `#zz`, `7AlertView`, a lone `"`: the lexer's error is the one for this token.
                skipTokenOrGroup()
                recoverToDeclarationStart()
            } else {
                var notes: [DiagnosticNote] = []
                var fixIts: [FixIt] = []
                // A misspelt keyword before a name (`alret welcome { ... }`); the first kind wins a tie.
                if peek().kind == .identifier,
                    let keyword = keywordSuggestion(
                        for: current, among: DeclarationKind.allCases.map(\.rawValue), besides: Self.memberKeywords)
                {
                    notes.append(DiagnosticNote("did you mean '\(keyword)'?", at: range(current)))
                    fixIts.append(FixIt(range: range(current), replacement: keyword))
                }
                diagnostics.error(
                    .expectedDeclaration,
                    "expected a declaration ('import', 'theme', 'page', 'actions' or 'alert'), found \(foundDescription)",
                    at: current.kind == .endOfFile ? missingPoint : range(current), notes: notes, fixIts: fixIts
                )
                skipTokenOrGroup()
                recoverToDeclarationStart()
            }
            if current.start == before, current.kind != .endOfFile { advance() }
        }
        return declarations
    }

    /// Skips the name (and arguments) of an attribute written with a space after its `@` (`@ default`): the lexer
    /// reported the `@`, and the rest is the same mistake.
    mutating func skipStrayAttributeName() {
        advance()
        if current.kind == .leftParen { skipGroup() }
    }

    /// The keyword among `keywords` that the identifier `token` misspells, if any (the rule of "did you mean" for
    /// names); `nil` for a word of `besides`, a keyword of another level (`action` at top level is no `actions`).
    func keywordSuggestion(for token: Token, among keywords: [String], besides: [String]) -> String? {
        guard token.kind == .identifier else { return nil }
        let word = text(token)
        guard !besides.contains(word) else { return nil }
        var suggester = Suggester()
        return suggester.suggestion(for: word, among: keywords)
    }

    /// prefix := { attribute } — with the `///` lines in the trivia before and between them. Inlined: most members
    /// have neither, told in a few instructions, where the call cost as much again.
    @inline(__always)
    mutating func parsePrefix() -> DeclarationPrefix {
        guard current.kind == .attribute || Parser.mayHoldComment(bytes, previousEnd..<current.start) else {
            return DeclarationPrefix()
        }
        return parseDocAndAttributes()
    }

    /// `parsePrefix` when the trivia may hold a `///` line or an attribute comes.
    private mutating func parseDocAndAttributes() -> DeclarationPrefix {
        var doc: String?
        if Parser.mayHoldComment(bytes, previousEnd..<current.start) {
            Parser.collectDocLines(bytes, in: previousEnd..<current.start, into: &doc)
        }
        guard current.kind == .attribute else { return doc == nil ? DeclarationPrefix() : DeclarationPrefix(doc: doc) }
        var attributes: [AttributeSyntax] = []
        while current.kind == .attribute {
            attributes.append(parseAttribute())
            Parser.collectDocLines(bytes, in: previousEnd..<current.start, into: &doc)
        }
        return DeclarationPrefix(attributes: attributes, doc: doc)
    }

    /// attribute := '@' identifier [ '(' string [ ',' ] ')' ]
    mutating func parseAttribute() -> AttributeSyntax {
        let token = advance()
        var argument: StringLiteralSyntax?
        if current.kind == .leftParen, isWord(token, "available"), lookahead == nil {
            argument = skipSwiftAvailabilityArguments()
        } else if current.kind == .leftParen, peek().kind == .rightParen {
            // `@default()`, `@deprecated()`: nothing is missing but the parentheses are extra; without them the
            // attribute is what was meant, so it is taken so. An unknown attribute's one error is the checker's.
            let open = advance()
            // `@deprecated($)`: the byte the lexer reported between the parentheses is the mistake's one error.
            let strayInside = lexerReportedCurrent
            let parentheses = SourceRange(file: file, start: open.start, end: advance().end)
            if isWord(token, "default") || isWord(token, "deprecated"), !strayInside {
                let name = text(token)
                diagnostics.error(
                    .invalidAttributeArgument, "'\(name)()' has no argument; write '\(name)'", at: parentheses,
                    fixIts: [FixIt(range: parentheses, replacement: "")])
            }
        } else if current.kind == .leftParen {
            let open = advance()
            if current.kind == .string || current.kind == .multilineString {
                argument = decodeString(advance())
                // A trailing comma, as in every argument list (`@deprecated("use b",)`).
                if current.kind == .comma, peek().kind == .rightParen { advance() }
            } else {
                // A token the lexer reported (`@deprecated(#zz)`, `@deprecated($)`) is the mistake's one error.
                errorAtCurrent(.expectedToken, "expected a message string in attribute arguments")
                skipRestOfAttributeArguments()
            }
            if current.kind == .rightParen {
                advance()
            } else if closerInUnterminatedString(UInt8(ascii: ")")) {
                // `@deprecated("old) theme T {}`: the `)` is in the string left open, the one mistake (spec §1).
                // That string ran to the end of its line: what follows is the next line's (an attribute, a member),
                // not arguments to skip.
            } else if !expect(
                .rightParen, "to close attribute arguments",
                notes: [DiagnosticNote("to match this '('", at: range(open))])
            {
                // Recovery (spec §1): skip what is left of the arguments (`@deprecated("a", "b")`) as one error.
                skipRestOfAttributeArguments()
                if current.kind == .rightParen { advance() }
            }
        }
        return AttributeSyntax(name: identifier(token), argument: argument, range: range(from: token.start))
    }

    /// Swift's `@available(*, deprecated, message: "…")` or `@available(iOS 15, *)`: its arguments are Swift's, not
    /// this language's, so the whole attribute is one mistake, the unknown attribute the checker reports. They are
    /// skipped to their `)` without errors of their own, and the lexer's one-byte unexpected characters among them
    /// (`*`, the `.` of `10.15.4`) are dropped; any other lexical error (an invalid escape, curly quotes) stays. The
    /// result is a deprecation's message, for the checker's fix-it (`@deprecated("…")`).
    private mutating func skipSwiftAvailabilityArguments() -> StringLiteralSyntax? {
        // `lookahead == nil`: the lexer has read nothing past the `(`, so what it reports from here is inside.
        let lexicalCount = lexer.diagnostics.diagnostics.count
        let open = advance()
        var isDeprecation = false
        var message: StringLiteralSyntax?
        var closerInOpenString = false
        while ![.rightParen, .endOfFile, .rightBrace].contains(current.kind), !atDeclarationStart() {
            if current.kind == .identifier, isWord(current, "deprecated") { isDeprecation = true }
            if current.kind == .identifier, isWord(current, "message"), peek().kind == .colon {
                advance()
                advance()
                // A message with a lexical error (`"\q"`) is not written back: its text is not what was meant.
                let string = current
                if string.kind == .string,
                    !lexer.diagnostics.diagnostics[lexicalCount...].contains(where: {
                        $0.range.map { string.start <= $0.start && $0.end <= string.end } == true
                    })
                {
                    message = decodeString(advance())
                }
            } else {
                skipTokenOrGroup()
            }
            // `message: "old)`: the `)` is in the string left open, whose error stays the one error (the `*` before
            // it is dropped all the same).
            if closerInUnterminatedString(UInt8(ascii: ")")) {
                closerInOpenString = true
                break
            }
        }
        // Up to the string left open, not into the next line's tokens (a `$` there is a mistake of its own).
        let end = closerInOpenString ? previousEnd : current.start
        lexer.diagnostics.removeDiagnostics(from: lexicalCount) { diagnostic in
            guard diagnostic.code == .unexpectedCharacter, let range = diagnostic.range else { return false }
            return range.end - range.start == 1 && range.end <= end
        }
        if closerInOpenString { return nil }
        // The checker's fix-it replaces the whole attribute: not when a lexical fix-it lies inside it
        // (`renamed: #"b"#`), which it would overlap.
        if lexer.diagnostics.diagnostics[lexicalCount...].contains(where: {
            !$0.fixIts.isEmpty && ($0.range?.start ?? end) < end
        }) {
            message = nil
        }
        guard current.kind == .rightParen else {
            expect(
                .rightParen, "to close attribute arguments",
                notes: [DiagnosticNote("to match this '('", at: range(open))])
            return nil
        }
        advance()
        return isDeprecation ? message : nil
    }

    /// Skips to the `)` that ends broken attribute arguments, or to a `}` or declaration the `)` is missing before,
    /// or past a string left open with the `)` in it (`@deprecated("a", "b)`): that string ran to its line's end, so
    /// the next line is not arguments.
    private mutating func skipRestOfAttributeArguments() {
        while ![.rightParen, .endOfFile, .rightBrace].contains(current.kind), !atDeclarationStart() {
            skipTokenOrGroup()
            if closerInUnterminatedString(UInt8(ascii: ")")) { return }
        }
    }

    /// The parts are gathered in locals and the declaration built once at the end: filling a `var` of the whole
    /// `DeclarationSyntax` copied it twice (out of its initializer and into the result), 1.4% of parsing.
    mutating func parseDeclaration(_ kind: DeclarationKind, prefix: consuming DeclarationPrefix) -> DeclarationSyntax {
        let keywordToken = advance()
        // The keyword's text is the kind's name: a literal, not a `String` built from the bytes.
        let keyword = Identifier(kind.rawValue, range: range(keywordToken))
        var name: Identifier?
        var parent: Identifier?
        var parentClauseRange: SourceRange?
        var importPath: StringLiteralSyntax?
        var parameters: [ParameterSyntax] = []
        var body: BodySyntax?
        var deferredBody: SourceRange?
        parts: do {
            if kind == .import {
                // import := 'import' string
                if current.kind == .string || current.kind == .multilineString {
                    importPath = decodeString(advance())
                } else if let path = parseUnquotedImportPath() {
                    importPath = path
                } else {
                    // At the token that is wrong, as for a missing declaration name (spec §6); a token the lexer
                    // reported (`import $`, `import #zz`) is the mistake's one error.
                    if current.kind == .identifier, !currentStartsLine, declarationKind(current) == nil,
                        !lexerReportedCurrent
                    {
                        // `import Shared`, as Swift imports a module: the file's path in quotes is suggested (not for a
                        // declaration on the next line, the path missing).
                        let name = text(current)
                        let path = name + ".alert"
                        diagnostics.error(
                            .expectedToken, "expected a path string after 'import', found '\(name)'",
                            at: range(current),
                            notes: [
                                DiagnosticNote("a file is imported by its path, as in 'import \"\(path)\"'", at: nil)
                            ],
                            fixIts: [FixIt(range: range(current), replacement: "\"\(path)\"")])
                    } else {
                        errorAtCurrent(
                            .expectedToken, "expected a path string after 'import', found \(foundDescription)")
                    }
                    recoverToDeclarationStart()
                }
                break parts
            }
            if nextDeclarationStartsHere() {
                // `alert $` before the next declaration: the byte the lexer reported is the mistake's one error.
                errorAtCurrent(.expectedToken, "expected \(kind.spelling) name, found '\(text(current))'")
                break parts
            }
            guard let declared = expectIdentifier("\(kind.spelling) name") else {
                // `alert { … }`, `alert 42 { … }`: the body is still parsed, so the syntax errors in it are reported
                // too (spec §1); a declaration without a name takes no part in the program.
                if current.kind != .leftBrace, current.kind != .endOfFile, peek().kind == .leftBrace { advance() }
                if current.kind == .leftBrace {
                    body = parseBody(kind.spelling)
                } else {
                    recoverToDeclarationStart()
                }
                break parts
            }
            name = declared
            if current.kind == .identifier || current.kind == .integer || current.kind == .color {
                skipRestOfNameAfterStrayByte()
            }
            if kind == .alert, current.kind == .leftParen {
                let closed: Bool
                (parameters, closed) = parseParameters()
                // `alert d(` before the next declaration: the missing `)` is the one error, not also the body's `{`,
                // and the next declaration is kept.
                if !closed, current.kind == .attribute || atDeclarationStart() { break parts }
            }
            if kind == .theme || kind == .page, current.kind == .identifier, parentFollowsWithoutColon(kind) {
                // `theme Night Base {`, `page Home Tabs`: the parent without its `:` is one error, and the parent is
                // kept, so what the declaration inherits through it is not lost too. (After a byte the lexer reported,
                // `theme Night$ Base {`, the name went on: `skipRestOfNameAfterStrayByte`.)
                diagnostics.error(
                    .expectedToken, "expected ':' before parent \(kind.rawValue) '\(text(current))'",
                    at: missingPoint, fixIts: [FixIt(range: missingPoint, replacement: ":")])
                let parentStart = current.start
                parent = advanceIdentifier()
                parentClauseRange = range(from: parentStart)
            } else if kind == .theme || kind == .page, current.kind == .colon {
                let colon = advance()
                if nextDeclarationStartsHere() {
                    errorAtCurrent(
                        .expectedToken, "expected parent \(kind.rawValue) name after ':', found '\(text(current))'")
                    break parts
                }
                if let parentName = expectIdentifier("parent \(kind.rawValue) name after ':'") {
                    parent = parentName
                    parentClauseRange = range(from: colon.start)
                } else if current.kind != .leftBrace, current.kind != .endOfFile, !atDeclarationStart() {
                    // `page Home: .Tabs {`: the wrong parent is the reported mistake; the body after it still counts.
                    skipTokenOrGroup()
                }
            }
            if current.kind == .leftBrace {
                if kind == .alert, alertBodies != .inline, let skimmed = skimBody() {
                    if alertBodies == .deferred {
                        deferredBody = skimmed
                    } else {
                        body = parseSkimmedBody(skimmed)
                    }
                } else {
                    body = parseBody(kind.spelling)
                }
            } else if kind != .page {
                // `alert b$alert x {`: the byte the lexer reported before the next declaration is the one error.
                if !lexerReportedCurrent {
                    // The members on deeper-indented lines, and a `}` too many after them: the body, as if its `{`
                    // were there (`bodyBraceIsMissing`).
                    if bodyBraceIsMissing(after: keywordToken) {
                        reportMissingBodyBrace(kind.spelling)
                        body = parseBody(kind.spelling, braceMissing: true)
                        break parts
                    }
                    diagnostics.error(.expectedToken, "expected '{' to begin \(kind.spelling) body", at: missingPoint)
                }
                recoverToDeclarationStart()
            }
        }
        return DeclarationSyntax(
            kind: kind,
            prefix: prefix,
            keyword: keyword,
            name: name,
            parent: parent,
            parentClauseRange: parentClauseRange,
            importPath: importPath,
            parameters: parameters,
            body: body,
            deferredBody: deferredBody,
            range: range(from: keywordToken.start)
        )
    }

    /// `alert b$c { … }`, `alert a#zz { … }`: the rest of a name after a byte or a colour literal the lexer reported
    /// (on the name's line) is part of that one mistake, so the body after it is still the declaration's (not also
    /// "expected '{'"); the name is what came before it. Error paths only, out of line.
    @inline(never)
    private mutating func skipRestOfNameAfterStrayByte() {
        while current.kind == .identifier || current.kind == .integer || current.kind == .color, !currentStartsLine,
            lexerReportedCurrent,
            !atDeclarationStart()
        {
            advance()
        }
    }

    /// Whether the name that is current, after a theme's or page's name on its line, is its parent written without
    /// `:`: no declaration starts with it, and the declaration's body (`{`), or for a page its end (a `;`, a line
    /// break, the end of the file), follows it.
    private mutating func parentFollowsWithoutColon(_ kind: DeclarationKind) -> Bool {
        guard !currentStartsLine, declarationKind(current) == nil else { return false }
        let next = peek()
        if next.kind == .leftBrace { return true }
        guard kind == .page else { return false }
        return next.kind == .semicolon || next.kind == .endOfFile
            || bytes[current.end..<next.start].contains(UInt8(ascii: "\n"))
    }

    /// Whether the name expected here is missing and the next declaration starts instead (`page` alone on a line
    /// before `alert z { … }`). A declaration keyword can be a name (`page alert`), so it is one unless the word after
    /// it is a name too: no declaration's name is followed by a name that is not a keyword.
    @inline(__always)
    mutating func nextDeclarationStartsHere() -> Bool {
        guard let kind = declarationKind(current) else { return false }
        let next = peek()
        guard Self.startsDeclaration(kind, followedBy: next.kind) else { return false }
        return kind == .import || declarationKind(next) == nil
    }

    /// Skips to the `)` that ends a broken parameter list, or to the body's `{`, or to the next declaration (or its
    /// attribute), which is kept. Only parentheses are counted: a stray `[` must not make the list's `)` look like
    /// the end of a group.
    private mutating func skipToParameterListEnd() {
        var open = 0
        while true {
            switch current.kind {
            case .leftParen: open += 1
            case .rightParen:
                if open == 0 { return }
                open -= 1
            case .leftBrace, .rightBrace, .endOfFile, .attribute: return
            case .identifier where open == 0 && atDeclarationStart(): return
            default: break
            }
            advance()
        }
    }

    /// Whether the token where a parameter starts (after the `(` or a `,`) ends the list instead, its `)` missing:
    /// the body's `{`, a `}`, the end of the file, an attribute or the next declaration (`alert d(` then
    /// `alert e { … }`). `()` and a trailing `,` are fine, so the missing `)` is then the one error. A declaration
    /// keyword with a name and a `:` after it (`page p: String`) is a parameter with a Swift argument label.
    private mutating func parameterListEndsHere() -> Bool {
        switch current.kind {
        case .leftBrace, .rightBrace, .endOfFile, .attribute: return true
        case .identifier: return nextDeclarationStartsHere() && tokensAhead(3)[2].kind != .colon
        default: return false
        }
    }

    /// `count: Swift.Int`, a type qualified as Swift writes it: one error over the whole name, and the list goes on.
    /// Where its last part is a parameter type, or a Swift type of the same family (`CoreGraphics.CGFloat`), that
    /// parameter type is suggested and is the type (its uses are typed); otherwise the type is missing, so the
    /// checker does not report it again. Error paths only, out of line.
    @inline(never)
    private mutating func retypeQualifiedParameter(_ parameter: inout ParameterSyntax) {
        let first = parameter.type
        var last = first
        while current.kind == .enumCase, current.start == previousEnd { last = advanceIdentifier() }
        let whole = SourceRange(file: file, start: first.range.start, end: last.range.end)
        // `CoreGraphics.CGFloat` suggests what `CGFloat` alone does (`Double`).
        let type = ResolvedParameter.ParameterType.parameterType(meantBy: last.text)
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[whole.start..<whole.end]), as: UTF8.self)
        diagnostics.error(
            .expectedToken, "expected parameter type ('String', 'Int' or 'Double'), found '\(written)'", at: whole,
            notes: type.map { [DiagnosticNote("did you mean '\($0)'?", at: whole)] } ?? [],
            fixIts: type.map { [FixIt(range: whole, replacement: $0)] } ?? [])
        parameter.type = Identifier(type ?? "", range: whole)
    }

    /// The ':' missing after the parameter `name`: `=` or `==` written for it (`count = Int`, the current token the
    /// type) is one error at the operator, with `: ` as the fix-it, and counts as the ':' (`true`); a type after
    /// blanks alone (`m String`) is the ':' alone missing, an error that names the parameter and has the ':' as its
    /// fix-it, as for an argument label (the type is read); otherwise the usual "expected ':'". Error paths only, out
    /// of line.
    @inline(never)
    private mutating func expectParameterColon(after name: Identifier) -> Bool {
        guard current.kind == .identifier else { return expect(.colon, "after parameter name") }
        if let assignment = assignment(after: name.range.end), assignment.end <= current.start {
            reportAssignment(assignment, insteadOfColonAfter: name, "parameter name '\(name.text)'")
            return true
        }
        guard endOfBlanks(from: name.range.end) == current.start else { return expect(.colon, "after parameter name") }
        let point = SourceRange(file: file, start: name.range.end, end: name.range.end)
        diagnostics.error(
            .expectedToken, "expected ':' after parameter name '\(name.text)'", at: point,
            fixIts: [FixIt(range: point, replacement: ":")])
        return false
    }

    /// `(count = 3)`: a Swift default value where the ':' and the type go, the current token the value and a `,` or `)`
    /// after it. One error over the `= 3`, and the parameter's type is the value's (`Int` for an integer, `Double` for a
    /// decimal, `String` for a string), with `: Int` as the fix-it; a value of no parameter type (`true`, `.none`)
    /// leaves the type missing (""), not reported again. `nil` when the parameter is not written so. Error paths only.
    @inline(never)
    private mutating func defaultValueWithoutType(after name: Identifier) -> Identifier? {
        guard let assignment = assignment(after: name.range.end), assignment.end <= current.start else { return nil }
        let typeName: String
        switch current.kind {
        case .integer: typeName = "Int"
        case .decimal: typeName = "Double"
        case .string: typeName = "String"
        case .trueKeyword, .falseKeyword, .enumCase, .color: typeName = ""
        default: return nil
        }
        guard [.comma, .rightParen].contains(peek().kind) else { return nil }
        let value = advance()
        let note =
            typeName.isEmpty
            ? "a parameter's type is 'String', 'Int' or 'Double'" : "write its type: '\(name.text): \(typeName)'"
        let written = SourceRange(file: file, start: name.range.end, end: value.end)
        reportDefaultValue(
            assignment, through: value.end, notes: [DiagnosticNote(note, at: nil)],
            fixIts: typeName.isEmpty ? [] : [FixIt(range: written, replacement: ": \(typeName)")])
        return Identifier(typeName, range: range(value))
    }

    /// `(count: Int?)` or `(count: Int!)`, a Swift optional type: the lexer's error at the `?` or `!` touching the type
    /// gives way to one that says why, with its removal as the fix-it. A longer run (`Int?=`) keeps the lexer's error.
    /// Error paths only.
    @inline(never)
    private mutating func reportOptionalParameter(at index: Int) {
        guard lexer.strayOperatorEnd(from: index) == index + 1 else { return }
        dropLexerErrors(within: index, index + 1)
        let mark = SourceRange(file: file, start: index, end: index + 1)
        diagnostics.error(
            .expectedToken, "alert parameters cannot be optional", at: mark,
            notes: [DiagnosticNote("the alert is created with a value for each of its parameters", at: nil)],
            fixIts: [FixIt(range: mark, replacement: "")])
    }

    /// `(count: Int = 3)`: a Swift default value after the type, skipped up to `previousEnd`. The lexer's error at its
    /// `=` gives way to one over the whole `= 3`, with its removal as the fix-it. Another character (`count: Int $`)
    /// keeps the lexer's error. Error paths only.
    @inline(never)
    private mutating func reportDefaultValue(after typeEnd: Int) {
        guard let assignment = assignment(after: typeEnd), assignment.end < previousEnd else { return }
        reportDefaultValue(
            assignment, through: previousEnd, notes: [],
            fixIts: [FixIt(range: SourceRange(file: file, start: typeEnd, end: previousEnd), replacement: "")])
    }

    /// The one error of a Swift default value, over its `assignment` and the value up to `end`, in place of the
    /// lexer's error at the `=`.
    private mutating func reportDefaultValue(
        _ assignment: SourceRange, through end: Int, notes: [DiagnosticNote], fixIts: [FixIt]
    ) {
        dropLexerErrors(within: assignment.start, assignment.end)
        diagnostics.error(
            .expectedToken, "alert parameters have no default values",
            at: SourceRange(file: file, start: assignment.start, end: end), notes: notes, fixIts: fixIts)
    }

    /// parameters := '(' [ parameter { ',' parameter } [ ',' ] ] ')'
    /// parameter := identifier ':' identifier
    ///
    /// Returns the parameters and whether the list's `)` was there.
    mutating func parseParameters() -> (parameters: [ParameterSyntax], closed: Bool) {
        let open = advance()
        var parameters: [ParameterSyntax] = []
        // After an error in a parameter the rest of the list is skipped as part of it (spec §1): only a `)` that is
        // really missing (the `{` comes first) is a second error.
        var reportedError = false
        while current.kind != .rightParen {
            if parameterListEndsHere() { break }
            if current.kind == .comma {
                // `(, n: Int)`, `(n: Int,, m: String)`: the stray `,` is the one error, and the parameters after it
                // are still declared (their uses are not "undeclared" too), as a list's elements are.
                errorAtCurrent(.expectedToken, "expected parameter name, found ','")
                advance()
                continue
            }
            guard current.kind == .identifier else {
                // `($: Int)`: the byte the lexer reported is the mistake's one error.
                errorAtCurrent(.expectedToken, "expected parameter name, found \(foundDescription)")
                reportedError = true
                break
            }
            var name = advanceIdentifier()
            if current.kind == .identifier, peek().kind == .colon {
                // `(_ count: Int)`, as a Swift function declares a label: the name is the label of the generated
                // function, so the label is one error and the parameter is `count`.
                let label = name
                name = advanceIdentifier()
                diagnostics.error(
                    .expectedToken, "alert parameters have no argument labels", at: label.range,
                    notes: [DiagnosticNote("'\(name.text)' is the argument label of the generated Swift", at: nil)],
                    fixIts: [FixIt(range: label.range.prefix(upTo: name.range), replacement: "")])
            }
            // `(count = Int)`, Swift's `=` or `==` for the ':': that one error, at the operator, and the type is read.
            // `(count = 3)`, a Swift default value in place of the ':' and type: one error, and the type is the value's.
            var typeOfDefault: Identifier?
            let hasColon: Bool
            if current.kind == .colon {
                hasColon = expect(.colon, "after parameter name")
            } else if let inferred = defaultValueWithoutType(after: name) {
                typeOfDefault = inferred
                hasColon = true
            } else {
                hasColon = expectParameterColon(after: name)
            }
            // Without a type it is still declared (type ""), so its uses are not reported as undeclared too. After a
            // missing ':', a missing type is the same mistake: not reported again.
            // The next declaration (`alert d(n:` then `alert e { … }`) is no type: it is kept.
            let type: Identifier?
            if let typeOfDefault {
                type = typeOfDefault
            } else if nextDeclarationStartsHere() {
                if hasColon {
                    errorAtCurrent(
                        .expectedToken,
                        "expected parameter type ('String', 'Int' or 'Double'), found \(foundDescription)")
                }
                type = nil
            } else {
                type =
                    hasColon || current.kind == .identifier
                    ? expectIdentifier("parameter type ('String', 'Int' or 'Double')") : nil
            }
            parameters.append(ParameterSyntax(name: name, type: type ?? Identifier("", range: missingPoint)))
            reportedError = !hasColon || type == nil
            if current.kind == .enumCase, current.start == previousEnd, type != nil {
                // `count: Swift.Int`: on the error path, the parameter's type is written again.
                retypeQualifiedParameter(&parameters[parameters.count - 1])
            }
            if type != nil, previousEnd < current.start,
                [UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[previousEnd])
            {
                // `count: Int?`, a Swift optional: on the error path.
                reportOptionalParameter(at: previousEnd)
            }
            // Not `else`: a qualified type may have a default value too (`count: Swift.Int = 3`), a second error.
            if type != nil, current.kind != .comma, current.kind != .rightParen, lexerReportedCurrent {
                // `count: Int = 3`, a Swift default value: the lexer reported the `=`, the one error; the value after
                // it is skipped with it, and the list goes on.
                // It stops at a next parameter's `name:` (`count: Int = 3 name: String`, `count: Int $ name: String`):
                // that parameter is declared, and its missing `,` is reported below as without the value.
                let typeEnd = previousEnd
                while ![.comma, .rightParen, .leftBrace, .rightBrace, .endOfFile].contains(current.kind),
                    !(current.kind == .identifier && peek().kind == .colon)
                {
                    skipTokenOrGroup()
                }
                reportDefaultValue(after: typeEnd)
            }
            if current.kind == .comma {
                advance()
            } else if current.kind == .identifier, peek().kind == .colon, !currentStartsLine {
                // `(n: Int m: String)`: the next parameter follows, only its `,` is missing. On a line of its own,
                // `name:` is rather the body's first property, the `)` missing.
                diagnostics.error(.expectedToken, "expected ',' between parameters", at: missingPoint)
            } else if current.kind != .rightParen {
                break
            }
        }
        if reportedError { skipToParameterListEnd() }
        if current.kind == .rightParen {
            advance()
            return (parameters, true)
        }
        diagnostics.error(
            .expectedToken,
            "expected ')' to close the parameter list",
            at: missingPoint,
            notes: [DiagnosticNote("to match this '('", at: range(open))]
        )
        // Up to the body, or to the next declaration, which is kept.
        while ![.rightParen, .leftBrace, .rightBrace, .endOfFile, .attribute].contains(current.kind),
            !atDeclarationStart()
        {
            skipTokenOrGroup()
        }
        if current.kind == .rightParen {
            advance()
            return (parameters, true)
        }
        return (parameters, false)
    }
}
