import AlertDSL

/// Part 2 of `grammar/alert.ebnf` (the syntactic grammar, written over tokens), read from the file itself so that
/// tests hold the grammar and the parser to one language.
struct EBNFGrammar {
    /// A grammar expression in W3C EBNF.
    indirect enum Expression {
        case terminal(Terminal)
        case rule(String)
        case sequence([Expression])
        case choice([Expression])
        case optional(Expression)
        case zeroOrMore(Expression)
        case oneOrMore(Expression)
    }

    /// What one token must be: of a kind, or an identifier or enum case with exactly this text (the grammar's quoted
    /// words, `'action'` and `'.cancel'`).
    enum Terminal: Hashable {
        case kind(TokenKind)
        case word(String)
        case enumCase(String)
        case boolean
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The rules of Part 2, by name, in the file's order.
    private(set) var rules: [String: Expression] = [:]
    private(set) var ruleNames: [String] = []

    /// The tokens of Part 1 that Part 2 names: each is a kind of `Token`.
    static let lexicalTokens: [String: Terminal] = [
        "Identifier": .kind(.identifier), "String": .kind(.string), "MultiLineString": .kind(.multilineString),
        "Integer": .kind(.integer), "Decimal": .kind(.decimal), "Colour": .kind(.color), "Boolean": .boolean,
        "AttributeName": .kind(.attribute), "EnumCase": .kind(.enumCase),
    ]

    /// Reads the rules between the PART 2 and PART 3 banners of `text`, the whole grammar file.
    init(grammarFile text: String) throws {
        // The rules start after the comment that holds the PART 2 banner and end where the comment of PART 3's opens.
        guard let partTwo = text.range(of: "PART 2 --"), let bannerEnd = text[partTwo.upperBound...].range(of: "*/"),
            let partThree = text[bannerEnd.upperBound...].range(of: "PART 3 --"),
            let nextBanner = text[bannerEnd.upperBound..<partThree.lowerBound].range(of: "/*", options: .backwards)
        else {
            throw ReadError(description: "no PART 2 … PART 3 in the grammar")
        }
        let rulesText = try Self.withoutComments(String(text[bannerEnd.upperBound..<nextBanner.lowerBound]))
        var reader = Reader(Array(rulesText.utf8))
        while let name = reader.ruleName() {
            guard rules[name] == nil else { throw ReadError(description: "rule \(name) defined twice") }
            rules[name] = try reader.expression()
            ruleNames.append(name)
        }
        guard reader.atEnd else { throw ReadError(description: "unread grammar text at byte \(reader.index)") }
        for name in ruleNames {
            for used in Self.ruleReferences(in: rules[name]!) where rules[used] == nil {
                guard Self.lexicalTokens[used] != nil else { throw ReadError(description: "\(name) uses \(used)") }
                rules[used] = .terminal(Self.lexicalTokens[used]!)
            }
        }
    }

    /// `text` without its `/* … */` comments (EBNF comments do not nest).
    private static func withoutComments(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else {
                throw ReadError(description: "a comment in PART 2 is not closed")
            }
            result += " "
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func ruleReferences(in expression: Expression) -> [String] {
        switch expression {
        case .terminal: []
        case .rule(let name): [name]
        case .sequence(let items), .choice(let items): items.flatMap(ruleReferences(in:))
        case .optional(let item), .zeroOrMore(let item), .oneOrMore(let item): ruleReferences(in: item)
        }
    }

    /// A recursive-descent reader of `Name ::= expression` rules.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool {
            mutating get {
                skipSpace()
                return index == bytes.count
            }
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 {
                index += 1
            }
        }

        /// The name of the rule that starts here, with its `::=` read; `nil` at the end.
        mutating func ruleName() -> String? {
            skipSpace()
            let start = index
            guard let name = name() else {
                index = start
                return nil
            }
            skipSpace()
            guard bytes[index...].starts(with: Array("::=".utf8)) else {
                index = start
                return nil
            }
            index += 3
            return name
        }

        mutating func name() -> String? {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        func isNameByte(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        }

        /// Whether the next thing is another rule's `Name ::=`, which ends the current expression.
        mutating func atRuleStart() -> Bool {
            let start = index
            defer { index = start }
            return ruleName() != nil
        }

        mutating func expression() throws -> Expression {
            var alternatives = [try sequence()]
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "|") else { break }
                index += 1
                alternatives.append(try sequence())
            }
            return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
        }

        mutating func sequence() throws -> Expression {
            var items: [Expression] = []
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] != UInt8(ascii: "|"), bytes[index] != UInt8(ascii: ")"),
                    !atRuleStart()
                else { break }
                var item = try primary()
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "?"): item = .optional(item)
                    case UInt8(ascii: "*"): item = .zeroOrMore(item)
                    case UInt8(ascii: "+"): item = .oneOrMore(item)
                    default: break
                    }
                    guard "?*+".utf8.contains(bytes[index]) else { break }
                    index += 1
                }
                items.append(item)
            }
            guard !items.isEmpty else { throw ReadError(description: "empty expression at byte \(index)") }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func primary() throws -> Expression {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") {
                index += 1
                let inner = try expression()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                    throw ReadError(description: "unclosed ( at byte \(index)")
                }
                index += 1
                return inner
            }
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != byte { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return .terminal(try Self.terminal(quoted: text))
            }
            guard let name = name() else {
                throw ReadError(description: "unexpected '\(Character(UnicodeScalar(byte)))' at byte \(index)")
            }
            return .rule(name)
        }

        /// A quoted terminal of Part 2: punctuation, a word (an identifier with that text) or `.word` (an enum case).
        static func terminal(quoted text: String) throws -> Terminal {
            let punctuation: [String: TokenKind] = [
                "{": .leftBrace, "}": .rightBrace, "(": .leftParen, ")": .rightParen, "[": .leftBracket,
                "]": .rightBracket, ":": .colon, ",": .comma, ";": .semicolon,
            ]
            if let kind = punctuation[text] { return .kind(kind) }
            if text.hasPrefix(".") { return .enumCase(text) }
            guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else {
                throw ReadError(description: "unknown terminal '\(text)'")
            }
            return .word(text)
        }
    }
}
