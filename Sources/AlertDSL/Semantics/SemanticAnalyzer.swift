/// Semantic analysis of a whole program (spec §2–§6): names, attributes, property schemas and
/// types, themes, parameters and text, UIKit rules, then the scheduling checks; produces the
/// resolved model the back ends render.
public enum SemanticAnalyzer {
    /// `files` are in program order (spec §2); import declarations are already handled by the driver and must be ignored here.
    ///
    /// Analysis takes the trees over: an alert's body is released as soon as the alert is checked,
    /// so when the caller keeps no copy, the trees shrink while the resolved program grows and
    /// the peak memory is not the sum of both.
    public static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        analyze(consume files, sources: sources, sharesProperties: true)
    }

    /// `sharesProperties: false` resolves every alert's and action's properties on its own, for
    /// tests that check sharing them (``AlertResolver/sharesProperties``) changes nothing.
    static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager, sharesProperties: Bool
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        var alerts: [ResolvedAlert] = []
        var bodies = ParseWhenAsked()
        var result = analyze(consume files, sources: sources, sharesProperties: sharesProperties, bodies: &bodies) {
            alerts.append($0)
        }
        result.program.alerts = alerts
        return result
    }

    /// Analyzes like `analyze(_:sources:)`, but hands each alert to `eachAlert` in program order as soon as it
    /// is checked, instead of keeping it: the returned program's `alerts` are empty. A back end that writes
    /// alerts one at a time (the JSON document) then never holds the resolved alerts of the whole program.
    /// The alerts handed over are those `analyze` would return; the diagnostics are complete only at the end.
    public static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager, eachAlert: (consuming ResolvedAlert) -> Void
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        var bodies = ParseWhenAsked()
        return analyze(consume files, sources: sources, bodies: &bodies, eachAlert: eachAlert)
    }

    /// Analyzes like `analyze(_:sources:eachAlert:)`, taking the alert bodies the parser deferred from `bodies`
    /// (which may parse them ahead, on another thread) instead of parsing each when its alert is checked.
    public static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager, bodies: inout some DeferredBodySource,
        eachAlert: (consuming ResolvedAlert) -> Void
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        analyze(consume files, sources: sources, sharesProperties: true, bodies: &bodies, eachAlert: eachAlert)
    }

    /// Analyzes like `analyze(_:sources:bodies:eachAlert:)`, but hands each alert over checked and not resolved:
    /// the caller resolves them, in the order they come, with one ``AlertResolver`` (on another thread if it
    /// likes), or drops them when only the diagnostics are wanted. Resolution adds no diagnostic.
    ///
    /// `beforeAlerts` is called once, before the first alert is handed over, with the program as it then stands
    /// (themes, pages, action sets; no alerts) and the names of the alerts to come, in program order: what a back
    /// end that writes something about every alert ahead of the alerts (the Swift file's catalog) needs. When the
    /// program has no error, those are the names of the alerts then handed over.
    public static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager, bodies: inout some DeferredBodySource,
        beforeAlerts: (_ program: ResolvedProgram, _ alertNames: [String]) -> Void = { _, _ in },
        eachUnresolvedAlert: (consuming UnresolvedAlert) -> Void
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        var analysis = Analysis(sources: sources)
        let program = analysis.run(
            consume files, bodies: &bodies, beforeAlerts: beforeAlerts, eachAlert: eachUnresolvedAlert)
        return (program, analysis.diagnostics)
    }

    private static func analyze(
        _ files: consuming [SourceFileSyntax], sources: SourceManager, sharesProperties: Bool,
        bodies: inout some DeferredBodySource, eachAlert: (consuming ResolvedAlert) -> Void
    ) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        var resolver = AlertResolver(sharesProperties: sharesProperties)
        return analyze(consume files, sources: sources, bodies: &bodies) { eachAlert(resolver.resolve($0)) }
    }
}

/// The state of one analysis. The checks are extensions in files of their own; every pass walks
/// the program once and looks names up in dictionaries, so analysis is linear in program size.
struct Analysis {
    /// The program's files: alert bodies the parser deferred are parsed from them.
    let sources: SourceManager
    var diagnostics = DiagnosticBag()
    var table = DeclarationTable()
    var suggester = Suggester()
    let propertyLookup = PropertyLookup()
    /// Which interpolations the value being checked may contain.
    var scope = InterpolationScope.nowhere
    /// Whether some Text value interpolates each parameter of the alert being checked, by position.
    var usedParameters: [Bool] = []
    /// The checked actions of each action set (by its index in the table), as alerts splice them.
    var actionSetActions: [[CheckedAction]] = []
    /// Whether a syntax error cost each action set (by its index in the table) a member.
    var actionSetLostMember: [Bool] = []
    /// Whether the body being checked may hold a `.missing` value. The parser reports every value it
    /// could not parse, so a deferred body parsed without a diagnostic holds none, and its values are
    /// not searched for one (see ``checkValue(_:as:property:)``).
    var mayHoldMissingValues = true
    /// The checked segments of one-piece literals met lately, shared by the literals that repeat them
    /// (`textSegments(_:)`); 1,024 slots: 256 made 0.3% more instructions in the checker.
    let recentTexts = RecentValueCache<[TextValue.Segment]>(slotBits: 10, empty: [])

