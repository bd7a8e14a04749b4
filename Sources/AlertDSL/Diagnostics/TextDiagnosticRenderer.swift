/// Renders diagnostics the way clang and swiftc do, so Xcode and editors can click them:
///
///     path:line:col: error: message [code]
///     <source line>
///           ^~~~~
///
/// Notes follow their diagnostic in the same form, with its code: spec §9 gives every line the shape
/// `FILE:LINE:COLUMN: error|warning|note: MESSAGE [CODE]`, so a note is tied to its diagnostic by more than its
/// place.
public struct TextDiagnosticRenderer: Sendable {
    public var sources: SourceManager
    public var useColor: Bool

    public init(sources: SourceManager, useColor: Bool) {
        self.sources = sources
        self.useColor = useColor
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics { render(diagnostic, into: &output) }
        return output
    }

    public func render(_ diagnostic: Diagnostic, into output: inout String) {
        var headline = diagnostic.message
        headline += " [\(diagnostic.code.rawValue)]"
        renderEntry(
            severity: diagnostic.severity,
            message: headline,
            range: diagnostic.range,
            path: diagnostic.path,
            into: &output
        )
        // A fix-it that only removes text or writes blanks has no text to show (a line of spaces would stand between
        // the caret and the notes); one that writes more than one line is left out too: under the caret, its lines
        // would read as more of the source excerpt. The JSON form carries every fix-it.
        for fixIt in fixItsByLine(diagnostic)
        where fixIt.replacement.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
            && !fixIt.replacement.utf8.contains(UInt8(ascii: "\n"))
        {
            renderFixIt(fixIt, caret: diagnostic.range?.start ?? fixIt.range.start, into: &output)
        }
        for note in diagnostic.notes {
            renderEntry(
                severity: .note, message: note.message + " [\(diagnostic.code.rawValue)]", range: note.range, path: nil,
                into: &output)
        }
    }

    private func renderEntry(
        severity: Severity,
        message: String,
        range: SourceRange?,
        path: String?,
        into output: inout String
    ) {
        let message = Self.oneLine(message)
        guard let range else {
            if let path { output += style("\(Self.oneLine(path)): ", Style.bold) }
            output += style("\(severity.rawValue):", color(for: severity)) + " " + style(message, Style.bold) + "\n"
            return
        }
        let file = sources[range.file]
        let (line, column) = file.lineAndColumn(of: range.start)
        output += style("\(Self.oneLine(file.displayPath)):\(line):\(column): ", Style.bold)
        output += style("\(severity.rawValue):", color(for: severity)) + " " + style(message, Style.bold) + "\n"
        let lineBytes = file.lineBytes(line - 1)
        // Within the line: the first line starts after a byte order mark, which a range could begin in.
        let caretStart = min(max(range.start, lineBytes.startIndex), lineBytes.endIndex)
        let window = excerptWindow(lineBytes, around: caretStart)
        let printable = lineBytes[window.bytes].map(Self.printable)
        output += window.leading + String(decoding: printable, as: UTF8.self) + window.trailing + "\n"
        let visibleEnd = window.bytes.upperBound
        let caretEnd = min(max(range.end, range.start + 1), max(visibleEnd, caretStart + 1))
        var marker = String(repeating: " ", count: window.leading.count)
        marker += padding(for: lineBytes[window.bytes.lowerBound..<caretStart])
        marker += "^"
        if caretEnd > caretStart + 1 {
            // One mark per column the text takes (`TerminalWidth`); the caret stands for the first.
            let underlined = TerminalWidth.of(file.bytes[caretStart..<min(caretEnd, visibleEnd)]) - 1
            marker += String(repeating: "~", count: max(underlined, 0))
        }
        output += style(marker, Style.green) + "\n"
    }

    /// The diagnostic's fix-its in its file, those with no line break between them shown as one: the text from the
    /// first's start to the last's end as it reads once they are applied. So `action ok("OK")`'s two edits around the
    /// title, which leave it alone for a fix-it inside it, show as ` "OK"`, and `.bold("Hi")`'s two insertions as
    /// `[.bold("Hi")]`. Only those that start on the caret's line are shown, under it: one on another line, at its
    /// own column under this one, would read as an edit of this line (`action ok(` with its title and `, .cancel)`
    /// on the next lines showed ` .cancel` under the `ok`).
    private func fixItsByLine(_ diagnostic: Diagnostic) -> [FixIt] {
        guard let range = diagnostic.range else { return [] }
        let file = sources[range.file]
        var shown: [FixIt] = []
        for fixIt in diagnostic.fixIts.filter({ $0.range.file == range.file }).sorted(by: {
            $0.range.start < $1.range.start
        }) {
            guard let last = shown.last, last.range.end <= fixIt.range.start,
                !file.bytes[last.range.end..<fixIt.range.start].contains(UInt8(ascii: "\n"))
            else {
                shown.append(fixIt)
                continue
            }
            let between = String(decoding: file.bytes[last.range.end..<fixIt.range.start], as: UTF8.self)
            shown[shown.count - 1] = FixIt(
                range: SourceRange(file: last.range.file, start: last.range.start, end: fixIt.range.end),
                replacement: last.replacement + between + fixIt.replacement)
        }
        let line = file.lineAndColumn(of: range.start).line
        return shown.filter { file.lineAndColumn(of: $0.range.start).line == line }
    }

