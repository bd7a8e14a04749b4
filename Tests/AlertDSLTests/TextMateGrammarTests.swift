import Foundation
import Testing

/// `grammar/alert.tmLanguage.json`, which no build reads, stays a grammar an editor can load: valid JSON, every
/// `include` names a rule, every pattern compiles.
@Suite struct TextMateGrammarTests {
    static func grammar() throws -> [String: Any] {
        let url = TestSupport.repositoryRoot.appendingPathComponent("grammar/alert.tmLanguage.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// Every rule object below `value`, depth first.
    static func rules(in value: Any) -> [[String: Any]] {
        if let object = value as? [String: Any] {
            return [object] + object.values.flatMap(rules(in:))
        }
        if let array = value as? [Any] { return array.flatMap(rules(in:)) }
        return []
    }

    @Test func grammarLoads() throws {
        let grammar = try Self.grammar()
        #expect(grammar["scopeName"] as? String == "source.alert")
        let repository = try #require(grammar["repository"] as? [String: Any])
        for rule in Self.rules(in: grammar) {
            if let include = rule["include"] as? String {
                #expect(include == "$self" || repository[String(include.dropFirst())] != nil, "unknown \(include)")
            }
            for key in ["match", "begin", "end"] {
                guard let pattern = rule[key] as? String else { continue }
                #expect(throws: Never.self, "\(key): \(pattern)") { _ = try NSRegularExpression(pattern: pattern) }
            }
        }
    }

    /// Block comments nest (spec §1): the rule includes itself.
    @Test func blockCommentsNest() throws {
        let repository = try #require(try Self.grammar()["repository"] as? [String: Any])
        let blockComment = try #require(repository["block-comment"] as? [String: Any])
        let includes = Self.rules(in: blockComment["patterns"] ?? []).compactMap { $0["include"] as? String }
        #expect(includes.contains("#block-comment"))
    }

    /// The first range `pattern` matches in `text`, and the range of each capture group in it (nil where it took no
    /// part).
    static func match(_ pattern: String, in text: String) throws -> [String?]? {
        let expression = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        guard let result = expression.firstMatch(in: text, range: whole) else { return nil }
        return (0..<result.numberOfRanges).map { index in
            Range(result.range(at: index), in: text).map { String(text[$0]) }
        }
    }

    /// Tokens by position (spec §1: keywords are contextual), where an audit that ran the grammar over generated
    /// sentences found them uncoloured or coloured as something else: the parentheses and ',' of any attribute's
    /// arguments (`@default()`, `@available(...)` parse, and are the checker's errors), a reference named like a
    /// keyword after a property's ':' (`preferred: action`, `page: import`), and `import` only before its path.
    @Test func contextualTokensAreColouredByPosition() throws {
        let repository = try #require(try Self.grammar()["repository"] as? [String: Any])
        let attributes = try #require(repository["attributes"] as? [String: Any])
        let withArguments = try #require(attributes["patterns"] as? [[String: Any]]).filter { $0["begin"] != nil }
        for text in ["@default()", "@deprecated(\"m\",)", "@available(iOS 15, *)"] {
            #expect(try withArguments.contains { try Self.match($0["begin"] as! String, in: text) != nil }, "\(text)")
        }
        for rule in withArguments {
            let matches = Self.rules(in: rule["patterns"] ?? []).compactMap { $0["match"] as? String }
            #expect(matches.contains(","), "a trailing ',' in an attribute's arguments")
        }
        let property = try #require((repository["property"] as? [String: Any])?["match"] as? String)
        #expect(try Self.match(property, in: "preferred: action")?[3] == "action")
        #expect(try Self.match(property, in: "page: import }")?[3] == "import")
        #expect(try Self.match(property, in: "dismisses: true")?[3] == nil)
        #expect(try Self.match(property, in: "page: host: .page")?[3] == nil)
        let importRule = try #require((repository["import"] as? [String: Any])?["match"] as? String)
        #expect(try Self.match(importRule, in: "import \"shared/brand.alert\"") != nil)
        #expect(try Self.match(importRule, in: "after: [import]") == nil)
    }
}
