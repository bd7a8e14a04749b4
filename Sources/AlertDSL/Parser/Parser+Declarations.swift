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
            } else {
                let found = current.kind == .endOfFile ? "end of file" : "'\(text(current))'"
                diagnostics.error(
                    .expectedDeclaration,
                    "expected a declaration ('import', 'theme', 'page', 'actions' or 'alert'), found \(found)",
                    at: current.kind == .endOfFile ? missingPoint : range(current)
                )
                skipTokenOrGroup()
                recoverToDeclarationStart()
            }
            if current.start == before, current.kind != .endOfFile { advance() }
        }
        return declarations
    }

    /// prefix := { attribute } — with the `///` lines in the trivia before and between them.
    mutating func parsePrefix() -> DeclarationPrefix {
        var prefix = DeclarationPrefix()
        Parser.collectDocLines(bytes, before: current, into: &prefix.doc)
        while current.kind == .attribute {
            prefix.attributes.append(parseAttribute())
            Parser.collectDocLines(bytes, before: current, into: &prefix.doc)
        }
        return prefix
    }

    /// attribute := '@' identifier [ '(' string ')' ]
    mutating func parseAttribute() -> AttributeSyntax {
        let token = advance()
        var argument: StringLiteralSyntax?
        if current.kind == .leftParen {
            let open = advance()
            if current.kind == .string || current.kind == .multilineString {
                argument = decodeString(advance())
            } else {
                diagnostics.error(
                    .expectedToken, "expected a message string in attribute arguments", at: range(current))
                while ![.rightParen, .endOfFile, .rightBrace].contains(current.kind), !atDeclarationStart() {
                    skipTokenOrGroup()
                }
            }
            expect(
                .rightParen, "to close attribute arguments",
                notes: [DiagnosticNote("to match this '('", at: range(open))])
        }
        return AttributeSyntax(name: identifier(token), argument: argument, range: range(from: token.start))
    }

    /// The parts are gathered in locals and the declaration built once at the end: filling a `var` of the whole
    /// `DeclarationSyntax` copied it twice (out of its initializer and into the result), 1.4% of parsing.
    mutating func parseDeclaration(_ kind: DeclarationKind, prefix: DeclarationPrefix) -> DeclarationSyntax {
        let keywordToken = advance()
        // The keyword's text is the kind's name: a literal, not a `String` built from the bytes.
        let keyword = Identifier(kind.rawValue, range: range(keywordToken))
        var name: Identifier?
        var parent: Identifier?
        var parentClauseRange: SourceRange?
        var importPath: StringLiteralSyntax?
        var parameters: [ParameterSyntax] = []
        var body: BodySyntax?
        parts: do {
            if kind == .import {
                // import := 'import' string
                if current.kind == .string || current.kind == .multilineString {
                    importPath = decodeString(advance())
                } else {
                    diagnostics.error(.expectedToken, "expected a path string after 'import'", at: missingPoint)
                    recoverToDeclarationStart()
                }
                break parts
            }
            guard let declared = expectIdentifier("\(kind == .actions ? "action set" : kind.rawValue) name") else {
                recoverToDeclarationStart()
                break parts
            }
            name = declared
            if kind == .alert, current.kind == .leftParen {
                parameters = parseParameters()
            }
            if kind == .theme || kind == .page, current.kind == .colon {
                let colon = advance()
                if let parentName = expectIdentifier("parent \(kind.rawValue) name after ':'") {
                    parent = parentName
                    parentClauseRange = range(from: colon.start)
                }
            }
            if current.kind == .leftBrace {
                body = parseBody(kind.rawValue == "actions" ? "action set" : kind.rawValue, typicalCount: 12)
            } else if kind != .page {
                let name = kind == .actions ? "action set" : kind.rawValue
                diagnostics.error(.expectedToken, "expected '{' to begin \(name) body", at: missingPoint)
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
            range: range(from: keywordToken.start)
        )
    }

    /// parameters := '(' [ parameter { ',' parameter } [ ',' ] ] ')'
    /// parameter := identifier ':' identifier
    mutating func parseParameters() -> [ParameterSyntax] {
        let open = advance()
        var parameters: [ParameterSyntax] = []
        while current.kind != .rightParen {
            guard current.kind == .identifier else {
                let found = current.kind == .endOfFile ? "end of file" : "'\(text(current))'"
                diagnostics.error(.expectedToken, "expected parameter name, found \(found)", at: range(current))
                while ![.rightParen, .leftBrace, .rightBrace, .endOfFile].contains(current.kind) { skipTokenOrGroup() }
                break
            }
            let name = advanceIdentifier()
            expect(.colon, "after parameter name")
            if let type = expectIdentifier("parameter type ('String', 'Int' or 'Double')") {
                parameters.append(ParameterSyntax(name: name, type: type))
            }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                break
            }
        }
        if current.kind == .rightParen {
            advance()
        } else {
            diagnostics.error(
                .expectedToken,
                "expected ')' to close the parameter list",
                at: missingPoint,
                notes: [DiagnosticNote("to match this '('", at: range(open))]
            )
            while ![.rightParen, .leftBrace, .rightBrace, .endOfFile].contains(current.kind) { skipTokenOrGroup() }
            if current.kind == .rightParen { advance() }
        }
        return parameters
    }
}