    /// `fixIt`, on the line of `caret` (the diagnostic's start), under the excerpt: in the same window, the one
    /// around the caret, so it lines up on a long line too; not shown when the window cuts off its start.
    private func renderFixIt(_ fixIt: FixIt, caret: Int, into output: inout String) {
        let file = sources[fixIt.range.file]
        let (line, _) = file.lineAndColumn(of: fixIt.range.start)
        let lineBytes = file.lineBytes(line - 1)
        let start = min(max(fixIt.range.start, lineBytes.startIndex), lineBytes.endIndex)
        let window = excerptWindow(lineBytes, around: min(max(caret, lineBytes.startIndex), lineBytes.endIndex))
        guard window.bytes.contains(start) || start == window.bytes.upperBound else { return }
        let indent = String(repeating: " ", count: window.leading.count)
        // The text between merged fix-its is the source's, which may hold a control character (a raw ESC in a
        // string): it is shown as the excerpt shows it.
        let replacement = String(decoding: fixIt.replacement.utf8.map(Self.printable), as: UTF8.self)
        output += style(indent + padding(for: lineBytes[window.bytes.lowerBound..<start]) + replacement, Style.green)
        output += "\n"
    }

    /// A byte of an excerpt or a fix-it as it is shown: a control character other than tab, which would garble the
    /// terminal, as a space, so carets still line up.
    private static func printable(_ byte: UInt8) -> UInt8 {
        byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F ? UInt8(ascii: " ") : byte
    }

    /// `text` (a message or path, which may quote a `.alert` file's text) with the characters that would break
    /// the `FILE:LINE:COLUMN: severity: MESSAGE [CODE]` line or reorder it on a terminal written as Swift escapes:
    /// C0 and C1 controls and DEL (`\n`, `\u{85}`), the line and paragraph separators, and the bidirectional
    /// controls (`\u{202E}`). Also for the tool's own error lines and `format --check`'s list, which name files.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += SwiftEscape.escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Lines longer than this (generated or minified files) are shown as a window around the caret.
    static let maximumExcerptBytes = 160

    /// The part of a line to show: all of it, or a window around `offset` marked with `...` on the
    /// cut sides, its edges moved off UTF-8 continuation bytes.
    private func excerptWindow(
        _ line: ArraySlice<UInt8>, around offset: Int
    ) -> (bytes: Range<Int>, leading: String, trailing: String) {
        guard line.count > Self.maximumExcerptBytes else { return (line.indices, "", "") }
        func isContinuation(_ index: Int) -> Bool { line[index] & 0xC0 == 0x80 }
        var start = max(line.startIndex, offset - Self.maximumExcerptBytes / 3)
        while start > line.startIndex, isContinuation(start) { start -= 1 }
        var end = min(line.endIndex, start + Self.maximumExcerptBytes)
        while end < line.endIndex, isContinuation(end) { end += 1 }
        return (start..<end, start > line.startIndex ? "..." : "", end < line.endIndex ? "..." : "")
    }

    /// Spaces (and the line's own tabs) that put a caret under the byte at the end of `prefix`: as many as the
    /// columns each character takes on a terminal (`TerminalWidth`).
    private func padding(for prefix: ArraySlice<UInt8>) -> String {
        var result = ""
        for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars {
            if scalar == "\t" {
                result += "\t"
            } else {
                for _ in 0..<TerminalWidth.of(scalar) { result += " " }
            }
        }
        return result
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let magenta = "\u{1B}[1;35m"
        static let gray = "\u{1B}[1;90m"
        static let green = "\u{1B}[1;32m"
        static let reset = "\u{1B}[0m"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: Style.red
        case .warning: Style.magenta
        case .note: Style.gray
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        useColor ? code + text + Style.reset : text
    }
}
