extension Parser {
    /// body := '{' { ';' | member } '}'
    ///
    /// With `braceMissing`, the body's `{` was reported missing (`bodyBraceIsMissing`): the body starts here, its `{`
    /// a point after the header.
    mutating func parseBody(_ context: String, braceMissing: Bool = false) -> BodySyntax {
        bodyDepth += 1
        defer { bodyDepth -= 1 }
        let open = braceMissing ? Token(kind: .leftBrace, start: previousEnd, end: previousEnd) : advance()
        if bodyDepth == 1 {
            // A body at top level starts the lookaheads' budget again, as parsing a deferred alert body alone does.
            closerLookaheadOrigin = open.start
            closerLookaheadSpent = 0
        }
        // The stack held in a local for the whole body: read through `scratch` at each push, it was retained and
        // released around every push.
        let members = memberStack
        let base = members.count
        let outerMemberBase = bodyMemberBase
        bodyMemberBase = base
        defer { bodyMemberBase = outerMemberBase }
        var closing: SourceRange?
        var lostMember = false
        loop: while true {
            switch current.kind {
            case .rightBrace:
                closing = advanceRange()
                break loop
            case .semicolon:
                advance()
            case .endOfFile:
                if !endOfFileInsideUnterminatedLiteral { reportMissingBrace(context, open) }
                break loop
            default:
                // Attributes before a declaration are its own (`@deprecated` then `alert b { … }`): the `}` is missing
                // before them, not after, and the declaration keeps them.
                if (atDeclarationStart() && !keywordStartsPropertyWithoutColon())
                    || (current.kind == .attribute && attributesComeBeforeDeclaration())
                {
                    if !closerInUnterminatedString(UInt8(ascii: "}")) { reportMissingBrace(context, open) }
                    break loop
                }
                let before = current.start
                if let member = parseMember() { members.push(member) } else { lostMember = true }
                if current.start == before, current.kind != .endOfFile, current.kind != .rightBrace { advance() }
            }
        }
        return BodySyntax(
            members: members.popArray(from: base), leftBrace: range(open), rightBrace: closing, lostMember: lostMember)
    }

    /// Whether the attribute that is current, and any after it (each with its arguments), come before a declaration
    /// start: they are that declaration's, so the body's `}` is missing before them. A copy of the lexer reads ahead;
    /// the diagnostics it makes are dropped with it. Error paths and attributes in bodies only.
    @inline(never)
    private mutating func attributesComeBeforeDeclaration() -> Bool {
        var token = peek()
        var probe = lexer.lookaheadCopy()
        while true {
            if token.kind == .leftParen {
                var open = 1
                while open > 0 {
                    token = probe.next()
                    switch token.kind {
                    case .leftParen: open += 1
                    case .rightParen: open -= 1
                    case .leftBrace, .rightBrace, .endOfFile: return false
                    default: break
                    }
                }
                token = probe.next()
            }
            guard token.kind == .attribute else { break }
            token = probe.next()
        }
        guard let kind = declarationKind(token) else { return false }
        return Self.startsDeclaration(kind, followedBy: probe.next().kind)
    }

    /// The body of an action or field, unless it opens past the nesting limit: then it is reported and skipped
    /// whole. Such a body holds only properties, but the grammar lets it hold any member, so bodies can nest, and
    /// without a limit a deep enough file overflowed the stack (spec §1: no input makes alertc crash).
    private mutating func parseMemberBody(_ context: String) -> BodySyntax? {
        guard bodyDepth < Parser.maximumNestingDepth else {
            diagnostics.error(
                .nestingTooDeep, "bodies nest more than \(Parser.maximumNestingDepth) deep", at: range(current))
            skipGroup(countsNesting: false)
            return nil
        }
        return parseBody(context)
    }

    /// The body of the action or field whose keyword is `keyword`, when its `{` is missing before a property on a
    /// deeper-indented line, and the braces ahead close one body too many (`bodyBraceIsMissing`): reported, with
    /// ` {` as the fix-it, and parsed as if the `{` were there. `nil`, and nothing consumed, otherwise. Asked only
    /// when a property follows the action or field; out of line.
    @inline(never)
    private mutating func parseMemberBodyWithoutBrace(_ context: String, keyword: Token) -> BodySyntax? {
        guard bodyDepth < Parser.maximumNestingDepth, bodyBraceIsMissing(after: keyword) else { return nil }
        reportMissingBodyBrace(context)
        return parseBody(context, braceMissing: true)
    }

    /// Reports the `{` of a `context` body missing after its header, with ` {` as the fix-it.
    mutating func reportMissingBodyBrace(_ context: String) {
        diagnostics.error(
            .expectedToken, "expected '{' to begin \(context) body", at: missingPoint,
            fixIts: [FixIt(range: missingPoint, replacement: " {")])
    }

