/// Prints the model of ``SwiftSyntax`` as Swift source: declarations through a ``SwiftWriter``, expressions on
/// one line when they fit in ``lineLimit`` columns and otherwise one argument or element per line.
///
/// A type can be written a member at a time (`openType`, `member`, `closeType`), and the text taken as it grows
/// (`flush`), so a generator can hand over each declaration as it makes it: no model or text of a whole large
/// file is ever held.
struct SwiftRenderer {
    /// The column limit expressions are broken to fit (a single token may still exceed it).
    static let lineLimit = 120

    private var writer = SwiftWriter()
    /// The types being written, innermost last.
    private var openTypes: [OpenType] = []

    /// A type whose members are being written: its opening line waits for its first member, as a type without
    /// members is written `{}` on that line.
    private struct OpenType {
        var openingLine: String
        var previous: MemberKind?
    }

    /// What the blank line between two members depends on.
    private enum MemberKind {
        case enumCase
        case storedVariable
        case other
    }

    init() {}

    /// A renderer for members that go, with `spliceMembers`, into the innermost open type of another renderer
    /// whose members are at `depth` levels: written as if they followed one of that type's members.
    init(membersAtDepth depth: Int) {
        writer = SwiftWriter(depth: depth)
        openTypes = [OpenType(openingLine: "", previous: .other)]
    }

    /// The file's leading `//` comment lines (sanitised) and its import declarations (`import M`, `public import M`).
    mutating func fileHeader(comments: [String], imports: [String]) {
        for comment in comments {
            for line in SwiftNaming.commentLines(comment) {
                writer.line(line.isEmpty ? "//" : "// " + line)
            }
        }
        writer.blankLine()
        for declaration in imports {
            writer.line(declaration)
        }
    }

    /// Starts a type, at the top level (after a blank line) or as the next member of the open type; its members
    /// follow with `member`, and `closeType` ends it.
    mutating func openType(
        _ keyword: String, _ header: SwiftDeclarationHeader, _ name: String, _ inheritance: [String]
    ) {
        if openTypes.isEmpty { writer.blankLine() } else { separateMember(.other, documented: header.doc != nil) }
        pushType(keyword, header, name, inheritance)
    }

    /// Writes the type's documentation and attributes, and keeps its opening line for its first member.
    private mutating func pushType(
        _ keyword: String, _ header: SwiftDeclarationHeader, _ name: String, _ inheritance: [String]
    ) {
        var line = renderHeader(header) + keyword + " " + SwiftNaming.identifier(name)
        if !inheritance.isEmpty { line += ": " + inheritance.joined(separator: ", ") }
        openTypes.append(OpenType(openingLine: line))
    }

    /// The next member of the innermost open type.
    mutating func member(_ declaration: SwiftDeclaration) {
        separateMember(Self.kind(of: declaration), documented: Self.isDocumented(declaration))
        render(declaration)
    }

    /// Ends the innermost open type.
    mutating func closeType() {
        let type = openTypes.removeLast()
        guard type.previous != nil else {
            writer.line(type.openingLine + " {}")
            return
        }
        writer.outdent()
        writer.line("}")
    }

    /// Makes room for members that a renderer made with `init(membersAtDepth:)` wrote, as the next members of the
    /// innermost open type: hands everything before them to `sink`, for the caller to hand their text to `sink`
    /// next.
    mutating func spliceMembers(into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        separateMember(.other, documented: false)
        writer.splice(into: sink)
    }

    /// Hands the text written so far to `sink` once it has grown past `minimum` bytes, and forgets it.
    mutating func flush(minimum: Int = 1 << 18, into sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        writer.drain(minimum: minimum, into: sink)
    }

    /// Opens the innermost type's body if this is its first member, or else writes the blank line the previous
    /// member and this one call for: cases follow cases and stored properties follow stored properties without
    /// one (unless documented); every other pair of members is separated by one.
    private mutating func separateMember(_ kind: MemberKind, documented: Bool) {
        let index = openTypes.count - 1
        switch (openTypes[index].previous, kind) {
        case (nil, _):
            writer.line(openTypes[index].openingLine + " {")
            writer.indent()
        case (.enumCase, .enumCase), (.storedVariable, .storedVariable):
            if documented { writer.blankLine() }
        default:
            writer.blankLine()
        }
        openTypes[index].previous = kind
    }

