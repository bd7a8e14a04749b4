extension Parser {
    /// Whether `trivia` may hold a `///` line: `false` for the usual trivia before a member (a line break and
    /// indentation, at most 16 bytes without a `/`), tested in one or two words without calling `collectDocLines`.
    @inline(__always)
    static func mayHoldComment(_ bytes: UnsafeBufferPointer<UInt8>, _ trivia: Range<Int>) -> Bool {
        let count = trivia.count
        guard count >= 3, let base = bytes.baseAddress else { return count >= 3 }
        if count > 8 {
            // The indentation of a member of a nested body: its first and last eight bytes (overlapping) are all of it.
            guard count <= 16 else { return true }
            let first = UInt64(littleEndian: UnsafeRawPointer(base + trivia.lowerBound).loadUnaligned(as: UInt64.self))
            let last = UInt64(
                littleEndian: UnsafeRawPointer(base + (trivia.upperBound &- 8)).loadUnaligned(as: UInt64.self))
            return SWAR.bytes(first, equalTo: UInt8(ascii: "/")) | SWAR.bytes(last, equalTo: UInt8(ascii: "/")) != 0
        }
        guard trivia.lowerBound &+ 8 <= bytes.count else { return true }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + trivia.lowerBound).loadUnaligned(as: UInt64.self))
        // Only the trivia's own bytes: the lowest `count` of the word.
        let mask: UInt64 = count == 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
        return SWAR.bytes(word, equalTo: UInt8(ascii: "/")) & mask != 0
    }

    /// Appends the text of each `///` line in a token's leading `trivia` to `doc`: without the `///`, one
    /// following space and the line end (spec §1), lines joined by `\n`. `////` and block comments are not doc
    /// comments. The text goes straight into `doc` (no array of lines to join: one `String` for the usual one-line
    /// comment). Static, over the bytes alone: called from a mutating method, an instance method got a copy of the
    /// parser.
    static func collectDocLines(_ bytes: UnsafeBufferPointer<UInt8>, in trivia: Range<Int>, into doc: inout String?) {
        var index = trivia.lowerBound
        let end = trivia.upperBound
        // Most trivia (a line break and indentation) has no `/`: skip it eight bytes at a time.
        guard let base = bytes.baseAddress, index + 1 < end else { return }
        while index &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let slashes = SWAR.bytes(word, equalTo: UInt8(ascii: "/"))
            if slashes != 0 {
                index &+= SWAR.stopOffset(slashes)
                break
            }
            index &+= 8
            if index + 1 >= end { return }
        }
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
                    let line = String(
                        decodingUTF8: UnsafeBufferPointer(rebasing: bytes[start..<max(start, stop)]), smallASCII: false)
                    if doc == nil {
                        doc = line
                    } else {
                        doc!.append("\n")
                        doc!.append(line)
                    }
                }
                index = lineEnd
            } else {
                index += 1
            }
        }
    }
}
