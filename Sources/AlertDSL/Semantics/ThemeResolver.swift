/// A property value a theme provides, with the theme that sets it.
struct ThemeSetting {
    var value: ResolvedValue
    var theme: String
    /// The property in the theme's body.
    var range: SourceRange
}

/// The values an alert's theme list provides, by property name id (``PropertySchema/names``).
struct ThemeList {
    /// Which of the program's distinct theme lists this is: alerts with equal ids have the same list.
    let id: Int
    /// For each name id, the index in `settings` of the setting that gives it, or -1.
    fileprivate var slots: [Int32]
    fileprivate let settings: [ThemeSetting]

    subscript(id: Int) -> ThemeSetting? {
        let index = slots[id]
        return index < 0 ? nil : settings[Int(index)]
    }
}

/// Spec §5 resolution. An alert's theme list is its theme and that theme's ancestors, then its
/// page's theme with ancestors, then the parent page's and so on, then the `@default` theme with
/// ancestors; a property comes from the first theme in the list that sets it. "First that sets
/// it" is unaffected by skipping themes already listed, so each theme's inherited values and
/// each page's themed values are flattened once into a table, and an alert merges at most
/// three of them: linear in the program whatever the depth of inheritance. A table is a small
/// array indexed by property name id (``PropertySchema/names``) holding indices into one array
/// of every theme setting, so lookups and merges are integer operations.
struct ThemeResolver {
    /// For each name id, an index into `settings`, or -1.
    private typealias Slots = [Int32]

    private static let noSlots = Slots(repeating: -1, count: PropertySchema.names.count)

    private let themeNames: [String]
    /// Every property value written in a theme.
    private let settings: [ThemeSetting]
    private let flattenedThemes: [Slots]
    private let pageValues: [Slots]
    /// The nearest theme along each page's parent chain.
    private let pageFirstTheme: [Int?]
    private let defaultTheme: Int?
    /// Theme lists by an alert's (theme, page): the alerts of a page mostly have one list.
    private var themeLists: [ListKey: ThemeList] = [:]
    /// Whether property arrays that are equal by construction are resolved once and shared
    /// (copy-on-write storage); off only for tests that check sharing changes nothing.
    var sharesProperties = true
    /// The shared arrays (see ``SharedKey``), at ``SharedKey/slot``: theme list ids are dense, so an
    /// array indexed by them replaces a dictionary (no hashing for every alert and action).
    private var sharedProperties: [[ResolvedProperty]?] = []

    private struct ListKey: Hashable {
        var theme: Int?
        var page: Int?
    }

    /// An alert that writes no appearance property resolves from its theme list and style alone;
    /// so does an action that writes none, in an alert that writes no action slot. Those are
    /// most alerts' actions, and their arrays are the bulk of a program's model.
    private struct SharedKey {
        var list: Int
        /// 0 and 1 for the alert styles, 2 + the action style's index for actions.
        var kind: Int

        static let kinds = 5

        /// The key's position in ``ThemeResolver/sharedProperties``.
        var slot: Int { list * Self.kinds + kind }
    }

    /// `parents` and `pageParents` index into the same arrays; cycles (already reported) are cut.
    init(
        themeNames: [String], themeOwn: [PropertyBag], themeParents: [Int?], pageThemes: [Int?],
        pageParents: [Int?], defaultTheme: Int?
    ) {
        self.themeNames = themeNames
        self.defaultTheme = defaultTheme
        var settings: [ThemeSetting] = []
        let own: [Slots] = themeOwn.enumerated().map { index, bag in
            var slots = Self.noSlots
            for entry in bag.entries {
                if let value = entry.property.value {
                    slots[entry.id] = Int32(settings.count)
                    settings.append(ThemeSetting(value: value, theme: themeNames[index], range: entry.property.range))
                }
            }
            return slots
        }
        self.settings = settings
        let flattened = Self.flatten(own: own, parents: themeParents)
        self.flattenedThemes = flattened
        let pageOwn = pageThemes.map { $0.map { flattened[$0] } ?? Self.noSlots }
        self.pageValues = Self.flatten(own: pageOwn, parents: pageParents)
        var firstTheme = [Int?](repeating: nil, count: pageThemes.count)
        Self.walkChains(parents: pageParents) { page, parent in
            firstTheme[page] = pageThemes[page] ?? parent.flatMap { firstTheme[$0] }
        }
        self.pageFirstTheme = firstTheme
    }

    /// Each node's own values over its parent chain's, nearest first.
    private static func flatten(own: [Slots], parents: [Int?]) -> [Slots] {
        var result = own
        walkChains(parents: parents) { node, parent in
            guard let parent else { return }
            let inherited = result[parent]
            fill(&result[node], from: inherited)
        }
        return result
    }

