/// The baseline: a plain byte-classification loop over the same buffer, the practical ceiling
/// of any lexer on this machine. Each byte is looked up in a 256-entry class table, and the
/// loop counts class changes (roughly, token boundaries) and sums the classes, so every byte
/// is read, classified and compared with its predecessor, as a lexer must.
enum Baseline {
    /// 0 space, 1 line end, 2 letter or `_`, 3 digit, 4 quote, 5 punctuation, 6 other ASCII, 7 non-ASCII.
    static let classes: [UInt8] = (0..<256).map { value -> UInt8 in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return 0
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return 2
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 3
        case UInt8(ascii: "\""): return 4
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "#"),
            UInt8(ascii: "@"), UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "-"):
            return 5
        case 0x80...0xFF: return 7
        default: return 6
        }
    }

    @inline(never)
    static func classify(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        classes.withUnsafeBufferPointer { table in
            var previous: UInt8 = 0
            var boundaries = 0
            var sum = 0
            for byte in buffer {
                let kind = table[Int(byte)]
                boundaries &+= kind != previous ? 1 : 0
                sum &+= Int(kind)
                previous = kind
            }
            return boundaries &* 31 &+ sum
        }
    }
}
