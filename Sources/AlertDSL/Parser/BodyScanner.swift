/// Finds the `}` that closes an alert body by scanning its bytes, where `Parser.skimBody` follows tokens: the
/// skim lexed every byte of every alert body only to find where it ends, and this does the same for a fraction
/// of the work.
///
/// It answers only when the answer is certainly the skim's: brackets, one-line strings, comments, identifiers,
/// enum cases, attributes, numbers, colours and separators, every bracket closing in order and no declaration
/// keyword other than as a property name (`page:`). Anything else (a multi-line string, an escape it does not
/// know at a glance, a byte that is not part of a token, a possible declaration, a bracket that does not match,
/// the end of the file) gives `nil`, and the skim follows tokens as before. Lexical errors are left to the
/// parse of the body, as the skim leaves them.
enum BodyScanner {
    /// The offset just past the `}` closing the body whose `{` ends at `start`, or `nil` (see above).
    /// `openers` is scratch space for the brackets still open.
    static func bodyEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, openers: inout [UInt8]) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        openers.removeAll(keepingCapacity: true)
        openers.append(UInt8(ascii: "{"))
        var index = start
        while index < count {
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: " "):
                // A line break and the indentation after it, eight bytes at a time.
                index &+= 1
                while index &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let mask = SWAR.nonSpaceBytes(word)
                    if mask != 0 {
                        index &+= SWAR.stopOffset(mask)
                        break
                    }
                    index &+= 8
                }
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "-"):
                index &+= 1
            case UInt8(ascii: "#"):
                // `#"a"}"#` may be a raw string (the lexer's to judge), whose quotes are not where a string's are.
                guard index &+ 1 < count, base[index &+ 1] != UInt8(ascii: "\""), base[index &+ 1] != UInt8(ascii: "#")
                else { return nil }
                index &+= 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let wordStart = index
                index = SWAR.identifierEnd(base, from: index &+ 1, count: count)
                if isDeclarationKeyword(base, wordStart, index) {
                    // `page: Home` is a property; any other declaration keyword is the tokens' to judge.
                    var next = index
                    while next < count, base[next] == UInt8(ascii: " ") || base[next] == UInt8(ascii: "\t") {
                        next &+= 1
                    }
                    guard next < count, base[next] == UInt8(ascii: ":") else { return nil }
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Digits, `_`, a decimal point and (in a malformed number) letters: no bracket or quote among them.
                index &+= 1
                while index < count, ByteClass.isIdentifierContinue(base[index]) || base[index] == UInt8(ascii: ".") {
                    index &+= 1
                }
            case UInt8(ascii: "."), UInt8(ascii: "@"):
                guard index &+ 1 < count, ByteClass.isIdentifierStart(base[index &+ 1]) else { return nil }
                index = SWAR.identifierEnd(base, from: index &+ 2, count: count)
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                openers.append(byte)
                index &+= 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                guard let opener = openers.popLast(), closes(opener, byte) else { return nil }
                index &+= 1
                if openers.isEmpty { return index }
            case UInt8(ascii: "\""):
                guard let end = stringEnd(bytes, base, from: index, count: count) else { return nil }
                index = end
            case UInt8(ascii: "/"):
                // Comments end where the lexer's do (`TriviaScanning`); an unterminated block runs to the end of
                // the file, where no `}` follows. A lone `/` is not a token.
                guard index &+ 1 < count else { return nil }
                switch base[index &+ 1] {
                case UInt8(ascii: "/"): index = TriviaScanning.lineCommentEnd(bytes, from: index, end: count)
                case UInt8(ascii: "*"): index = TriviaScanning.blockCommentEnd(bytes, from: index, end: count)
                default: return nil
                }
            default:
                return nil
            }
        }
        return nil
    }

    private static func closes(_ opener: UInt8, _ closer: UInt8) -> Bool {
        switch opener {
        case UInt8(ascii: "{"): closer == UInt8(ascii: "}")
        case UInt8(ascii: "("): closer == UInt8(ascii: ")")
        default: closer == UInt8(ascii: "]")
        }
    }

    /// Whether `start..<end` is `alert`, `theme`, `page`, `actions` or `import`: its bytes, read as one
    /// little-endian word, against each keyword's.
    @inline(__always)
    private static func isDeclarationKeyword(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end &- start
        guard length >= 4, length <= 7 else { return false }
        var word: UInt64 = 0
        for offset in 0..<length { word |= UInt64(base[start &+ offset]) &<< UInt64(offset &* 8) }
        switch length {
        case 4: return word == keyword("page")
        case 5: return word == keyword("alert") || word == keyword("theme")
        case 6: return word == keyword("import")
        case 7: return word == keyword("actions")
        default: return false
        }
    }

    /// A keyword's bytes as a little-endian word (folded to a constant).
    @inline(__always)
    private static func keyword(_ text: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<text.utf8CodeUnitCount {
            word |= UInt64(text.utf8Start[offset]) &<< UInt64(offset &* 8)
        }
        return word
    }

    /// The end of the one-line string literal at `start` (its `"`), or `nil` for a multi-line string, an escape
    /// other than `\\ \" \n \r \t \0 \(name)`, a control character, invalid UTF-8 or no closing quote on the line:
    /// where the lexer reports an error, it is not this scanner's to say where the literal ends.
    private static func stringEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, from start: Int, count: Int
    ) -> Int? {
        if start &+ 2 < count, base[start &+ 1] == UInt8(ascii: "\""), base[start &+ 2] == UInt8(ascii: "\"") {
            return nil
        }
        var index = start &+ 1
        while true {
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let mask = SWAR.stringStopBytes(word)
                if mask != 0 {
                    index &+= SWAR.stopOffset(mask)
                    break
                }
                index &+= 8
            }
            guard index < count else { return nil }
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\""):
                return index &+ 1
            case UInt8(ascii: "\\"):
                guard index &+ 1 < count else { return nil }
                switch base[index &+ 1] {
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
                    UInt8(ascii: "0"):
                    index &+= 2
                case UInt8(ascii: "("):
                    guard index &+ 2 < count, ByteClass.isIdentifierStart(base[index &+ 2]) else { return nil }
                    let end = SWAR.identifierEnd(base, from: index &+ 3, count: count)
                    guard end < count, base[end] == UInt8(ascii: ")") else { return nil }
                    index = end &+ 1
                default:
                    return nil
                }
            case UInt8(ascii: "\t"):
                index &+= 1
            case 0x80...:
                guard let length = validUTF8SequenceLength(bytes, at: index) else { return nil }
                index &+= length
            default:
                // Printable ASCII never stops the word scan: this is a control character or DEL.
                return nil
            }
        }
    }
}
