/// The case names and argument lists of the value forms of spec §3, built once. Every property
/// value is checked against one of them, so a list written inline in the checker would be
/// allocated (and freed) again for every value of the program.
enum ValueForms {
    static let color = ["rgb", "rgba", "system", "dynamic"]
    static let font = ["system", "custom", "textStyle"]
    static let image = ["asset", "symbol"]
    static let backdrop = ["dim", "blur", "none"]
    static let popoverAnchor = ["view", "barButton"]
    static let host = ["page", "window", "view"]
    static let emphasis = ["bold", "italic"]
    /// The forms of a rich text span other than a plain string.
    static let span = emphasis + ["styled"]

    static let point = [ArgumentSpec(nil, "x"), ArgumentSpec(nil, "y")]
    static let size = [ArgumentSpec(nil, "width"), ArgumentSpec(nil, "height")]
    static let insets = [
        ArgumentSpec(nil, "top"), ArgumentSpec(nil, "left"), ArgumentSpec(nil, "bottom"), ArgumentSpec(nil, "right"),
    ]
    static let rgb = [ArgumentSpec(nil, "red"), ArgumentSpec(nil, "green"), ArgumentSpec(nil, "blue")]
    static let rgba = rgb + [ArgumentSpec(nil, "alpha")]
    static let dynamic = [ArgumentSpec("light"), ArgumentSpec("dark")]
    static let name = [ArgumentSpec(nil, "name")]
    static let systemFont = [ArgumentSpec(nil, "size"), ArgumentSpec(nil, "weight", optional: true)]
    static let customFont = [ArgumentSpec(nil, "name"), ArgumentSpec(nil, "size")]
    static let textStyle = [ArgumentSpec(nil, "style")]
    static let dim = [ArgumentSpec(nil, "alpha")]
    static let blur = [ArgumentSpec(nil, "style"), ArgumentSpec("alpha", optional: true)]
    static let customViewHeight = [ArgumentSpec(nil, "type"), ArgumentSpec("height")]
    static let customViewSize = [ArgumentSpec(nil, "type"), ArgumentSpec("size")]
    static let anchor = [ArgumentSpec(nil, "name"), ArgumentSpec("arrows", optional: true)]
    static let localized = [
        ArgumentSpec(nil, "key"), ArgumentSpec("default", optional: true), ArgumentSpec("table", optional: true),
    ]
    static let spanText = [ArgumentSpec(nil, "text")]
    static let styled = [
        ArgumentSpec(nil, "text"), ArgumentSpec("font", optional: true), ArgumentSpec("color", optional: true),
    ]

    /// The argument labels of each case that has any, over every form it is a case of (`.custom` is a font and a
    /// custom view).
    private static let labelsOfCase: [String: [String]] = [
        "dynamic": dynamic, "blur": blur, "custom": customViewHeight + customViewSize, "view": anchor,
        "barButton": anchor, "localized": localized, "styled": styled,
    ].mapValues { $0.compactMap(\.label) }

    /// The argument labels of the case `name` (`labelsOfCase`). The parser takes such a label first on its line for
    /// that label without its ':', not the body's next member (`.styled("x",` then `font .system(17)`). Error paths
    /// only.
    static func argumentLabels(ofCase name: String) -> [String] {
        labelsOfCase[name] ?? []
    }

    /// The length in bytes of the longest name of a case with argument labels (`barButton`, `localized`): looking
    /// back from a `(` for such a name, the parser reads no further (`Parser.isArgumentLabel`).
    static let longestLabelledCaseName = labelsOfCase.keys.map(\.utf8.count).max() ?? 0

    /// The note and fix-its for one span written where rich text goes (`title: .bold("Hi")`, `action ok .bold("OK")`):
    /// rich text is a list of spans, even of one. The fix-its put brackets around the span when it is on one line (a
    /// fix-it shows on the diagnostic's line); they leave the span as written, so they never overlap a fix-it inside
    /// it (`.bold(#"Hi"#)`: the lexer's for the raw string). The parser and the checker word it alike.
    static func spanWrittenAsText(at span: SourceRange, isOneLine: Bool) -> (note: DiagnosticNote, fixIts: [FixIt]) {
        let note = DiagnosticNote("rich text is a list of spans, even of one; write a list", at: span)
        guard isOneLine else { return (note, []) }
        return (
            note,
            [
                FixIt(range: .point(span.file, span.start), replacement: "["),
                FixIt(range: .point(span.file, span.end), replacement: "]"),
            ]
        )
    }
}
