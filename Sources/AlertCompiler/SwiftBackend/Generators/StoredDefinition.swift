import AlertDSL
import AlertRuntimeCore

/// The stored value of a theme or alert: `AlertDefinition(generatedJSON: "…")`, the definition's own JSON form
/// in one raw string literal, which AlertRuntime decodes when the constant is first read. A page is a plain
/// initialiser call instead: `Alerts.outline` reads every page at launch, and a page is a few strings, cheap for
/// `swiftc` and free to build.
///
/// Spelled as nested initialiser calls, the definitions took about 1.4 ms of `swiftc -typecheck` per alert, more
/// than half of the file's cost, even with recurring values stored once; a string literal takes microseconds
/// (docs/performance.md). The typed API around them stays ordinary Swift.
///
/// The text is exactly the runtime's `generatedJSON()` of the lowered value (compact, keys sorted), but written
/// by the JSON back end's writer (which writes `JSONEncoder`'s pretty-printed bytes) with the layout whitespace
/// taken out: several times faster than encoding the lowered catalog with `JSONEncoder`.
struct StoredDefinition: ~Copyable {
    /// One writer for every definition: it is emptied after each, and its memo of action members carries over.
    private var output = JSONOutput(capacity: 1 << 16)
    private let empty: JSONOutput.Mark

    init() {
        empty = output.mark
    }

    /// `AlertDefinition(generatedJSON: "…")` for `alert`.
    mutating func alert(_ alert: borrowing ResolvedAlert) -> SwiftExpression {
        output.alert(alert)
        return Self.call("AlertDefinition", literal: takeLiteral())
    }

    /// `ThemeDefinition(generatedJSON: "…")` for `theme`.
    mutating func theme(_ theme: ResolvedTheme) -> SwiftExpression {
        output.theme(theme)
        return Self.call("ThemeDefinition", literal: takeLiteral())
    }

    /// `PageDefinition(name: …, parent: …, …)` with the members the page sets.
    static func page(_ page: ResolvedPage) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(page.name))]
        let members = [
            ("parent", page.parent), ("theme", page.theme), ("doc", page.doc), ("deprecated", page.deprecated),
        ]
        for case (let label, let value?) in members { arguments.append(SwiftArgument(label, .string(value))) }
        return .call("PageDefinition", arguments)
    }

    private static func call(_ type: String, literal: String) -> SwiftExpression {
        .call(type, [SwiftArgument("generatedJSON", .code(literal))])
    }

    /// The literal of the text written, leaving the writer empty.
    private mutating func takeLiteral() -> String {
        let literal = Self.rawStringLiteral(compacting: output.written(from: 0))
        output.rewind(to: empty)
        return literal
    }

    /// `SwiftNaming.rawStringLiteral` of `json`, the writer's valid, pretty-printed JSON, without the layout
    /// (spaces and line breaks outside strings; the writer escapes every line break inside one). Compacting and
    /// scanning for the literal's delimiter take one pass, strings eight bytes at a time: the definitions are
    /// most of a generated file, and a pass per character each took longer than writing them.
    static func rawStringLiteral(compacting json: UnsafeBufferPointer<UInt8>) -> String {
        let compacted = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: json.count + 8)
        defer { compacted.deallocate() }
        let scan = compact(json, into: compacted.baseAddress.unsafelyUnwrapped)
        let text = UnsafeBufferPointer(rebasing: compacted[..<scan.count])
        if scan.needsEscape || scan.longestHashRun >= SwiftNaming.longestRawDelimiter {
            return SwiftNaming.stringLiteral(String(uncheckedUTF8: text))
        }
        let hashes = scan.longestHashRun + 1
        let literal = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: scan.count + 2 + 2 * hashes)
        defer { literal.deallocate() }
        literal[..<hashes].initialize(repeating: UInt8(ascii: "#"))
        literal[hashes] = UInt8(ascii: "\"")
        _ = literal[(hashes + 1)...].initialize(fromContentsOf: text)
        literal[(hashes + 1 + scan.count)...].initialize(repeating: UInt8(ascii: "#"))
        literal[hashes + 1 + scan.count] = UInt8(ascii: "\"")
        return String(uncheckedUTF8: UnsafeBufferPointer(literal))
    }

    /// What `compact` found besides the text.
    struct Compacted {
        /// The bytes written to the target.
        var count = 0
        /// The longest run of `#` right after a quote or a backslash: the raw literal's delimiter needs one more.
        var longestHashRun = 0
        /// Whether the text holds a character a raw literal cannot hold as it is (a control character, C1 or a
        /// line or paragraph separator: `SwiftNaming.escapedSequenceLength`).
        var needsEscape = false
    }

    /// Copies `json` (valid JSON) into `target` (room for `json.count + 8` bytes) without the spaces and line
    /// breaks outside strings. Outside strings JSON is ASCII punctuation, digits and letters, so only string
    /// contents need a closer look: a run of `#` can only follow an opening quote or an escaped quote or backslash,
    /// and only they can hold a character that needs an escape.
    static func compact(_ json: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) -> Compacted {
        var result = Compacted()
        guard let source = json.baseAddress else { return result }
        let end = json.count
        var index = 0
        var count = 0
        while index < end {
            let byte = source[index]
            index &+= 1
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { continue }
            target[count] = byte
            count &+= 1
            guard byte == UInt8(ascii: "\"") else { continue }
            // A string's contents and its closing quote.
            var afterQuoteOrBackslash = true
            while index < end {
                if afterQuoteOrBackslash {
                    var run = 0
                    while index < end, source[index] == UInt8(ascii: "#") {
                        target[count &+ run] = UInt8(ascii: "#")
                        index &+= 1
                        run &+= 1
                    }
                    count &+= run
                    result.longestHashRun = max(result.longestHashRun, run)
                    afterQuoteOrBackslash = false
                }
                // Eight bytes at a time, each word stored as loaded, up to a byte that needs a look. `count` never
                // passes `index`, so the store stays inside the target.
                while index &+ 8 <= end {
                    let raw = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                    UnsafeMutableRawPointer(target + count).storeBytes(of: raw, as: UInt64.self)
                    let mask = SWAR.stringStopBytes(UInt64(littleEndian: raw))
                    if mask != 0 {
                        let length = SWAR.stopOffset(mask)
                        index &+= length
                        count &+= length
                        break
                    }
                    index &+= 8
                    count &+= 8
                }
                guard index < end else { break }
                let stop = source[index]
                target[count] = stop
                count &+= 1
                index &+= 1
                if stop == UInt8(ascii: "\"") { break }
                if stop == UInt8(ascii: "\\") {
                    guard index < end else { break }
                    let escaped = source[index]
                    target[count] = escaped
                    count &+= 1
                    index &+= 1
                    afterQuoteOrBackslash = escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\")
                } else if SwiftNaming.escapedSequenceLength(json, at: index &- 1) != 0 {
                    result.needsEscape = true
                }
            }
        }
        result.count = count
        return result
    }
}
