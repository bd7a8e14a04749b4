/// The tokens after the parser's current one, read by a copy of its lexer for a recovery look-ahead (is a closer or a
/// `{` missing?), as far as the budget that all such look-aheads of a top-level body share allows
/// (`Parser.closerLookaheadSpent`): past it, `next()` is `nil`, and the look-ahead answers as parsing did before it
/// looked. Error paths only.
struct BudgetedLookahead {
    fileprivate var probe: Lexer
    /// The next token `next()` gives: the peeked one first.
    fileprivate var token: Token
    fileprivate let start: Int
    fileprivate let limit: Int
    /// The end of the last token read (0 before any).
    fileprivate var end = 0

    /// The bytes read so far, charged to the budget by `Parser.charge`.
    var spent: Int { max(0, end - start) }

    /// The next token and the one after it (so that a token can be judged by what follows it); `nil` past the budget.
    mutating func next() -> (token: Token, following: Token)? {
        end = token.end
        guard end <= limit else { return nil }
        let following = probe.next()
        defer { token = following }
        return (token, following)
    }
}

extension Parser {
    /// A look-ahead from the token after the current one (the peeked one, first), within the budget left: the
    /// allowance plus four times what the parse has passed in this top-level body, less what look-aheads have read.
    mutating func budgetedLookahead() -> BudgetedLookahead {
        let start = current.start
        let limit =
            start + Parser.closerLookaheadAllowance + 4 * (start - closerLookaheadOrigin) - closerLookaheadSpent
        // Peeked before the copy is made, so the copy lexes past it; the diagnostics it makes are dropped with it.
        let first = peek()
        return BudgetedLookahead(probe: lexer.lookaheadCopy(), token: first, start: start, limit: limit)
    }

    /// Charges what `lookahead` read to the shared budget.
    mutating func charge(_ lookahead: BudgetedLookahead) {
        closerLookaheadSpent += lookahead.spent
    }
}