    /// One declaration in program order, with its checked attributes.
    private struct Declaration {
        var syntax: DeclarationSyntax
        var name: Identifier
        var kind: NamespaceKind
        var attributes: CheckedAttributes
        /// Whether it owns its name (it is the first declaration of that name and kind).
        var isFirst: Bool
    }

    /// Alerts go to `eachAlert`, not into the program (see `SemanticAnalyzer.analyze`).
    mutating func run(
        _ files: consuming [SourceFileSyntax], bodies: inout some DeferredBodySource,
        beforeAlerts: (ResolvedProgram, [String]) -> Void = { _, _ in }, eachAlert: (consuming UnresolvedAlert) -> Void
    ) -> ResolvedProgram {
        var declarations = declare(consume files)
        var program = ResolvedProgram()
        // Every deferred alert body, in the order the alert loop below takes them: told now, so a source that
        // parses ahead starts while themes, pages and action sets are checked.
        bodies.prepare(
            declarations.compactMap { $0.kind == .alert ? $0.syntax.deferredBody : nil }, in: sources)

        // Themes: parents, bodies, cycles, the default theme.
        let themeEntries = table.entries(.theme)
        var themeOwn = [PropertyBag](repeating: PropertyBag(), count: themeEntries.count)
        var themeParents = [Int?](repeating: nil, count: themeEntries.count)
        var themeParentIsUnknown = [Bool](repeating: false, count: themeEntries.count)
        // By position, kind first: binding each declaration copied it whole (its syntax tree's references
        // retained), for every declaration of the program in each of these three loops.
        for position in declarations.indices where declarations[position].kind == .theme {
            let declaration = declarations[position]
            scope = .nowhere
            var parent: Int?
            if let name = declaration.syntax.parent {
                parent = resolveName(name, .theme, excluding: declaration.name.text)
            }
            let own = checkPropertyBody(declaration.syntax.body, in: .theme, owner: declaration.syntax.name)
            guard declaration.isFirst, let index = table.index(of: declaration.name.text, .theme) else { continue }
            themeOwn[index] = own
            themeParents[index] = parent
            themeParentIsUnknown[index] = declaration.syntax.parent != nil && parent == nil
        }
        reportThemeCycles(themeEntries, parents: themeParents)
        let defaultTheme = themeEntries.firstIndex { $0.defaultAttribute != nil }

        // Pages: their theme; unknown parents and parent cycles are the scheduling checker's.
        let pageEntries = table.entries(.page)
        var pageThemes = [Int?](repeating: nil, count: pageEntries.count)
        var pageParents = [Int?](repeating: nil, count: pageEntries.count)
        var pageThemeIsUnknown = [Bool](repeating: false, count: pageEntries.count)
        var pageParentIsUnknown = [Bool](repeating: false, count: pageEntries.count)
        var laterPages: [SchedulingInput.Page] = []
        // Parent names that name no page (errors the scheduling checker reports).
        var unknownParentPages: [String] = []
        for position in declarations.indices where declarations[position].kind == .page {
            let declaration = declarations[position]
            let parentIndex = declaration.syntax.parent.flatMap { table.index(of: $0.text, .page) }
            if let parent = declaration.syntax.parent {
                if let parentIndex {
                    warnIfDeprecated(parentIndex, .page, at: parent.range)
                } else {
                    unknownParentPages.append(parent.text)
                }
            }
            let own = checkPropertyBody(declaration.syntax.body, in: .page, owner: declaration.syntax.name)
            guard declaration.isFirst, let index = table.index(of: declaration.name.text, .page) else {
                // Not a page of the program, but its parent must still name one (the scheduling checker's).
                if let parent = declaration.syntax.parent {
                    laterPages.append(
                        SchedulingInput.Page(
                            name: declaration.name.text, parent: parent.text, nameRange: declaration.name.range,
                            parentRange: declaration.syntax.parentClauseRange))
                }
                continue
            }
            if case .reference(let theme) = own.value(id: PropertyID.theme) {
                pageThemes[index] = table.index(of: theme, .theme)
            }
            pageThemeIsUnknown[index] = own.contains(id: PropertyID.theme) && pageThemes[index] == nil
            pageParents[index] = parentIndex
            pageParentIsUnknown[index] = declaration.syntax.parent != nil && parentIndex == nil
            program.pages.append(
                ResolvedPage(
                    name: declaration.name.text, parent: declaration.syntax.parent?.text,
                    theme: pageThemes[index].map { themeEntries[$0].name.text }, doc: declaration.syntax.prefix.doc,
                    deprecated: declaration.attributes.deprecated, nameRange: declaration.name.range))
        }

        for (index, entry) in themeEntries.enumerated() {
            program.themes.append(
                ResolvedTheme(
                    name: entry.name.text, parent: entry.parent?.text, isDefault: index == defaultTheme,
                    properties: themeOwn[index].resolved(in: .theme, roles: [.appearance, .actionSlot]),
                    doc: entry.doc, deprecated: entry.deprecated, nameRange: entry.name.range))
        }
        program.defaultTheme = defaultTheme.map { themeEntries[$0].name.text }
        var themes = ThemeResolver(
            themeNames: themeEntries.map(\.name.text), themeOwn: themeOwn, themeParents: themeParents,
            themeParentIsUnknown: themeParentIsUnknown, pageThemes: pageThemes, pageThemeIsUnknown: pageThemeIsUnknown,
            pageParents: pageParents, pageParentIsUnknown: pageParentIsUnknown, defaultTheme: defaultTheme)

        // Action sets, before the alerts that splice them.
        actionSetActions = [[CheckedAction]](repeating: [], count: table.entries(.actionSet).count)
        actionSetLostMember = [Bool](repeating: false, count: actionSetActions.count)
        for position in declarations.indices where declarations[position].kind == .actionSet {
            let declaration = declarations[position]
            let actions = checkActionSet(declaration.syntax)
            guard declaration.isFirst, let index = table.index(of: declaration.name.text, .actionSet) else { continue }
            actionSetActions[index] = actions
            actionSetLostMember[index] = declaration.syntax.body?.lostMember ?? false
            program.actionSets.append(
                ResolvedActionSet(
                    name: declaration.name.text, actionNames: actions.map(\.name.text),
                    doc: declaration.syntax.prefix.doc, deprecated: declaration.attributes.deprecated,
                    nameRange: declaration.name.range))
        }

        // Alerts, then the scheduling checks over the first declaration of each name.
        beforeAlerts(program, table.entries(.alert).map(\.name.text))
        var scheduling = SchedulingInput()
        scheduling.alerts.reserveCapacity(table.entries(.alert).count)
        for index in declarations.indices where declarations[index].kind == .alert {
            if declarations[index].syntax.deferredBody != nil {
                // Its syntax errors come before the alert's other diagnostics, as when the file was parsed whole.
                let parsed = bodies.next()
                mayHoldMissingValues = !parsed.diagnostics.diagnostics.isEmpty
                diagnostics.append(contentsOf: parsed.diagnostics)
                declarations[index].syntax.body = parsed.body
            }
            defer { mayHoldMissingValues = true }
            // Read in place: a copy of the whole declaration retained every part of its tree.
            var written = WrittenScheduling()
            var alert = checkAlert(
                declarations[index].syntax, name: declarations[index].name, attributes: declarations[index].attributes,
                themes: &themes, scheduling: &written)
            if declarations[index].isFirst {
                // Program order, first declarations only.
                scheduling.alerts.append(written.entry(for: alert.alert))
                alert.followsAnError = diagnostics.hasErrors
                // Handed over, not copied: a copy retained every part of the checked alert.
                eachAlert(consume alert)
            } else {
                // A duplicate (an error): not scheduled, but its `after` entries must still name alerts.
                scheduling.laterAlerts.append(written.entry(for: alert.alert))
            }
            // Nothing reads the body again: release it (see `SemanticAnalyzer.analyze`), through the source of
            // deferred bodies, which may free it on the thread that parsed it.
            if let body = declarations[index].syntax.body.take() { bodies.recycle(body) }
        }
        for entry in pageEntries {
            scheduling.pages.append(
                SchedulingInput.Page(
                    name: entry.name.text, parent: entry.parent?.text, nameRange: entry.name.range,
                    parentRange: entry.parentClauseRange))
        }
        scheduling.laterPages = laterPages
        // Unknown `after` entries and parent pages that name another kind of declaration say so.
        for alerts in [scheduling.alerts, scheduling.laterAlerts] {
            for alert in alerts {
                for dependency in alert.after where table.index(of: dependency.name, .alert) == nil {
                    noteOtherDeclarations(of: dependency.name, in: &scheduling.otherDeclarations)
                }
            }
        }
        for parent in unknownParentPages { noteOtherDeclarations(of: parent, in: &scheduling.otherDeclarations) }
        SchedulingChecker.check(scheduling, into: &diagnostics)
        return program
    }

