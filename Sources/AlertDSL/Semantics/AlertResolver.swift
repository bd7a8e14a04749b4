/// An alert checked on the main thread and not resolved yet, with what its resolution reads: the
/// alert as written and checked, its theme list, and what checking found out about it. Resolution
/// (``AlertResolver``) reports nothing, so it can run wherever the alert is consumed (the JSON
/// writer's thread) or not at all (`alertc check`).
public struct UnresolvedAlert: Sendable {
    let alert: CheckedAlert
    let themed: ThemeList
    /// The valid `preferred` action name.
    let preferred: String?
    let doc: String?
    let deprecated: String?
    let range: SourceRange
    /// The first theme of the alert's theme list.
    let firstTheme: String?
    /// Whether analysis had reported an error (this alert's own included) when it handed the alert over: the
    /// program's outputs will be discarded, so a back end that writes them as it goes may skip it.
    public internal(set) var followsAnError = false
}

/// Spec §5 resolution of checked alerts (``UnresolvedAlert``), taken one after another in program
/// order: each alert's and action's appearance properties from its own values, its theme list and
/// §4's defaults.
public struct AlertResolver: Sendable {
    /// Whether property arrays that are equal by construction are resolved once and shared
    /// (copy-on-write storage); off only for tests that check sharing changes nothing.
    let sharesProperties: Bool
    /// The shared arrays: an alert that writes no appearance property resolves from its theme list and
    /// style alone; so does an action that writes none, in an alert that writes no action slot. Those
    /// are most alerts' actions, and their arrays are the bulk of a program's model. At
    /// ``sharedSlot(list:kind:)``: theme list ids are dense, so an array indexed by them replaces a
    /// dictionary (no hashing for every alert and action).
    private var sharedProperties: [[ResolvedProperty]?] = []

    /// ``ResolutionRows/alertStyleIndex(_:)`` for alerts, 2 + ``ResolutionRows/actionStyleIndex(_:)`` for actions.
    private static let sharedKinds = 5

    public init() {
        self.init(sharesProperties: true)
    }

    init(sharesProperties: Bool) {
        self.sharesProperties = sharesProperties
    }

    /// The position of a theme list's shared array of `kind` in ``sharedProperties``, which grows to hold
    /// it: lists are numbered as analysis first meets them, so the resolver learns of them as they come.
    private mutating func sharedSlot(list: Int, kind: Int) -> Int {
        let slot = list * Self.sharedKinds + kind
        if slot >= sharedProperties.count {
            sharedProperties.append(
                contentsOf: repeatElement(nil, count: (list + 1) * Self.sharedKinds - sharedProperties.count))
        }
        return slot
    }

    /// The alert's own value, else the theme list's, else §4's default, for every appearance
    /// property that applies to the alert's style.
    public mutating func resolve(_ unresolved: consuming UnresolvedAlert) -> ResolvedAlert {
        let alert = unresolved.alert
        let themed = unresolved.themed
        let properties: [ResolvedProperty]
        if sharesProperties, !Self.writesAny(alert.own, of: Self.alertAppearanceIDs) {
            let slot = sharedSlot(list: themed.id, kind: ResolutionRows.alertStyleIndex(alert.style))
            if let existing = sharedProperties[slot] {
                properties = existing
            } else {
                properties = Self.alertProperties(alert, themed: themed)
                sharedProperties[slot] = properties
            }
        } else {
            properties = Self.alertProperties(alert, themed: themed)
        }
        let actions = resolveActions(alert, themed: themed)
        let fields = alert.fields.map { field in
            ResolvedField(
                name: field.name.text, properties: field.own.resolved(in: .field, roles: [.appearance]), doc: field.doc,
                nameRange: field.name.range)
        }
        func text(_ name: Int) -> TextValue? {
            if case .text(let text) = alert.own.value(id: name) { return text }
            return nil
        }
        func enumCase(_ name: Int) -> String? {
            if case .enumCase(let value) = alert.own.value(id: name) { return value }
            return nil
        }
        var page: String?
        if case .reference(let name) = alert.own.value(id: PropertyID.page) { page = name }
        var after: [String] = []
        if case .references(let names) = alert.own.value(id: PropertyID.after) { after = names }
        var host: HostValue = page == nil ? .window : .page
        if case .host(let value) = alert.own.value(id: PropertyID.host) { host = value }
        return ResolvedAlert(
            name: alert.name.text, parameters: alert.parameters, style: alert.style, theme: unresolved.firstTheme,
            title: text(PropertyID.title), message: text(PropertyID.message), actions: actions, fields: fields,
            preferred: unresolved.preferred,
            properties: properties, page: page, priority: alert.priority,
            exclusive: alert.exclusive,
            after: after,
            ready: enumCase(PropertyID.ready).flatMap(ResolvedAlert.Readiness.init(caseName:)) ?? .immediate,
            host: host, doc: unresolved.doc, deprecated: unresolved.deprecated, nameRange: alert.name.range,
            range: unresolved.range)
    }

    private static let alertAppearanceIDs = idTable(PropertySchema.alertAppearance.map(\.id))
    private static let actionAppearanceIDs = idTable(PropertySchema.actionAppearance.map(\.id))
    /// The alert properties some action's resolution reads (``PropertySpec/slotCandidates``).
    private static let slotIDs = idTable(PropertySchema.actionAppearance.flatMap { $0.slotCandidates.joined() })

