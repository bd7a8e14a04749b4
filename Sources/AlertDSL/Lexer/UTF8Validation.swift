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