    /// Whether the header whose first token is `keyword` misses its body's `{`: the current token, a member start,
    /// begins a line indented deeper than the header's, and counting braces ahead, the ones that follow close one
    /// body more than is open, and that `}` is followed by the end of the file, a `;`, an attribute or a declaration
    /// keyword: only then does the missing `{` make the braces match. A declaration start ahead, or the end of the
    /// file, ends the search (the `}` missing is then something else). Inside a body, the `}` that closes the
    /// outermost one open (an alert's, taken for the action's or field's) must be followed by something else, as the
    /// `}` after the last member of that body: the skim of an alert body (`skimBody`) backs out there, so the body is
    /// parsed as it goes, not bounded by that `}`, and a deferred body gives the same answer. The look-ahead shares
    /// the budget of `isCloserMissing`. Error paths only.
    @inline(never)
    mutating func bodyBraceIsMissing(after keyword: Token) -> Bool {
        guard currentStartsLine, atMemberStart(),
            Self.indentation(of: current.start, in: bytes) > Self.indentation(of: keyword.start, in: bytes)
        else { return false }
        var ahead = budgetedLookahead()
        defer { charge(ahead) }
        // The bodies open around the header, without the one whose `{` is missing.
        var open = bodyDepth
        while let (token, next) = ahead.next() {
            switch token.kind {
            case .leftBrace:
                open += 1
            case .rightBrace:
                open -= 1
                // One `}` too many: the missing `{` makes the braces match when what follows may follow a body.
                if open < 0 { return mayFollowAlertBody(next) }
                // The `}` of the outermost body open: the skim of an alert body takes it for the body's end unless
                // what follows it cannot follow one, and then the body is parsed as it goes (`mayFollowAlertBody`).
                if open == 0, bodyDepth > 0, mayFollowAlertBody(next) { return false }
            case .endOfFile:
                return false
            case .identifier:
                if let kind = declarationKind(token), Self.startsDeclaration(kind, followedBy: next.kind) {
                    return false
                }
            default:
                break
            }
        }
        return false
    }

    /// The number of blanks that begin the line holding `offset`.
    static func indentation(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var index = lineStart
        while index < offset, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index - lineStart
    }

    private mutating func reportMissingBrace(_ context: String, _ open: Token) {
        diagnostics.error(
            .expectedToken,
            "expected '}' at the end of the \(context) body",
            at: missingPoint,
            notes: [DiagnosticNote("to match this '{'", at: range(open))]
        )
    }

    /// member := prefix ( property | action | field | use )
    /// `parseAction`, `parseField` and `parseUse` run on their keyword only, so they name it with a literal (free)
    /// instead of building a `String` from its bytes.
    mutating func parseMember() -> MemberSyntax? {
        let prefix = parsePrefix()
        guard current.kind == .identifier else {
            if current.kind == .comma, let use = parseUseAfterComma(prefix) { return use }
            reportExpectedMember()
            return nil
        }
        if peek().kind == .colon { return .property(parseProperty(prefix)) }
        if isWord(current, "action") { return parseAction(prefix) }
        if isWord(current, "field") { return parseField(prefix) }
        if isWord(current, "use") { return parseUse(prefix) }
        if atDeclarationStart(), !keywordStartsPropertyWithoutColon() { return nil }
        if followsStray(UInt8(ascii: "@"), current) {
            skipStrayAttributeName()
            return nil
        }
        return parseUnexpectedMember(prefix)
    }

    /// A name that starts no member: a property written as Swift writes one, else reported. Apart from
    /// `parseMember`, which then keeps fewer values alive on its usual paths.
    @inline(never)
    private mutating func parseUnexpectedMember(_ prefix: consuming DeclarationPrefix) -> MemberSyntax? {
        if let property = parseSwiftStyleProperty(prefix) { return .property(property) }
        if keywordStartsPropertyWithoutColon() || propertyStartsWithoutColon() {
            return .property(parseKeywordPropertyWithoutColon(prefix))
        }
        reportExpectedMember()
        return nil
    }

    private mutating func reportExpectedMember() {
        // `alert a {{`: a `{` without a `}` of its own is skipped alone, not as a group that would take the body's `}`
        // (and the members before it) with it, so it is the one error, with its removal as the fix-it.
        let braceAlone = current.kind == .leftBrace && strayBraceTakesBodyEnd(closing: nil)
        // A token the lexer reported, or a stray byte before it, is the mistake's one error.
        if !lexerReportedCurrent {
            var message = "expected a member ('action', 'field', 'use' or 'name: value'), found \(foundDescription)"
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if current.kind == .identifier {
                // A misspelt keyword before a name (`acton ok "OK"`) is not a property without its ':'.
                if peek().kind == .identifier,
                    let keyword = keywordSuggestion(
                        for: current, among: Self.memberKeywords, besides: [DeclarationKind.actions.rawValue])
                {
                    notes.append(DiagnosticNote("did you mean '\(keyword)'?", at: range(current)))
                    fixIts.append(FixIt(range: range(current), replacement: keyword))
                } else {
                    message += "; a property needs ':' after its name"
                }
            } else if current.kind == .comma {
                // `title: "Hi",` as in a Swift argument list.
                message += "; members are not separated by ','"
                fixIts.append(FixIt(range: range(current), replacement: ""))
            } else if braceAlone {
                fixIts.append(FixIt(range: range(current), replacement: ""))
            }
            diagnostics.error(.expectedMember, message, at: range(current), notes: notes, fixIts: fixIts)
        }
        // Attributes can leave the body's `}` current: it closes the body, it is not skipped.
        guard current.kind != .rightBrace else { return }
        if braceAlone { advance() } else { skipTokenOrGroup() }
        recoverToMemberStart()
    }