    private static func idTable(_ ids: [Int]) -> [Bool] {
        var table = [Bool](repeating: false, count: PropertySchema.names.count)
        for id in ids { table[id] = true }
        return table
    }

    /// Whether `bag` holds a valid value of a name `table` marks (a value resolution would read).
    private static func writesAny(_ bag: PropertyBag, of table: [Bool]) -> Bool {
        for index in bag.entries.indices where table[bag.entries[index].id] {
            if bag.entries[index].property.value != nil { return true }
        }
        return false
    }

    private static func alertProperties(_ alert: CheckedAlert, themed: ThemeList) -> [ResolvedProperty] {
        let rows = ResolutionRows.alert[ResolutionRows.alertStyleIndex(alert.style)]
        let builtIns = ResolutionRows.builtIns
        var properties: [ResolvedProperty] = []
        properties.reserveCapacity(rows.count)
        for row in rows {
            if let (value, range) = alert.own.valueAndRange(id: row.id) {
                properties.append(ResolvedProperty(nameID: row.nameID, value: value, origin: .own, range: range))
            } else if row.isThemed, let property = themed.property(row.id, named: row.nameID) {
                properties.append(property)
            } else if row.builtIn >= 0 {
                properties.append(
                    ResolvedProperty(nameID: row.nameID, value: builtIns[row.builtIn], origin: .builtIn, range: nil))
            }
        }
        return properties
    }

    /// The alert's actions. An action that writes no appearance property shares its array with
    /// the alert's other such actions of its style, and, when the alert writes no slot, with
    /// those of every alert of the same theme list.
    private mutating func resolveActions(_ alert: CheckedAlert, themed: ThemeList) -> [ResolvedAction] {
        let writesSlots = Self.writesAny(alert.own, of: Self.slotIDs)
        // By action style; made only for an alert that writes a slot.
        var alertShared: [[ResolvedProperty]?] = []
        var actions: [ResolvedAction] = []
        actions.reserveCapacity(alert.actions.count)
        // By index, reading fields in place: binding each entry (or its action) copied it whole.
        for index in alert.actions.indices {
            let style = alert.actions[index].action.style
            let styleIndex = ResolutionRows.actionStyleIndex(style)
            let properties: [ResolvedProperty]
            if !sharesProperties || Self.writesAny(alert.actions[index].action.own, of: Self.actionAppearanceIDs) {
                properties = Self.actionProperties(alert.actions[index].action.own, style, alert: alert, themed: themed)
            } else if writesSlots {
                if alertShared.isEmpty { alertShared = [nil, nil, nil] }
                if let existing = alertShared[styleIndex] {
                    properties = existing
                } else {
                    properties = Self.actionProperties(PropertyBag(), style, alert: alert, themed: themed)
                    alertShared[styleIndex] = properties
                }
            } else {
                let slot = sharedSlot(list: themed.id, kind: 2 + styleIndex)
                if let existing = sharedProperties[slot] {
                    properties = existing
                } else {
                    properties = Self.actionProperties(PropertyBag(), style, alert: alert, themed: themed)
                    sharedProperties[slot] = properties
                }
            }
            actions.append(
                ResolvedAction(
                    name: alert.actions[index].action.name.text, title: alert.actions[index].action.title ?? .plain([]),
                    style: style, subtitle: alert.actions[index].action.subtitle, properties: properties,
                    doc: alert.actions[index].action.doc, actionSet: alert.actions[index].actionSet,
                    nameRange: alert.actions[index].action.name.range))
        }
        return actions
    }

    /// An action's own value, else its style's slot, else the generic slot, else `tintColor` (each
    /// on the alert, else the first theme that sets it), else the built-in value (spec §5).
    /// `own` is the action's bag (an empty one for an action that writes no appearance property).
    private static func actionProperties(
        _ own: PropertyBag, _ style: ResolvedAction.Style, alert: CheckedAlert, themed: ThemeList
    ) -> [ResolvedProperty] {
        let rows = ResolutionRows.action[ResolutionRows.actionStyleIndex(style)]
        let builtIns = ResolutionRows.builtIns
        var properties: [ResolvedProperty] = []
        properties.reserveCapacity(rows.count)
        for row in rows {
            if let (value, range) = own.valueAndRange(id: row.id) {
                properties.append(ResolvedProperty(nameID: row.nameID, value: value, origin: .own, range: range))
            } else if let property = firstSlot(row.slots, row.nameID, alert: alert, themed: themed) {
                properties.append(property)
            } else if row.builtIn >= 0 {
                properties.append(
                    ResolvedProperty(nameID: row.nameID, value: builtIns[row.builtIn], origin: .builtIn, range: nil))
            }
        }
        return properties
    }

    private static func firstSlot(
        _ slots: SIMD4<Int16>, _ name: PropertyNameID, alert: CheckedAlert, themed: ThemeList
    ) -> ResolvedProperty? {
        for index in 0..<slots.scalarCount {
            let slot = Int(slots[index])
            if slot < 0 { break }
            if let (value, range) = alert.own.valueAndRange(id: slot) {
                return ResolvedProperty(nameID: name, value: value, origin: .alertSlot, range: range)
            }
            if let property = themed.property(slot, named: name) { return property }
        }
        return nil
    }
}
