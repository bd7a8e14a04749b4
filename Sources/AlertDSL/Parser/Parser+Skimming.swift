extension Parser {
    /// Finds the end of the alert body at `current` (its `{`) without building it: the `}` that closes it, when
    /// every bracket inside closes in order, no declaration starts inside and what follows that `}` may follow a
    /// body (`mayFollowAlertBody`), as in every well-formed body.
    /// Consumes the body and returns its range; otherwise consumes nothing and returns `nil`, and the body is
    /// parsed as it goes, with the usual recovery.
    ///
    /// A skimmed body is then parsed on its own, bounded by that `}`, when analysis checks the alert
    /// (`defersAlertBodies`; or at once, `parseSkimmedBody`, in tests), with the tree and diagnostics of parsing
    /// it as it goes (see `parse(_:defersAlertBodies:)`). Lexical errors met while skimming are dropped: that
    /// parse reports them.
    mutating func skimBody() -> SourceRange? {
        // It drives the lexer itself, a token at a time: this runs over every byte of every alert body, so it
        // avoids `advance()`'s bookkeeping and looks for a declaration only at identifiers that could be one. A
        // token already looked ahead at would carry lexical errors of the body outside it: no skimming then.
        guard lookahead == nil else { return nil }
        let start = current.start
        if scansBodyBytes, let end = BodyScanner.bodyEnd(bytes, from: current.end, openers: &scratch.bodyOpeners) {
            // The scanner's answer is the tokens' (see `BodyScanner`): go on after the `}`, as below.
            let resume = lexer.position
            let diagnosticCount = lexer.diagnostics.diagnostics.count
            lexer.skip(to: end)
            let next = lexer.next()
            guard mayFollowAlertBody(next) else {
                backOutOfScan(to: resume, keepingDiagnostics: diagnosticCount)
                return nil
            }
            previousEnd = end
            current = next
            return SourceRange(file: file, start: start, end: end)
        }
        // `saved` does not share the lexer's diagnostics: a lexical error in the body would otherwise copy every
        // diagnostic of the file so far, at each skim (quadratic in a file of many unterminated strings).
        let diagnosticCount = lexer.diagnostics.diagnostics.count
        var saved = self
        saved.lexer.diagnostics = DiagnosticBag()
        scratch.openers.removeAll(keepingCapacity: true)
        var token = current
        // The token after `token` when an identifier needed a look at it; the lexer is past it then.
        var peeked: Token?
        while true {
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                scratch.openers.append(token.kind)
            case .rightBrace, .rightParen, .rightBracket:
                guard let opener = scratch.openers.popLast(), Self.closes(opener, token.kind) else {
                    backOut(to: saved, keepingDiagnostics: diagnosticCount)
                    return nil
                }
                if scratch.openers.isEmpty {
                    // The lexer has read up to this `}`: the errors so far are the body's, dropped; those of the
                    // token after it are kept.
                    lexer.diagnostics.removeDiagnostics(from: diagnosticCount)
                    let next = lexer.next()
                    guard mayFollowAlertBody(next) else {
                        backOut(to: saved, keepingDiagnostics: diagnosticCount)
                        return nil
                    }
                    previousEnd = token.end
                    current = next
                    return SourceRange(file: file, start: start, end: token.end)
                }
            case .endOfFile:
                backOut(to: saved, keepingDiagnostics: diagnosticCount)
                return nil
            case .identifier:
                if Self.mayBeDeclarationKeyword(token, bytes), let kind = declarationKind(token) {
                    let next = lexer.next()
                    peeked = next
                    if Self.startsDeclaration(kind, followedBy: next.kind) {
                        backOut(to: saved, keepingDiagnostics: diagnosticCount)
                        return nil
                    }
                }
            default:
                break
            }
            if let next = peeked {
                token = next
                peeked = nil
            } else {
                token = lexer.next()
            }
        }
    }

    /// Whether `token`, after the `}` a skim found, may follow an alert body: the end of the file, a `;`, an attribute
    /// or a declaration keyword, as after every well-formed body. Anything else (another `}`: a member's `{` was
    /// missing inside, `bodyBraceIsMissing`) makes the skim back out, and the body is parsed as it goes. The one test
    /// a skimmed body costs; the rest is out of line.
    @inline(__always)
    func mayFollowAlertBody(_ token: Token) -> Bool {
        switch token.kind {
        case .endOfFile, .semicolon, .attribute: true
        case .identifier: declarationKind(token) != nil
        default: false
        }
    }

    /// Returns from a scan (`BodyScanner`) whose `}` is followed by what `mayFollowAlertBody` rejects to the body's
    /// `{`, the lexer at `position`, keeping its first `count` diagnostics (those of the token after the `}` go).
    @inline(never)
    private mutating func backOutOfScan(to position: Int, keepingDiagnostics count: Int) {
        lexer.skip(to: position)
        lexer.diagnostics.removeDiagnostics(from: count)
    }

    /// Returns to the state `saved` (taken with no diagnostics of its lexer) from a skim that failed, keeping the
    /// lexer's first `count` diagnostics: those of the body are found again when it is parsed.
    private mutating func backOut(to saved: Parser, keepingDiagnostics count: Int) {
        var diagnostics = DiagnosticBag()
        swap(&diagnostics, &lexer.diagnostics)
        self = saved
        diagnostics.removeDiagnostics(from: count)
        lexer.diagnostics = diagnostics
    }

    /// A cheap first test for `declarationKind`: `page`, `alert`, `theme`, `import` and `actions` are 4–7 bytes
    /// long and start with one of four letters.
    @inline(__always)
    private static func mayBeDeclarationKeyword(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.end - token.start
        guard length >= 4, length <= 7 else { return false }
        switch bytes[token.start] {
        case UInt8(ascii: "a"), UInt8(ascii: "t"), UInt8(ascii: "p"), UInt8(ascii: "i"): return true
        default: return false
        }
    }

    private static func closes(_ opener: TokenKind, _ closer: TokenKind) -> Bool {
        switch opener {
        case .leftBrace: closer == .rightBrace
        case .leftParen: closer == .rightParen
        default: closer == .rightBracket
        }
    }

    /// Parses a body `skimBody` delimited, bounded by its `}`, with the diagnostics in their usual places (tests).
    mutating func parseSkimmedBody(_ range: SourceRange) -> BodySyntax {
        let parsed = Parser.parseBoundedBody(range, of: bytes, scratch: scratch)
        // The lexer has read the token after the `}`: the body's errors go before that token's, in the order parsing
        // inline gives (`lexerReportedCurrent` reads the last ones).
        let lexical = lexer.diagnostics.diagnostics
        var split = lexical.count
        while split > 0, let start = lexical[split - 1].range?.start, start >= range.end { split -= 1 }
        lexer.diagnostics.removeDiagnostics(from: split)
        lexer.diagnostics.append(contentsOf: parsed.lexical)
        for diagnostic in lexical[split...] { lexer.diagnostics.append(diagnostic) }
        diagnostics.append(contentsOf: parsed.syntax)
        return parsed.body
    }
}
