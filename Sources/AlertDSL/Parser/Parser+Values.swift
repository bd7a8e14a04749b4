extension Parser {
    /// The value of a property or an action's inline title. One whose list or arguments were left open is missing,
    /// as after any syntax error: the checker judges nothing more about it (no "cannot use list" for `[[b`). Text
    /// joined with `+` (`"Hi " + name`, whose `+` the lexer reported) is one string (`valueJoinedWithPlus`).
    @inline(__always)
    mutating func parseMemberValue() -> ValueSyntax {
        let start = current.start
        let value = parseValue()
        // One test for both rare cases keeps the callers (every property and action) small.
        if _slowPath(closingUnclosedGroups || lexer.diagnostics.hasErrors) {
            return memberValueAfterErrors(value, start: start)
        }
        return value
    }

    @inline(never)
    private mutating func memberValueAfterErrors(_ value: ValueSyntax, start: Int) -> ValueSyntax {
        if closingUnclosedGroups {
            closingUnclosedGroups = false
            return .missing(range(from: start))
        }
        return valueJoinedWithPlus(value)
    }

    /// value := string | integer | decimal | colour | 'true' | 'false' | identifier
    ///        | enum-case [ arguments ] | list
    mutating func parseValue() -> ValueSyntax {
        switch current.kind {
        case .string, .multilineString:
            return .string(decodeString(advance()))
        case .integer:
            let token = advance()
            guard !isInvalidNumber(token) else { return .missing(range(token)) }
            return .integer(token.payload, range(token))
        case .decimal:
            let token = advance()
            // `.5`, `5.`: the lexer reported it with its Swift spelling as fix-it, so, as for any number the lexer
            // reported, nothing more is judged about it (no "cannot use decimal as Int" for `priority: 5.`).
            guard !isInvalidNumber(token), !Lexer.decimalLacksDigitBesidePoint(bytes, token.start, token.end) else {
                return .missing(range(token))
            }
            return .decimal(token.decimalValue, range(token))
        case .color:
            let token = advance()
            guard !isInvalidColor(token) else { return .missing(range(token)) }
            let (red, green, blue, alpha) = token.rgba
            return .color(ColorLiteral(red: red, green: green, blue: blue, alpha: alpha), range(token))
        case .trueKeyword, .falseKeyword:
            let token = advance()
            return .bool(token.kind == .trueKeyword, range(token))
        case .identifier:
            // `. hide`: the lexer reported the `.`; the name is the case the user wrote, not a reference to judge.
            // Looked at only once the lexer has reported an error.
            if lexer.diagnostics.hasErrors, followsStray(UInt8(ascii: "."), current) { return .missing(advanceRange()) }
            let name = advanceIdentifier()
            if _slowPath(current.start == previousEnd && (current.kind == .enumCase || current.kind == .leftParen)) {
                return parseSwiftExpression(after: name)
            }
            return .reference(name)
        case .enumCase:
            let token = advance()
            var arguments: [ArgumentSyntax]?
            if current.kind == .leftParen {
                guard let parsed = parseArguments() else { return .missing(range(from: token.start)) }
                arguments = parsed
            }
            return .enumCase(
                EnumCaseSyntax(name: identifier(token), arguments: arguments, range: range(from: token.start)))
        case .leftBracket:
            return parseList()
        default:
            errorAtCurrent(.expectedValue, "expected a value, found \(foundDescription)")
            return .missing(missingPoint)
        }
    }

    /// A value written as Swift code (`SwiftExpression`): `name`, then each `.member` and argument list touching the
    /// part before it. One error over the whole expression, with the language's form as a fix-it where it is known,
    /// and the value is missing, so the checker does not judge it again (no "cannot use reference 'UIImage'" and
    /// "expected a member, found '('"). An argument list left open is that mistake's one error.
    @inline(never)
    private mutating func parseSwiftExpression(after name: Identifier) -> ValueSyntax {
        var expression = SwiftExpression(base: name.text, parts: [])
        let argumentErrors = diagnostics.diagnostics.count
        while current.start == previousEnd {
            if current.kind == .enumCase {
                let member = advance()
                expression.parts.append(.member(String(text(member).dropFirst())))
            } else if current.kind == .leftParen {
                guard let arguments = parseArguments(), !closingUnclosedGroups else {
                    return .missing(range(from: name.range.start))
                }
                expression.parts.append(.call(arguments))
            } else {
                break
            }
        }
        let whole = range(from: name.range.start)
        // A Swift expression among the arguments (`weight: UIFont.Weight.bold`) is this same mistake: its error is
        // dropped. No form is offered after any error in the arguments, lexical ones included (`'k'`): it would copy
        // their broken text, and overlap their own fix-its.
        let lexical = lexer.diagnostics.diagnostics[lexer.diagnostics.startOfTrailing(from: whole.start)...]
        let hadArgumentErrors =
            diagnostics.diagnostics.count > argumentErrors
            || lexical.contains { ($0.range?.start ?? whole.end) < whole.end }
        diagnostics.removeDiagnostics(from: argumentErrors) {
            $0.code == .expectedValue && $0.message == Self.swiftExpressionMessage
        }
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        let bytes = bytes
        if !hadArgumentErrors,
            let form = expression.languageForm(source: { value in
                String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[value.range.start..<value.range.end]), as: UTF8.self)
            })
        {
            notes.append(DiagnosticNote("did you mean '\(form)'?", at: whole))
            fixIts.append(FixIt(range: whole, replacement: form))
        }
        diagnostics.error(.expectedValue, Self.swiftExpressionMessage, at: whole, notes: notes, fixIts: fixIts)
        return .missing(whole)
    }

    private static let swiftExpressionMessage = "cannot use a Swift expression as a value"

    /// Whether the lexer reported `token` as an invalid number (`12pt`, `1e5`, out of range): it then carries 0, so
    /// a zero whose text has a digit other than 0 or any other character, except a decimal too small for a `Double`,
    /// which is a real 0. Such a value is missing, as after a syntax error: the checker judges nothing more about it
    /// (no "font size must be greater than 0, found 0" for `12pt`).
    ///
    /// So is a number that touches a `.` which starts no token (`.5`, `5.`, `1.2.3`, an unexpected character the
    /// lexer reported): the user wrote one number, not this one (no "alpha must be between 0 and 1, found 5" for
    /// `.dim(.5)`).
    private func isInvalidNumber(_ token: Token) -> Bool {
        let dot = UInt8(ascii: ".")
        if followsStrayDot(token) { return true }
        if token.end < bytes.count, bytes[token.end] == dot,
            token.end + 1 == bytes.count || !ByteClass.isIdentifierStart(bytes[token.end + 1])
        {
            return true
        }
        guard token.payload == 0 else { return false }
        let text = bytes[token.start..<token.end]
        guard
            let first = text.firstIndex(where: {
                $0 != UInt8(ascii: "0") && $0 != UInt8(ascii: "_") && $0 != dot && $0 != UInt8(ascii: "-")
            })
        else { return false }
        return !isDecimalBelowDoubleRange(token, text, firstNonZero: first)
    }

    /// Whether `token`, a zero whose text has a digit other than 0, is a well-formed decimal below 1 that is too
    /// small for a `Double` (`0.000…0001`, 400 zeros): the lexer rounded it to 0 and reported nothing, so it is that
    /// 0, not a missing value. Such a decimal's first digit other than 0 comes after its point, and every character
    /// from there on is a digit or `_`; one too large for a `Double` (reported) has it before the point.
    private func isDecimalBelowDoubleRange(
        _ token: Token, _ text: Slice<UnsafeBufferPointer<UInt8>>, firstNonZero: Int
    ) -> Bool {
        token.kind == .decimal && text[..<firstNonZero].contains(UInt8(ascii: "."))
            && text[firstNonZero...].allSatisfy { ByteClass.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether `token` is a number right after a `.` that starts no token: the rest of `.5` or `1.2.3`.
    private func followsStrayDot(_ token: Token) -> Bool {
        (token.kind == .integer || token.kind == .decimal) && token.start > 0
            && bytes[token.start - 1] == UInt8(ascii: ".")
    }

    /// Whether `token` follows, with only spaces or tabs between, a `byte` that starts no token (`. hide`, `@ default`):
    /// the lexer reported that byte, and the token is the rest of the same mistake.
    @inline(__always)
    func followsStray(_ byte: UInt8, _ token: Token) -> Bool {
        var index = token.start - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= 0 && bytes[index] == byte
    }

    /// Whether the lexer reported `token` as an invalid colour (`#12`, `#GG0000`): `#` and 3, 6 or 8 hex digits
    /// make a valid one. Like an invalid number, its value is missing.
    private func isInvalidColor(_ token: Token) -> Bool {
        let digits = bytes[(token.start + 1)..<token.end]
        return ![3, 6, 8].contains(digits.count) || !digits.allSatisfy { ByteClass.hexValue($0) != nil }
    }

    /// Whether the current token can begin a value.
    var atValueStart: Bool {
        switch current.kind {
        case .string, .multilineString, .integer, .decimal, .color, .trueKeyword, .falseKeyword, .identifier,
            .enumCase, .leftBracket:
            true
        default:
            false
        }
    }

    /// Enters a bracket; past the nesting limit, reports it and skips the whole group. Inlined (every list and
    /// argument list enters one), the error apart.
    @inline(__always)
    private mutating func enterNesting() -> Bool {
        guard depth < Parser.maximumNestingDepth else {
            reportNestingTooDeep()
            return false
        }
        depth += 1
        return true
    }

    private mutating func reportNestingTooDeep() {
        diagnostics.error(
            .nestingTooDeep,
            "brackets and parentheses nest more than \(Parser.maximumNestingDepth) deep",
            at: range(current)
        )
        skipGroup(countsNesting: false)
    }

    /// list := '[' [ value { ',' value } [ ',' ] ] ']'
    mutating func parseList() -> ValueSyntax {
        let open = current
        guard enterNesting() else { return .missing(range(from: open.start)) }
        defer { depth -= 1 }
        advance()
        // Held in a local for the whole list, as in `parseBody`: no retain and release around each push.
        let elements = elementStack
        let base = elements.count
        var reportedStray = false
        // Whether the `]` is missing, once looked for (`isCloserMissing`).
        var closerMissing: Bool?
        while true {
            if current.kind == .rightBracket {
                advance()
                break
            }
            if current.kind == .endOfFile || current.kind == .rightBrace
                || (current.kind == .identifier && peek().kind == .colon)
            {
                reportUnclosedGroup(open)
                break
            }
            // After the `[` or a `,`, a member or declaration keyword before a name means the `]` is missing, as in an
            // argument list (`after: [intro,` and `action ok "OK"` on the next line).
            if startsMemberOrDeclarationInGroup() || startsPropertyWithoutColon(closing: open, &closerMissing) {
                reportUnclosedGroup(open)
                break
            }
            guard atValueStart else {
                skipStrayElement("a list element", closing: open, reportedStray: &reportedStray)
                if atMemberStart() || atDeclarationStart() { break }
                continue
            }
            reportedStray = false
            elements.push(parseValue())
            if closingUnclosedGroups { break }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightBracket, atValueStart {
                // Recovery (spec §1): a member start (`name:` too), a property without its ':' or a declaration after
                // an element means the `]` is missing.
                if atMemberStart() || atDeclarationStart() || startsPropertyWithoutColon(closing: open, &closerMissing)
                {
                    reportUnclosedGroup(open)
                    break
                }
                reportMissingComma(between: "list elements")
            }
        }
        return .list(elements.popArray(from: base), range(from: open.start))
    }

    /// arguments := '(' [ argument { ',' argument } [ ',' ] ] ')'
    /// argument := [ identifier ':' ] value
    mutating func parseArguments() -> [ArgumentSyntax]? {
        let open = current
        guard enterNesting() else { return nil }
        defer { depth -= 1 }
        advance()
        // Held in a local for the whole list, as in `parseBody`: no retain and release around each push.
        let arguments = argumentStack
        let base = arguments.count
        var reportedStray = false
        // Whether the `)` is missing, once looked for (`isCloserMissing`).
        var closerMissing: Bool?
        while true {
            if current.kind == .rightParen {
                advance()
                break
            }
            if current.kind == .endOfFile || current.kind == .rightBrace {
                reportUnclosedGroup(open)
                break
            }
            // After the `(` or a `,`, too, a member or declaration keyword before a name means the `)` is missing
            // (`.localized("k",` and `action ok "OK"` on the next line: `ok "OK"` was taken for a label without its
            // ':').
            if startsMemberOrDeclarationInGroup() {
                reportUnclosedGroup(open)
                break
            }
            guard atValueStart else {
                skipStrayElement("an argument", closing: open, reportedStray: &reportedStray)
                if (atMemberStart() && peek().kind != .colon) || atDeclarationStart() { break }
                continue
            }
            let start = current.start
            // A `let` set once on each path: as a `var`, it was retained into the argument and released after.
            let label: Identifier?
            if current.kind == .identifier, peek().kind == .colon {
                label = advanceIdentifier()
                advance()
            } else if atNameBeforeValue {
                // First on its line with the `)` missing, it is the body's next member (`startsPropertyWithoutColon`).
                if isCloserMissingBeforeThisLine(open, &closerMissing) {
                    reportUnclosedGroup(open)
                    break
                }
                label = parseLabelWithoutColon()
            } else if current.kind == .identifier, lexer.diagnostics.hasErrors, peek().kind == .identifier,
                assignment(after: current.end) != nil
            {
                // `light = white`: a label written with `=` (`parseLabelWithoutColon`), its value a name.
                label = parseLabelWithoutColon()
            } else {
                label = nil
            }
            reportedStray = false
            let value = parseValue()
            arguments.push(ArgumentSyntax(label: label, value: value, range: range(from: start)))
            if closingUnclosedGroups { break }
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen, atValueStart {
                // Recovery (spec §1): a member or declaration keyword after an argument means the `)` is missing.
                if (atMemberStart() && peek().kind != .colon) || atDeclarationStart()
                    || labelStartsProperty(closing: open, &closerMissing)
                    || startsPropertyWithoutColon(closing: open, &closerMissing)
                {
                    reportUnclosedGroup(open)
                    break
                }
                reportMissingComma(between: "arguments")
            }
        }
        return arguments.popArray(from: base)
    }

    /// Whether the current token, where a list's element or an argument starts, is a member or declaration keyword
    /// before a name, which starts the body's next member or declaration: the group's closer is missing. A keyword
    /// alone is a reference (`after: [action]`, `.f(action)`). Most tokens are told apart here, inline, by their kind
    /// and the peeked one's (both loops have read it already): a name, or an import's path, must follow.
    @inline(__always)
    private mutating func startsMemberOrDeclarationInGroup() -> Bool {
        guard current.kind == .identifier else { return false }
        let next = peek().kind
        guard next == .identifier || next == .string || next == .multilineString else { return false }
        return startsMemberOrDeclaration()
    }

    /// The rest of `startsMemberOrDeclarationInGroup`, apart and not inlined: the lists and arguments of most
    /// programs hold no such name, and the loops that ask stay small.
    @inline(never)
    private mutating func startsMemberOrDeclaration() -> Bool {
        if isMemberKeyword(current) { return peek().kind == .identifier }
        return atDeclarationStart()
    }

    /// `height 44`, `weight = .bold`, `alpha == 0.5`: an argument label without its ':' is that one error, and the
    /// argument keeps its label (it was also a missing label, a missing ',' and an extra argument). Written with Swift's
    /// `=` or `==` instead, the lexer reported that operator (a byte that starts no token): its error is this one,
    /// which is at the operator and has `: ` in its place as the fix-it. Error paths only, out of line.
    @inline(never)
    private mutating func parseLabelWithoutColon() -> Identifier {
        let assignment = assignment(after: current.end)
        let name = advanceIdentifier()
        guard let assignment else {
            diagnostics.error(
                .expectedToken, "expected ':' after argument label '\(name.text)'", at: missingPoint,
                fixIts: [FixIt(range: missingPoint, replacement: ":")])
            return name
        }
        reportAssignment(assignment, insteadOfColonAfter: name, "argument label '\(name.text)'")
        return name
    }

    /// Reports Swift's `=` or `==` (`assignment`) written after `name` where a `:` goes, `what` saying whose `:`, with
    /// `: ` in its place as the fix-it. `current` is the token after it, so the lexer has reported the operator (a byte
    /// that starts no token): that error is this one, and goes. Error paths only.
    mutating func reportAssignment(_ assignment: SourceRange, insteadOfColonAfter name: Identifier, _ what: String) {
        dropLexerErrors(within: assignment.start, assignment.end)
        let written = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[assignment.start..<assignment.end]), as: UTF8.self)
        diagnostics.error(
            .expectedToken, "expected ':' after \(what), found '\(written)'", at: assignment,
            fixIts: [
                FixIt(range: SourceRange(file: file, start: name.range.end, end: current.start), replacement: ": ")
            ])
    }

    /// The `=` or `==` after the name that ends at `index`, past blanks on its line, written where a ':' goes: the
    /// whole run of operator characters the lexer reported there. A longer run (`=!`, `===`) is not Swift's `=` or
    /// `==`, and the lexer's error for it stays the one there. Error paths only.
    func assignment(after index: Int) -> SourceRange? {
        let start = endOfBlanks(from: index)
        guard start < bytes.count, bytes[start] == UInt8(ascii: "=") else { return nil }
        let end = lexer.strayOperatorEnd(from: start)
        guard end - start == 1 || (end - start == 2 && bytes[start + 1] == UInt8(ascii: "=")) else { return nil }
        return SourceRange(file: file, start: start, end: end)
    }

    /// Whether a token of `kind` starts a value other than a reference: after a name in an argument list, it shows
    /// the name to be a label without its ':'.
    private func startsLiteral(_ kind: TokenKind) -> Bool {
        switch kind {
        case .string, .multilineString, .integer, .decimal, .color, .trueKeyword, .falseKeyword, .enumCase,
            .leftBracket:
            true
        default:
            false
        }
    }

    /// Whether a `label:` after an argument without a `,` is the body's next property, this list's `)` missing
    /// (`.localized("k", default: "d"` with `titleFont: …` on the next line).
    private mutating func labelStartsProperty(closing open: Token, _ closerMissing: inout Bool?) -> Bool {
        guard current.kind == .identifier, peek().kind == .colon else { return false }
        return isCloserMissing(open, &closerMissing)
    }

    /// Whether the current name, first on its line and followed by a value, is the body's next member written
    /// without its ':' (`message "m"`) or without its name (`action "OK"`), where an element or argument is expected:
    /// the group's closer is missing (`after: [intro,` or `.localized("k",` on the line before). Elsewhere such a name
    /// is an element without its ',' or a label without its ':'. The kinds are tested inline (both loops have peeked
    /// already); the rest is on the error path.
    @inline(__always)
    private mutating func startsPropertyWithoutColon(closing open: Token, _ closerMissing: inout Bool?) -> Bool {
        guard atNameBeforeValue else { return false }
        return isCloserMissingBeforeThisLine(open, &closerMissing)
    }

    /// Whether the current token is first on its line and the group opened by `open` has no closer ahead
    /// (`isCloserMissing`). In an argument list the name must also be able to start a member, a member keyword or a
    /// property's name: any other (`default "d"` under `.localized("k",`) is a label without its ':' whether or not
    /// the `)` comes, since the body has no such member. Error paths only, and out of line: the loops that ask stay
    /// small.
    @inline(never)
    private mutating func isCloserMissingBeforeThisLine(_ open: Token, _ closerMissing: inout Bool?) -> Bool {
        guard currentStartsLine else { return false }
        if open.kind == .leftParen, !isMemberKeyword(current), PropertySchema.id(text(current)) == nil { return false }
        if open.kind == .leftParen, isArgumentLabel(current, of: open) { return false }
        return isCloserMissing(open, &closerMissing)
    }

    /// Whether `token` is one of the argument labels of the enum case whose `(` is `open` (`font` in `.styled(`): before
    /// a value it is that label without its ':', whether or not the `)` comes. The case's name is looked for no
    /// further back than the longest that has labels: every such line of an argument list asks, so reading back over
    /// all of a long name took time quadratic in the lines. Error paths only, out of line.
    @inline(never)
    private func isArgumentLabel(_ token: Token, of open: Token) -> Bool {
        // A name longer than any labelled case's stops at this bound, on a byte of the name, not a `.`.
        let bound = max(0, open.start - ValueForms.longestLabelledCaseName - 1)
        var start = open.start
        while start > bound, ByteClass.isIdentifierContinue(bytes[start - 1]) { start -= 1 }
        guard start < open.start, start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return false }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<open.start]), as: UTF8.self)
        return ValueForms.argumentLabels(ofCase: name).contains(text(token))
    }

    /// Whether the current name, first on its line, is followed by a value: a member without its ':' or its name
    /// (error paths only).
    var startsPropertyWithoutColonOnNewLine: Bool {
        mutating get { atNameBeforeValue && currentStartsLine }
    }

    /// Whether the current token is a name followed by a value other than a reference: a label without its ':' in an
    /// argument list, or a member without its ':' or name where it starts a line. Inlined: both loops have peeked.
    @inline(__always)
    private var atNameBeforeValue: Bool {
        mutating get { current.kind == .identifier && startsLiteral(peek().kind) }
    }

    /// Whether no `)` or `]` closes the group opened by `open` before a `{`, `}` or `;`, looking past the peeked
    /// token. It looks ahead only on error paths, and at most once per group (`known`, the group's own: the answer
    /// is the same from any point of it). Groups one after another may each look as far as the same `}` (a body of
    /// `p: [x,` lines with `a 1` between them), so all of them share a budget (`closerLookaheadSpent`): past it,
    /// the closer is taken to come, as it was before the lookahead, and parsing stays linear.
    private mutating func isCloserMissing(_ open: Token, _ known: inout Bool?) -> Bool {
        if let known { return known }
        let closer: TokenKind = open.kind == .leftParen ? .rightParen : .rightBracket
        var ahead = budgetedLookahead()
        defer { charge(ahead) }
        // The peeked token (a value after a name, or a `:`) can only open a group; the closer is looked for after it.
        var depth = 0
        switch peek().kind {
        case .leftParen, .leftBracket: depth = 1
        default: break
        }
        // Past the budget the closer is taken to come.
        var missing = ahead.next() != nil
        scan: while missing {
            guard let token = ahead.next()?.token else {
                missing = false
                break
            }
            let kind = token.kind
            switch kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 {
                    // The other closer at this depth (`.f(a]`) is stray: the group's own closer is still to come.
                    if kind == closer {
                        missing = false
                        break scan
                    }
                } else {
                    depth -= 1
                }
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                break scan
            default:
                continue
            }
        }
        known = missing
        return missing
    }

    /// Skips the current token (or group), which cannot begin the element expected here, and reports it unless the
    /// token before it was stray too or it is already reported: `what` names the element ("an argument"). A `{` that,
    /// skipped as a group, would take the `}` of the body around it is skipped alone (`strayBraceTakesBodyEnd`).
    private mutating func skipStrayElement(_ what: String, closing open: Token, reportedStray: inout Bool) {
        if !reportedStray, !reportedAtCurrent {
            diagnostics.error(.expectedValue, "expected \(what), found '\(text(current))'", at: range(current))
        }
        reportedStray = true
        if current.kind == .leftBrace, strayBraceTakesBodyEnd(closing: open.kind) {
            advance()
        } else {
            skipTokenOrGroup()
        }
    }

    /// Whether the stray `{` that is current, in the group opened by a token of kind `open`, has no `}` of its own:
    /// counting braces ahead, the bodies around it do not all close before the next declaration or the end of the
    /// file (`after: [a, {` then the body's members and `}`). Skipped as a group it would take the body's `}` and the
    /// members before it (spec §1 recovery skips a group, not the body around it). A `}` followed by a `,` or the
    /// group's closer is its own (`[a, { b }]`) whatever follows. It shares the budget of `isCloserMissing`; past it,
    /// the `{` is a group, as before this lookahead. Where a member goes (`alert a {{`), `open` is `nil`: there is no
    /// group around it. Error paths only.
    @inline(never)
    mutating func strayBraceTakesBodyEnd(closing open: TokenKind?) -> Bool {
        let closer: TokenKind? = open.map { $0 == .leftParen ? .rightParen : .rightBracket }
        var ahead = budgetedLookahead()
        defer { charge(ahead) }
        // The braces open: the stray one and the bodies around it.
        var braces = 1 + bodyDepth
        while let (token, next) = ahead.next() {
            switch token.kind {
            case .leftBrace:
                braces += 1
            case .rightBrace:
                braces -= 1
                if braces == 0 { return false }
                // The stray group's own `}`, followed by what continues the group around it.
                if braces == bodyDepth, let closer, next.kind == .comma || next.kind == closer { return false }
            case .endOfFile:
                return true
            case .identifier:
                if let kind = declarationKind(token), Self.startsDeclaration(kind, followedBy: next.kind) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// Reports the `,` missing before the current element (`what` names the elements), unless the element is the rest
    /// of `1.2.3`, the same mistake as its stray `.`.
    private mutating func reportMissingComma(between what: String) {
        guard !followsStrayDot(current) else { return }
        diagnostics.error(.expectedToken, "expected ',' between \(what)", at: missingPoint)
    }

    /// Whether the last syntax error is at the current token (`size: (300, 200)`: "expected a value" at the `(`), so
    /// that the group around it does not report the same token again as a stray one.
    private var reportedAtCurrent: Bool {
        diagnostics.diagnostics.last?.range?.start == current.start
    }

    /// Reports the closer of the list or argument list opened by `open` missing, unless an unterminated literal took
    /// it; the groups around it then end silently.
    private mutating func reportUnclosedGroup(_ open: Token) {
        let isArgumentList = open.kind == .leftParen
        let closer = isArgumentList ? UInt8(ascii: ")") : UInt8(ascii: "]")
        if !endOfFileInsideUnterminatedLiteral, !closerInUnterminatedString(closer) {
            let message = isArgumentList ? "expected ')' to close the arguments" : "expected ']' to close the list"
            let note = isArgumentList ? "to match this '('" : "to match this '['"
            diagnostics.error(.expectedToken, message, at: missingPoint, notes: [DiagnosticNote(note, at: range(open))])
        }
        closingUnclosedGroups = true
    }
}
