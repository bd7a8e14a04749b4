/// Values of the wrong form: what was meant, where it is certain, and the "cannot convert" errors.
extension Analysis {
    /// `.systemRed` or `systemRed` where a Color is expected, `.headline` where a Font is: a case of the one-argument
    /// form `.form(.case)` (`.system(.systemRed)`, `.textStyle(.headline)`), as UIKit spells it without the form
    /// (`UIColor.systemRed`). With `systemPrefixed`, UIKit's fixed colours (`.red`, `UIColor.red`) are taken for
    /// the system colour of that name (`.system(.systemRed)`). Reports it with that form as the suggestion and
    /// returns `true`; `false` for any other value, which the caller reports as usual.
    mutating func suggestWrapping(
        _ value: ValueSyntax, in form: String, among cases: [String], expected: String, systemPrefixed: Bool = false
    ) -> Bool {
        let name: Identifier
        let isCase: Bool
        switch value {
        case .enumCase(let enumCase) where enumCase.arguments == nil:
            (name, isCase) = (enumCase.name, true)
        case .reference(let reference):
            (name, isCase) = (reference, false)
        default:
            return false
        }
        guard let suggested = Self.knownCase(name.text, among: cases, systemPrefixed: systemPrefixed) else {
            return false
        }
        let replacement = ".\(form)(.\(suggested))"
        let message =
            isCase
            ? "unknown case '.\(name.text)' for \(expected)" : "cannot use reference '\(name.text)' as \(expected)"
        diagnostics.error(
            isCase ? .unknownEnumCase : .typeMismatch, message, at: name.range,
            notes: [DiagnosticNote("did you mean '\(replacement)'?", at: name.range)],
            fixIts: [FixIt(range: value.range, replacement: replacement)])
        return true
    }

    /// `name` when it is one of `cases`, else, with `systemPrefixed`, its `system…` spelling when that is one
    /// (`red` → `systemRed`); `nil` otherwise.
    static func knownCase(_ name: String, among cases: [String], systemPrefixed: Bool) -> String? {
        if cases.contains(name) { return name }
        guard systemPrefixed, let first = name.first, first.isLowercase else { return nil }
        let prefixed = "system" + first.uppercased() + name.dropFirst()
        return cases.contains(prefixed) ? prefixed : nil
    }

    /// One case of `cases` (`.up`) where a list of them is expected: reported with the list as the fix
    /// (`[.up]`), as `after: name` is. Returns `false` for any other value, which the caller reports as usual.
    mutating func suggestList(_ value: ValueSyntax, among cases: [String], expected: String) -> Bool {
        guard case .enumCase(let enumCase) = value, enumCase.arguments == nil, cases.contains(enumCase.name.text)
        else { return false }
        reportLoneElement(value, written: ".\(enumCase.name.text)", expected: expected)
        return true
    }

    /// One element, `written`, where a list of them is `expected` (`after: welcome`, `arrows: .up`): the list is the
    /// fix.
    mutating func reportLoneElement(_ value: ValueSyntax, written: String, expected: String) {
        diagnostics.error(
            .typeMismatch, "cannot use \(form(of: value)) as \(expected)", at: value.range,
            notes: [DiagnosticNote("write a list", at: value.range)],
            fixIts: [FixIt(range: value.range, replacement: "[\(written)]")])
    }

    /// How a value is described in "cannot use X as Y".
    func form(of value: ValueSyntax) -> String {
        switch value {
        case .reference(let name): "reference '\(name.text)'"
        default: value.formDescription
        }
    }

    /// `value` when it is one of the enum cases `forms` (its arguments not yet checked); otherwise it is reported as
    /// no `expected` (`mismatch`), and `nil`. Inlined: called, it cost check 0.4% (the case returned as a copy).
    @inline(__always)
    mutating func enumCase(_ value: ValueSyntax, of forms: [String], expected: String) -> EnumCaseSyntax? {
        guard case .enumCase(let enumCase) = value, forms.contains(enumCase.name.text) else {
            mismatch(value, expected: expected, cases: forms)
            return nil
        }
        return enumCase
    }

    /// Reports a value whose form `expected` does not accept. `cases` are the `.case` forms the
    /// type has, for "unknown case" and "did you mean" messages.
    mutating func mismatch(_ value: ValueSyntax, expected: String, cases: [String] = []) {
        switch value {
        case .missing:
            return
        case .string(let literal) where literal.isUnterminated:
            // The lexer reported it; a type error would be the same mistake again.
            return
        case .enumCase(let enumCase) where !cases.isEmpty:
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = suggester.suggestion(for: enumCase.name.text, among: cases) {
                notes.append(DiagnosticNote("did you mean '.\(suggestion)'?", at: enumCase.name.range))
                fixIts.append(FixIt(range: enumCase.name.range, replacement: ".\(suggestion)"))
            } else {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            diagnostics.error(
                .unknownEnumCase, "unknown case '.\(enumCase.name.text)' for \(expected)", at: enumCase.name.range,
                notes: notes, fixIts: fixIts)
        case .reference(let name) where !cases.isEmpty && (cases.contains(name.text) || isEnumeration(expected)):
            // A bare identifier is always a reference (spec §1); say so when a case was meant.
            let exact = cases.contains(name.text)
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = exact ? name.text : suggester.suggestion(for: name.text, among: cases) {
                notes.append(DiagnosticNote("did you mean '.\(suggestion)'?", at: name.range))
                fixIts.append(FixIt(range: name.range, replacement: ".\(suggestion)"))
            } else {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            diagnostics.error(
                .enumCaseExpected, "cannot use reference '\(name.text)' as \(expected); enum cases start with '.'",
                at: name.range, notes: notes, fixIts: fixIts)
        default:
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if !cases.isEmpty, isEnumeration(expected) {
                notes.append(DiagnosticNote("expected \(Wording.cases(cases))", at: nil))
            }
            if case .reference(let name) = value {
                if name.text == "nil" {
                    // Swift's `nil`: the language has none, a property not written has no value.
                    notes.append(DiagnosticNote("a property that is left out has no value", at: nil))
                } else if expected == "Bool", let literal = Self.boolLiteral(spelledAs: name.text) {
                    notes.append(DiagnosticNote("did you mean '\(literal)'?", at: name.range))
                    fixIts.append(FixIt(range: name.range, replacement: literal))
                }
            } else if expected == "Bool", case .enumCase(let enumCase) = value, enumCase.arguments == nil,
                let literal = Self.boolLiteral(spelledAs: enumCase.name.text)
            {
                // `.true`, as if Bool were an enumeration.
                notes.append(DiagnosticNote("did you mean '\(literal)'?", at: value.range))
                fixIts.append(FixIt(range: value.range, replacement: literal))
            }
            diagnostics.error(
                .typeMismatch, "cannot use \(form(of: value)) as \(expected)", at: value.range, notes: notes,
                fixIts: fixIts)
        }
    }

    /// `true` or `false` for a name that means it in another case or as Objective-C's `BOOL` (`True`, `FALSE`, `YES`,
    /// `no`); `nil` for any other name.
    static func boolLiteral(spelledAs name: String) -> String? {
        switch name.lowercased() {
        case "true", "yes": "true"
        case "false", "no": "false"
        default: nil
        }
    }

    /// Enumeration properties are described as "'name' value"; their every form is a case.
    private func isEnumeration(_ expected: String) -> Bool {
        expected.hasSuffix(" value") || Self.nestedEnumerations.contains(expected)
    }

    static let nestedEnumerations: Set<String> = [
        "system colour", "text style", "font weight", "blur style", "arrow direction",
    ]
}
