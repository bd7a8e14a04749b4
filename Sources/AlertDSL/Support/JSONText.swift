/// Appends JSON text by hand: fast, with a fixed key order, so output is byte-for-byte stable.
public struct JSONText: Sendable {
    public private(set) var output: String = ""

    public init() {}

    public mutating func raw(_ text: String) {
        output += text
    }

    /// Appends `value` as a JSON string literal.
    public mutating func string(_ value: String) {
        JSONText.appendQuoted(value, to: &output)
    }

    public static func appendQuoted(_ value: String, to output: inout String) {
        output += "\""
        var pendingStart = value.utf8.startIndex
        let utf8 = value.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let escape: String?
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0..<0x20, 0x7F: escape = unicodeEscape(byte)
            default: escape = nil
            }
            if let escape {
                output += value[pendingStart..<index]
                output += escape
                pendingStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += value[pendingStart..<utf8.endIndex]
        output += "\""
    }

    private static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
