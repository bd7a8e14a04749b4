/// What the lexer's searches on error paths learnt about the bytes ahead, so that none searches the same bytes again:
/// each is a fact about the bytes from where a search started, so the tokens do not depend on where lexing started.
/// A class held out of line (`Lexer.searchMemory`, copied on write): the parser copies the lexer to look ahead, and
/// these fields inline made every such copy of the parser pass 256 bytes, which cost parsing 0.5%.
final class LexerSearchMemory {
    /// Where the last search for a single-quoted text's closing `'` stopped without one (`Lexer.singleQuotedEnd`): a `'`
    /// before it would stop there too, so it is not searched again (a line of `'\'\'…` is linear).
    var singleQuoteSearchFailsUntil = -1
    /// Where the last search for a raw string's closing `"#` stopped without one (`Lexer.rawStringEnd`), and what it saw on
    /// the way: at index `j - 1`, the last `"` followed by `j` or more `#`s (fewer than its opener's, or it would have
    /// closed it). A raw string opened before there closes there only if such a `"` follows its opener, so it is
    /// known without searching again (a line of `#"x#"x…` is linear), and known right whatever its `#`s
    /// (`##"a"# #"b"#` after a failed `##"`): the tokens do not depend on where lexing started (a deferred body).
    var rawStringSearchFailsUntil = -1
    var rawStringClosersBeforeFailure: [Int] = []
    /// The same for a multi-line raw string's closing line (`"""` and `#`s after only whitespace), where the search
    /// stops at the end of the file or a bad byte: at index `j - 1`, the last closing line's `"""` with `j` or more
    /// `#`s, so a file of `#"""` openers that nothing closes is linear.
    var rawMultilineSearchFailsUntil = -1
    var rawMultilineClosersBeforeFailure: [Int] = []
    /// The run of `#`s a raw string's search counted last, from `hashRunStart` to just before `hashRunEnd`: a `#`
    /// after a failed one in the same run opens with the rest of the run, not counted again, and behind the same
    /// `"""` (whose opening line is not read again: `rawMultilineContentStart`, `-1` when the line does not end
    /// there). A run of `#`s, each counting those after it, took time quadratic in the run.
    var hashRunStart = -1
    var hashRunEnd = -1
    var rawMultilineContentStart = -1

    func copy() -> LexerSearchMemory {
        let copy = LexerSearchMemory()
        copy.singleQuoteSearchFailsUntil = singleQuoteSearchFailsUntil
        copy.rawStringSearchFailsUntil = rawStringSearchFailsUntil
        copy.rawStringClosersBeforeFailure = rawStringClosersBeforeFailure
        copy.rawMultilineSearchFailsUntil = rawMultilineSearchFailsUntil
        copy.rawMultilineClosersBeforeFailure = rawMultilineClosersBeforeFailure
        copy.hashRunStart = hashRunStart
        copy.hashRunEnd = hashRunEnd
        copy.rawMultilineContentStart = rawMultilineContentStart
        return copy
    }
}
