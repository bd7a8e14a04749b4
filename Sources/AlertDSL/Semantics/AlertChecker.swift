/// An action placed in an alert.
struct ActionEntry {
    var action: CheckedAction
    /// Where the action counts as written (spec §6 "Location"): its name, or the `use` that spliced it.
    var location: SourceRange
    /// The action set it was spliced from.
    var actionSet: String?

    /// Where its cancel style counts as written.
    var styleLocation: SourceRange {
        actionSet == nil ? (action.styleRange ?? action.name.range) : location
    }
}

/// An alert after its members are checked, before resolution.
struct CheckedAlert {
    var name: Identifier
    var parameters: [ResolvedParameter]
    var own: PropertyBag
    var style: ResolvedAlert.Style
    /// The `style:` property, when it is written and valid.
    var styleProperty: WrittenProperty?
    var actions: [ActionEntry]
    /// Whether the alert may have more actions than `actions` (an error already): a `use` names no action set, or a
    /// syntax error cost the alert or an action set it uses a member.
    var actionsMayBeMissing = false
    /// Whether a syntax error cost the alert's body a member (``BodySyntax/lostMember``): it may lack a header too.
    var lostMember = false
    var fields: [CheckedField]
    var themeIndex: Int?
    var pageIndex: Int?
}

extension CheckedAlert {
    /// Its `priority`, 0 when not written (spec §7).
    var priority: Int64 {
        if case .integer(let value) = own.value(id: PropertyID.priority) { return value }
        return 0
    }

    /// False when `style:` is written with a wrong value, or not at all in a body that a syntax error cost a member
    /// (`style .actionSheet`; an error already): the rules that depend on the style would judge the alert by a style
    /// the user never wrote.
    var styleIsKnown: Bool {
        styleProperty != nil || (!own.contains(id: PropertyID.style) && !lostMember)
    }

    /// Its `exclusive`, `.none` when not written (spec §7).
    var exclusive: ResolvedAlert.Exclusivity {
        if case .enumCase(let name) = own.value(id: PropertyID.exclusive),
            let parsed = ResolvedAlert.Exclusivity(caseName: name)
        {
            return parsed
        }
        return .none
    }
}

