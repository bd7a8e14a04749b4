extension Parser {
    /// `title: "Hello " + name + "!"`, text joined as Swift joins strings: one error at the first `+`, in place of
    /// the lexer's at each, with the one string that means the same as the fix-it (`"Hello \(name)!"`), and that
    /// string as the value, so `name` counts as used (no "never used" as well) and is checked as an interpolation.
    /// Only one-line strings and bare names joined: anything else (`String(n)`, a multi-line string) is left to the
    /// usual errors. `value` is returned unchanged when no `+` follows it. Error paths only, out of line.
    @inline(never)
    mutating func valueJoinedWithPlus(_ value: ValueSyntax) -> ValueSyntax {
        guard case .string(let first) = value, isJoinable(first), followsStray(UInt8(ascii: "+"), current) else {
            return value
        }
        var segments = first.segments
        var written = sourceInsideQuotes(first.range)
        var end = first.range.end
        while followsStray(UInt8(ascii: "+"), current) {
            if current.kind == .identifier {
                // `UIColor.red`, `String(n)`: Swift code, not a name to interpolate.
                let next = peek()
                if next.start == current.end, next.kind == .enumCase || next.kind == .leftParen { break }
                let name = advanceIdentifier()
                segments.append(.interpolation(name: name.text, range: name.range))
                written += "\\(" + name.text + ")"
            } else if current.kind == .string {
                let literal = decodeString(advance())
                guard isJoinable(literal) else {
                    return .missing(SourceRange(file: file, start: first.range.start, end: literal.range.end))
                }
                segments += literal.segments
                written += sourceInsideQuotes(literal.range)
            } else {
                break
            }
            end = previousEnd
        }
        guard end > first.range.end else { return value }
        let whole = SourceRange(file: file, start: first.range.start, end: end)
        // The lexer's errors at the operators between the pieces (`+`, or a run such as `++`) are this one.
        var firstOperator: SourceRange?
        lexer.diagnostics.removeDiagnostics(from: lexer.diagnostics.startOfTrailing(from: first.range.end)) {
            guard $0.code == .unexpectedCharacter, let range = $0.range, range.start >= first.range.end,
                range.end <= end
            else { return false }
            if firstOperator.map({ range.start < $0.start }) ?? true { firstOperator = range }
            return true
        }
        diagnostics.error(
            .unexpectedCharacter, "text is not joined with '+'; write one string, with '\\(name)' for a parameter",
            at: firstOperator ?? SourceRange(file: file, start: first.range.end, end: first.range.end),
            fixIts: [FixIt(range: whole, replacement: "\"" + written + "\"")])
        return .string(StringLiteralSyntax(segments: segments, range: whole, isMultiline: false))
    }

    /// Whether a literal can be joined: one line, closed, with its quotes as written.
    private func isJoinable(_ literal: StringLiteralSyntax) -> Bool {
        !literal.isMultiline && !literal.isUnterminated && !literal.hasLexicalFixIt
            && bytes[literal.range.start] == UInt8(ascii: "\"")
    }

    /// The source of a one-line string literal between its quotes, escapes as written.
    private func sourceInsideQuotes(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[(range.start + 1)..<(range.end - 1)]), as: UTF8.self)
    }
}
