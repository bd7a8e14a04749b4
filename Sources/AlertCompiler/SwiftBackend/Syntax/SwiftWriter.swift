/// Accumulates the lines of a Swift file with four-space indentation. Lines never end in spaces and the text
/// ends with one newline; at most one blank line separates two lines, and none follows an opening brace.
struct SwiftWriter {
    static let indentUnit = "    "

    private(set) var text = ""
    private(set) var depth = 0
    private var pendingBlankLine = false
    private var lastLineOpensBlock = true

    /// The columns taken by the current indentation.
    var indentWidth: Int { depth * Self.indentUnit.count }

    /// Writes one line at the current indentation (plus `extraDepth` levels).
    mutating func line(_ content: String, extraDepth: Int = 0) {
        if pendingBlankLine && !lastLineOpensBlock { text += "\n" }
        pendingBlankLine = false
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: Self.indentUnit, count: depth + extraDepth) + content + "\n"
        }
        lastLineOpensBlock = content.hasSuffix("{")
    }

    /// Asks for a blank line before the next line (dropped after an opening brace or at the start).
    mutating func blankLine() {
        pendingBlankLine = true
    }

    /// Writes the following lines one level deeper.
    mutating func indent() {
        depth += 1
    }

    /// Ends an ``indent()``; a blank line asked for at the end of the block is dropped.
    mutating func outdent() {
        depth -= 1
        pendingBlankLine = false
    }
}