    /// A property written the way Swift declares or assigns (`title = "Hi"`, `let title = "Hi"`, `var title: "Hi"`):
    /// one error, with the language's `: ` and the keyword's removal as its fix-its, and the property kept, so the
    /// alert does not also lose its title. `title == "Hi"` is taken for the same mistake. The lexer reported each `=` (a byte that starts no
    /// token); those errors are this one. `nil`, and nothing consumed, for anything else (`let x` alone).
    @inline(never)
    private mutating func parseSwiftStyleProperty(_ prefix: DeclarationPrefix) -> PropertySyntax? {
        var introducer: Token?
        if isWord(current, "let") || isWord(current, "var") {
            guard peek().kind == .identifier else { return nil }
            introducer = current
        }
        let nameEnd = introducer == nil ? current.end : peek().end
        let separator = endOfBlanks(from: nameEnd)
        guard separator < bytes.count else { return nil }
        let isAssignment = bytes[separator] == UInt8(ascii: "=")
        guard isAssignment || (introducer != nil && bytes[separator] == UInt8(ascii: ":")) else { return nil }
        // `title == "Hi"` is the same mistake, with Swift's comparison for its assignment.
        let isComparison = isAssignment && separator + 1 < bytes.count && bytes[separator + 1] == UInt8(ascii: "=")
        let operatorEnd = separator + (isComparison ? 2 : 1)
        if introducer != nil { advance() }
        let name = advanceIdentifier()
        if !isAssignment { advance() }  // ':'
        // `current` is the value now, so the lexer has reported the `=` before it; a longer run (`=!`) stays.
        dropLexerErrors(within: separator, operatorEnd)
        let separatorText = isComparison ? " == " : isAssignment ? " = " : ": "
        let written = (introducer.map { text($0) + " " } ?? "") + name.text + separatorText + "value"
        // The fix-its leave the name alone: analysis may offer its own for it (`titl = "Hi"`, "did you mean
        // 'title'?"), and one fix-it over both would overlap it (applying both garbled the line).
        var fixIts: [FixIt] = []
        if let introducer {
            let keyword = SourceRange(file: file, start: introducer.start, end: name.range.start)
            fixIts.append(FixIt(range: keyword, replacement: ""))
        }
        if isAssignment {
            let assignment = SourceRange(file: file, start: name.range.end, end: current.start)
            fixIts.append(FixIt(range: assignment, replacement: ": "))
        }
        diagnostics.error(
            .expectedMember, "a property is written '\(name.text): value', not '\(written)'",
            at: introducer.map(range) ?? SourceRange(file: file, start: separator, end: operatorEnd),
            fixIts: fixIts)
        return parsePropertyValue(prefix, name: name)
    }

    /// Whether the current `theme` or `page`, which with the name after it would start a declaration, is rather the
    /// property of that name in a body, written without its ':': indented or after other tokens on its line, with no
    /// `{` or `:` after the name (`theme Night` under `title: "t"`), or followed by Swift's `=` (`theme = Night`, which
    /// `parseSwiftStyleProperty` takes). A declaration indented in a body whose `}` is missing has its `{` (or its
    /// parent's `:`) after the name; a page declared without a body is written at the start of its line. Asked only
    /// once `atDeclarationStart` is true, in a body: error paths only, out of line.
    @inline(never)
    mutating func keywordStartsPropertyWithoutColon() -> Bool {
        guard bodyDepth > 0, let kind = declarationKind(current), kind == .theme || kind == .page else { return false }
        let index = endOfBlanks(from: current.end)
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") { return true }
        // At the start of its line it is a declaration; indented, or after other tokens of the body on its line
        // (`alert a { page Home action ok "OK" }`), it is not.
        if current.start == 0 || bytes[current.start - 1] == UInt8(ascii: "\n") { return false }
        let afterName = tokensAhead(3)[2].kind
        return afterName != .leftBrace && afterName != .colon
    }

    /// Whether the current name is a property written without its ':' (`title "Hello"`, `priority -5`,
    /// `style .actionSheet`): the name of a property of any body, followed on its line by a literal (a string, a
    /// number, a colour, an enum case, a list or a Bool). Reported as a missing member and skipped, such a member
    /// was lost (its value too: the alert lost its title or style, and checks judged what was left), and so was
    /// every member skipped with it, a second one written the same way without its own error. Another name before a
    /// literal (`acton "OK"`) is more likely a misspelt keyword, and a name before a name (`preferred ok`) a
    /// misspelt keyword before a name (`acton ok`): both stay missing members. Error paths only.
    /// `expected-member-property-without-colon` is the golden.
    @inline(never)
    private mutating func propertyStartsWithoutColon() -> Bool {
        let value = peek()
        switch value.kind {
        case .string, .multilineString, .integer, .decimal, .color, .enumCase, .leftBracket, .trueKeyword,
            .falseKeyword:
            break
        default:
            return false
        }
        // After a stray byte (`$ subtitle "s"`) the byte is the mistake's one error, and the member goes with it.
        guard !lexerReportedCurrent, PropertySchema.id(text(current)) != nil else { return false }
        return !bytes[current.end..<value.start].contains(UInt8(ascii: "\n"))
    }

    /// `theme Night` or `title "Hello"` in a body (`keywordStartsPropertyWithoutColon`, `propertyStartsWithoutColon`):
    /// one error, with `: ` as the fix-it, and the property kept, so the alert keeps its theme or title and the rest
    /// of the body is not read as a declaration or skipped.
    @inline(never)
    private mutating func parseKeywordPropertyWithoutColon(_ prefix: DeclarationPrefix) -> PropertySyntax {
        let name = advanceIdentifier()
        diagnostics.error(
            .expectedMember, "expected ':' after property name '\(name.text)'", at: missingPoint,
            fixIts: [
                FixIt(range: SourceRange(file: file, start: name.range.end, end: current.start), replacement: ": ")
            ])
        return parsePropertyValue(prefix, name: name)
    }

    /// property := identifier ':' value
    mutating func parseProperty(_ prefix: consuming DeclarationPrefix) -> PropertySyntax {
        let name = advanceIdentifier()
        advance()  // ':' (checked by the caller)
        return parsePropertyValue(prefix, name: name)
    }

