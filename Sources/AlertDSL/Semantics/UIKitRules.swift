/// The UIKit and library rules of spec §6, located as §6 "Location" says: a member a context or
/// style forbids is reported at that member with a note at what forbids it; a conflict between two
/// members at the later one in source order, with a note at the other.
extension Analysis {
    /// `spacingAfter` is not allowed on a cancel action (UIKit keeps the cancel row apart).
    mutating func checkSpacingAfter(_ action: CheckedAction) {
        guard action.style == .cancel, let spacing = action.own[id: PropertyID.spacingAfter] else { return }
        diagnostics.error(
            .spacingAfterCancel, "'spacingAfter' is not allowed on a cancel action", at: spacing.name.range,
            notes: [DiagnosticNote("'\(action.name.text)' is a cancel action here", at: action.styleRange)])
    }

    /// What makes the alert's style what it is, for notes on members its style forbids.
    private func styleNote(_ alert: CheckedAlert) -> DiagnosticNote {
        if let property = alert.styleProperty {
            return DiagnosticNote("style is '.\(alert.style.rawValue)' here", at: property.valueRange)
        }
        return DiagnosticNote("alert style is '.alert' by default", at: alert.name.range)
    }

    /// Checks the rules between an alert's members; returns the valid `preferred` action name.
    mutating func checkAlertRules(_ alert: CheckedAlert) -> String? {
        checkStyleRestrictions(alert)
        checkActionNames(alert)
        checkFieldNames(alert)
        checkViews(alert)
        if let host = alert.own[id: PropertyID.host], host.value == .host(.page),
            !alert.own.contains(id: PropertyID.page)
        {
            diagnostics.error(
                .hostPageWithoutPage, "'host: .page' needs a page, but alert '\(alert.name.text)' has none",
                at: host.valueRange,
                notes: [
                    DiagnosticNote(
                        "an alert without 'page' is shown in the app-wide domain; use '.window' or '.view(\"name\")'",
                        at: nil)
                ])
        }
        return checkPreferred(alert)
    }

    /// The alert properties only one style allows, in schema order (a handful of the schema's rows), as their name
    /// ids and restrictions: walking the rows themselves, which are objects, retained and released each of them for
    /// every alert.
    private static let restrictions = PropertySchema.specs(in: .alert).compactMap { spec in
        spec.restriction.map { StyleRestrictedProperty(id: spec.id, restriction: $0) }
    }

    private struct StyleRestrictedProperty {
        var id: Int
        var restriction: StyleRestriction
    }

    private mutating func checkStyleRestrictions(_ alert: CheckedAlert) {
        guard alert.styleIsKnown else { return }
        for restricted in Self.restrictions where restricted.restriction.style != alert.style {
            guard let property = alert.own[id: restricted.id] else { continue }
            let restriction = restricted.restriction
            let code: DiagnosticCode = restriction == .alertOnly ? .alertStyleOnly : .actionSheetOnly
            diagnostics.error(
                code,
                "'\(PropertySchema.names[restricted.id])' is only allowed in '.\(restriction.style.rawValue)' style",
                at: property.name.range, notes: [styleNote(alert)])
        }
        if alert.style == .actionSheet {
            for field in alert.fields {
                diagnostics.error(
                    .alertStyleOnly, "'field' is only allowed in '.alert' style", at: field.keywordRange,
                    notes: [styleNote(alert)])
            }
        }
    }

