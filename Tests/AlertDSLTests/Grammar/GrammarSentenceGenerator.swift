import AlertDSL

/// Random sentences of the grammar's Part 2, written out as `.alert` text: each expression is expanded at random until
/// a depth, then by its shortest expansion, and every token gets a spelling of its kind and random trivia before it.
/// Deterministic for a seed (SplitMix64).
struct GrammarSentenceGenerator {
    let grammar: EBNFGrammar
    private var state: UInt64
    /// Past this depth of rules every choice takes its shortest alternative and repetitions stop.
    private let maximumDepth: Int
    /// The fewest tokens each rule can expand to.
    private let shortest: [String: Int]

    init(grammar: EBNFGrammar, seed: UInt64, maximumDepth: Int = 12) {
        self.grammar = grammar
        self.state = seed
        self.maximumDepth = maximumDepth
        var shortest: [String: Int] = [:]
        for name in grammar.rules.keys { shortest[name] = Int.max / 4 }
        var changed = true
        while changed {
            changed = false
            for (name, expression) in grammar.rules {
                let size = Self.shortestSize(of: expression, shortest)
                if size < shortest[name]! {
                    shortest[name] = size
                    changed = true
                }
            }
        }
        self.shortest = shortest
    }

    private static func shortestSize(of expression: EBNFGrammar.Expression, _ shortest: [String: Int]) -> Int {
        switch expression {
        case .terminal: 1
        case .rule(let name): shortest[name]!
        case .sequence(let items): items.reduce(0) { $0 + shortestSize(of: $1, shortest) }
        case .choice(let alternatives): alternatives.map { shortestSize(of: $0, shortest) }.min()!
        case .optional, .zeroOrMore: 0
        case .oneOrMore(let item): shortestSize(of: item, shortest)
        }
    }

    private mutating func random(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random(choices.count)] }

    /// A sentence of `rule` as source text.
    mutating func sentence(of rule: String = "File") -> String {
        var terminals: [EBNFGrammar.Terminal] = []
        expand(.rule(rule), depth: 0, into: &terminals)
        var text = ""
        var previous = ""
        for terminal in terminals {
            let spelt = spelling(of: terminal)
            // Trivia only separates tokens (spec §1): where nothing is needed between two, often there is none.
            if !Self.mayTouch(previous, spelt) || random(3) != 0 {
                text += pick([
                    " ", " ", " ", "\n", "\n    ", "\t", " /* c */ ", "\n// c\n", "\n/// d\n", " /* /* n */ */ ",
                ])
            }
            text += spelt
            previous = spelt
        }
        return text + "\n"
    }

    /// Whether two spellings written with nothing between them are still those two tokens: one side is a punctuator
    /// or a quote, and not both quotes (`""` before `"a"` would open a multi-line string).
    private static func mayTouch(_ left: String, _ right: String) -> Bool {
        guard let last = left.last, let first = right.first, last != "\"" || first != "\"" else { return false }
        return "{}()[]:,;\"".contains(last) || "{}()[]:,;\"".contains(first)
    }

    private mutating func expand(
        _ expression: EBNFGrammar.Expression, depth: Int, into terminals: inout [EBNFGrammar.Terminal]
    ) {
        let deep = depth >= maximumDepth
        switch expression {
        case .terminal(let terminal):
            terminals.append(terminal)
        case .rule(let name):
            expand(grammar.rules[name]!, depth: depth + 1, into: &terminals)
        case .sequence(let items):
            for item in items { expand(item, depth: depth, into: &terminals) }
        case .choice(let alternatives):
            let chosen =
                deep
                ? alternatives.min { Self.shortestSize(of: $0, shortest) < Self.shortestSize(of: $1, shortest) }!
                : pick(alternatives)
            expand(chosen, depth: depth, into: &terminals)
        case .optional(let item):
            if !deep, random(2) == 0 { expand(item, depth: depth, into: &terminals) }
        case .zeroOrMore(.rule("Attribute")):
            // Attributes are few in real programs; more of them would crowd out everything else.
            if !deep, random(4) == 0 { expand(.rule("Attribute"), depth: depth, into: &terminals) }
        case .zeroOrMore(let item):
            // Near the top (a file's declarations, a body's members) there are more.
            for _ in 0..<(deep ? 0 : random(depth < 4 ? 8 : 4)) { expand(item, depth: depth, into: &terminals) }
        case .oneOrMore(let item):
            for _ in 0..<(deep ? 1 : 1 + random(3)) { expand(item, depth: depth, into: &terminals) }
        }
    }

    /// A spelling of a token the terminal allows. Names include the contextual keywords, which may name anything.
    private mutating func spelling(of terminal: EBNFGrammar.Terminal) -> String {
        switch terminal {
        case .word(let word), .enumCase(let word): return word
        case .boolean: return pick(["true", "false"])
        case .kind(let kind):
            switch kind {
            case .identifier:
                return pick(["a", "B2", "_c", "title", "style", "action", "field", "use", "theme", "page", "alert"])
            case .string: return pick(["\"\"", "\"text\"", "\"a \\\"q\\\" \\u{1F600} \\n\"", "\"\\(p)\""])
            case .multilineString: return pick(["\"\"\"\n    line\n    \"\"\"", "\"\"\"\n\"\"\""])
            case .integer: return pick(["0", "42", "-3", "1_000"])
            case .decimal: return pick(["0.5", "-12.25"])
            case .color: return pick(["#FFF", "#00ff00", "#11223344"])
            case .attribute: return pick(["@default", "@deprecated", "@unknown"])
            case .enumCase: return pick([".cancel", ".x", ".localized", ".system"])
            case .leftBrace: return "{"
            case .rightBrace: return "}"
            case .leftParen: return "("
            case .rightParen: return ")"
            case .leftBracket: return "["
            case .rightBracket: return "]"
            case .colon: return ":"
            case .comma: return ","
            case .semicolon: return ";"
            default: return "?"
            }
        }
    }
}
