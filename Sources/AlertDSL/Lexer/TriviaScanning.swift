/// Finding the ends of comments inside trivia the lexer has already validated, for the code that
/// reads trivia again: doc comments and fix-its (the parser), comment placement (the formatter) and tests.
enum TriviaScanning {
    /// The end of the nested `/* … */` comment starting at `start`, or `end` if it is unterminated.
    static func blockCommentEnd<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, from start: Int, end: Int
    ) -> Int where Bytes.Index == Int {
        var index = start + 2
        var depth = 1
        while index < end, depth > 0 {
            if index + 1 < end, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// The offset of the line break ending the `//` comment starting at `start` (or `end`).
    static func lineCommentEnd<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, from start: Int, end: Int
    ) -> Int where Bytes.Index == Int {
        var index = start + 2
        while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The comments from `start` to `end`, in order: each one's range (a line comment's up to its line feed) and
    /// whether it is a line comment. Every `//` or `/*` there starts one: the bytes are trivia, or punctuation and
    /// names between them, never a literal.
    static func comments<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, from start: Int, end: Int
    ) -> [(range: Range<Int>, isLine: Bool)] where Bytes.Index == Int {
        var comments: [(range: Range<Int>, isLine: Bool)] = []
        var index = start
        while index + 1 < end {
            let next = bytes[index + 1]
            guard bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                index += 1
                continue
            }
            let isLine = next == UInt8(ascii: "/")
            let commentEnd =
                isLine ? lineCommentEnd(bytes, from: index, end: end) : blockCommentEnd(bytes, from: index, end: end)
            comments.append((index..<commentEnd, isLine))
            index = commentEnd
        }
        return comments
    }

    /// Whether the `//` comment at `start` (ending at `lineEnd`) is a doc comment: `///`, but
    /// not `////` (spec §1).
    static func isDocComment<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at start: Int, lineEnd: Int
    ) -> Bool where Bytes.Index == Int {
        start + 2 < lineEnd && bytes[start + 2] == UInt8(ascii: "/")
            && !(start + 3 < lineEnd && bytes[start + 3] == UInt8(ascii: "/"))
    }
}
