/// U+FEFF at the start of a file: skipped (spec §1) by the lexer and by line and column numbers, and kept by the
/// formatter.
enum ByteOrderMark {
    /// Its UTF-8 bytes.
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Its length (3) when `buffer` starts with it, else 0.
    @inline(__always)
    static func length(at buffer: UnsafeBufferPointer<UInt8>) -> Int {
        buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
    }

    /// Its length (3) when `bytes` start with it, else 0.
    static func length(at bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { length(at: $0) }
    }
}
