/// A recursive-descent parser over the token stream, one function per grammar rule
/// (`grammar/alert.ebnf`). It pulls tokens from the lexer on demand (no token array), reports
/// every syntax error and recovers: a missing token is assumed present, and unexpected tokens
/// are skipped — a bracketed group as a whole — to the next member or declaration start.
/// Every loop consumes at least one token per iteration or ends.
public struct Parser {
    /// Brackets and parentheses nest at most this deep (spec §1), and so do bodies, counted apart.
    public static let maximumNestingDepth = 64

    var lexer: Lexer
    let bytes: UnsafeBufferPointer<UInt8>
    let file: FileID
    var current: Token
    var lookahead: Token?
    /// End of the last consumed token: where a missing token is reported.
    var previousEnd = 0
    /// How many lists and argument lists are open (`enterNesting`).
    var depth = 0
    /// How many bodies are open (`parseBody`).
    var bodyDepth = 0
    /// Where the innermost open body's members start on `memberStack`: the member before a stray token is the top of
    /// the stack only when it lies above this (`use A, B`).
    var bodyMemberBase = 0
    /// Set when a list or argument list reported its closer missing: the groups around it end there too,
    /// without reporting their own closers, so one missing `]` or `)` is one error (spec §1 recovery). Cleared by
    /// `parseMemberValue`, which makes that value missing.
    var closingUnclosedGroups = false
    /// Bytes that the lookaheads for a missing closer (`isCloserMissing`) have read since the top-level body that is
    /// being parsed began at `closerLookaheadOrigin`. Each such lookahead is once per group, but sibling groups (or
    /// one group after another in a body) may each read as far as the same `}`: together they may read at most
    /// `closerLookaheadAllowance` bytes plus four times what the parse has passed, so parsing stays linear.
    var closerLookaheadSpent = 0
    var closerLookaheadOrigin = 0
    static let closerLookaheadAllowance = 65_536
    var diagnostics = DiagnosticBag()
    let scratch: ParserScratch
    let alertBodies: AlertBodies
    /// Whether `skimBody` first tries `BodyScanner` (tests turn it off to compare with following tokens alone).
    var scansBodyBytes = true

    /// How alert bodies are parsed (see `parse(_:defersAlertBodies:)`).
    enum AlertBodies {
        /// Parsed as they go, like every other body: what `parse` does by default.
        case inline
        /// Skimmed only, for analysis to parse (`DeclarationSyntax.deferredBody`).
        case deferred
        /// Skimmed, then parsed at once bounded by their `}`: for tests that check bounding changes nothing.
        case skimmed
    }

    /// Where bodies, argument lists and lists are built before each becomes an array of its exact length.
    var memberStack: ScratchStack<MemberSyntax> { scratch.members }
    var argumentStack: ScratchStack<ArgumentSyntax> { scratch.arguments }
    var elementStack: ScratchStack<ValueSyntax> { scratch.elements }

    /// A parser of `bytes` from `offset`, the first byte of a token.
    init(
        bytes: UnsafeBufferPointer<UInt8>, file: FileID, startingAt offset: Int = 0,
        scratch: ParserScratch = ParserScratch(), alertBodies: AlertBodies = .inline
    ) {
        self.bytes = bytes
        self.file = file
        self.scratch = scratch
        self.alertBodies = alertBodies
        self.lexer = Lexer(bytes: bytes, file: file, startingAt: offset)
        // Past a leading byte order mark, which is no part of the first line (`SourceFile.lineStarts`).
        self.previousEnd = lexer.position
        self.current = lexer.next()
    }

    /// Parses one file; the diagnostics hold every lexical and syntax error.
    ///
    /// With `defersAlertBodies`, an alert body that `skimBody` delimits is not parsed: the declaration records its
    /// range (`DeclarationSyntax.deferredBody`) and analysis parses it when it checks the alert
    /// (`parseDeferredBody`), so a program's alert trees are never all held at once. The body's tree and
    /// diagnostics are then those of a parse without deferring: in a body whose brackets all close in order and
    /// where no declaration starts, parsing as it goes ends at the same `}` (every list, argument list and
    /// nested body ends at its own closer, recovery skips whole bracket groups, and a body's members end only
    /// at its `}` or at a declaration), so bounding the parse by that `}` changes nothing. `DeferredAlertBodyTests`
    /// checks both on every fixture, also with brackets and quotes removed or moved.
    public static func parse(
        _ source: SourceFile, defersAlertBodies: Bool = false
    ) -> (syntax: SourceFileSyntax, diagnostics: DiagnosticBag) {
        parse(source, alertBodies: defersAlertBodies ? .deferred : .inline)
    }

