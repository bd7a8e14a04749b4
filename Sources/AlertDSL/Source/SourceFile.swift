/// Identifies a file within one compilation (an index into its `SourceManager`).
public struct FileID: Hashable, Comparable, Sendable {
    public let rawValue: Int32

    public init(_ rawValue: Int) {
        self.rawValue = Int32(rawValue)
    }

    public static func < (lhs: FileID, rhs: FileID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The bytes of one `.alert` file and a table of where its lines start.
///
/// Offsets are UTF-8 byte offsets; lines and columns are 1-based and columns count bytes,
/// as clang and swiftc do, so editors can jump to them.
public final class SourceFile: Sendable {
    public let id: FileID
    /// The path as the user gave it (or as derived from an `import`); used in diagnostics.
    public let displayPath: String
    public let bytes: [UInt8]
    /// Offset of the first byte of every line. The first line starts after a leading byte order mark, which is
    /// skipped (spec §1): columns on it count from the first byte after the mark, and it is not shown.
    public let lineStarts: [Int]

    public init(id: FileID, displayPath: String, bytes: [UInt8]) {
        self.id = id
        self.displayPath = displayPath
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// The offsets after every line feed, found eight bytes at a time: every file of a compilation is scanned
    /// once here, byte by byte this took 5 instructions per byte of input.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [ByteOrderMark.length(at: bytes)]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var index = 0
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                var lineFeeds = SWAR.exactBytes(word, equalTo: UInt8(ascii: "\n"))
                while lineFeeds != 0 {
                    starts.append(index &+ SWAR.stopOffset(lineFeeds) &+ 1)
                    lineFeeds &= lineFeeds &- 1
                }
                index &+= 8
            }
            while index < count {
                if base[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
                index += 1
            }
        }
        return starts
    }

    public convenience init(id: FileID, displayPath: String, text: String) {
        self.init(id: id, displayPath: displayPath, bytes: Array(text.utf8))
    }

    /// The 1-based line and byte column of `offset` (which may equal `bytes.count`).
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        // Offsets inside a byte order mark (none names a token) count as its first line's first column.
        return (line + 1, max(offset - lineStarts[line], 0) + 1)
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The bytes of the 0-based line `index`, without its line end (`\n` or `\r\n`).
    public func lineBytes(_ index: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// Text of a byte range, with invalid UTF-8 repaired.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
