import AlertDSL

/// Central naming and escaping of Swift identifiers, shared by the command line and the Swift back end.
public enum SwiftNaming {
    /// Words that must be written in backticks to be used as identifiers.
    public static let keywords: Set<String> = SwiftKeywords.all

    /// `keywords` and `reservedNames` as tables, looked up by their bytes: the back end asks for every name it
    /// declares or writes, and hashing each `String` cost more than the rest of the lookup.
    private static let keywordTable = NameTable(Array(keywords))
    private static let reservedTable = NameTable(Array(reservedNames))

    /// `name` as a Swift identifier, in backticks when it is a keyword.
    public static func identifier(_ name: String) -> String {
        keywordTable.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can name a Swift type without escaping: an identifier that is no keyword and does not begin a
    /// type (`any`, `some`, `each`: a file declaring `enum some` compiles, but `let a: some.SignInAction` does not).
    public static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        guard name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || isLetter($0) || isDigit($0) }) else { return false }
        return !keywordTable.contains(name) && !SwiftKeywords.typePrefixes.contains(name)
    }

    /// Why `name` is no type name ``isValidTypeName`` accepts, worded for `--namespace`'s usage error; `nil` when it
    /// is one.
    public static func typeNameProblem(_ name: String) -> String? {
        guard !isValidTypeName(name) else { return nil }
        if name.isEmpty { return "expected a Swift type name" }
        if !name.utf8.allSatisfy({ $0 < 0x80 }) {
            return "a namespace is spelt in ASCII (letters, digits and '_'): it also names the output files"
        }
        if let first = name.utf8.first, isDigit(first) { return "a Swift type name cannot start with a digit" }
        if SwiftKeywords.typePrefixes.contains(name) { return "'\(name)' begins a Swift type rather than names one" }
        if keywordTable.contains(name) { return "'\(name)' is a Swift keyword" }
        return "expected a Swift type name (letters, digits and '_')"
    }

    /// Whether `name` can name the generated namespace enum: a type name that shadows nothing the generated code
    /// uses (``externalNames``).
    public static func isValidNamespace(_ name: String) -> Bool {
        isValidTypeName(name) && !externalNames.contains(name)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Names in generated code

    /// The modules and the standard-library and AlertRuntime types that generated code refers to without
    /// qualification. The namespace enum cannot take one of these names: it would shadow the type in the
    /// generated file itself (`--namespace String` breaks every `String` in it) and the module in the app.
    public static let externalNames: Set<String> = [
        // Swift.
        "Swift", "String", "Int", "Double", "Bool", "Sendable", "Hashable", "Equatable",
        // AlertRuntime.
        "AlertRuntime", "AlertActionKey", "AlertFieldValues", "NoFields", "TypedAlert", "AlertCatalog",
        "AlertDefinition", "ActionDefinition", "FieldDefinition", "ParameterDefinition", "ThemeDefinition",
        "ThemeProperties", "PageDefinition", "AlertText", "TextSegment", "TextSpan", "AlertColor", "AlertFont",
        "AlertImage", "AlertSize", "AlertPoint", "AlertInsets", "AlertBackdrop", "AlertAnimation", "AlertExclusivity",
        "CustomView", "PopoverAnchor", "AlertHost", "AlertProgramOutline",
    ]

    /// Names that generated code refers to without qualification (``externalNames``, the generated file's own
    /// nested namespaces and members) or that Swift refuses as member names even in backticks (`Type`,
    /// `Protocol`, `Self`, `_`), plus the members the action and field types get from their protocols. A program
    /// name equal to one of them is renamed in Swift (see ``NameScope``), never shadowed.
    public static let reservedNames: Set<String> = externalNames.union([
        // The generated namespace's own members.
        "catalog", "outline", "Themes", "Pages", "Definitions", "ThemeDefinitions", "PageDefinitions",
        // Protocol members of action enums and field values.
        "RawValue", "rawValue", "AllCases", "allCases", "hashValue", "hash", "init", "fieldValues",
        // Not usable as member names, even in backticks.
        "Type", "Protocol", "Self", "_",
    ])

    /// The type-name stem of a declaration name: its first letter upper-cased (`deleteItems` → `DeleteItems`).
    public static func typeStem(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, first.isASCII, ("a"..."z").contains(first) else { return name }
        return String(first).uppercased() + String(name.unicodeScalars.dropFirst())
    }

    /// Allocates the Swift spelling of names within one Swift scope: a name keeps its spelling unless it is
    /// reserved or already taken in the scope, in which case `_` is appended until it is free. Allocation order
    /// decides who keeps the plain name, so callers allocate in program order and the result is deterministic.
    public struct NameScope: Sendable {
        /// The names allocated so far: searched one by one while there are few (an alert's actions, fields and
        /// parameters, a name or two each), hashed once there are many (the namespace).
        private var taken: [String] = []
        private var takenSet: Set<String>?

        /// A scope where no name of ``SwiftNaming/reservedNames`` can be allocated.
        public init() {}

        /// The spelling for `name` (without backticks; render it with ``SwiftNaming/identifier(_:)``).
        public mutating func allocate(_ name: String) -> String {
            var candidate = name
            while isTaken(candidate) { candidate += "_" }
            reserve(candidate)
            return candidate
        }

        /// The spellings for `names`, the program's names of one kind in program order (distinct, as the checker
        /// makes them): each name Swift takes as written keeps it, whatever comes before it, and each other gets `_`
        /// appended until it is free of them all. Given out one by one, `alert Type` followed by `alert Type_` would
        /// make the first `Type_` and leave the second, a name Swift accepts, to be `Type__`.
        public mutating func allocate(all names: [String]) -> [String] {
            for name in names where !SwiftNaming.reservedTable.contains(name) { reserve(name) }
            return names.map { SwiftNaming.reservedTable.contains($0) ? allocate($0) : $0 }
        }

        /// Marks `name` as used, so that later allocations avoid it.
        public mutating func reserve(_ name: String) {
            if takenSet != nil {
                takenSet!.insert(name)
                return
            }
            taken.append(name)
            if taken.count > 16 {
                takenSet = Set(taken)
                taken = []
            }
        }

        private func isTaken(_ name: String) -> Bool {
            if SwiftNaming.reservedTable.contains(name) { return true }
            if let takenSet { return takenSet.contains(name) }
            return taken.contains(name)
        }
    }

    // MARK: - Literals and comments

    /// `text` as a Swift string literal that evaluates to exactly `text`, whatever it holds: backslashes and
    /// quotes are escaped (so neither `\(` nor `"""` can start interpolation or end the literal), line breaks,
    /// tabs and NUL use their short escapes, and every other control character (C0, DEL, C1) and the Unicode
    /// line and paragraph separators are written as `\u{…}`. Everything else, RTL marks and emoji included,
    /// is kept as it is.
    public static func stringLiteral(_ text: String) -> String {
        // Most texts are printable ASCII without quotes or backslashes: those are their own literal's body.
        if isPlainLiteralBody(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where needsUnicodeEscape(scalar): result += SwiftEscape.escaped(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The longest delimiter of a raw string literal that `swiftc` reads as written. Its lexer keeps a raw literal's
    /// delimiter length in 8 bits (`Token::CustomDelimiterLen`), so inside a literal opened with n ≥ 256 `#` it
    /// takes a backslash followed by n mod 256 `#` for an escape: a `\#(` in the text would start an
    /// interpolation, and text of the `.alert` file would become Swift code (or fail to compile).
    public static let longestRawDelimiter = 255

    /// `text` as a raw string literal (`#"…"#`) that evaluates to exactly `text`: JSON and other text full of
    /// quotes and backslashes reads as it is. The delimiter has one `#` more than the longest run of `#` after
    /// any quote or backslash in `text`, so nothing in it can end the literal or start an escape or
    /// interpolation. Text a raw literal cannot hold as it is (anything `stringLiteral` writes as an escape other
    /// than a quote or backslash: line breaks, tabs, control characters, line separators), or only with a
    /// delimiter longer than ``longestRawDelimiter``, gets `stringLiteral`.
    public static func rawStringLiteral(_ text: String) -> String {
        // One pass over the UTF-8 (the literals are whole JSON definitions, kilobytes each): every character that
        // needs an escape has a byte pattern of its own (below), and `"`, `\` and `#` are ASCII.
        var longestRun = 0
        var run = 0
        var counting = false
        var needsEscape = false
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "#") {
                    if counting {
                        run &+= 1
                        longestRun = max(longestRun, run)
                    }
                } else {
                    if byte >= 0x80 || byte < 0x20 || byte == 0x7F, escapedSequenceLength(bytes, at: index) != 0 {
                        needsEscape = true
                        return
                    }
                    counting = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    run = 0
                }
                index &+= 1
            }
        }
        if needsEscape || longestRun >= longestRawDelimiter { return stringLiteral(text) }
        let delimiter = String(repeating: "#", count: longestRun + 1)
        return delimiter + "\"" + text + "\"" + delimiter
    }

    /// The length of the UTF-8 sequence at `index` when it encodes a character ``needsUnicodeEscape(_:)`` accepts
    /// (C0 and DEL: one byte; C1, U+0080–U+009F: `C2 80`–`C2 9F`; U+2028 and U+2029: `E2 80 A8`, `E2 80 A9`),
    /// else 0. `bytes` is valid UTF-8 (a `String`'s).
    static func escapedSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return 2 }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
            return 3
        }
        return 0
    }

    /// The lines of a `//` or `///` comment holding `text`: split at every line break (LF, CR, CRLF and the
    /// Unicode separators), with every other control character but the tab shown as `\u{…}`, so no text can end
    /// the comment line early and turn the rest of it into code.
    public static func commentLines(_ text: String) -> [String] {
        if !containsEscapedCharacter(text) { return [text] }
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR:
                continue
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                lines.append(singleLineComment(String(line)))
                line = String.UnicodeScalarView()
            default:
                line.append(scalar)
            }
        }
        lines.append(singleLineComment(String(line)))
        return lines
    }

    /// `text` for one comment line: every line break and other control character but the tab
    /// shown as `\u{…}`, for text that must stay on its line (file paths in the header).
    public static func singleLineComment(_ text: String) -> String {
        if !containsEscapedCharacter(text) { return text }
        var line = ""
        for scalar in text.unicodeScalars {
            if scalar != "\t" && needsUnicodeEscape(scalar) {
                line += SwiftEscape.unicode(scalar)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    /// Whether `text` holds a character ``needsUnicodeEscape(_:)`` accepts other than the tab (which no comment or
    /// raw literal escapes), found on its UTF-8: documentation and paths rarely do, and then need no other pass.
    private static func containsEscapedCharacter(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x20 && byte < 0x7F || byte == UInt8(ascii: "\t") { continue }
                if escapedSequenceLength(bytes, at: index) != 0 { return true }
            }
            return false
        }
    }

    /// Whether every byte of `text` is printable ASCII other than `"` and `\`.
    private static func isPlainLiteralBody(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            var clean = true
            for byte in bytes {
                clean = clean && byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            }
            return clean
        }
        return plain == true
    }

    /// Control characters (C0, DEL, C1) and the line and paragraph separators.
    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