extension Analysis {
    /// Checks one alert declaration (spec §4) and finds its theme list (§5), for ``AlertResolver`` to
    /// resolve; records what the scheduling checks read of its properties in `scheduling`.
    mutating func checkAlert(
        _ declaration: DeclarationSyntax, name: Identifier, attributes: CheckedAttributes,
        themes: inout ThemeResolver, scheduling: inout WrittenScheduling
    ) -> UnresolvedAlert {
        let (parameters, positions) = checkParameters(declaration.parameters)
        scope = .parameters(alert: name.text, parameters: parameters, positions: positions)
        usedParameters.removeAll(keepingCapacity: true)
        usedParameters.append(contentsOf: repeatElement(false, count: parameters.count))

        var own = PropertyBag(capacity: declaration.body?.members.count ?? 0)
        var actions: [ActionEntry] = []
        actions.reserveCapacity(declaration.body?.members.count ?? 0)
        var fields: [CheckedField] = []
        let lostMember = declaration.body?.lostMember ?? false
        var actionsMayBeMissing = lostMember
        // Where each action set was first used: a set used again would splice every action again, each a duplicate.
        // An alert uses a few sets at most: a list scanned, where a dictionary was made for each alert that used one.
        var usedActionSets: [(index: Int, location: SourceRange)] = []
        for member in declaration.body?.members ?? [] {
            switch member {
            case .property(let property):
                switch checkProperty(property, in: .alert, into: &own) {
                case .known(let id): scheduling.record(property, id: id)
                case .unknown(let suggestion): scheduling.recordUnknown(meaning: suggestion.flatMap(PropertySchema.id))
                }
            case .action(let action):
                actions.append(ActionEntry(action: checkAction(action), location: action.name.range, actionSet: nil))
            case .field(let field):
                fields.append(checkField(field))
            case .use(let use):
                _ = checkAttributes(use.prefix, on: .use)
                guard let index = resolveName(use.name, .actionSet) else {
                    actionsMayBeMissing = true
                    continue
                }
                if actionSetLostMember[index] { actionsMayBeMissing = true }
                let location = use.keyword.range.union(use.name.range)
                guard !actionSetActions[index].isEmpty else { continue }
                // One error for the whole set: reported per action, a set of 1,000 actions used 1,000 times in an
                // alert of 20 KB made a million errors (220 MB of text, 1 GB of memory, 40 s).
                if let first = usedActionSets.first(where: { $0.index == index })?.location {
                    diagnostics.error(
                        .duplicateAction, "action set '\(use.name.text)' is used twice in alert '\(name.text)'",
                        at: location, notes: [DiagnosticNote("'\(use.name.text)' first used here", at: first)])
                    continue
                }
                usedActionSets.append((index, location))
                for action in actionSetActions[index] {
                    actions.append(ActionEntry(action: action, location: location, actionSet: use.name.text))
                }
            }
        }
        scope = .nowhere

        var style = ResolvedAlert.Style.alert
        var styleProperty: WrittenProperty?
        if let property = own[id: PropertyID.style], case .enumCase(let name) = property.value,
            let parsed = ResolvedAlert.Style(caseName: name)
        {
            style = parsed
            styleProperty = property
        }
        var themeIndex: Int?
        if case .reference(let theme) = own.value(id: PropertyID.theme) { themeIndex = table.index(of: theme, .theme) }
        var pageIndex: Int?
        if case .reference(let page) = own.value(id: PropertyID.page) { pageIndex = table.index(of: page, .page) }
        // A `let`, so that it can be handed over at the end rather than copied (a retain of every part).
        let alert = CheckedAlert(
            name: name, parameters: parameters, own: own, style: style, styleProperty: styleProperty, actions: actions,
            actionsMayBeMissing: actionsMayBeMissing, lostMember: lostMember, fields: fields, themeIndex: themeIndex,
            pageIndex: pageIndex)

        let preferred = checkAlertRules(alert)
        let themed = themes.values(theme: alert.themeIndex, page: alert.pageIndex)
        checkDismissability(alert, themed: themed)
        if usedParameters.contains(false) {
            markParameters(namedInStringsOf: declaration.range, positions: positions)
        }
        for index in parameters.indices where !usedParameters[index] {
            diagnostics.warning(
                .unusedParameter, "parameter '\(parameters[index].name)' is never used", at: parameters[index].range)
        }
        let firstTheme = themes.firstTheme(theme: alert.themeIndex, page: alert.pageIndex)
        return UnresolvedAlert(
            alert: consume alert, themed: themed, preferred: preferred, doc: declaration.prefix.doc,
            deprecated: attributes.deprecated, range: declaration.range, firstTheme: firstTheme)
    }

