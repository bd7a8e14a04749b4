/// Names of declarations and actions given as values (spec §3, Reference).
extension Analysis {
    /// A bare name; `.name` where a reference is expected gets a "did you mean" without the dot.
    mutating func bareReference(_ value: ValueSyntax, expected: String, kind: NamespaceKind? = nil) -> Identifier? {
        switch value {
        case .reference(let name):
            return name
        case .enumCase(let enumCase) where enumCase.arguments == nil:
            let name = enumCase.name.text
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if kind.map({ table.index(of: name, $0) != nil }) ?? true {
                notes.append(DiagnosticNote("did you mean '\(name)'?", at: enumCase.range))
                fixIts.append(FixIt(range: enumCase.range, replacement: name))
            }
            diagnostics.error(
                .referenceExpected, "cannot use enum case '.\(name)' as \(expected); references are bare names",
                at: enumCase.range, notes: notes, fixIts: fixIts)
            return nil
        case .string(let literal)
        where !literal.isUnterminated && literal.plainText.map { Self.isName($0, of: kind, in: table) } == true:
            // `page: "Home"`: a name in quotes, as a Swift API taking a `String` would have it.
            let name = literal.plainText ?? ""
            diagnostics.error(
                .typeMismatch, "cannot use string as \(expected)", at: literal.range,
                notes: [
                    DiagnosticNote("write the name '\(name)' without quotes", at: literal.range)
                ],
                // Not when the lexer's fix-it for the literal (`#"Home"#`) replaces the same text.
                fixIts: literal.hasLexicalFixIt ? [] : [FixIt(range: literal.range, replacement: name)])
            return nil
        default:
            mismatch(value, expected: expected)
            return nil
        }
    }

    /// Whether `text` is a name as written bare (spec §1: ASCII letters, digits and `_`, not starting with a digit, no
    /// keyword) and, for a `kind`, declared as one.
    private static func isName(_ text: String, of kind: NamespaceKind?, in table: DeclarationTable) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, ByteClass.isIdentifierStart(first),
            bytes.allSatisfy(ByteClass.isIdentifierContinue),
            text != "true", text != "false"
        else { return false }
        return kind.map { table.index(of: text, $0) != nil } ?? true
    }

    /// A reference to a declared theme or page: unknown names are reported with "did you mean",
    /// references to deprecated declarations are warned about.
    mutating func resolveReference(_ value: ValueSyntax, _ kind: NamespaceKind) -> Identifier? {
        guard let name = bareReference(value, expected: "\(kind.noun) reference", kind: kind) else {
            return nil
        }
        return resolveName(name, kind) == nil ? nil : name
    }

    /// Looks a name up in its namespace, reporting it when unknown and warning when deprecated.
    /// Returns the declaration's index in its namespace. `excluding` is never suggested: a theme's own name for
    /// its parent, where taking the hint would only trade this error for a parent cycle.
    mutating func resolveName(_ name: Identifier, _ kind: NamespaceKind, excluding: String? = nil) -> Int? {
        if let index = table.index(of: name.text, kind) {
            warnIfDeprecated(index, kind, at: name.range)
            return index
        }
        guard let code = kind.unknownCode else { return nil }
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        let candidates = table.entries(kind).lazy.map(\.name.text).filter { $0 != excluding }
        if let suggestion = suggester.suggestion(for: name.text, among: candidates) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: name.range))
            fixIts.append(FixIt(range: name.range, replacement: suggestion))
        }
        for other in NamespaceKind.allCases where other != kind {
            if let entry = table.entry(name.text, other) {
                notes.append(DiagnosticNote("'\(name.text)' is \(other.article)", at: entry.name.range))
            }
        }
        diagnostics.error(code, "unknown \(kind.noun) '\(name.text)'", at: name.range, notes: notes, fixIts: fixIts)
        return nil
    }

    /// `after: [a, b]`: names of alerts. Unknown names are the scheduling checker's to report.
    mutating func checkAlertReferences(_ value: ValueSyntax) -> [String]? {
        guard case .list(let elements, _) = value else {
            if case .reference(let name) = value {
                reportLoneElement(value, written: name.text, expected: "list of alert names")
            } else {
                mismatch(value, expected: "list of alert names")
            }
            return nil
        }
        var names: [String] = []
        for element in elements {
            guard let name = bareReference(element, expected: "alert name", kind: .alert) else {
                continue
            }
            if let index = table.index(of: name.text, .alert) { warnIfDeprecated(index, .alert, at: name.range) }
            names.append(name.text)
        }
        return names
    }
}
