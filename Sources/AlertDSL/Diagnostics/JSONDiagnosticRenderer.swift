/// Renders all diagnostics as one JSON document (`--diagnostics-format json`), for tools.
///
/// Shape: `{"diagnostics": [...], "errorCount": N, "warningCount": N}`; each diagnostic has
/// `file`, `line`, `column`, `endLine`, `endColumn` (1-based, columns in UTF-8 bytes, end
/// exclusive), `severity`, `code`, `message`, `notes` and `fixIts`.
public struct JSONDiagnosticRenderer: Sendable {
    public var sources: SourceManager

    public init(sources: SourceManager) {
        self.sources = sources
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var json = JSONText()
        json.raw("{\n  \"diagnostics\": [")
        for (index, diagnostic) in diagnostics.enumerated() {
            json.raw(index == 0 ? "\n    {" : ",\n    {")
            location(diagnostic.range, path: diagnostic.path, into: &json)
            json.raw(", \"severity\": ")
            json.string(diagnostic.severity.rawValue)
            json.raw(", \"code\": ")
            json.string(diagnostic.code.rawValue)
            json.raw(", \"message\": ")
            json.string(diagnostic.message)
            json.raw(", \"notes\": [")
            for (noteIndex, note) in diagnostic.notes.enumerated() {
                json.raw(noteIndex == 0 ? "{" : ", {")
                location(note.range, path: nil, into: &json)
                json.raw(", \"message\": ")
                json.string(note.message)
                json.raw("}")
            }
            json.raw("], \"fixIts\": [")
            for (fixIndex, fixIt) in diagnostic.fixIts.enumerated() {
                json.raw(fixIndex == 0 ? "{" : ", {")
                location(fixIt.range, path: nil, into: &json)
                json.raw(", \"replacement\": ")
                json.string(fixIt.replacement)
                json.raw("}")
            }
            json.raw("]}")
        }
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        json.raw(diagnostics.isEmpty ? "],\n" : "\n  ],\n")
        json.raw("  \"errorCount\": \(errors),\n  \"warningCount\": \(warnings)\n}\n")
        return json.output
    }

    private func location(_ range: SourceRange?, path: String?, into json: inout JSONText) {
        guard let range else {
            json.raw("\"file\": ")
            if let path { json.string(path) } else { json.raw("null") }
            json.raw(", \"line\": null, \"column\": null, \"endLine\": null, \"endColumn\": null")
            return
        }
        let file = sources[range.file]
        let start = file.lineAndColumn(of: range.start)
        let end = file.lineAndColumn(of: range.end)
        json.raw("\"file\": ")
        json.string(file.displayPath)
        json.raw(", \"line\": \(start.line), \"column\": \(start.column)")
        json.raw(", \"endLine\": \(end.line), \"endColumn\": \(end.column)")
    }
}