    static func parse(
        _ source: SourceFile, alertBodies: AlertBodies, scansBodyBytes: Bool = true
    ) -> (syntax: SourceFileSyntax, diagnostics: DiagnosticBag) {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, file: source.id, alertBodies: alertBodies)
            parser.scansBodyBytes = scansBodyBytes
            let declarations = parser.parseDeclarations()
            var diagnostics = parser.lexer.diagnostics
            diagnostics.append(contentsOf: parser.diagnostics)
            return (SourceFileSyntax(file: source.id, declarations: declarations), diagnostics)
        }
    }

    /// Parses an alert body that `parse(_:defersAlertBodies:)` deferred: its tree and the lexical and syntax
    /// errors in it, the same as parsing the file without deferring gives.
    static func parseDeferredBody(
        _ range: SourceRange, in source: SourceFile, scratch: ParserScratch
    ) -> (body: BodySyntax, diagnostics: DiagnosticBag) {
        source.bytes.withUnsafeBufferPointer { buffer in
            let parsed = parseBoundedBody(range, of: buffer, scratch: scratch)
            var diagnostics = parsed.lexical
            diagnostics.append(contentsOf: parsed.syntax)
            return (parsed.body, diagnostics)
        }
    }

    /// Parses the alert body `skimBody` delimited as `range` of `bytes`, bounded by its `}`: the tree, then the
    /// lexical and the syntax errors in it.
    static func parseBoundedBody(
        _ range: SourceRange, of bytes: UnsafeBufferPointer<UInt8>, scratch: ParserScratch
    ) -> (body: BodySyntax, lexical: DiagnosticBag, syntax: DiagnosticBag) {
        var parser = Parser(
            bytes: UnsafeBufferPointer(start: bytes.baseAddress, count: range.end), file: range.file,
            startingAt: range.start, scratch: scratch)
        let body = parser.parseBody("alert")
        return (body, parser.lexer.diagnostics, parser.diagnostics)
    }

    // MARK: Token access

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        previousEnd = token.end
        if let next = lookahead {
            current = next
            lookahead = nil
        } else {
            current = lexer.next()
        }
        return token
    }

    mutating func peek() -> Token {
        if let lookahead { return lookahead }
        let next = lexer.next()
        lookahead = next
        return next
    }

    /// The current token and the `count - 1` after it, read ahead without consuming any: a copy of the lexer reads
    /// past the peeked token, and the diagnostics it makes are dropped with it. Error paths only.
    mutating func tokensAhead(_ count: Int) -> [Token] {
        var tokens = [current, peek()]
        var ahead = lexer.lookaheadCopy()
        while tokens.count < count { tokens.append(ahead.next()) }
        return tokens
    }

    /// Consumes tokens until `token`, one of those `tokensAhead` read, is current.
    mutating func advance(to token: Token) {
        while current.start < token.start { advance() }
    }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// Whether `token` is the identifier `word`, compared on bytes without allocating. Inlined,
    /// so that each call site's constant word folds into it.
    @inline(__always)
    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .identifier || token.kind == .enumCase || token.kind == .attribute else { return false }
        let offset = token.kind == .identifier ? 0 : 1
        let length = token.end - token.start - offset
        guard length == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        let source = bytes.baseAddress.unsafelyUnwrapped + token.start + offset
        // Every keyword is 3–16 bytes: from four bytes on, the first and last word (overlapping) compare them all.
        if length >= 4, length <= 16 {
            return length >= 8
                ? Bytes.load64(source, 0) == Bytes.load64(pointer, 0)
                    && Bytes.load64(source, length &- 8) == Bytes.load64(pointer, length &- 8)
                : Bytes.load32(source, 0) == Bytes.load32(pointer, 0)
                    && Bytes.load32(source, length &- 4) == Bytes.load32(pointer, length &- 4)
        }
        for index in 0..<length where source[index] != pointer[index] { return false }
        return true
    }

    func range(_ token: Token) -> SourceRange {
        SourceRange(file: file, start: token.start, end: token.end)
    }

    func range(from start: Int) -> SourceRange {
        SourceRange(file: file, start: start, end: max(start, previousEnd))
    }

    var missingPoint: SourceRange { .point(file, previousEnd) }

    /// Consumes the current token and returns its name (see `identifier(_:)`). One statement
    /// per step: in `identifier(advance())` the receiver is read before the argument mutates
    /// it, which costs a copy of the whole parser per call.
    mutating func advanceIdentifier() -> Identifier {
        let token = advance()
        return identifier(token)
    }

    /// Consumes the current token and returns its range.
    mutating func advanceRange() -> SourceRange {
        let token = advance()
        return range(token)
    }

    /// The name of an identifier, enum case (without its dot) or attribute (without its `@`).
    func identifier(_ token: Token) -> Identifier {
        Identifier(Parser.name(of: token, in: bytes, smallASCII: scratch.smallASCII), range: range(token))
    }

    /// Static, over the bytes alone: as an instance method, called from mutating ones, it got a copy of the parser.
    private static func name(of token: Token, in bytes: UnsafeBufferPointer<UInt8>, smallASCII: Bool) -> String {
        let skip = token.kind == .identifier ? 0 : 1
        return String(
            decodingUTF8: UnsafeBufferPointer(rebasing: bytes[token.start + skip..<token.end]), smallASCII: smallASCII)
    }

    // MARK: Expectations and recovery

    /// Consumes a token of `kind`, or reports it missing (as if it were there) and returns `false`.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ context: String, notes: [DiagnosticNote] = []) -> Bool {
        if current.kind == kind {
            advance()
            return true
        }
        diagnostics.error(.expectedToken, "expected \(kind.spelling) \(context)", at: missingPoint, notes: notes)
        return false
    }

    /// Reports an error at the current token, unless the lexer reported that token or a byte before it: the
    /// mistake's one error (`alert $`, `import #zz`). Error paths only.
    mutating func errorAtCurrent(_ code: DiagnosticCode, _ message: String) {
        guard !lexerReportedCurrent else { return }
        diagnostics.error(code, message, at: range(current))
    }

    /// Consumes an identifier, or reports it missing and returns an empty name at the gap. `what` is built only
    /// for the error: callers interpolate it, and building it on every declaration was 1% of parsing.
    mutating func expectIdentifier(_ what: @autoclosure () -> String) -> Identifier? {
        if current.kind == .identifier { return advanceIdentifier() }
        errorAtCurrent(.expectedToken, "expected \(what()), found \(foundDescription)")
        return nil
    }

    /// How an "expected …, found …" error names the current token: its text in quotes, or the end of the file.
    var foundDescription: String {
        current.kind == .endOfFile ? "end of file" : "'\(text(current))'"
    }

    /// The end of the blanks (spaces and tabs) that start at `index`: where the next thing on the line is.
    func endOfBlanks(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    /// Drops the lexer's unexpected-character errors that lie within `start..<end` (Swift's `=` or `==` written
    /// where a `:` goes, a default value's `=`, an optional's `?`): the parser's one error for that mistake takes
    /// their place. The error over a longer run
    /// (`=!`) is not within, and stays. `current` is past them, so they are among the trailing ones. Error paths only.
    /// With `allCodes`, every lexical error within goes (an import path written without quotes, whose `/` and `..`
    /// the lexer reported, as it may have a `#` or a digit before letters).
    mutating func dropLexerErrors(within start: Int, _ end: Int, allCodes: Bool = false) {
        // Found in place (`startOfTrailing`): a copy of the list held across the removal made it copy every lexical
        // error of the file so far, at each such mistake.
        lexer.diagnostics.removeDiagnostics(from: lexer.diagnostics.startOfTrailing(from: start)) {
            guard allCodes || $0.code == .unexpectedCharacter, let range = $0.range else { return false }
            return range.start >= start && range.end <= end
        }
    }

    /// Whether the lexer reported the current token itself (`#zz`, `7AlertView`, a lone `"`) or a byte before it that
    /// starts no token (`title: $ action …`): an "expected …" error there would be a second one for the same mistake.
    /// The token after it may have been looked at since, so the last two diagnostics are read. Error paths only.
    var lexerReportedCurrent: Bool {
        lexer.diagnostics.diagnostics.suffix(2).contains {
            guard $0.severity == .error, let start = $0.range?.start else { return false }
            return start == current.start || (previousEnd..<current.start).contains(start)
        }
    }

    /// Skips a bracketed group whose opening token is current, iteratively (any depth). A closer ends the innermost
    /// open bracket of its kind, and any left open inside it (`([.bold(], .cancel)` is one group); a closer that
    /// closes nothing open in the group is not the group's (the `}` of the body around it) and ends it, unconsumed,
    /// so skipping a malformed group never swallows the body's end and what follows it.
    ///
    /// The skipped brackets count toward the nesting limit as parsed ones do (spec §1), braces as bodies: the first
    /// that goes deeper is reported, unless `countsNesting` is false (the group is the one already reported).
    mutating func skipGroup(countsNesting: Bool = true) {
        var closers: [TokenKind] = []
        // How many brackets and braces are open in `closers`, and whether the group went too deep yet.
        var brackets = 0
        var braces = 0
        var reported = !countsNesting
        repeat {
            switch current.kind {
            case .leftBrace:
                closers.append(.rightBrace)
                braces += 1
                if !reported, bodyDepth + braces > Parser.maximumNestingDepth {
                    reported = true
                    reportSkippedNestingTooDeep(what: "bodies")
                }
            case .leftParen, .leftBracket:
                closers.append(current.kind == .leftParen ? .rightParen : .rightBracket)
                brackets += 1
                if !reported, depth + brackets > Parser.maximumNestingDepth {
                    reported = true
                    reportSkippedNestingTooDeep(what: "brackets and parentheses")
                }
            case .rightBrace, .rightParen, .rightBracket:
                // Searched from the innermost: the brackets passed over are popped with it, so the search is linear.
                guard let match = closers.lastIndex(of: current.kind) else { return }
                for closer in closers[match...] {
                    if closer == .rightBrace { braces -= 1 } else { brackets -= 1 }
                }
                closers.removeSubrange(match...)
            case .endOfFile: return
            default: break
            }
            advance()
        } while !closers.isEmpty
    }

    /// The error at a skipped opener that nests deeper than the limit (`skipGroup`), worded as for a parsed one.
    @inline(never)
    private mutating func reportSkippedNestingTooDeep(what: String) {
        diagnostics.error(
            .nestingTooDeep, "\(what) nest more than \(Parser.maximumNestingDepth) deep", at: range(current))
    }

    /// Skips one token, or a whole group when it opens one.
    mutating func skipTokenOrGroup() {
        switch current.kind {
        case .leftBrace, .leftParen, .leftBracket: skipGroup()
        case .endOfFile: break
        default: advance()
        }
    }

    /// Whether the current token starts a member of a body: `action`, `field`, `use`, an
    /// identifier followed by `:`, or an attribute.
    mutating func atMemberStart() -> Bool {
        switch current.kind {
        case .attribute: return true
        case .identifier:
            if isMemberKeyword(current) { return true }
            return peek().kind == .colon
        default: return false
        }
    }

    /// The words that start a member other than a property; the first wins a tie in "did you mean".
    static let memberKeywords = ["action", "field", "use"]

    /// Whether `token` is one of `memberKeywords`. Inlined, like `isWord`, so that the words fold into it.
    @inline(__always)
    func isMemberKeyword(_ token: Token) -> Bool {
        isWord(token, "action") || isWord(token, "field") || isWord(token, "use")
    }

    /// Whether the current token certainly starts a top-level declaration: a declaration
    /// keyword followed by a name (or an import's path). No member starts that way, so inside a
    /// body it means the body's `}` is missing. Inlined: `parseBody` asks before every member, and most are told at once.
    @inline(__always)
    mutating func atDeclarationStart() -> Bool {
        guard current.kind == .identifier, let kind = declarationKind(current) else { return false }
        return Self.startsDeclaration(kind, followedBy: peek().kind)
    }

    /// Whether a declaration keyword of `kind` followed by a `next` token certainly starts a declaration.
    static func startsDeclaration(_ kind: DeclarationKind, followedBy next: TokenKind) -> Bool {
        kind == .import ? (next == .string || next == .multilineString) : next == .identifier
    }

    /// Inlined: called (not inlined) from a mutating method, it got a copy of the whole parser per call.
    /// The keywords differ in length or first byte, so one switch picks the only candidate: every member of a
    /// body is tested (`atDeclarationStart`), and testing the five in turn cost twice as much.
    @inline(__always)
    func declarationKind(_ token: Token) -> DeclarationKind? {
        guard token.kind == .identifier else { return nil }
        switch token.end &- token.start {
        case 4: return isWord(token, "page") ? .page : nil
        case 5:
            if bytes[token.start] == UInt8(ascii: "a") { return isWord(token, "alert") ? .alert : nil }
            return isWord(token, "theme") ? .theme : nil
        case 6: return isWord(token, "import") ? .import : nil
        case 7: return isWord(token, "actions") ? .actions : nil
        default: return nil
        }
    }

    /// Whether a line break separates the current token from the one before it (error paths only: it reads the
    /// trivia between them).
    var currentStartsLine: Bool {
        bytes[previousEnd..<current.start].contains(UInt8(ascii: "\n"))
    }

    /// Whether the file ends in an unterminated comment or string that the lexer reported: the `}`, `]` or `)` a
    /// group still misses may be in it (`/* … }` to the end), so the missing closer is not a second error.
    var endOfFileInsideUnterminatedLiteral: Bool {
        guard current.kind == .endOfFile, let last = lexer.diagnostics.diagnostics.last else { return false }
        if last.code == .unterminatedComment { return true }
        guard let quote = unterminatedStringBeforeCurrent else { return false }
        // A one-line string must end the file too (an earlier one, closed by its line, swallowed nothing of the
        // groups open at the end).
        return previousEnd == bytes.count
            || (!bytes[quote...].starts(with: "\"\"\"".utf8)
                && bytes[previousEnd...].allSatisfy {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
                        || $0 == UInt8(ascii: "\n")
                })
    }

    /// Whether the missing `closer` of a group is in the unterminated string just before the current token
    /// (`.symbol("x)`: the `)` is the string's): the lexer reported the string, and the missing closer is the same
    /// mistake. Error paths only.
    func closerInUnterminatedString(_ closer: UInt8) -> Bool {
        guard let quote = unterminatedStringBeforeCurrent else { return false }
        return bytes[quote..<previousEnd].contains(closer)
    }

    /// The opening quote of the string the lexer last reported unterminated, when that string is the token before
    /// the current one: a one-line string runs to its line's end, so a token ending after its `"` on that line is
    /// the string; a multi-line one runs to the end of the file. The lexer's errors after that token (a stray byte
    /// starting the next line, `@deprecated("old)` then `$ action …`) came later and are passed over: only those of
    /// the trivia and token read since, so the search stays short.
    private var unterminatedStringBeforeCurrent: Int? {
        let diagnostics = lexer.diagnostics.diagnostics
        let index = lexer.diagnostics.startOfTrailing(from: previousEnd)
        guard index > diagnostics.startIndex, diagnostics[index - 1].code == .unterminatedString,
            let quote = diagnostics[index - 1].range?.start, quote < previousEnd
        else { return nil }
        if bytes[quote...].starts(with: "\"\"\"".utf8) { return previousEnd == bytes.count ? quote : nil }
        return bytes[quote..<previousEnd].contains(UInt8(ascii: "\n")) ? nil : quote
    }

    /// After an error in a body: skip to the next member start or the body's closing `}`.
    mutating func recoverToMemberStart() {
        while current.kind != .endOfFile, current.kind != .rightBrace {
            if atMemberStart() || atDeclarationStart() { return }
            skipTokenOrGroup()
        }
    }

    /// After an error at top level: skip to the next declaration start, an attribute or any declaration keyword (at
    /// top level one can only start a declaration, even without its name).
    mutating func recoverToDeclarationStart() {
        while current.kind != .endOfFile {
            if current.kind == .attribute || declarationKind(current) != nil { return }
            skipTokenOrGroup()
        }
    }

    // MARK: Strings

    mutating func decodeString(_ token: Token) -> StringLiteralSyntax {
        // `"` or `"""`, but for a string the lexer reported for its quotes.
        if bytes[token.start] != UInt8(ascii: "\"") { return textAsWritten(token) }
        // A short plain ASCII literal shares the segments of the same text met lately. It is known by the bits of its
        // small `String` (`SmallASCII`), the count in the top byte as in the string's own bits, so two texts of
        // different lengths differ there.
        let length = token.end &- token.start &- 2
        if token.payload == Token.plainString, token.kind == .string, length >= 1, length <= 15, scratch.smallASCII,
            bytes[token.end &- 1] == UInt8(ascii: "\"")
        {
            let (low, high) = SmallASCII.words(
                UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + (token.start &+ 1)), length)
            if (low | high) & SWAR.highBits == 0 {
                let cache = scratch.shortLiterals
                let key = high | UInt64(truncatingIfNeeded: length) &<< 56
                if let segments = cache.value(low: low, high: key) {
                    return StringLiteralSyntax(segments: segments, range: range(token), isMultiline: false)
                }
                let segments: [StringSegment] = [.text(SmallASCII.string(low, high, count: length))]
                cache.keep(segments, low: low, high: key)
                return StringLiteralSyntax(segments: segments, range: range(token), isMultiline: false)
            }
        }
        if let text = Parser.plainStringText(bytes, token, smallASCII: scratch.smallASCII) {
            return StringLiteralSyntax(segments: [.text(text)], range: range(token), isMultiline: false)
        }
        var scanner = StringLiteralScanner(bytes: bytes, file: file)
        // The lexer already reported this literal's errors; decoding must not repeat them.
        var discarded = DiagnosticBag()
        let segments = scanner.scan(from: token.start, diagnostics: &discarded, decode: true).segments
        var literal = StringLiteralSyntax(
            segments: segments, range: range(token), isMultiline: token.kind == .multilineString,
            isUnterminated: discarded.hasErrors && discarded.diagnostics.contains { $0.code == .unterminatedString })
        literal.hasLexicalFixIt = discarded.diagnostics.contains { !$0.fixIts.isEmpty }
        return literal
    }

    /// The text of a string the lexer reported for its quotes, taken as written between them: `'OK'`, `“OK”` (a
    /// curly quote is three bytes, a straight one one byte; a curly text may close with a straight `"`), or the raw
    /// `#"C:\Users"#` and `#"""` … `"""#` (`RawStringLiteral.value`).
    @inline(never)
    private func textAsWritten(_ token: Token) -> StringLiteralSyntax {
        let text: String
        if bytes[token.start] == UInt8(ascii: "#") {
            text = RawStringLiteral.value(bytes, start: token.start, end: token.end)
        } else {
            let opener = bytes[token.start] < 0x80 ? 1 : 3
            let closer = bytes[token.end - 1] < 0x80 ? 1 : 3
            text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[token.start + opener..<token.end - closer]), as: UTF8.self
            )
        }
        var literal = StringLiteralSyntax(
            segments: text.isEmpty ? [] : [.text(text)], range: range(token),
            isMultiline: token.kind == .multilineString)
        // The lexer writes a single-quoted or raw name in `"` as its fix-it; it has none for curly quotes.
        literal.hasLexicalFixIt = bytes[token.start] < 0x80
        return literal
    }

    /// The text of a closed one-line literal without escapes and with valid UTF-8 — most
    /// literals — taken in one piece; `nil` sends the literal through the full scanner. The
    /// result equals the scanner's single `.text` segment for such a literal. Static, over the bytes alone: as an
    /// instance method it got a copy of the parser.
    private static func plainStringText(
        _ bytes: UnsafeBufferPointer<UInt8>, _ token: Token, smallASCII: Bool
    ) -> String? {
        let start = token.start + 1
        let end = token.end - 1
        guard token.kind == .string, token.end - token.start >= 2, bytes[end] == UInt8(ascii: "\"") else {
            return nil
        }
        // The lexer's single pass already found the literal plain.
        if token.payload == Token.plainString {
            return String(decodingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]), smallASCII: smallASCII)
        }
        var index = start
        while index < end {
            // Eight bytes at a time while they are ASCII without a backslash.
            if let base = bytes.baseAddress {
                while index &+ 8 <= end {
                    let word = UInt64(
                        littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if (word & SWAR.highBits) | SWAR.bytes(word, equalTo: UInt8(ascii: "\\")) != 0 { break }
                    index &+= 8
                }
                guard index < end else { break }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { return nil }
            if byte < 0x80 {
                index += 1
            } else if let length = validUTF8SequenceLength(bytes, at: index), index + length <= end {
                index += length
            } else {
                return nil
            }
        }
        return String(decodingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]), smallASCII: smallASCII)
    }
}