    /// Marks as used every parameter that a `\(name)` in a string literal of the alert declaration names, or a
    /// broken interpolation that starts with it (`\(name items`, `\( name )`), or that is joined to a string with `+`
    /// (`"Hi " + name`). Every such string is a Text value that
    /// uses it or an error: a string where `\(` is not allowed (an image name, a localization key), an unknown or
    /// repeated property, a wrong argument, a broken interpolation, or a value that a syntax error cut off
    /// (`.localized("k", default: "\(name)"` without its `)`). "Never used" would only repeat that error. The
    /// declaration is lexed again: on the path of the warning only.
    private mutating func markParameters(namedInStringsOf range: SourceRange, positions: SeenNames) {
        var used = usedParameters
        sources[range.file].bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes, file: range.file, startingAt: range.start)
            var scanner = StringLiteralScanner(bytes: bytes, file: range.file)
            // The lexer reported these literals' errors already.
            var discarded = DiagnosticBag()
            var joinable = false
            var previousEnd = range.start
            while true {
                let token = lexer.next()
                guard token.kind != .endOfFile, token.start < range.end else { break }
                defer { previousEnd = token.end }
                if token.kind == .identifier {
                    // A name joined to a string with `+` (`"Hi " + name`): reported as that join.
                    if joinable, bytes[previousEnd..<token.start].contains(UInt8(ascii: "+")),
                        let position = positions.position(
                            of: String(
                                decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self))
                    {
                        used[position] = true
                    }
                    continue
                }
                joinable = token.kind == .string
                guard token.kind == .string || token.kind == .multilineString else { continue }
                guard bytes[token.start] == UInt8(ascii: "\"") else {
                    // A string written as another language writes it (`'Hi \(name)'`, `#"…\#(name)"#`), an error
                    // that keeps its text as written: a `\(` in it was meant as an interpolation.
                    for name in Self.interpolatedNames(in: bytes, token.start..<token.end) {
                        if let position = positions.position(of: name) { used[position] = true }
                    }
                    continue
                }
                for segment in scanner.scan(from: token.start, diagnostics: &discarded, decode: true).segments {
                    if let name = segment.mentionedName, let position = positions.position(of: name) {
                        used[position] = true
                    }
                }
            }
        }
        usedParameters = used
    }

    /// The names after each `\(` (or `\#(`, with any spaces) of the string `range` of `bytes` as written.
    private static func interpolatedNames(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [String] {
        var names: [String] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var cursor = index + 1
            while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
            guard cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "(") else {
                index = cursor
                continue
            }
            cursor += 1
            if let name = StringLiteralScanner.nameAfterBlanks(in: bytes, from: cursor, end: range.upperBound) {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self))
                cursor = name.upperBound
            }
            index = cursor
        }
        return names
    }

    /// `(name: Type, ...)`: types are `String`, `Int` or `Double`; names are unique. Also returns where
    /// each name is in the list, for interpolations to find their parameter.
    private mutating func checkParameters(
        _ syntax: [ParameterSyntax]
    ) -> (parameters: [ResolvedParameter], positions: SeenNames) {
        // Most alerts have none: reserving room for none still made two new empty buffers.
        guard !syntax.isEmpty else { return ([], SeenNames()) }
        var parameters: [ResolvedParameter] = []
        parameters.reserveCapacity(syntax.count)
        var seen = SeenNames(capacity: syntax.count)
        for parameter in syntax {
            if let firstIndex = seen.insert(parameter.name.text, at: parameters.count) {
                diagnostics.error(
                    .duplicateParameter, "duplicate parameter '\(parameter.name.text)'", at: parameter.name.range,
                    notes: [
                        DiagnosticNote("'\(parameter.name.text)' first declared here", at: parameters[firstIndex].range)
                    ])
                continue
            }
            guard let type = ResolvedParameter.ParameterType(rawValue: parameter.type.text) else {
                // Still declared, so its uses are not reported as undeclared too.
                parameters.append(
                    ResolvedParameter(name: parameter.name.text, type: .string, range: parameter.name.range))
                // A missing type is a syntax error, reported by the parser.
                guard !parameter.type.text.isEmpty else { continue }
                let names = ResolvedParameter.ParameterType.allCases.map(\.rawValue)
                var notes: [DiagnosticNote] = []
                var fixIts: [FixIt] = []
                if let suggestion = ResolvedParameter.ParameterType.parameterType(meantBy: parameter.type.text)
                    ?? suggester.suggestion(for: parameter.type.text, among: names)
                {
                    notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: parameter.type.range))
                    fixIts.append(FixIt(range: parameter.type.range, replacement: suggestion))
                } else {
                    notes.append(DiagnosticNote("parameter types are \(Wording.list(names))", at: nil))
                }
                diagnostics.error(
                    .invalidParameterType, "unknown parameter type '\(parameter.type.text)'",
                    at: parameter.type.range, notes: notes, fixIts: fixIts)
                continue
            }
            parameters.append(ResolvedParameter(name: parameter.name.text, type: type, range: parameter.name.range))
        }
        return (parameters, seen)
    }

    /// `actions Name { action* }`: only actions, no interpolation, unique names. Returns the
    /// actions an alert splices (the first of each name).
    mutating func checkActionSet(_ declaration: DeclarationSyntax) -> [CheckedAction] {
        scope = .actionSet
        defer { scope = .nowhere }
        var actions: [CheckedAction] = []
        var seen = SeenNames()
        for member in declaration.body?.members ?? [] {
            guard case .action(let syntax) = member else {
                reportMisplacedMember(
                    member, in: "an action set", allowed: "actions", owner: ("action set", declaration.name))
                continue
            }
            let action = checkAction(syntax)
            if let firstIndex = seen.insert(action.name.text, at: actions.count) {
                diagnostics.error(
                    .duplicateAction, "duplicate action '\(action.name.text)'", at: action.name.range,
                    notes: [
                        DiagnosticNote("'\(action.name.text)' first declared here", at: actions[firstIndex].name.range)
                    ])
                continue
            }
            actions.append(action)
        }
        return actions
    }
}