    /// The value of the property `name`, whose `:` is behind.
    @inline(__always)
    private mutating func parsePropertyValue(_ prefix: consuming DeclarationPrefix, name: Identifier) -> PropertySyntax
    {
        var value =
            current.kind == .identifier && nextMemberStartsInsteadOfValue()
            ? .missing(missingPoint) : parseMemberValue()
        if _slowPath(current.start == previousEnd) {
            value = valueBeforeTouchingToken(value, of: name)
        } else if case .reference = value, current.kind == .identifier || current.kind == .string,
            bytes[previousEnd] != UInt8(ascii: "\n")
        {
            // `title: Hello world"`, not the next member on the next line (a `\r` first is looked at further).
            value = stringMissingOpeningQuote(value) ?? value
        }
        // A list or argument list left open before a property without its ':' (`message "m"` on the next line) ends
        // there, and the body reports that property.
        if case .missing = value, !startsPropertyWithoutColonOnNewLine { recoverToMemberStart() }
        return PropertySyntax(prefix: prefix, name: name, value: value, range: range(from: name.range.start))
    }

    /// A value that a token touches which starts no member and cannot follow a value (`titleFont: .system.x)`,
    /// `title: "Hi"there`): the value was written wrongly, and that is one error, at the token; the value is missing,
    /// so the checker does not judge what is left of it (no "missing argument for 'size'" as well), and the rest is
    /// skipped to the next member. A `;`, `}`, `,` or closer there, or a token the lexer reported, is left to the
    /// body, and so is a name that starts the next member (`title: "Hi"message: "m"`, `after: [a]action ok "OK"`):
    /// whitespace only separates tokens and members need no separator (spec §1). Error paths only, out of line.
    @inline(never)
    private mutating func valueBeforeTouchingToken(_ value: ValueSyntax, of name: Identifier) -> ValueSyntax {
        if case .missing = value { return value }
        if current.kind == .string, let string = stringMissingOpeningQuote(value) { return string }
        switch current.kind {
        case .identifier:
            let next = peek().kind
            if next == .colon || (isMemberKeyword(current) && next == .identifier) { return value }
        case .enumCase, .leftParen, .leftBracket, .string, .multilineString, .integer, .decimal, .color,
            .trueKeyword, .falseKeyword:
            break
        default:
            return value
        }
        guard !lexerReportedCurrent else { return value }
        diagnostics.error(
            .expectedMember, "unexpected '\(text(current))' after the value of '\(name.text)'", at: range(current))
        return .missing(value.range)
    }