    /// Records where `name`, unknown as the kind a scheduling reference wants, is declared as another kind ("'Brand'
    /// is a theme"), once per name.
    private func noteOtherDeclarations(of name: String, in notes: inout [String: [DiagnosticNote]]) {
        guard notes[name] == nil else { return }
        let found = NamespaceKind.allCases.compactMap { kind in
            table.entry(name, kind).map { DiagnosticNote("'\(name)' is \(kind.article)", at: $0.name.range) }
        }
        if !found.isEmpty { notes[name] = found }
    }

    /// Builds the namespaces in program order: attributes, duplicates, the `@default` theme.
    ///
    /// Each file's list of declarations is released once they are taken over, and the lists built here are sized
    /// up front: this is when every tree is still held, and growing them would briefly hold two copies of each.
    private mutating func declare(_ files: consuming [SourceFileSyntax]) -> [Declaration] {
        var counts = [Int](repeating: 0, count: NamespaceKind.allCases.count)
        for index in files.indices {
            for syntax in files[index].declarations {
                if let kind = NamespaceKind(syntax.kind) { counts[kind.ordinal] += 1 }
            }
        }
        table.reserveCapacity(counts)
        var declarations: [Declaration] = []
        declarations.reserveCapacity(counts.reduce(0, +))
        var firstDefault: SourceRange?
        for index in files.indices {
            let fileDeclarations = files[index].declarations
            files[index].declarations = []
            for syntax in fileDeclarations {
                guard let kind = NamespaceKind(syntax.kind) else {
                    // The driver loads imports; their attributes are still misplaced.
                    _ = checkAttributes(syntax.prefix, on: .import)
                    continue
                }
                let target: AttributeTarget =
                    switch kind {
                    case .theme: .theme
                    case .page: .page
                    case .actionSet: .actionSet
                    case .alert: .alert
                    }
                var attributes = checkAttributes(syntax.prefix, on: target)
                guard let name = syntax.name else { continue }
                let entry = DeclarationEntry(
                    name: name, parent: syntax.parent, parentClauseRange: syntax.parentClauseRange,
                    doc: syntax.prefix.doc, deprecated: attributes.deprecated,
                    defaultAttribute: attributes.defaultAttribute)
                if let first = table.add(entry, as: kind) {
                    diagnostics.error(
                        .duplicateDeclaration, "invalid redeclaration of \(kind.noun) '\(name.text)'", at: name.range,
                        notes: [DiagnosticNote("'\(name.text)' previously declared here", at: first.name.range)])
                    declarations.append(
                        Declaration(syntax: syntax, name: name, kind: kind, attributes: attributes, isFirst: false))
                    continue
                }
                if let defaultRange = attributes.defaultAttribute {
                    if let firstDefault {
                        diagnostics.error(
                            .multipleDefaultThemes, "only one theme can be '@default'", at: defaultRange,
                            notes: [DiagnosticNote("'@default' is already applied here", at: firstDefault)])
                        attributes.defaultAttribute = nil
                        table.clearDefault(name.text)
                    } else {
                        firstDefault = defaultRange
                    }
                }
                declarations.append(
                    Declaration(syntax: syntax, name: name, kind: kind, attributes: attributes, isFirst: true))
            }
        }
        return declarations
    }

    /// A cycle of theme parents is reported once, at the `: Parent` of its first declaration in
    /// program order, naming the whole cycle. Each theme has one parent, so following parents from
    /// every theme with a walk stamp finds each cycle once, in linear time.
    private mutating func reportThemeCycles(_ entries: [DeclarationEntry], parents: [Int?]) {
        var walk = [Int](repeating: -1, count: entries.count)
        for start in entries.indices where walk[start] == -1 {
            var current: Int? = start
            while let node = current, walk[node] == -1 {
                walk[node] = start
                current = parents[node]
            }
            guard let closing = current, walk[closing] == start else { continue }
            let first = ParentCycle.path(from: closing, parents: parents).min() ?? closing
            let path = ParentCycle.path(from: first, parents: parents).map { entries[$0].name.text }
            diagnostics.error(
                .themeCycle, "theme inheritance cycle: \(path.joined(separator: " → "))",
                at: entries[first].parentClauseRange ?? entries[first].name.range)
        }
    }
}