    /// Duplicate names (spliced actions count as at their `use`) and at most one cancel action.
    private mutating func checkActionNames(_ alert: CheckedAlert) {
        // Indices into `alert.actions`, so no entry is copied (an `enumerated()` loop copied each whole entry).
        // A short list (as most are) is scanned in place; a long one goes through SeenNames, which stays linear.
        var seen = alert.actions.count > SeenNames.scanLimit ? SeenNames(capacity: alert.actions.count) : nil
        var firstCancel: Int?
        for index in alert.actions.indices {
            let name = alert.actions[index].action.name.text
            let earlier =
                seen != nil ? seen!.insert(name, at: index) : Self.firstAction(named: name, before: index, alert)
            if let firstIndex = earlier {
                let first = alert.actions[firstIndex]
                let note =
                    first.actionSet.map {
                        DiagnosticNote("'\(name)' comes from action set '\($0)' used here", at: first.location)
                    }
                    ?? DiagnosticNote("'\(name)' first declared here", at: first.location)
                let origin = alert.actions[index].actionSet.map { " (from action set '\($0)')" } ?? ""
                diagnostics.error(
                    .duplicateAction, "duplicate action '\(name)' in alert '\(alert.name.text)'\(origin)",
                    at: alert.actions[index].location, notes: [note])
                continue
            }
            guard alert.actions[index].action.style == .cancel else { continue }
            if let firstCancel {
                let first = alert.actions[firstCancel]
                let origin = alert.actions[index].actionSet.map { " (from action set '\($0)')" } ?? ""
                diagnostics.error(
                    .multipleCancelActions,
                    "alert '\(alert.name.text)' has more than one cancel action: '\(name)'\(origin)",
                    at: alert.actions[index].styleLocation,
                    notes: [
                        DiagnosticNote(
                            "'\(first.action.name.text)' is already the cancel action", at: first.styleLocation)
                    ])
            } else {
                firstCancel = index
            }
        }
    }

    /// The position of the first of `alert`'s actions before `end` named `name`.
    private static func firstAction(named name: String, before end: Int, _ alert: CheckedAlert) -> Int? {
        var index = 0
        while index < end {
            if alert.actions[index].action.name.text == name { return index }
            index += 1
        }
        return nil
    }

    private mutating func checkFieldNames(_ alert: CheckedAlert) {
        // Most alerts have no field or one: no name can repeat.
        guard alert.fields.count > 1 else { return }
        var seen = SeenNames(capacity: alert.fields.count)
        for (index, field) in alert.fields.enumerated() {
            if let firstIndex = seen.insert(field.name.text, at: index) {
                let first = alert.fields[firstIndex].name.range
                diagnostics.error(
                    .duplicateField, "duplicate field '\(field.name.text)' in alert '\(alert.name.text)'",
                    at: field.name.range, notes: [DiagnosticNote("'\(field.name.text)' first declared here", at: first)]
                )
            }
        }
    }