    /// `title: Hello world"`, a string written without its opening `"`: a reference as the value, and on its line the
    /// only `"`, with nothing but blanks after it, so the lexer took it for a string left open. One error over the
    /// text, with the `"` before it as the fix-it, and the value is that string: not also a reference of the wrong
    /// type, stray words and an unterminated string. The text holds no bracket, `:`, `;`, `/` or `\`, which would
    /// make it more than words. `nil`, and nothing consumed, for anything else. Error paths only, out of line.
    @inline(never)
    private mutating func stringMissingOpeningQuote(_ value: ValueSyntax) -> ValueSyntax? {
        guard case .reference(let first) = value else { return nil }
        let start = first.range.start
        var index = first.range.end
        var quote: Int?
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): break scan
            case UInt8(ascii: "\""):
                guard quote == nil else { return nil }
                quote = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "\\"):
                return nil
            default:
                // Only blanks after the `"`.
                if quote != nil { return nil }
            }
            index += 1
        }
        guard let quote else { return nil }
        let lineEnd = index
        while current.kind != .endOfFile, current.start <= quote { advance() }
        // The lexer's errors over the text (the string left open, a stray `?`) are this one.
        lexer.diagnostics.removeDiagnostics(from: lexer.diagnostics.startOfTrailing(from: start)) {
            guard let range = $0.range else { return false }
            return range.start >= start && range.start <= lineEnd
        }
        let whole = SourceRange(file: file, start: start, end: quote + 1)
        diagnostics.error(
            .expectedToken, "expected '\"' at the start of the string literal", at: whole,
            fixIts: [FixIt(range: .point(file, start), replacement: "\"")])
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<quote]), as: UTF8.self)
        return .string(StringLiteralSyntax(segments: [.text(text)], range: whole, isMultiline: false))
    }

    /// Whether a property's value is missing because the next member starts here, reported if so. `image:` with
    /// `subtitle: "x"` on the next line: a name followed by `:` that starts a line is the next property, not a value
    /// (`theme: Brand` with a stray `:` after it keeps its value); so is a property's name followed by `:` on the
    /// same line (`page: host: .page`). Not inlined: values are seldom names, and the common path stays short.
    @inline(never)
    private mutating func nextMemberStartsInsteadOfValue() -> Bool {
        guard
            (peek().kind == .colon && (currentStartsLine || PropertySchema.id(text(current)) != nil))
                || memberKeywordStartsMember()
        else { return false }
        errorAtCurrent(.expectedValue, "expected a value, found '\(text(current))'")
        return true
    }

    /// Whether a property's value or a member's name is missing and the next member starts here (`title:` or `use`
    /// with `action ok "OK"` on the next line). A bare `action`, `field` or `use` there is a name
    /// (`preferred: action`), unless the name after it starts no member of its own: not a property (`name:`), not a
    /// member keyword, not a declaration.
    /// Inlined, with the length test first: it runs on every action, field and set name, and a call from a mutating
    /// method costs a copy of the parser.
    @inline(__always)
    private mutating func memberKeywordStartsMember() -> Bool {
        let length = current.end &- current.start
        guard current.kind == .identifier, length == 6 || length == 5 || length == 3 else { return false }
        guard isMemberKeyword(current) else { return false }
        let name = peek()
        guard name.kind == .identifier, !isMemberKeyword(name) else { return false }
        // A copy lexes the token after the name; the diagnostics it makes are dropped with it.
        var probe = lexer.lookaheadCopy()
        let afterName = probe.next().kind
        if afterName == .colon { return false }
        if let kind = declarationKind(name), Self.startsDeclaration(kind, followedBy: afterName) { return false }
        return true
    }

    /// Whether the name after a member keyword is missing because the next member starts here: a name followed by
    /// `:` starts a property (spec §1), so `action` with `title: "t"` after it is an action without its name and the
    /// alert's `title`; a member keyword before a name is the next member (`memberKeywordStartsMember`).
    @inline(__always)
    private mutating func nextMemberStartsInsteadOfName() -> Bool {
        (current.kind == .identifier && peek().kind == .colon) || memberKeywordStartsMember()
    }

    /// action := 'action' identifier [ text ] [ '.' style ] [ body ]
    mutating func parseAction(_ prefix: consuming DeclarationPrefix) -> MemberSyntax? {
        let keywordToken = advance()
        var colonAfterName = false
        if nextMemberStartsInsteadOfName() {
            guard actionNameIsWrittenWithColon() else { return nil }
            colonAfterName = true
        }
        guard let name = expectIdentifier("action name after 'action'") else {
            recoverToMemberStart()
            return nil
        }
        if colonAfterName { skipColonAfterActionName() }
        // Asked only where no title starts: the usual action goes on at once.
        var skippedReportedToken = false
        if _slowPath(!startsInlineTitle(current)) { skippedReportedToken = skipReportedTokenBeforeTitle() }
        var title: ValueSyntax?
        if startsInlineTitle(current) {
            title = parseMemberValue()
        } else if current.kind == .leftParen, let action = parseParenthesizedAction(copy prefix, keywordToken, name) {
            return action
        } else if current.kind == .enumCase {
            title = parseCaseWrittenAsTitle()
        }
        var style: Identifier?
        if current.kind == .enumCase {
            let token = current
            if isActionStyle(token) {
                style = advanceIdentifier()
            } else {
                style = parseInvalidActionStyle()
            }
            if title == nil, startsInlineTitle(current) || current.kind == .enumCase {
                title = parseTitleAfterStyle()
            }
        }
        if style == nil, title != nil, current.kind == .comma || isWord(current, "style") {
            style = parseLabelledActionStyle()
        }
        // The title's place held the mistake: the action is not also "missing" its title.
        if title == nil, _slowPath(skippedReportedToken) { title = titleLostToReportedToken(after: name) }
        return finishAction(prefix, keywordToken, name, title: title, style: style)
    }

    /// Whether the name that seems missing after `action` (the next member starts instead) is the action's, written
    /// with a `:` (`nameHasColonBeforeInlineTitle`); otherwise reports it missing. Out of line, to keep `parseAction`,
    /// which runs on every action, small (performance-history.md, twenty-third session).
    @inline(never)
    private mutating func actionNameIsWrittenWithColon() -> Bool {
        if nameHasColonBeforeInlineTitle() { return true }
        diagnostics.error(
            .expectedToken, "expected action name after 'action', found '\(text(current))'", at: range(current))
        return false
    }

    /// Skips a token the lexer reported where an action's title goes, on the name's line (`action del #zz "Delete"`,
    /// `action del 12abc`), and returns whether it did: that error is the mistake's one, so the title after it is
    /// still read, and the action is not also without a title (`titleLostToReportedToken`). Nothing is consumed
    /// otherwise. Out of line, as `actionNameIsWrittenWithColon` is. Whether the lexer reported the token is known
    /// only once the token after it is lexed (`naïve`: the `ï` is met after `na`), so no earlier test may skip this.
    @inline(never)
    private mutating func skipReportedTokenBeforeTitle() -> Bool {
        switch current.kind {
        case .color, .integer, .decimal, .trueKeyword, .falseKeyword: break
        case .identifier where peek().kind != .colon: break
        default: return false
        }
        guard !currentStartsLine, lexerReportedCurrent else { return false }
        advance()
        return true
    }

    /// The title of an action that has none after `skipReportedTokenBeforeTitle` skipped a token the lexer reported
    /// in its place: missing, at the lexer's first error after the name (that token's), so the action is not also
    /// "missing" its title.
    @inline(never)
    private func titleLostToReportedToken(after name: Identifier) -> ValueSyntax? {
        let errors = lexer.diagnostics.diagnostics
        for index in lexer.diagnostics.startOfTrailing(from: name.range.end)..<errors.count {
            if errors[index].severity == .error, let range = errors[index].range { return .missing(range) }
        }
        return nil
    }

    /// `action ok: "OK"`, a name written as a property's: on the keyword's line, a name that no alert property has,
    /// then `:` and an inline title (a string, `[` or `.localized`). Read as the action it means, not as an action
    /// without its name and an unknown property (`action title: "t"` stays that: `title` is a property). Runs only
    /// when a name followed by `:` stands after `action`, so other actions pay nothing.
    @inline(never)
    private mutating func nameHasColonBeforeInlineTitle() -> Bool {
        guard !currentStartsLine, current.kind == .identifier, PropertySchema.id(text(current)) == nil else {
            return false
        }
        let tokens = tokensAhead(3)
        return tokens[1].kind == .colon && startsInlineTitle(tokens[2])
    }

    /// Reports and skips the `:` after an action's name (`nameHasColonBeforeInlineTitle`): one error, with its
    /// removal as the fix-it.
    @inline(never)
    private mutating func skipColonAfterActionName() {
        let colon = advance()
        diagnostics.error(
            .expectedToken, "an action's title is written after its name, without ':'", at: range(colon),
            fixIts: [FixIt(range: range(colon), replacement: "")])
    }

    /// An action's optional body, after its title and style, and the action. Inlined: `parseAction` is built as it
    /// was before the parenthesised form shared this with it.
    @inline(__always)
    private mutating func finishAction(
        _ prefix: consuming DeclarationPrefix, _ keywordToken: Token, _ name: Identifier, title: ValueSyntax?,
        style: Identifier?
    ) -> MemberSyntax {
        var body: BodySyntax?
        if current.kind == .leftBrace {
            body = parseMemberBody("action")
        } else if current.kind == .identifier, peek().kind == .colon {
            body = parseMemberBodyWithoutBrace("action", keyword: keywordToken)
        }
        return .action(
            ActionSyntax(
                prefix: prefix,
                keyword: Identifier("action", range: range(keywordToken)),
                name: name,
                title: title,
                style: style,
                body: body,
                range: range(from: keywordToken.start)
            )
        )
    }

    /// `action ok "OK" style: .cancel` or `action ok "OK", style: .cancel`, as `UIAlertAction(title:style:)` is called:
    /// on the title's line, a `style:` whose value is an action style, which no alert's `style:` can be. One error,
    /// with the inline style as the fix-it, and the style is the action's (not also an unknown case of the alert's
    /// style). `nil`, and nothing consumed, for anything else.
    @inline(never)
    private mutating func parseLabelledActionStyle() -> Identifier? {
        guard !currentStartsLine else { return nil }
        let tokens = tokensAhead(4)
        let label = current.kind == .comma ? 1 : 0
        guard isWord(tokens[label], "style"), tokens[label + 1].kind == .colon else { return nil }
        let value = tokens[label + 2]
        guard isActionStyle(value) else { return nil }
        let written = text(value)
        diagnostics.error(
            .expectedToken, "an action's style is written after its title, without 'style:'",
            at: SourceRange(file: file, start: tokens[0].start, end: value.start),
            fixIts: [
                FixIt(range: SourceRange(file: file, start: previousEnd, end: value.end), replacement: " \(written)")
            ])
        advance(to: value)
        return advanceIdentifier()
    }

    /// `action ok("OK")`, `action ok(title: "OK", style: .cancel)`, `action ok(.localized("ok"))`, as
    /// `UIAlertAction(title:style:)` is called: on the name's line, a parenthesised inline title (a string, a
    /// `.localized(...)` or a `[...]` of rich text), with or without its `title:` label, optionally an action
    /// style, with or without `style:`, and optionally a trailing ','. One error, with the inline title and style as
    /// the fix-it, and both are the action's (not also a missing title and a stray `(`); the action's body, if any,
    /// follows. `nil`, and nothing consumed, for anything else. The whole action is built here, apart from
    /// `parseAction`, whose every other path it would otherwise slow down (a returned title and style cost every
    /// action 1% of parsing).
    @inline(never)
    private mutating func parseParenthesizedAction(
        _ prefix: consuming DeclarationPrefix, _ keywordToken: Token, _ name: Identifier
    ) -> MemberSyntax? {
        guard !currentStartsLine, let tokens = groupAhead() else { return nil }
        var index = 1
        func skipLabel(_ label: StaticString) {
            if isWord(tokens[index], label), tokens[index + 1].kind == .colon { index += 2 }
        }
        skipLabel("title")
        let titleToken = tokens[index]
        guard startsInlineTitle(titleToken) else { return nil }
        // The title is one value: a string, or `.localized` or `[` with its whole group.
        switch titleToken.kind {
        case .enumCase:
            guard tokens[index + 1].kind == .leftParen else { return nil }
            index = Parser.closerIndex(of: index + 1, in: tokens)
        case .leftBracket: index = Parser.closerIndex(of: index, in: tokens)
        default: break
        }
        let titleEnd = tokens[index].end
        index += 1
        var styleToken: Token?
        if tokens[index].kind == .comma, index + 1 < tokens.count - 1 {
            index += 1
            skipLabel("style")
            guard isActionStyle(tokens[index]) else { return nil }
            styleToken = tokens[index]
            index += 1
        }
        // A trailing ',' before the `)`, as a Swift argument list allows; the fix-it drops it with the `)`.
        if tokens[index].kind == .comma { index += 1 }
        guard index == tokens.count - 1 else { return nil }
        let close = tokens[index]
        // Two fix-its around the title, which stays as written: a fix-it inside it (a lexical one for `'OK'`, a
        // missing label in `.localized("k", "Later")`) is not overlapped, nor a comment in it lost. The block comments
        // among the parentheses, label and style are written again in their order; a line comment there would end
        // the action's line once the group is one line, so then there is no fix-it.
        var fixIts: [FixIt] = []
        let styleStart = styleToken?.start ?? close.start
        if let beforeTitle = blockComments(from: previousEnd, to: titleToken.start),
            let beforeStyle = blockComments(from: titleEnd, to: styleStart),
            let afterStyle = blockComments(from: styleToken?.end ?? close.start, to: close.start)
        {
            let style = styleToken.map { " " + text($0) } ?? ""
            fixIts = [
                FixIt(
                    range: SourceRange(file: file, start: previousEnd, end: titleToken.start),
                    replacement: " " + beforeTitle.map { $0 + " " }.joined()),
                FixIt(
                    range: SourceRange(file: file, start: titleEnd, end: close.end),
                    replacement: (beforeStyle.map { " " + $0 } + [style] + afterStyle.map { " " + $0 }).joined()),
            ]
        }
        diagnostics.error(
            .expectedToken,
            styleToken == nil
                ? "an action's title is written after its name, without parentheses"
                : "an action's title and style are written after its name, without parentheses",
            at: SourceRange(file: file, start: current.start, end: close.end), fixIts: fixIts)
        advance(to: titleToken)
        let title = parseMemberValue()
        var style: Identifier?
        if let styleToken {
            advance(to: styleToken)
            style = advanceIdentifier()
        }
        advance(to: close)
        advance()  // ')'
        return finishAction(prefix, keywordToken, name, title: title, style: style)
    }

    /// The block comments from `start` to `end`, part of a parenthesised title's group outside its title (trivia,
    /// brackets, labels, a style: no literal), in their order; `nil` when a line comment is among them.
    private func blockComments(from start: Int, to end: Int) -> [String]? {
        let comments = TriviaScanning.comments(bytes, from: start, end: end)
        guard !comments.contains(where: \.isLine) else { return nil }
        return comments.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.range]), as: UTF8.self) }
    }

    /// The tokens from the current `(` through the `)` that closes it, read ahead without consuming any; `nil` when
    /// none does within 64 tokens, or a brace, a closer of the wrong kind or the end of the file comes first (no
    /// inline title holds them). Error paths only.
    private mutating func groupAhead() -> [Token]? {
        var tokens = [current, peek()]
        var ahead = lexer.lookaheadCopy()
        // The closers still expected, innermost last.
        var closers: [TokenKind] = [.rightParen]
        while tokens.count < 64 {
            let next = tokens[tokens.count - 1]
            switch next.kind {
            case .leftParen: closers.append(.rightParen)
            case .leftBracket: closers.append(.rightBracket)
            case .rightParen, .rightBracket:
                guard closers.removeLast() == next.kind else { return nil }
                if closers.isEmpty { return tokens }
            case .leftBrace, .rightBrace, .endOfFile: return nil
            default: break
            }
            tokens.append(ahead.next())
        }
        return nil
    }

    /// The index of the token that closes the `(` or `[` at `opener` in `tokens`, a group `groupAhead` read: its
    /// brackets match, so the closer is there.
    private static func closerIndex(of opener: Int, in tokens: [Token]) -> Int {
        var depth = 0
        var index = opener
        while true {
            switch tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
    }

    /// Whether `token` is `.default`, `.cancel` or `.destructive`, an action's inline style.
    private func isActionStyle(_ token: Token) -> Bool {
        isWord(token, "default") || isWord(token, "cancel") || isWord(token, "destructive")
    }

    /// A case after an action's title that is no action style: reported, with "did you mean" for a misspelt style, and
    /// kept, so the checker knows a style is written (a `style:` too is "given twice") but not which. Error path
    /// only, out of line: `parseAction` stays small.
    @inline(never)
    private mutating func parseInvalidActionStyle() -> Identifier {
        let token = current
        let written = text(token)
        let intended = misspelling(of: token, among: ["default", "cancel", "destructive"])
        diagnostics.error(
            .invalidActionStyle,
            "'\(written)' is not an action style; expected '.default', '.cancel' or '.destructive'",
            at: range(token),
            notes: intended.map { [DiagnosticNote("did you mean '.\($0)'?", at: range(token))] } ?? [],
            fixIts: intended.map { [FixIt(range: range(token), replacement: ".\($0)")] } ?? []
        )
        let style = advanceIdentifier()
        if current.kind == .leftParen { skipGroup() }
        return style
    }

    /// Which of `names` the enum case `token` misspells (`.Cancel`, `.cancle`, `.localised`), by the rule of every
    /// "did you mean" (`Suggester`), as for a `style:` property in the body.
    private func misspelling(of token: Token, among names: [String]) -> String? {
        var suggester = Suggester()
        return suggester.suggestion(for: String(text(token).dropFirst()), among: names)
    }

    /// `action delete .bold("Delete")`, `action later .localised("later")`: a case with arguments right after the
    /// name (no style takes arguments) is the title written wrongly. One error at the case, `invalid-action-style`
    /// as for any other case there (no inline title of the grammar starts so), with the hint the mistake needs: a
    /// rich-text span needs the brackets of a list (the fix-it, on one line), a name close to `.localized` or to a
    /// style gets "did you mean". A span is then the title (a list of it), anything else a title already reported,
    /// so the action is not also without its title, nor the case taken for a style. `nil`, and nothing consumed,
    /// for any other case (a style). Out of line: most actions have a title, and `parseAction` stays small.
    @inline(never)
    private mutating func parseCaseWrittenAsTitle() -> ValueSyntax? {
        guard peek().kind == .leftParen, !isActionStyle(current) else { return nil }
        let token = current
        let caseRange = range(token)
        let written = text(token)
        let value = parseMemberValue()
        let valueRange = value.range
        if ValueForms.span.contains(String(written.dropFirst())) {
            let hint = ValueForms.spanWrittenAsText(
                at: valueRange, isOneLine: !bytes[valueRange.start..<valueRange.end].contains(UInt8(ascii: "\n")))
            diagnostics.error(
                .invalidActionStyle, "'\(written)' is a rich text span; write the title as a list of spans",
                at: caseRange, notes: [hint.note], fixIts: hint.fixIts)
            return .list([value], valueRange)
        }
        let intended = misspelling(of: token, among: ["localized", "default", "cancel", "destructive"])
        let isTitle = intended == "localized"
        diagnostics.error(
            .invalidActionStyle,
            "'\(written)' is no inline title or action style; an action's title is a string, a list of spans or "
                + "'.localized(...)'",
            at: caseRange,
            notes: intended.map { [DiagnosticNote("did you mean '.\($0)'?", at: caseRange)] } ?? [],
            // A style takes no arguments: only `.localized` is a fix.
            fixIts: isTitle ? [FixIt(range: caseRange, replacement: ".localized")] : [])
        return .missing(valueRange)
    }

    /// `action delete .destructive "Delete"`: a title after the style is still the title, and the order is the one
    /// mistake (not also a missing title and a stray string). A rich-text span there without its brackets
    /// (`.bold("x")`) is that same mistake, and the title a list of it. `nil`, and nothing consumed, for any other case.
    /// Out of line: `parseAction` stays small.
    @inline(never)
    private mutating func parseTitleAfterStyle() -> ValueSyntax? {
        let isSpan = current.kind == .enumCase && !isWord(current, "localized")
        if isSpan {
            guard peek().kind == .leftParen, ValueForms.span.contains(String(text(current).dropFirst())) else {
                return nil
            }
        }
        let value = parseMemberValue()
        let valueRange = value.range
        guard isSpan else {
            diagnostics.error(.expectedToken, "an action's title must come before its style", at: valueRange)
            return value
        }
        // The note only: its brackets alone would leave the title after the style, no fix.
        let hint = ValueForms.spanWrittenAsText(at: valueRange, isOneLine: false)
        diagnostics.error(
            .expectedToken, "an action's title must come before its style", at: valueRange, notes: [hint.note])
        return .list([value], valueRange)
    }

    /// Whether `token` starts an action's inline title: a string, a `[` of rich text or `.localized` (spec §2).
    @inline(__always)
    private func startsInlineTitle(_ token: Token) -> Bool {
        switch token.kind {
        case .string, .multilineString, .leftBracket: true
        case .enumCase: isWord(token, "localized")
        default: false
        }
    }

    /// field := 'field' identifier [ body ]
    mutating func parseField(_ prefix: consuming DeclarationPrefix) -> MemberSyntax? {
        let keywordToken = advance()
        if nextMemberStartsInsteadOfName() {
            diagnostics.error(
                .expectedToken, "expected field name after 'field', found '\(text(current))'", at: range(current))
            return nil
        }
        guard let name = expectIdentifier("field name after 'field'") else {
            recoverToMemberStart()
            return nil
        }
        var body: BodySyntax?
        if current.kind == .leftBrace {
            body = parseMemberBody("field")
        } else if current.kind == .identifier, peek().kind == .colon {
            body = parseMemberBodyWithoutBrace("field", keyword: keywordToken)
        }
        return .field(
            FieldSyntax(
                prefix: prefix,
                keyword: Identifier("field", range: range(keywordToken)),
                name: name,
                body: body,
                range: range(from: keywordToken.start)
            )
        )
    }

    /// `use A, B`: a `use` splices one action set. A name after a `,` that follows a `use` is a `use` of its own, with
    /// one error at the `,` and `; use` as its fix-it (`; use ` before a name that touches the `,`), so every set named
    /// is still spliced and its actions known (the next `,` then follows this `use`). A name followed by `:` is a
    /// property, and a member keyword a member, after a stray `,`: `nil`, nothing consumed, and `reportExpectedMember`
    /// reports the `,`.
    @inline(never)
    private mutating func parseUseAfterComma(_ prefix: DeclarationPrefix) -> MemberSyntax? {
        let followsUse = memberStack.topAbove(bodyMemberBase) { member in
            if case .use = member { return true }
            return false
        }
        guard followsUse else { return nil }
        let ahead = tokensAhead(3)
        guard ahead[1].kind == .identifier, !isMemberKeyword(ahead[1]), ahead[2].kind != .colon else { return nil }
        let comma = advance()
        // `use A,B`: the name touches the `,`, so the fix-it writes the space after `use` too (`use A; use B`).
        diagnostics.error(
            .expectedMember, "'use' splices one action set; write 'use' before each", at: range(comma),
            fixIts: [FixIt(range: range(comma), replacement: current.start == comma.end ? "; use " : "; use")])
        // The missing keyword is a point before the name; the `use` is its name, where diagnostics about it point.
        // Attributes written before the `,` (`use A @default, B`) are the spliced `use`'s, so they are checked, not lost.
        let name = advanceIdentifier()
        return .use(
            UseSyntax(
                prefix: prefix, keyword: Identifier("use", range: .point(file, name.range.start)),
                name: name, range: name.range))
    }

    /// use := 'use' identifier
    mutating func parseUse(_ prefix: consuming DeclarationPrefix) -> MemberSyntax? {
        let keywordToken = advance()
        if nextMemberStartsInsteadOfName() {
            diagnostics.error(
                .expectedToken, "expected action set name after 'use', found '\(text(current))'", at: range(current))
            return nil
        }
        guard let name = expectIdentifier("action set name after 'use'") else {
            recoverToMemberStart()
            return nil
        }
        return .use(
            UseSyntax(
                prefix: prefix, keyword: Identifier("use", range: range(keywordToken)), name: name,
                range: range(from: keywordToken.start))
        )
    }
}
