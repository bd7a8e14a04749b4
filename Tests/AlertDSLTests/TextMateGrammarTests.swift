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
}
