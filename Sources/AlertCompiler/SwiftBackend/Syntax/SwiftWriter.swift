/// Accumulates the lines of a Swift file with four-space indentation. Lines never end in spaces and the text
/// ends with one newline; at most one blank line separates two lines, and none follows an opening brace.
///
/// The lines are kept as UTF-8 bytes and made a `String` once (without validating them again): a 10 MB program's
/// Swift file is tens of megabytes, and appending each line's indentation, content and line break to a `String`
/// cost more than rendering them.
struct SwiftWriter {
    static let indentUnit = "    "

    private var bytes: [UInt8] = []
    private(set) var depth = 0
    private var pendingBlankLine = false
    private var lastLineOpensBlock = true

    init() {}

    /// A writer for lines that go into another writer's output at `depth` levels (`splice`); like a new file, it
    /// drops a blank line asked for before its first line.
    init(depth: Int) {
        self.depth = depth
    }

    /// The columns taken by the current indentation.
    var indentWidth: Int { depth * Self.indentUnit.utf8.count }

    /// Writes one line at the current indentation (plus `extraDepth` levels).
    mutating func line(_ content: String, extraDepth: Int = 0) {
        guard !content.isEmpty else {
            startLine()
            endLine()
            return
        }
        line(extraDepth: extraDepth) { $0.append(contentsOf: content.utf8) }
    }

    /// Writes one line at the current indentation (plus `extraDepth` levels) whose content `write` appends, as
    /// UTF-8, to the bytes it is given: for content made of parts, with no `String` to join them. The content
    /// must not be empty.
    mutating func line(extraDepth: Int = 0, _ write: (inout [UInt8]) -> Void) {
        startLine()
        bytes.append(
            contentsOf: repeatElement(UInt8(ascii: " "), count: (depth + extraDepth) * Self.indentUnit.utf8.count))
        write(&bytes)
        endLine()
    }

    private mutating func startLine() {
        if pendingBlankLine && !lastLineOpensBlock { bytes.append(UInt8(ascii: "\n")) }
        pendingBlankLine = false
    }

    private mutating func endLine() {
        lastLineOpensBlock = bytes.last == UInt8(ascii: "{")
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Hands the bytes written so far to `sink` and forgets them once they are `minimum` or more; the writer goes on
    /// where it was (indentation, blank lines).
    mutating func drain(minimum: Int, into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard bytes.count >= minimum else { return }
        bytes.withUnsafeBufferPointer(sink)
        // The buffer is kept for the next lines, unless one large declaration grew it (the catalog of a large
        // program is megabytes), which would then be held to the end.
        bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 20)
    }

    /// Hands everything written so far to `sink`, with the pending blank line, ahead of whole lines another
    /// writer wrote at this depth (`init(depth:)`), which the caller then hands to `sink` itself; this writer goes
    /// on after them.
    mutating func splice(into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        startLine()
        drain(minimum: 0, into: sink)
        // The spliced lines end a declaration, never with an opening brace.
        lastLineOpensBlock = false
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
