import AlertDSL

/// A scenario for `alertc simulate --script FILE`: one operation a line, a word starting with `#` starts a comment.
///
///     appear Home          # the page appears
///     disappear Home
///     enqueue welcome      # an instance of the alert (the second one is `welcome#2`)
///     ready promo          # a deferred instance may show (an alert name or an instance id: `welcome#2`)
///     dismiss              # the user closes the top-most alert on screen
///     dismiss welcome      # ... or this one
///     cancel promo         # removed while queued
public struct SimulationScript: Sendable {
    public enum Step: Equatable, Sendable {
        case appear(String)
        case disappear(String)
        case enqueue(String)
        case ready(String)
        /// `nil`: the alert that came on screen last (shown or restored) and is still there.
        case dismiss(String?)
        case cancel(String)
    }

    /// Where a step is written: its 1-based line, and the 1-based columns (UTF-8 bytes) of its verb and of its
    /// name, if it has one, for errors to point at the word at fault.
    public struct Place: Equatable, Sendable {
        public var line: Int
        public var verb: Range<Int>
        public var name: Range<Int>?

        public init(line: Int, verb: Range<Int>, name: Range<Int>? = nil) {
            self.line = line
            self.verb = verb
            self.name = name
        }

        /// An error about this step, at its name when it has one, else at its verb.
        func error(_ message: String) -> SimulationError {
            SimulationError(line: line, columns: name ?? verb, message: message)
        }
    }

    public var steps: [(step: Step, place: Place)]

    public init(steps: [(step: Step, place: Place)]) {
        self.steps = steps
    }

    /// The script, or its first error (`parseReportingAll` reports every one).
    public static func parse(_ text: String) throws(SimulationError) -> SimulationScript {
        let (script, errors) = parseReportingAll(text)
        if let first = errors.first { throw first }
        return script
    }

    /// The script file's well-formed steps and an error for every other line, as `parseReportingAll(_:)` answers
    /// them, where a line that is not UTF-8 or holds a NUL byte is not read as a step: it gets an error at each
    /// ill-formed part (`invalid-utf8`) and each NUL (`nul-character`), as a `.alert` file would, instead of a
    /// name spelled with U+FFFD or `\0` that no alert has.
    public static func parseReportingAll(bytes: [UInt8]) -> (script: SimulationScript, errors: [SimulationError]) {
        // Columns count from after a byte order mark, as in a `.alert` (`parseReportingAll(_:)` drops it too).
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = bytes.starts(with: bom) ? bytes[3...] : bytes[...]
        var encodingErrors: [SimulationError] = []
        var lines: [Substring] = []
        for (index, line) in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var errors = invalidUTF8Parts(in: line).map { part in
                (
                    start: part.range.lowerBound,
                    error: SimulationError(
                        line: index + 1, columns: (part.range.lowerBound + 1)..<(part.range.upperBound + 1),
                        message: part.message, code: .invalidUTF8)
                )
            }
            for (offset, byte) in line.enumerated() where byte == 0 {
                errors.append(
                    (
                        offset,
                        SimulationError(
                            line: index + 1, columns: (offset + 1)..<(offset + 2), message: "nul character in script",
                            code: .nulCharacter)
                    ))
            }
            encodingErrors += errors.sorted { $0.start < $1.start }.map(\.error)
            // The line keeps its place, so the later ones keep their numbers.
            lines.append(errors.isEmpty ? Substring(decoding: line, as: UTF8.self) : "")
        }
        let (script, errors) = parseReportingAll(lines.joined(separator: "\n"))
        // Each line has errors of one kind only: a stable sort by line keeps each line's in column order.
        let merged = (encodingErrors + errors).enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }
        return (script, merged.map(\.element))
    }

    /// The script's well-formed steps and an error for every other line, in order: a malformed line is skipped and
    /// the next one read, so one run reports every mistake in the file.
    public static func parseReportingAll(_ text: String) -> (script: SimulationScript, errors: [SimulationError]) {
        var steps: [(step: Step, place: Place)] = []
        var errors: [SimulationError] = []
        // A byte order mark is no part of the first line's first word (columns count from after it, as in a `.alert`).
        let text = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = index + 1
            let words = Self.words(of: rawLine)
            guard let verb = words.first else { continue }
            let arguments = words.dropFirst()
            let place = Place(line: line, verb: verb.columns, name: arguments.first?.columns)
            let takesName = verb.text != "dismiss"
            guard Self.verbs.contains(verb.text) else {
                errors.append(
                    SimulationError(
                        line: line, columns: verb.columns,
                        message:
                            "unknown step '\(verb.text)'; expected appear, disappear, enqueue, ready, dismiss or cancel"
                    ))
                continue
            }
            guard arguments.count <= 1 else {
                let extra = arguments[arguments.startIndex + 1]
                let message = takesName ? "'\(verb.text)' takes one name" : "'dismiss' takes at most one name"
                errors.append(SimulationError(line: line, columns: extra.columns, message: message))
                continue
            }
            let name = arguments.first?.text
            guard let name else {
                if takesName {
                    errors.append(
                        SimulationError(line: line, columns: verb.columns, message: "'\(verb.text)' takes one name"))
                } else {
                    steps.append((.dismiss(nil), place))
                }
                continue
            }
            let step: Step =
                switch verb.text {
                case "appear": .appear(name)
                case "disappear": .disappear(name)
                case "enqueue": .enqueue(name)
                case "ready": .ready(name)
                case "cancel": .cancel(name)
                default: .dismiss(name)
                }
            steps.append((step, place))
        }
        return (SimulationScript(steps: steps), errors)
    }

    private static let verbs: Set<String> = ["appear", "disappear", "enqueue", "ready", "dismiss", "cancel"]

    /// The words of a line before its comment, separated by spaces, tabs and carriage returns, with their columns.
    /// A comment starts at a word that starts with `#`; inside a word `#` is part of it, so an instance id such as
    /// `welcome#2` is one name (cutting it at the `#` made `dismiss welcome#2` dismiss `welcome`).
    private static func words(of line: Substring.UTF8View.SubSequence) -> [(text: String, columns: Range<Int>)] {
        var words: [(text: String, columns: Range<Int>)] = []
        let bytes = Array(line)
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "#") {
            guard !Self.isSeparator(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, !Self.isSeparator(bytes[index]) { index += 1 }
            words.append((String(decoding: bytes[start..<index], as: UTF8.self), (start + 1)..<(index + 1)))
        }
        return words
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}

/// A scenario step that cannot run, or a line of a script that is not a step. `line` is 0 for the default scenario;
/// `columns` are the 1-based columns (UTF-8 bytes) of the word at fault, when known.
public struct SimulationError: Error, Equatable, Sendable {
    public var line: Int
    public var columns: Range<Int>?
    public var message: String
    /// The diagnostic code when it is not the usual one (`invalid-script-step` for a line that is not a step,
    /// `script-step-failed` for a step that cannot run): `invalid-utf8` and `nul-character` for a script's bytes.
    public var code: DiagnosticCode?

    public init(line: Int, columns: Range<Int>? = nil, message: String, code: DiagnosticCode? = nil) {
        self.line = line
        self.columns = columns
        self.message = message
        self.code = code
    }
}
