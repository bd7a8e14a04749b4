/// The canonical layout of `.alert` files (`alertc format`, docs/formatting.md).
///
/// The formatter walks the syntax tree and, in step with it, the file's token stream: the
/// tree says where declarations, members, lists and arguments start and end; the tokens carry
/// the exact text of every literal and the comments in their leading trivia. Every token is
/// written as it was (multi-line strings and comments byte for byte); only the whitespace
/// between tokens is chosen anew, and `;` separators and one-line lists' trailing commas are
/// dropped. Comments stay in the trivia of the token they preceded, so `///` doc comments keep
/// attaching to the same declaration or member.
public enum Formatter {
    /// The formatted text of `file`, or `nil` when the file has a lexical or syntax error (or, a defect, the layout
    /// lost its place: see `format(_:syntax:)`).
    public static func format(_ file: SourceFile) -> String? {
        let parsed = Parser.parse(file)
        if parsed.diagnostics.hasErrors { return nil }
        return format(file, syntax: parsed.syntax)
    }

    /// The formatted text of `file`, whose tree `syntax` the parser built without an error (a caller that reports
    /// the parse's diagnostics need not parse the file twice). The walk follows the tree the parser built from these
    /// very tokens, so it always ends at the end of file; `nil` if it ever disagrees (a defect of the formatter, which
    /// the fuzzer and the generated-sentence tests look for), so that the caller says so and the file is never damaged
    /// nor silently passed as formatted.
    public static func format(_ file: SourceFile, syntax: SourceFileSyntax) -> String? {
        let tokens = Lexer.tokenize(file).tokens
        var printer = FormatPrinter(bytes: file.bytes, tokens: tokens)
        printer.printFile(syntax)
        guard !printer.failed, printer.cursor == tokens.count else { return nil }
        return String(decoding: printer.output, as: UTF8.self)
    }
}

/// How a token is placed after what precedes it.
enum FormatSpacing {
    /// Directly after the previous text (`,` `:` `)`).
    case none
    /// After one space.
    case space
    /// On a new line at the current indentation, after one blank line when the source had
    /// at least one there.
    case line
    /// Like `line`, never after a blank line (a closing `}` `]` `)`; what follows an attribute).
    case closingLine

    var isLine: Bool {
        switch self {
        case .none, .space: false
        case .line, .closingLine: true
        }
    }
}

