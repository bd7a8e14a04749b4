import AlertDSL

/// Whether a file's tokens are a sentence of the grammar: every way each expression can match is followed (the sets
/// of token offsets where a match can end), so the grammar's ambiguities (`Body?` before a member, a `CaseValue` with
/// or without arguments) need no ordering, and each rule's ends from each offset are computed once.
struct GrammarRecognizer {
    let grammar: EBNFGrammar
    let tokens: [Token]
    let bytes: [UInt8]
    private var memo: [String: [Int: Set<Int>]] = [:]

    /// Whether the tokens of `text` are a sentence of `rule`.
    static func isSentence(_ text: String, of grammar: EBNFGrammar, rule: String = "File") -> Bool {
        var recognizer = GrammarRecognizer(grammar: grammar, text: text)
        return recognizer.ends(of: .rule(rule), from: 0).contains(recognizer.tokens.count)
    }

    private init(grammar: EBNFGrammar, text: String) {
        self.grammar = grammar
        self.bytes = Array(text.utf8)
        let file = SourceFile(id: FileID(0), displayPath: "g.alert", text: text)
        self.tokens = Lexer.tokenize(file).tokens.filter { $0.kind != .endOfFile }
    }

    /// The offsets after every match of `expression` that starts at token `start`.
    private mutating func ends(of expression: EBNFGrammar.Expression, from start: Int) -> Set<Int> {
        switch expression {
        case .terminal(let terminal):
            return start < tokens.count && matches(terminal, tokens[start]) ? [start + 1] : []
        case .rule(let name):
            if let known = memo[name]?[start] { return known }
            // A rule met again at the same offset while it is being matched would be left recursion, which the
            // grammar has none of; the empty set stops it all the same.
            memo[name, default: [:]][start] = []
            let result = ends(of: grammar.rules[name]!, from: start)
            memo[name, default: [:]][start] = result
            return result
        case .sequence(let items):
            var current: Set<Int> = [start]
            for item in items {
                var next: Set<Int> = []
                for offset in current { next.formUnion(ends(of: item, from: offset)) }
                current = next
                if current.isEmpty { break }
            }
            return current
        case .choice(let alternatives):
            var result: Set<Int> = []
            for alternative in alternatives { result.formUnion(ends(of: alternative, from: start)) }
            return result
        case .optional(let item):
            return ends(of: item, from: start).union([start])
        case .zeroOrMore(let item):
            return repetitions(of: item, from: [start])
        case .oneOrMore(let item):
            return repetitions(of: item, from: ends(of: item, from: start))
        }
    }

    /// `offsets` and every offset reached from them by more matches of `item`.
    private mutating func repetitions(of item: EBNFGrammar.Expression, from offsets: Set<Int>) -> Set<Int> {
        var result = offsets
        var frontier = offsets
        while !frontier.isEmpty {
            var next: Set<Int> = []
            for offset in frontier { next.formUnion(ends(of: item, from: offset)) }
            frontier = next.subtracting(result)
            result.formUnion(frontier)
        }
        return result
    }

    private func matches(_ terminal: EBNFGrammar.Terminal, _ token: Token) -> Bool {
        switch terminal {
        case .kind(let kind): token.kind == kind
        case .boolean: token.kind == .trueKeyword || token.kind == .falseKeyword
        case .word(let word): token.kind == .identifier && text(token) == word
        case .enumCase(let name): token.kind == .enumCase && text(token) == name
        }
    }

    private func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
