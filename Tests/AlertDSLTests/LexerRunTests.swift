import AlertDSL
import Testing

/// The lexer finds identifier, indentation, string and comment runs eight bytes at a time.
/// These tests put runs of every length across word boundaries and near the end of the file,
/// and compare with a byte-at-a-time reference.
@Suite struct LexerRunTests {
    /// A deterministic stream of numbers (SplitMix64).
    private struct Numbers {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
    }

    private static let identifierBytes = Array("abcxyzABCXYZ019_".utf8)
    private static let stringBytes = Array("abc XYZ 019_:{}().,;-#@/*'".utf8)

    /// Text made of identifiers (true and false included), `:`, spaces, line breaks with
    /// indentation, one-line strings (some with `é`) each followed by a space, line comments
    /// and block comments.
    private func randomText(_ numbers: inout Numbers) -> String {
        var bytes: [UInt8] = []
        for _ in 0..<numbers.next(24) {
            switch numbers.next(9) {
            case 0, 1:
                let words = ["true", "false", "trueish", "falsey", "tru", "fals"]
                if numbers.next(4) == 0 {
                    bytes += Array(words[numbers.next(words.count)].utf8)
                } else {
                    bytes.append(UInt8(ascii: "n"))
                    for _ in 0..<numbers.next(20) {
                        bytes.append(Self.identifierBytes[numbers.next(Self.identifierBytes.count)])
                    }
                }
            case 2: bytes.append(UInt8(ascii: ":"))
            case 3: bytes += Array(repeating: UInt8(ascii: " "), count: 1 + numbers.next(3))
            case 4:
                bytes.append(UInt8(ascii: "\n"))
                bytes += Array(repeating: UInt8(ascii: " "), count: numbers.next(20))
            case 5, 6:
                bytes.append(UInt8(ascii: "\""))
                for _ in 0..<numbers.next(24) {
                    if numbers.next(12) == 0 {
                        bytes += Array("é".utf8)
                    } else {
                        bytes.append(Self.stringBytes[numbers.next(Self.stringBytes.count)])
                    }
                }
                bytes.append(UInt8(ascii: "\""))
                // A space, so that `""` and a following string do not make `"""`.
                bytes.append(UInt8(ascii: " "))
            case 7:
                bytes += Array("// note".utf8) + Array(repeating: UInt8(ascii: "x"), count: numbers.next(20))
                if numbers.next(3) == 0 { bytes += Array("é".utf8) }
                bytes.append(UInt8(ascii: "\n"))
            default:
                bytes += Array("/* a".utf8) + Array(repeating: UInt8(ascii: "x"), count: numbers.next(10))
                bytes += Array(" */".utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Kinds and texts of the tokens of `randomText` output, found byte by byte.
    private func reference(_ text: String) -> [(TokenKind, String)] {
        let bytes = Array(text.utf8)
        var tokens: [(TokenKind, String)] = []
        var index = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                index += 1
            } else if byte == UInt8(ascii: ":") {
                index += 1
                tokens.append((.colon, ":"))
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while bytes[index] != UInt8(ascii: "\"") { index += 1 }
                index += 1
                tokens.append((.string, String(decoding: bytes[start..<index], as: UTF8.self)))
            } else if byte == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                while bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") {
                index += 2
                while !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else {
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                let kind: TokenKind = name == "true" ? .trueKeyword : name == "false" ? .falseKeyword : .identifier
                tokens.append((kind, name))
            }
        }
        return tokens
    }

    @Test func runsOfEveryLengthMatchTheReference() {
        var numbers = Numbers(state: 7)
        for _ in 0..<3000 {
            let text = randomText(&numbers)
            let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
            let (tokens, diagnostics) = Lexer.tokenize(file)
            let found = tokens.dropLast().map { ($0.kind, file.text($0.start..<$0.end)) }
            let expected = reference(text)
            #expect(found.map(\.0) == expected.map(\.0), "\(text.debugDescription)")
            #expect(found.map(\.1) == expected.map(\.1), "\(text.debugDescription)")
            #expect(diagnostics.diagnostics.isEmpty, "\(text.debugDescription)")
            // Lossless: tokens follow one another and the last ends the file, so trivia and tokens tile it.
            var offset = 0
            for token in tokens {
                #expect(token.start >= offset && token.end >= token.start)
                offset = token.end
            }
            #expect(offset == file.bytes.count)
        }
    }

    @Test func stringStopsAtEveryOffset() {
        // A byte that needs a closer look, at every distance from the opening quote and from the
        // end of the file.
        let cases: [(String, [String])] = [
            ("\\n", []), ("\\(name)", []), ("é", []), ("\t", []), ("\u{1}", ["control-character-in-string"]),
            ("\u{7F}", ["control-character-in-string"]), ("\\q", ["invalid-escape"]),
        ]
        for (inner, codes) in cases {
            for before in 0..<18 {
                for after in 0..<18 {
                    let body = String(repeating: "a", count: before) + inner + String(repeating: "b", count: after)
                    for tail in ["", " x", "\n    y"] {
                        let text = "\"" + body + "\"" + tail
                        let file = SourceFile(id: FileID(0), displayPath: "t.alert", text: text)
                        let (tokens, diagnostics) = Lexer.tokenize(file)
                        #expect(tokens[0].kind == .string)
                        #expect(tokens[0].end == body.utf8.count + 2, "\(text.debugDescription)")
                        #expect(diagnostics.diagnostics.map(\.code.rawValue) == codes, "\(text.debugDescription)")
                    }
                }
            }
        }
    }

    /// Every short token as the last bytes of a buffer of exactly its size (an out-of-bounds
    /// read there is what `swift test --sanitize=address` and the fuzzer catch).
    @Test func tokensAtTheVeryEndOfTheBuffer() {
        let texts = [
            "i", "ab", "tru", "true", "fals", "false", "falsey", "x&i", ".a", "@b", "1", "-2", "#abc", "\"\"", "\"a",
            "// c", "/* c", ":", "a ", "a\n   ",
        ]
        for text in texts {
            for prefix in ["", "page x\n", String(repeating: "name ", count: 3)] {
                let bytes = Array((prefix + text).utf8)
                let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                defer { buffer.deallocate() }
                _ = buffer.initialize(from: bytes)
                var lexer = Lexer(bytes: UnsafeBufferPointer(buffer), file: FileID(0))
                var end = 0
                while true {
                    let token = lexer.next()
                    #expect(token.start >= end && token.end >= token.start)
                    end = token.end
                    if token.kind == .endOfFile { break }
                }
                #expect(end == bytes.count)
            }
        }
    }

    /// Short integers are read without `lexNumber()` when nothing can continue them; every
    /// form that can must still take the full path, at any distance from the end of the file.
    @Test func numbersNearTheirFastPath() {
        let cases: [(String, TokenKind, Int64, [String])] = [
            ("7", .integer, 7, []), ("42", .integer, 42, []), ("123", .integer, 123, []), ("4_2", .integer, 42, []),
            ("42.5", .decimal, 0, []), ("42abc", .integer, 0, ["invalid-number"]),
            ("4a", .integer, 0, ["invalid-number"]),
            ("-42", .integer, -42, []), ("09", .integer, 9, []), ("42:", .integer, 42, []), ("9,", .integer, 9, []),
            ("42é", .integer, 42, ["unexpected-character"]),
        ]
        for (text, kind, payload, codes) in cases {
            for padding in 0..<10 {
                let file = SourceFile(
                    id: FileID(0), displayPath: "t", text: text + String(repeating: " ", count: padding) + "\n")
                let (tokens, diagnostics) = Lexer.tokenize(file)
                #expect(tokens[0].kind == kind, "\(text)")
                if kind == .integer { #expect(tokens[0].payload == payload, "\(text)") }
                #expect(diagnostics.diagnostics.map(\.code.rawValue) == codes, "\(text)")
            }
        }
    }

    @Test func unterminatedAndInvalidBytesNearTheEnd() {
        for length in 0..<20 {
            let body = String(repeating: "a", count: length)
            let unterminated = SourceFile(id: FileID(0), displayPath: "t", text: "x \"" + body)
            #expect(
                Lexer.tokenize(unterminated).diagnostics.diagnostics.map(\.code.rawValue) == ["unterminated-string"])
            var bytes = Array(("x \"" + body).utf8)
            bytes.append(0xC3)
            bytes.append(UInt8(ascii: "\""))
            let invalid = SourceFile(id: FileID(0), displayPath: "t", bytes: bytes)
            #expect(Lexer.tokenize(invalid).diagnostics.diagnostics.map(\.code.rawValue) == ["invalid-utf8"])
            var comment = Array(("// " + body).utf8)
            comment.append(0xFF)
            comment.append(0)
            let inComment = SourceFile(id: FileID(0), displayPath: "t", bytes: comment)
            #expect(
                Lexer.tokenize(inComment).diagnostics.diagnostics.map(\.code.rawValue) == [
                    "invalid-utf8", "nul-character",
                ])
        }
    }
}