/// The output buffer and the cursor over the tokens.
struct FormatPrinter {
    let bytes: [UInt8]
    let tokens: [Token]
    private(set) var cursor = 0
    private(set) var failed = false
    private(set) var output: [UInt8] = []
    /// `\n`, or `\r\n` when the file's first line break outside comments and multi-line strings is one.
    private let lineEnd: [UInt8]
    private var indent = 0
    /// Whether any token or comment has been written (a BOM does not count).
    private var hasWritten = false
    /// Line breaks (1, or 2 for a blank line) owed before the next text, and its indentation.
    private var pendingNewlines = 0
    private var pendingIndent = 0
    private var pendingSpace = false
    /// Whether the last text written opened a bracket, so no blank line may follow it.
    private var afterOpener = false
    /// Whether the next line must follow a blank line (between top-level declarations).
    private var forceBlankLine = false
    /// Whether the last text written is a block comment that the next token follows on its line.
    private var afterBlockComment = false

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        lineEnd = Self.isCRLF(bytes, tokens) ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]
        output.reserveCapacity(bytes.count + bytes.count / 8)
    }

    /// Whether the first line break between tokens, outside comments, is `\r\n`: the first line break the
    /// formatter writes, so the formatted file has the same style (a line break inside a block comment or a
    /// multi-line string, copied as it is, does not count: an `\n` there made the formatted text of a CRLF file
    /// LF the next time).
    private static func isCRLF(_ bytes: [UInt8], _ tokens: [Token]) -> Bool {
        var start = 0
        for token in tokens {
            var index = start
            let end = token.start
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") { return index > 0 && bytes[index - 1] == UInt8(ascii: "\r") }
                if byte == UInt8(ascii: "/"), index + 1 < end {
                    index =
                        bytes[index + 1] == UInt8(ascii: "*")
                        ? TriviaScanning.blockCommentEnd(bytes, from: index, end: end)
                        : TriviaScanning.lineCommentEnd(bytes, from: index, end: end)
                } else {
                    index += 1
                }
            }
            start = token.end
        }
        return false
    }

    private var currentIndex: Int { min(cursor, tokens.count - 1) }

    private var current: Token { tokens[currentIndex] }

    /// The leading trivia of the token at `index`: from the end of the token before it.
    private func trivia(ofTokenAt index: Int) -> Range<Int> {
        (index == 0 ? 0 : tokens[index - 1].end)..<tokens[index].start
    }

    // MARK: File, declarations, members

    mutating func printFile(_ syntax: SourceFileSyntax) {
        if ByteOrderMark.length(at: bytes) > 0 { output += ByteOrderMark.bytes }
        var previousSpansLines = false
        for (index, declaration) in syntax.declarations.enumerated() {
            let spansLines = hasMultilineBody(declaration)
            // A declaration with a body of several lines is set off by a blank line on both sides.
            forceBlankLine = index > 0 && (previousSpansLines || spansLines)
            // A kept `;` (after a `///` line) took that blank line, after the previous declaration; one with a body
            // of several lines still needs its own, before the comments of any `;` dropped after the kept one (as
            // they will be once that `;` is gone).
            skipSemicolons(blankLineAfterKept: spansLines)
            printDeclaration(declaration, .line)
            previousSpansLines = spansLines
        }
        skipSemicolons()
        consume(.endOfFile, .line, write: false)
        if hasWritten { output += lineEnd }
    }

    private mutating func printDeclaration(_ declaration: DeclarationSyntax, _ spacing: FormatSpacing) {
        consume(.identifier, printPrefix(declaration.prefix, spacing))
        if declaration.kind == .import {
            consumeString(.space)
            return
        }
        consume(.identifier, .space)
        if declaration.kind == .alert, current.kind == .leftParen {
            let parameters = declaration.parameters
            printGroup(.leftParen, .rightParen, .none, count: parameters.count) { printer, _, spacing in
                printer.consume(.identifier, spacing)
                printer.consume(.colon, .none)
                printer.consume(.identifier, .space)
            }
        }
        if current.kind == .colon {
            consume(.colon, .none)
            consume(.identifier, .space)
        }
        if let body = declaration.body { printBody(body) }
    }

    /// Attributes, each on its own line; returns the placement of what follows them.
    private mutating func printPrefix(_ prefix: DeclarationPrefix, _ spacing: FormatSpacing) -> FormatSpacing {
        var spacing = spacing
        for attribute in prefix.attributes {
            consume(.attribute, spacing)
            if current.kind == .leftParen, attribute.name.text == "available",
                let close = lastToken(endingAt: attribute.range.end, from: cursor)
            {
                // Swift's `@available(...)`: the parser skipped its arguments (Swift's, not this language's) as one
                // unknown attribute, which `check` reports. They are kept as written, comments and line breaks
                // included, so the rest of the file is still formatted. They end where the parser ended the
                // attribute, not at a `)` matched here: the parser passes over stray closers (`@available(iOS, ])`,
                // `@available(iOS, ([), *)`) that a bracket count of its own would take for the end.
                let open = cursor
                consume(.leftParen, .none)
                write(bytes[tokens[open].end..<tokens[close].end])
                cursor = close + 1
                afterOpener = false
            } else if current.kind == .leftParen, cursor + 1 < tokens.count, tokens[cursor + 1].kind == .rightParen {
                // `@name()`: an error for `@default` and `@deprecated`, so only an unknown attribute (the checker's
                // error) is formatted with it; its `()` is kept.
                consume(.leftParen, .none)
                consume(.rightParen, .none)
            } else if current.kind == .leftParen {
                // A line comment beside the message ends its line: then the message goes on a line of its own, one
                // level deeper, and the `)` on the next, as an argument list that spanned lines. The message is one
                // argument, not a list: a trailing comma after it is dropped in both layouts.
                let hasComma = cursor + 2 < tokens.count && tokens[cursor + 2].kind == .comma
                let vertical = (1...(hasComma ? 3 : 2)).contains {
                    hasLineComment(ofTokenAt: cursor + $0, docOnly: false)
                }
                consume(.leftParen, .none)
                if vertical {
                    indent += 1
                    consumeString(.line)
                    if hasComma { consume(.comma, .line, write: false) }
                    consumeClosing(.rightParen)
                } else {
                    consumeString(.none)
                    if hasComma { consume(.comma, .none, write: false) }
                    consume(.rightParen, .none)
                }
            }
            // The next attribute or the declaration follows on the next line, never after a blank line.
            spacing = .closingLine
        }
        return spacing
    }

    private mutating func printBody(_ body: BodySyntax) {
        consume(.leftBrace, .space)
        // Out of step with the tree, `current` is no longer this body's: the file is left as it is (`Formatter.format`).
        guard !failed else { return }
        let mark = output.count
        indent += 1
        for member in body.members {
            skipSemicolons()
            printMember(member)
        }
        skipSemicolons()
        let bodyBytes = body.leftBrace.start..<current.end
        if body.members.isEmpty, pendingNewlines == 0,
            !spansLines(bodyBytes.lowerBound, bodyBytes.upperBound) || !bytes[bodyBytes].contains(UInt8(ascii: "/"))
        {
            // `{}` (whatever line breaks the source had inside), or `{ /* comment */ }` when the source had only
            // block comments on one line.
            indent -= 1
            consume(.rightBrace, output.count == mark && !hasComments(ofTokenAt: currentIndex) ? .none : .space)
        } else {
            consumeClosing(.rightBrace)
        }
    }

    private mutating func printMember(_ member: MemberSyntax) {
        switch member {
        case .property(let property):
            consume(.identifier, printPrefix(property.prefix, .line))
            consume(.colon, .none)
            printValue(property.value, .space)
        case .action(let action):
            consume(.identifier, printPrefix(action.prefix, .line))
            consume(.identifier, .space)
            if let title = action.title { printValue(title, .space) }
            if action.style != nil { consume(.enumCase, .space) }
            if let body = action.body { printBody(body) }
        case .field(let field):
            consume(.identifier, printPrefix(field.prefix, .line))
            consume(.identifier, .space)
            if let body = field.body { printBody(body) }
        case .use(let use):
            consume(.identifier, printPrefix(use.prefix, .line))
            consume(.identifier, .space)
        }
    }

    /// `;` has no meaning and is dropped, unless a `///` comment precedes it: without the `;`
    /// that comment would become the doc comment of what follows, so the `;` stays.
    /// Between declarations, `blankLineAfterKept` is whether what follows a kept `;` is set off by a blank line.
    private mutating func skipSemicolons(blankLineAfterKept: Bool? = nil) {
        while current.kind == .semicolon {
            let keep = hasLineComment(ofTokenAt: currentIndex, docOnly: true)
            consume(.semicolon, .line, write: keep)
            if keep, let blankLineAfterKept { forceBlankLine = blankLineAfterKept }
        }
    }

    // MARK: Values

    private mutating func printValue(_ value: ValueSyntax, _ spacing: FormatSpacing) {
        switch value {
        case .string:
            consumeString(spacing)
        case .integer:
            consume(.integer, spacing)
        case .decimal:
            consume(.decimal, spacing)
        case .color:
            consume(.color, spacing)
        case .bool(let flag, _):
            consume(flag ? .trueKeyword : .falseKeyword, spacing)
        case .reference:
            consume(.identifier, spacing)
        case .enumCase(let enumCase):
            consume(.enumCase, spacing)
            if let arguments = enumCase.arguments {
                printGroup(.leftParen, .rightParen, .none, count: arguments.count) { printer, index, spacing in
                    let argument = arguments[index]
                    if argument.label != nil {
                        printer.consume(.identifier, spacing)
                        printer.consume(.colon, .none)
                        printer.printValue(argument.value, .space)
                    } else {
                        printer.printValue(argument.value, spacing)
                    }
                }
            }
        case .list(let elements, _):
            printGroup(.leftBracket, .rightBracket, spacing, count: elements.count) { printer, index, spacing in
                printer.printValue(elements[index], spacing)
            }
        case .missing:
            failed = true
        }
    }

    /// A bracketed, comma-separated group. One that was on one line stays on one line (without a
    /// trailing comma); one that spanned lines gets one element per line, each with a comma.
    private mutating func printGroup(
        _ open: TokenKind,
        _ close: TokenKind,
        _ spacing: FormatSpacing,
        count: Int,
        element: (inout FormatPrinter, Int, FormatSpacing) -> Void
    ) {
        guard current.kind == open, let closeIndex = matchingClose(cursor) else {
            failed = true
            return
        }
        let vertical =
            spansLines(tokens[cursor].start, tokens[closeIndex].end)
            && (count > 0 || hasComments(ofTokenAt: closeIndex))
        consume(open, spacing)
        if vertical {
            indent += 1
            for index in 0..<count where !failed {
                element(&self, index, .line)
                // The comma goes right after the element, before the comments that preceded it in the source:
                // `b // c` and then `,` on the next line is `b, // c`.
                write([UInt8(ascii: ",")])
                if current.kind == .comma { consume(.comma, .line, write: false) }
            }
            consumeClosing(close)
        } else {
            for index in 0..<count where !failed {
                element(&self, index, index == 0 ? .none : .space)
                if current.kind == .comma { consume(.comma, .none, write: index < count - 1) }
            }
            consume(close, .none)
        }
    }

    // MARK: Tokens and trivia

    /// Writes the next token, which must be of `kind`, after the comments of its leading trivia.
    /// With `write: false` only those comments are written (a dropped `;` or trailing comma).
    private mutating func consume(_ kind: TokenKind, _ spacing: FormatSpacing, write: Bool = true) {
        guard !failed, cursor < tokens.count, tokens[cursor].kind == kind else {
            failed = true
            return
        }
        let token = tokens[cursor]
        // After an attribute (`closingLine`) no blank line comes, before a comment either.
        let newlines = printTrivia(
            trivia(ofTokenAt: cursor), commentsOnLines: spacing.isLine, blankLineFirst: spacing != .closingLine)
        cursor += 1
        guard write else { return }
        place(spacing, newlines: newlines)
        // A block comment is a word of its own: a token that would touch what precedes it (`(`, an argument
        // after `(`) is one space after the comment; `,` `:` `)` `]` still follow it directly.
        if spacing == .none, afterBlockComment, pendingNewlines == 0,
            ![.comma, .colon, .rightParen, .rightBracket].contains(kind)
        {
            pendingSpace = true
        }
        self.write(bytes[token.start..<token.end])
        afterOpener = kind == .leftBrace || kind == .leftBracket || kind == .leftParen
    }

    private mutating func consumeString(_ spacing: FormatSpacing) {
        consume(current.kind == .multilineString ? .multilineString : .string, spacing)
    }

    /// A closing `}` `)` `]` on its own line: comments before it stay at the inner indentation,
    /// the bracket goes one level out.
    private mutating func consumeClosing(_ kind: TokenKind) {
        guard !failed, cursor < tokens.count, tokens[cursor].kind == kind else {
            failed = true
            return
        }
        let token = tokens[cursor]
        _ = printTrivia(trivia(ofTokenAt: cursor), commentsOnLines: true)
        cursor += 1
        indent -= 1
        place(.closingLine, newlines: 0)
        write(bytes[token.start..<token.end])
        afterOpener = false
    }

    /// Arranges the line break or space before the next text.
    private mutating func place(_ spacing: FormatSpacing, newlines: Int) {
        switch spacing {
        case .none:
            break
        case .space:
            if pendingNewlines == 0, hasWritten { pendingSpace = true }
        case .line:
            requestBreak(blank: newlines >= 2)
        case .closingLine:
            requestBreak(blank: false)
        }
    }

    private mutating func requestBreak(blank: Bool) {
        pendingIndent = indent
        guard hasWritten else { return }
        let wanted = (blank || forceBlankLine) && !afterOpener ? 2 : 1
        pendingNewlines = max(pendingNewlines, wanted)
        pendingSpace = false
        forceBlankLine = false
    }

    /// Whether the declaration's body will take several lines: it has a member or a comment.
    private func hasMultilineBody(_ declaration: DeclarationSyntax) -> Bool {
        guard let body = declaration.body else { return false }
        if !body.members.isEmpty { return true }
        let end = body.rightBrace?.end ?? body.leftBrace.end
        return bytes[body.leftBrace.start..<end].contains(UInt8(ascii: "/"))
    }

    /// Writes the comments in a token's leading `trivia`. A comment that followed other text on its
    /// line stays at the end of that line; any other comment gets a line of its own, at the
    /// current indentation (`commentsOnLines`) or one level deeper when it sat inside a member.
    /// Returns the line breaks after the last comment (or in the whole trivia). `blankLineFirst: false` drops a
    /// blank line before the first comment.
    private mutating func printTrivia(_ trivia: Range<Int>, commentsOnLines: Bool, blankLineFirst: Bool = true) -> Int {
        var newlines = 0
        var blankLine = blankLineFirst
        var index = trivia.lowerBound
        if index == 0 { index = ByteOrderMark.length(at: bytes) }
        let end = trivia.upperBound
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                newlines += 1
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < end else {
                index += 1
                continue
            }
            let isLine = bytes[index + 1] == UInt8(ascii: "/")
            let commentEnd =
                isLine
                ? TriviaScanning.lineCommentEnd(bytes, from: index, end: end)
                : TriviaScanning.blockCommentEnd(bytes, from: index, end: end)
            var textEnd = commentEnd
            if isLine, textEnd > index, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
            printComment(
                bytes[index..<textEnd], isLine: isLine, newlines: blankLine ? newlines : min(newlines, 1),
                onLines: commentsOnLines)
            blankLine = true
            newlines = 0
            index = commentEnd
        }
        return newlines
    }

    private mutating func printComment(_ text: ArraySlice<UInt8>, isLine: Bool, newlines: Int, onLines: Bool) {
        let trailing = newlines == 0 && hasWritten && pendingNewlines == 0
        let level = onLines ? indent : indent + 1
        if trailing {
            // One space after the code; none after `(` and `[` when the next token follows on the line (no space
            // inside them): a block comment before a token that is not put on a line of its own.
            let tight = !isLine && !onLines
            pendingSpace = !tight || (output.last != UInt8(ascii: "(") && output.last != UInt8(ascii: "["))
            write(text)
            afterBlockComment = !isLine
            if isLine {
                pendingNewlines = 1
                pendingIndent = level
            }
        } else {
            pendingIndent = level
            if hasWritten {
                pendingNewlines = max(pendingNewlines, (newlines >= 2 || forceBlankLine) && !afterOpener ? 2 : 1)
            }
            forceBlankLine = false
            write(text)
            afterOpener = false
            pendingNewlines = 1
            pendingIndent = level
        }
        pendingSpace = false
    }

    /// Appends text after any owed line breaks (with indentation) or space.
    private mutating func write<Bytes: Collection>(_ text: Bytes) where Bytes.Element == UInt8 {
        if pendingNewlines > 0 {
            for _ in 0..<pendingNewlines { output += lineEnd }
            output += repeatElement(UInt8(ascii: " "), count: pendingIndent * 4)
        } else if pendingSpace {
            output.append(UInt8(ascii: " "))
        } else if !hasWritten {
            output += repeatElement(UInt8(ascii: " "), count: pendingIndent * 4)
        }
        pendingNewlines = 0
        pendingSpace = false
        afterBlockComment = false
        output += text
        hasWritten = true
    }

    // MARK: Scanning

    /// Whether the leading trivia of the token at `index` holds a comment.
    private func hasComments(ofTokenAt index: Int) -> Bool {
        bytes[trivia(ofTokenAt: index)].contains(UInt8(ascii: "/"))
    }

    /// Whether the leading trivia of the token at `index` holds a line comment (`docOnly`: one starting with `///`).
    private func hasLineComment(ofTokenAt tokenIndex: Int, docOnly: Bool) -> Bool {
        let trivia = trivia(ofTokenAt: tokenIndex)
        return TriviaScanning.comments(bytes, from: trivia.lowerBound, end: trivia.upperBound).contains { comment in
            comment.isLine
                && (!docOnly
                    || TriviaScanning.isDocComment(
                        bytes, at: comment.range.lowerBound, lineEnd: comment.range.upperBound))
        }
    }

    /// The index of the token that ends at byte `end` (the last token of a syntax node the parser built), searched
    /// from the token at `index`; `nil` if no token there ends at `end`.
    private func lastToken(endingAt end: Int, from index: Int) -> Int? {
        var last = index
        while last < tokens.count - 1, tokens[last].end < end { last += 1 }
        return tokens[last].end == end ? last : nil
    }

    private func matchingClose(_ openIndex: Int) -> Int? {
        var depth = 0
        for index in openIndex..<tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            case .endOfFile: return nil
            default: break
            }
        }
        return nil
    }

    private func spansLines(_ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].contains(UInt8(ascii: "\n"))
    }
}