    private static func kind(of declaration: SwiftDeclaration) -> MemberKind {
        switch declaration {
        case .enumCase: .enumCase
        case .variable(let variable) where variable.kind == .stored: .storedVariable
        default: .other
        }
    }

    private static func isDocumented(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase(let enumCase): enumCase.doc != nil
        case .variable(let variable): variable.header.doc != nil
        default: false
        }
    }

    // MARK: - Declarations

    private mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .enumeration(let enumeration):
            renderType("enum", enumeration.header, enumeration.name, enumeration.inheritance, enumeration.members)
        case .structure(let structure):
            renderType("struct", structure.header, structure.name, structure.inheritance, structure.members)
        case .variable(let variable):
            render(variable)
        case .function(let function):
            render(function)
        case .enumCase(let enumCase):
            renderDoc(enumCase.doc)
            var line = "case " + SwiftNaming.identifier(enumCase.name)
            if let rawValue = enumCase.rawValue { line += " = " + SwiftNaming.stringLiteral(rawValue) }
            writer.line(line)
        case .typeAlias(let header, let name, let type):
            writer.line(renderHeader(header) + "typealias " + SwiftNaming.identifier(name) + " = " + type)
        case .mark(let text):
            writer.line("// MARK: - " + SwiftNaming.commentLines(text).joined(separator: " "))
        }
    }

    /// A whole type, its members given: written as `openType`, `member`s and `closeType` are, but as the
    /// declaration it is (the blank line before it is its parent's to write).
    private mutating func renderType(
        _ keyword: String, _ header: SwiftDeclarationHeader, _ name: String, _ inheritance: [String],
        _ members: [SwiftDeclaration]
    ) {
        pushType(keyword, header, name, inheritance)
        for member in members {
            self.member(member)
        }
        closeType()
    }

    private mutating func render(_ variable: SwiftVariable) {
        let prefix = renderHeader(variable.header)
        let name = SwiftNaming.identifier(variable.name)
        let typed = variable.type.map { name + ": " + $0 } ?? name
        switch variable.kind {
        case .stored:
            writer.line(prefix + "var " + typed)
        case .constant(let value):
            writeExpression(value, prefix: prefix + "let " + typed + " = ", suffix: "")
        case .computed(let value):
            let opening = prefix + "var " + typed + " { "
            if Self.fits(value, in: Self.lineLimit - writer.indentWidth - Self.columns(opening) - 2) {
                writer.line(opening + Self.flat(value) + " }")
            } else {
                writer.line(prefix + "var " + typed + " {")
                writer.indent()
                writeExpression(value, prefix: "", suffix: "")
                writer.outdent()
                writer.line("}")
            }
        }
    }

    private mutating func render(_ function: SwiftFunction) {
        let parameters = function.parameters.map { parameter in
            let name = SwiftNaming.identifier(parameter.name)
            guard let label = parameter.label, label != parameter.name else { return name + ": " + parameter.type }
            return SwiftNaming.identifier(label) + " " + name + ": " + parameter.type
        }
        let opening =
            renderHeader(function.header)
            + (function.isInitializer ? function.name : "func " + SwiftNaming.identifier(function.name)) + "("
        let closing = ")" + (function.returnType.map { " -> " + $0 } ?? "") + " {"
        let flat = opening + parameters.joined(separator: ", ") + closing
        if writer.indentWidth + Self.columns(flat) <= Self.lineLimit || parameters.isEmpty {
            writer.line(flat)
        } else {
            writer.line(opening)
            for (index, parameter) in parameters.enumerated() {
                writer.line(parameter + (index == parameters.count - 1 ? "" : ","), extraDepth: 1)
            }
            writer.line(closing)
        }
        writer.indent()
        for statement in function.body {
            switch statement {
            case .expression(let expression):
                writeExpression(expression, prefix: "", suffix: "")
            case .assignment(let target, let value):
                writeExpression(value, prefix: target + " = ", suffix: "")
            case .code(let code):
                writer.line(code)
            }
        }
        writer.outdent()
        writer.line("}")
    }

    private mutating func renderDoc(_ doc: String?) {
        guard let doc else { return }
        for line in SwiftNaming.commentLines(doc) {
            writer.line(line.isEmpty ? "///" : "/// " + line)
        }
    }

    /// Writes the documentation and attributes, and returns the modifiers to start the declaration's line with.
    private mutating func renderHeader(_ header: SwiftDeclarationHeader) -> String {
        renderDoc(header.doc)
        for attribute in header.attributes {
            writer.line(attribute)
        }
        return header.modifiers.map { $0 + " " }.joined()
    }

    // MARK: - Expressions

    /// Writes `prefix`, `expression`, `suffix`: on one line when it fits, otherwise broken at the outermost
    /// call, array or dictionary and recursively so.
    private mutating func writeExpression(_ expression: SwiftExpression, prefix: String, suffix: String) {
        writeLines(expression, depth: 0, prefix: prefix, suffix: suffix)
    }

    /// Writes the lines of an expression, `depth` levels deeper than the current indentation, straight into the
    /// writer (no list of lines per level to build and copy into its parent's).
    private mutating func writeLines(_ expression: SwiftExpression, depth: Int, prefix: String, suffix: String) {
        // A leaf is written on one line whether it fits or not, so it is not measured (a stored definition's
        // literal is kilobytes long).
        let indentWidth = writer.indentWidth + depth * SwiftWriter.indentUnit.utf8.count
        if expression.isLeaf
            || Self.fits(expression, in: Self.lineLimit - indentWidth - Self.columns(prefix) - Self.columns(suffix))
        {
            writer.line(extraDepth: depth) { bytes in
                bytes.append(contentsOf: prefix.utf8)
                Self.appendFlat(expression, to: &bytes)
                bytes.append(contentsOf: suffix.utf8)
            }
            return
        }
        let opening: String
        let closing: String
        var items: [(prefix: String, value: SwiftExpression)]
        switch expression {
        case .code, .string, .rawString:
            preconditionFailure("a leaf is written above")
        case .call(let callee, let arguments):
            // A sole argument that breaks itself hugs the parentheses: `.plain([` … `])`.
            if arguments.count == 1, arguments[0].value.isBreakable {
                let label = arguments[0].label.map { $0 + ": " } ?? ""
                writeLines(
                    arguments[0].value, depth: depth, prefix: prefix + callee + "(" + label, suffix: ")" + suffix)
                return
            }
            opening = prefix + callee + "("
            closing = ")" + suffix
            items = arguments.map { (($0.label.map { $0 + ": " } ?? ""), $0.value) }
        case .array(let elements):
            opening = prefix + "["
            closing = "]" + suffix
            items = elements.map { ("", $0) }
        case .dictionary(let entries):
            opening = prefix + "["
            closing = "]" + suffix
            items = entries.map { (Self.flat($0.key) + ": ", $0.value) }
        }
        writer.line(opening, extraDepth: depth)
        let isCall = if case .call = expression { true } else { false }
        for (index, item) in items.enumerated() {
            // Collections take a trailing comma after every element; argument lists do not after the last.
            let comma = isCall && index == items.count - 1 ? "" : ","
            writeLines(item.value, depth: depth + 1, prefix: item.prefix, suffix: comma)
        }
        writer.line(closing, extraDepth: depth)
    }

    /// The one-line form of an expression.
    ///
    /// Built as UTF-8 bytes in one buffer and made a `String` once: the renderer asks for the flat form at every
    /// level of every expression, and the shared-values pass keys values by it, so joining `String`s per node
    /// made this the Swift back end's hottest path.
    static func flat(_ expression: SwiftExpression) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        appendFlat(expression, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendFlat(_ expression: SwiftExpression, to bytes: inout [UInt8]) {
        switch expression {
        case .code(let code):
            bytes.append(contentsOf: code.utf8)
        case .string(let text):
            bytes.append(contentsOf: SwiftNaming.stringLiteral(text).utf8)
        case .rawString(let text):
            bytes.append(contentsOf: SwiftNaming.rawStringLiteral(text).utf8)
        case .call(let callee, let arguments):
            bytes.append(contentsOf: callee.utf8)
            bytes.append(UInt8(ascii: "("))
            for (index, argument) in arguments.enumerated() {
                if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                if let label = argument.label {
                    bytes.append(contentsOf: label.utf8)
                    bytes.append(contentsOf: ": ".utf8)
                }
                appendFlat(argument.value, to: &bytes)
            }
            bytes.append(UInt8(ascii: ")"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                appendFlat(element, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let entries):
            if entries.isEmpty {
                bytes.append(contentsOf: "[:]".utf8)
                return
            }
            bytes.append(UInt8(ascii: "["))
            for (index, entry) in entries.enumerated() {
                if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                appendFlat(entry.key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                appendFlat(entry.value, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// Whether the one-line form of `expression` takes at most `limit` columns. Measured part by part (every part
    /// meets the next at ASCII punctuation, so the columns add up) and given up as soon as the limit is passed: a
    /// large expression that will be broken costs no more than a line's worth of measuring at each level.
    static func fits(_ expression: SwiftExpression, in limit: Int) -> Bool {
        var used = 0
        return addColumns(expression, to: &used, limit: limit)
    }

    private static func addColumns(_ expression: SwiftExpression, to used: inout Int, limit: Int) -> Bool {
        switch expression {
        case .code(let code):
            guard !exceeds(code, limit - used) else { return false }
            used += columns(code)
        case .string(let text):
            // The quotes take two columns; escapes only add to the text's.
            guard !exceeds(text, limit - used - 2) else { return false }
            used += columns(SwiftNaming.stringLiteral(text))
        case .rawString(let text):
            guard !exceeds(text, limit - used - 2) else { return false }
            used += columns(SwiftNaming.rawStringLiteral(text))
        case .call(let callee, let arguments):
            used += columns(callee) + 2 + max(0, arguments.count - 1) * 2
            for argument in arguments {
                if let label = argument.label { used += columns(label) + 2 }
                guard used <= limit, addColumns(argument.value, to: &used, limit: limit) else { return false }
            }
        case .array(let elements):
            used += 2 + max(0, elements.count - 1) * 2
            for element in elements {
                guard used <= limit, addColumns(element, to: &used, limit: limit) else { return false }
            }
        case .dictionary(let entries):
            used += entries.isEmpty ? 3 : 2 + (entries.count - 1) * 2 + entries.count * 2
            for entry in entries {
                guard used <= limit, addColumns(entry.key, to: &used, limit: limit),
                    addColumns(entry.value, to: &used, limit: limit)
                else { return false }
            }
        }
        return used <= limit
    }

    /// Whether `text`, or a string literal's escaped form of it, certainly takes more than `remaining` columns, told
    /// from the ASCII bytes at its start alone: each but a carriage return (which joins the line feed after it, and
    /// is escaped in a literal) is at least a column of its own; the last may join a non-ASCII mark after it, which
    /// is still one column. Measuring a stored definition's literal would build it, and it is kilobytes long.
    private static func exceeds(_ text: String, _ remaining: Int) -> Bool {
        var columns = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { break }
            if byte != UInt8(ascii: "\r") {
                columns &+= 1
                if columns > remaining { return true }
            }
        }
        return false
    }

    /// The columns `text` takes: its characters, counted without grapheme breaking when it is ASCII (nearly
    /// always), as `count` walks grapheme clusters and the renderer measures every expression at every level.
    static func columns(_ text: String) -> Int {
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        }
        return isASCII == true ? text.utf8.count : text.count
    }
}

extension SwiftExpression {
    /// Whether the expression is one token: code, or a string literal.
    fileprivate var isLeaf: Bool {
        switch self {
        case .code, .string, .rawString: true
        case .call, .array, .dictionary: false
        }
    }

    /// Whether the renderer can spread the expression over several lines.
    fileprivate var isBreakable: Bool {
        switch self {
        case .code, .string, .rawString: false
        case .call(_, let arguments): !arguments.isEmpty
        case .array(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        }
    }
}
