@testable import AlertDSL

/// Builds a `SchedulingInput` together with a fake source file that holds one line per
/// declaration, so every range points at real text and diagnostics can be shown compactly as
/// `line:column 'covered text' severity: message [code]`.
///
///     page Home: Tabs
///     alert a page: Home priority: 1 exclusive: .cover after: [b, c]
struct SchedulingFixture {
    private(set) var text = ""
    private(set) var input = SchedulingInput()
    private let file = FileID(0)

    /// Appends a page line; `parent` adds a `: Parent` clause.
    mutating func page(_ name: String, _ parent: String? = nil) {
        let nameRange = append("page ", name)
        var parentRange: SourceRange?
        if let parent {
            let clauseStart = text.utf8.count
            let parentName = append(": ", parent)
            parentRange = SourceRange(file: file, start: clauseStart, end: parentName.end)
        }
        text += "\n"
        input.pages.append(.init(name: name, parent: parent, nameRange: nameRange, parentRange: parentRange))
    }

    /// Appends an alert line with the given scheduling properties.
    mutating func alert(
        _ name: String,
        page: String? = nil,
        priority: Int64 = 0,
        exclusive: String = "none",
        after: [String] = []
    ) {
        let nameRange = append("alert ", name)
        if let page { append(" page: ", page) }
        if priority != 0 { append(" priority: ", String(priority)) }
        var exclusiveRange: SourceRange?
        if exclusive != "none" { exclusiveRange = append(" exclusive: ", "." + exclusive) }
        var dependencies: [SchedulingInput.Dependency] = []
        if !after.isEmpty {
            text += " after: ["
            for (index, dependency) in after.enumerated() {
                let range = append(index == 0 ? "" : ", ", dependency)
                dependencies.append(.init(name: dependency, range: range))
            }
            text += "]"
        }
        text += "\n"
        input.alerts.append(
            .init(
                name: name,
                nameRange: nameRange,
                page: page,
                priority: priority,
                exclusive: ResolvedAlert.Exclusivity(rawValue: exclusive)!,
                exclusiveRange: exclusiveRange,
                after: dependencies
            )
        )
    }

    /// Appends `prefix` then `token`, returning the token's range.
    @discardableResult
    private mutating func append(_ prefix: String, _ token: String) -> SourceRange {
        text += prefix
        let start = text.utf8.count
        text += token
        return SourceRange(file: file, start: start, end: text.utf8.count)
    }

    /// Runs the checker and returns its diagnostics as found.
    func diagnostics() -> [Diagnostic] {
        var bag = DiagnosticBag()
        SchedulingChecker.check(input, into: &bag)
        return bag.diagnostics
    }

    /// The diagnostics in the order a compilation prints them, one block per diagnostic.
    func check() -> String {
        var sources = SourceManager()
        let source = sources.add(displayPath: "test.alert", bytes: Array(text.utf8))
        var bag = DiagnosticBag()
        SchedulingChecker.check(input, into: &bag)
        var lines: [String] = []
        for diagnostic in bag.sorted(fileOrder: { Int($0.rawValue) }) {
            lines.append(
                "\(Self.location(diagnostic.range, source)) \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.code)]"
            )
            for note in diagnostic.notes {
                lines.append("  \(Self.location(note.range, source)) note: \(note.message)")
            }
            for fixIt in diagnostic.fixIts {
                lines.append("  \(Self.location(fixIt.range, source)) fix-it: \(fixIt.replacement)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func location(_ range: SourceRange?, _ source: SourceFile) -> String {
        guard let range else { return "-" }
        let (line, column) = source.lineAndColumn(of: range.start)
        return "\(line):\(column) '\(source.text(range.start..<range.end))'"
    }
}
