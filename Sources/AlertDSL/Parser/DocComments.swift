extension Parser {
    /// Appends the text of each `///` line in `token`'s leading trivia: without the `///`, one
    /// following space and the line end (spec §1). `////` and block comments are not doc comments.
    func collectDocLines(before token: Token, into lines: inout [String]) {
        var index = token.triviaStart
        let end = token.start
        while index + 1 < end {
            guard bytes[index] == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "*") {
                index = TriviaScanning.blockCommentEnd(bytes, from: index, end: end)
            } else if next == UInt8(ascii: "/") {
                let lineEnd = TriviaScanning.lineCommentEnd(bytes, from: index, end: end)
                if TriviaScanning.isDocComment(bytes, at: index, lineEnd: lineEnd) {
                    var start = index + 3
                    if start < lineEnd, bytes[start] == UInt8(ascii: " ") { start += 1 }
                    var stop = lineEnd
                    if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
                    lines.append(String(decodingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<max(start, stop)])))
                }
                index = lineEnd
            } else {
                index += 1
            }
        }
    }
}
