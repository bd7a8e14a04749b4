import AlertDSL
import AlertRuntime

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
        return Self.call("AlertDefinition", json: takeCompacted())
    }

    /// `ThemeDefinition(generatedJSON: "…")` for `theme`.
    mutating func theme(_ theme: ResolvedTheme) -> SwiftExpression {
        output.theme(theme)
        return Self.call("ThemeDefinition", json: takeCompacted())
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

    private static func call(_ type: String, json: String) -> SwiftExpression {
        .call(type, [SwiftArgument("generatedJSON", .rawString(json))])
    }

    /// The text written without the pretty-printing layout (spaces and line breaks outside strings; the writer
    /// escapes every line break inside one), leaving the writer empty.
    private mutating func takeCompacted() -> String {
        let written = output.written(from: 0)
        let text = String(unsafeUninitializedCapacity: written.count) { target in
            Self.compact(written, into: target)
        }
        output.rewind(to: empty)
        return text
    }

    /// Copies `json` into `target` without the spaces and line breaks outside strings; returns the count copied.
    static func compact(_ json: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                continue
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            target[count] = byte
            count &+= 1
        }
        return count
    }
}