    /// Calls `visit(node, parent)` for every node after its parent (a parent on a cycle counts as
    /// none), iteratively, so chains of any length are fine.
    private static func walkChains(parents: [Int?], _ visit: (Int, Int?) -> Void) {
        var state = [UInt8](repeating: 0, count: parents.count)  // 0 new, 1 on the current path, 2 done
        var path: [Int] = []
        for start in parents.indices where state[start] == 0 {
            var current: Int? = start
            while let node = current, state[node] == 0 {
                state[node] = 1
                path.append(node)
                current = parents[node]
            }
            // Ending on a node of this path means a cycle: its closing edge is ignored.
            var parent = current.flatMap { state[$0] == 2 ? $0 : nil }
            while let node = path.popLast() {
                visit(node, parent)
                state[node] = 2
                parent = node
            }
        }
    }

    /// Sets the properties `slots` lacks from `farther`.
    private static func fill(_ slots: inout Slots, from farther: Slots) {
        for id in slots.indices where slots[id] < 0 { slots[id] = farther[id] }
    }

    /// The values an alert's theme list provides.
    mutating func values(theme: Int?, page: Int?) -> ThemeList {
        let key = ListKey(theme: theme, page: page)
        if let list = themeLists[key] { return list }
        var slots = theme.map { flattenedThemes[$0] } ?? Self.noSlots
        if let page { Self.fill(&slots, from: pageValues[page]) }
        if let defaultTheme { Self.fill(&slots, from: flattenedThemes[defaultTheme]) }
        let list = ThemeList(id: themeLists.count, slots: slots, settings: settings)
        themeLists[key] = list
        sharedProperties.append(contentsOf: repeatElement(nil, count: SharedKey.kinds))
        return list
    }

    /// The first theme of an alert's theme list.
    func firstTheme(theme: Int?, page: Int?) -> String? {
        let index = theme ?? page.flatMap { pageFirstTheme[$0] } ?? defaultTheme
        return index.map { themeNames[$0] }
    }

    /// The alert's own value, else the theme list's, else §4's default, for every appearance
    /// property that applies to the alert's style.
    mutating func resolve(
        _ alert: CheckedAlert, themed: ThemeList, preferred: String?, doc: String?, deprecated: String?,
        range: SourceRange, firstTheme: String?
    ) -> ResolvedAlert {
        let properties: [ResolvedProperty]
        if sharesProperties, !Self.writesAny(alert.own, of: Self.alertAppearanceIDs) {
            let slot = SharedKey(list: themed.id, kind: alert.style == .alert ? 0 : 1).slot
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
        var priority: Int64 = 0
        if case .integer(let value) = alert.own.value(id: PropertyID.priority) { priority = value }
        var after: [String] = []
        if case .references(let names) = alert.own.value(id: PropertyID.after) { after = names }
        var host: HostValue = page == nil ? .window : .page
        if case .host(let value) = alert.own.value(id: PropertyID.host) { host = value }
        return ResolvedAlert(
            name: alert.name.text, parameters: alert.parameters, style: alert.style, theme: firstTheme,
            title: text(PropertyID.title), message: text(PropertyID.message), actions: actions, fields: fields,
            preferred: preferred,
            properties: properties, page: page, priority: priority,
            exclusive: enumCase(PropertyID.exclusive).flatMap(ResolvedAlert.Exclusivity.init(caseName:)) ?? .none,
            after: after,
            ready: enumCase(PropertyID.ready).flatMap(ResolvedAlert.Readiness.init(caseName:)) ?? .immediate,
            host: host, doc: doc, deprecated: deprecated, nameRange: alert.name.range, range: range)
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
            } else if row.isThemed, let setting = themed[row.id] {
                properties.append(
                    ResolvedProperty(
                        nameID: row.nameID, value: setting.value, origin: .theme(setting.theme), range: setting.range))
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
            let styleIndex = Self.styleIndex(style)
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
                let slot = SharedKey(list: themed.id, kind: 2 + styleIndex).slot
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

    /// The position of `style` in ``PropertySpec/slotCandidates``.
    private static func styleIndex(_ style: ResolvedAction.Style) -> Int {
        switch style {
        case .default: 0
        case .cancel: 1
        case .destructive: 2
        }
    }

    /// An action's own value, else its style's slot, else the generic slot, else `tintColor` (each
    /// on the alert, else the first theme that sets it), else the built-in value (spec §5).
    /// `own` is the action's bag (an empty one for an action that writes no appearance property).
    private static func actionProperties(
        _ own: PropertyBag, _ style: ResolvedAction.Style, alert: CheckedAlert, themed: ThemeList
    ) -> [ResolvedProperty] {
        let rows = ResolutionRows.action[styleIndex(style)]
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
            if let setting = themed[slot] {
                return ResolvedProperty(
                    nameID: name, value: setting.value, origin: .theme(setting.theme), range: setting.range)
            }
        }
        return nil
    }
}