    /// `preferred` names an action of this alert that is not the cancel action.
    private mutating func checkPreferred(_ alert: CheckedAlert) -> String? {
        guard alert.style == .alert, let property = alert.own[id: PropertyID.preferred],
            case .reference(let name) = property.value
        else { return nil }
        guard let entry = alert.actions.first(where: { $0.action.name.text == name }) else {
            // It may be an action of the set that a `use` failed to name, or one that a syntax error cost the alert.
            guard !alert.actionsMayBeMissing else { return nil }
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = suggester.suggestion(for: name, among: alert.actions.map(\.action.name.text)) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: property.valueRange))
                fixIts.append(FixIt(range: property.valueRange, replacement: suggestion))
            }
            if let field = alert.fields.first(where: { $0.name.text == name }) {
                notes.append(DiagnosticNote("'\(name)' is a field", at: field.name.range))
            }
            diagnostics.error(
                .unknownAction, "unknown action '\(name)' in alert '\(alert.name.text)'", at: property.valueRange,
                notes: notes, fixIts: fixIts)
            return nil
        }
        guard entry.action.style != .cancel else {
            diagnostics.error(
                .preferredCancel, "the preferred action cannot be the cancel action '\(name)'",
                at: property.valueRange,
                notes: [DiagnosticNote("'\(name)' is the cancel action here", at: entry.styleLocation)])
            return nil
        }
        return name
    }

    /// A member that takes part in the view rules: a property or a field.
    private struct ViewMember {
        var name: String
        var range: SourceRange
    }

    /// Reports a conflict between two members at the later one, with a note at the other.
    private mutating func reportConflict(_ code: DiagnosticCode, _ first: ViewMember, _ second: ViewMember) {
        let (earlier, later) = first.range.start <= second.range.start ? (first, second) : (second, first)
        diagnostics.error(
            code, "'\(later.name)' cannot be combined with '\(earlier.name)'", at: later.range,
            notes: [DiagnosticNote("'\(earlier.name)' is given here", at: earlier.range)])
    }

    /// `headerView` excludes the other header members; `containerView` replaces the dialog body;
    /// `contentView` needs a header and an action.
    private mutating func checkViews(_ alert: CheckedAlert) {
        // Most alerts have none of the views: then no rule applies and no list of members is built.
        guard
            alert.own.contains(id: PropertyID.headerView) || alert.own.contains(id: PropertyID.containerView)
                || alert.own.contains(id: PropertyID.contentView)
        else { return }
        func member(_ id: Int) -> ViewMember? {
            alert.own[id: id].map { ViewMember(name: $0.name.text, range: $0.name.range) }
        }
        let headerMembers = [PropertyID.title, PropertyID.message, PropertyID.image].compactMap(member)
        if let headerView = member(PropertyID.headerView) {
            for other in headerMembers { reportConflict(.headerViewConflict, headerView, other) }
        }
        if let containerView = member(PropertyID.containerView) {
            var others = headerMembers + [PropertyID.headerView, PropertyID.contentView].compactMap(member)
            others += alert.fields.map { ViewMember(name: "field", range: $0.keywordRange) }
            for other in others { reportConflict(.containerViewConflict, containerView, other) }
        }
        if let contentView = alert.own[id: PropertyID.contentView] {
            if headerMembers.isEmpty, !alert.own.contains(id: PropertyID.headerView), !alert.lostMember {
                diagnostics.error(
                    .contentViewRequirements,
                    "'contentView' needs a header ('title', 'message', 'image' or 'headerView')",
                    at: contentView.name.range)
            }
            if alert.actions.isEmpty, !alert.actionsMayBeMissing {
                diagnostics.error(
                    .contentViewRequirements, "'contentView' needs at least one action", at: contentView.name.range)
            }
        }
    }

    /// Warns about alerts the user cannot dismiss (spec §6).
    mutating func checkDismissability(_ alert: CheckedAlert, themed: ThemeList) {
        // The actions of a set that a `use` failed to name, or that a syntax error cost the alert, are unknown, cancel
        // action included.
        guard !alert.actionsMayBeMissing else { return }
        let dismissRange: SourceRange?
        if let own = alert.own[id: PropertyID.dismissOnBackdropTap] {
            // A wrong value is an error already; the theme's value does not stand in for it.
            guard own.value == .bool(false) else { return }
            dismissRange = own.range
        } else if let setting = themed[PropertyID.dismissOnBackdropTap] {
            // A `theme:` or `page:` that names nothing (an error already) leaves the theme list unknown.
            guard setting.value == .bool(false),
                alert.themeIndex != nil || !alert.own.contains(id: PropertyID.theme),
                alert.pageIndex != nil || !alert.own.contains(id: PropertyID.page)
            else { return }
            dismissRange = setting.range
        } else {
            return
        }
        let note = DiagnosticNote("'dismissOnBackdropTap' is false here", at: dismissRange)
        if alert.actions.isEmpty {
            let hasCustomView = [PropertyID.headerView, PropertyID.contentView, PropertyID.containerView].contains {
                alert.own.contains(id: $0)
            }
            guard !hasCustomView else { return }
            diagnostics.warning(
                .undismissableAlert,
                "alert '\(alert.name.text)' can never be dismissed: it has no action, no custom view "
                    + "and ignores backdrop taps",
                at: alert.name.range, notes: [note])
        } else if alert.style == .actionSheet,
            !alert.actions.contains(where: { $0.action.style == .cancel || !$0.action.styleIsKnown })
        {
            diagnostics.warning(
                .sheetWithoutCancel,
                "action sheet '\(alert.name.text)' has no cancel action and ignores backdrop taps; "
                    + "it can only be dismissed by choosing an action",
                at: alert.name.range, notes: [note])
        }
    }
}
