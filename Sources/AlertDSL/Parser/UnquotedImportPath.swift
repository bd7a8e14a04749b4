extension Parser {
    /// `import shared/brand.alert`, `import ../Brand.alert`, `import theme.alert`: a path written without its quotes,
    /// the run of bytes after `import` on its line up to a blank, a `;`, a quote, a bracket, a `,` or a comment, when
    /// it holds a `/` or ends in `.alert`. One error, with the quoted path as the fix-it, and the file is imported as
    /// if quoted, so its declarations are known. The lexer's errors inside the run (each `/`, the dots of `..`) are
    /// that mistake's, and a keyword in it (`theme.alert`) starts no declaration. `nil`, and nothing consumed, for
    /// anything else (`import Shared`, as Swift imports a module, gets its own error). Error paths only.
    @inline(never)
    mutating func parseUnquotedImportPath() -> StringLiteralSyntax? {
        let start = endOfBlanks(from: previousEnd)
        var end = start
        scan: while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0,
                UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "{"), UInt8(ascii: "}"):
                break scan
            case UInt8(ascii: "/")
            where end + 1 < bytes.count && (bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")):
                break scan
            default:
                end += 1
            }
        }
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard run.contains(UInt8(ascii: "/")) || (run.count > 6 && run.suffix(6).elementsEqual(".alert".utf8)),
            let path = String(validating: run, as: UTF8.self)
        else { return nil }
        let pathRange = SourceRange(file: file, start: start, end: end)
        diagnostics.error(
            .expectedToken, "expected a path string after 'import', found '\(path)'", at: pathRange,
            notes: [DiagnosticNote("a file is imported by its path, as in 'import \"\(path)\"'", at: nil)],
            fixIts: [FixIt(range: pathRange, replacement: "\"\(path)\"")])
        // Lexing goes on after the run, without the errors the lexer made inside it.
        dropLexerErrors(within: start, end, allCodes: true)
        lexer.skip(to: end)
        lookahead = nil
        previousEnd = end
        current = lexer.next()
        return StringLiteralSyntax(segments: [.text(path)], range: pathRange, isMultiline: false)
    }
}
