/// The length of the well-formed UTF-8 sequence starting at `index`, or `nil` when the bytes
/// there are not valid UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
@inline(__always)
func validUTF8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    let count = bytes.count
    @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
        index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
    }
    switch lead {
    case 0xC2...0xDF:
        return continuation(1) ? 2 : nil
    case 0xE0:
        return continuation(1, 0xA0) && continuation(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF:
        return continuation(1) && continuation(2) ? 3 : nil
    case 0xED:
        return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
    case 0xF0:
        return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF1...0xF3:
        return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
    case 0xF4:
        return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
    default:
        return nil
    }
}

/// The length of the maximal ill-formed subpart at `index`, where `validUTF8SequenceLength` is `nil`: a lead byte and
/// the continuation bytes after it that could still have begun a well-formed sequence with it (Unicode §3.9, "U+FFFD
/// substitution of maximal subparts"), or 1 for a byte that begins no sequence. It is one error, as it is one U+FFFD
/// when Swift's `String(decoding:as:)` (or an editor) shows the line: a truncated `0xE2 0x82` is one mistake.
func invalidUTF8SubpartLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    // The continuation bytes the lead needs, and the range the first of them must be in.
    let needed: Int
    let second: ClosedRange<UInt8>
    switch bytes[index] {
    case 0xC2...0xDF: (needed, second) = (1, 0x80...0xBF)
    case 0xE0: (needed, second) = (2, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (needed, second) = (2, 0x80...0xBF)
    case 0xED: (needed, second) = (2, 0x80...0x9F)
    case 0xF0: (needed, second) = (3, 0x90...0xBF)
    case 0xF1...0xF3: (needed, second) = (3, 0x80...0xBF)
    case 0xF4: (needed, second) = (3, 0x80...0x8F)
    default: return 1
    }
    var length = 1
    // All `needed` of them would make the sequence well-formed: at most `needed - 1` belong to the subpart.
    while length < needed, index + length < bytes.count {
        let allowed = length == 1 ? second : 0x80...0xBF
        guard allowed.contains(bytes[index + length]) else { break }
        length += 1
    }
    return length
}

/// The message of an `invalid-utf8` error for the ill-formed subpart `index..<index + length`.
func invalidUTF8Message(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> String {
    let hex = bytes[index..<index + length].map { byte in
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
    return length == 1 ? "invalid UTF-8 byte \(hex[0])" : "invalid UTF-8 sequence \(hex.joined(separator: " "))"
}

/// Each ill-formed part of `bytes` (a maximal subpart, one error as the lexer reports it) with its `invalid-utf8`
/// message, in order: for text `alertc` reads outside the lexer (an `alertc simulate` script).
public func invalidUTF8Parts(in bytes: some Collection<UInt8>) -> [(range: Range<Int>, message: String)] {
    Array(bytes).withUnsafeBufferPointer { buffer in
        var parts: [(range: Range<Int>, message: String)] = []
        var index = 0
        while index < buffer.count {
            if let length = validUTF8SequenceLength(buffer, at: index) {
                index += length
                continue
            }
            let length = invalidUTF8SubpartLength(buffer, at: index)
            parts.append((index..<index + length, invalidUTF8Message(buffer, at: index, length: length)))
            index += length
        }
        return parts
    }
}
