/// The values an alert's theme list provides, by property name id (``PropertySchema/names``).
struct ThemeList {
    /// Which of the program's distinct theme lists this is: alerts with equal ids have the same list.
    let id: Int
    /// For each name id, the index in `settings` of the setting that gives it, -1, or
    /// ``ThemeResolver/unknown``.
    fileprivate var slots: [Int32]
    /// Every value written in a theme, resolved as it is given (origin: its theme), named by its own property.
    fileprivate let settings: [ResolvedProperty]

    /// The setting that gives the property; nil also when no theme before a name that names nothing
    /// (an error already: `theme T: Nope`, a page's `theme: Nope`, `page P: Nope`) sets it.
    subscript(id: Int) -> ResolvedProperty? {
        let index = slots[id]
        return index < 0 ? nil : settings[Int(index)]
    }

    /// The setting that gives the property `id`, as the resolved property `name`: one copy of the setting, where
    /// taking it with the subscript and building the property from its parts copied it twice.
    @inline(__always)
    func property(_ id: Int, named name: PropertyNameID) -> ResolvedProperty? {
        let index = slots[id]
        guard index >= 0 else { return nil }
        var property = settings[Int(index)]
        property.nameID = name
        return property
    }
}

/// Spec §5 theme lists, for ``AlertResolver``. An alert's theme list is its theme and that theme's ancestors, then its
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
    /// A slot that a theme or page naming nothing leaves unknown: nothing farther fills it.
    fileprivate static let unknown: Int32 = -2

    private let themeNames: [String]
    /// Every property value written in a theme.
    private let settings: [ResolvedProperty]
    private let flattenedThemes: [Slots]
    private let pageValues: [Slots]
    /// The nearest theme along each page's parent chain.
    private let pageFirstTheme: [Int?]
    private let defaultTheme: Int?
    /// Theme lists of alerts that name a theme, by the alert's (theme, page).
    private var themeLists: [ListKey: ThemeList] = [:]
    /// Theme lists of alerts that name no theme (most alerts), by page index + 1 (0 for no page): found
    /// by indexing, without hashing a key.
    private var listsWithoutTheme: [ThemeList?]
    /// How many lists there are: the next list's id.
    private var listCount = 0

    private struct ListKey: Hashable {
        var theme: Int?
        var page: Int?
    }

    /// `parents` and `pageParents` index into the same arrays; cycles (already reported) are cut.
    /// `themeParentIsUnknown`, `pageThemeIsUnknown` and `pageParentIsUnknown` tell which themes and pages
    /// name a parent or theme that does not exist: what it would have set is unknown, not unset.
    init(
        themeNames: [String], themeOwn: [PropertyBag], themeParents: [Int?], themeParentIsUnknown: [Bool],
        pageThemes: [Int?], pageThemeIsUnknown: [Bool], pageParents: [Int?], pageParentIsUnknown: [Bool],
        defaultTheme: Int?
    ) {
        self.themeNames = themeNames
        self.defaultTheme = defaultTheme
        var settings: [ResolvedProperty] = []
        let own: [Slots] = themeOwn.enumerated().map { index, bag in
            var slots = Self.noSlots
            for entry in bag.entries {
                if let value = entry.property.value {
                    slots[entry.id] = Int32(settings.count)
                    settings.append(
                        ResolvedProperty(
                            nameID: PropertyNameID(index: entry.id), value: value, origin: .theme(themeNames[index]),
                            range: entry.property.range))
                }
            }
            if themeParentIsUnknown[index] { Self.markUnknown(&slots) }
            return slots
        }
        self.settings = settings
        let flattened = Self.flatten(own: own, parents: themeParents)
        self.flattenedThemes = flattened
        var pageOwn = pageThemes.map { $0.map { flattened[$0] } ?? Self.noSlots }
        for page in pageOwn.indices where pageThemeIsUnknown[page] || pageParentIsUnknown[page] {
            Self.markUnknown(&pageOwn[page])
        }
        self.pageValues = Self.flatten(own: pageOwn, parents: pageParents)
        var firstTheme = [Int?](repeating: nil, count: pageThemes.count)
        Self.walkChains(parents: pageParents) { page, parent in
            firstTheme[page] = pageThemes[page] ?? parent.flatMap { firstTheme[$0] }
        }
        self.pageFirstTheme = firstTheme
        self.listsWithoutTheme = [ThemeList?](repeating: nil, count: pageThemes.count + 1)
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
        for id in slots.indices where slots[id] == -1 { slots[id] = farther[id] }
    }

    /// Marks the properties `slots` lacks as unknown.
    private static func markUnknown(_ slots: inout Slots) {
        for id in slots.indices where slots[id] == -1 { slots[id] = unknown }
    }

    /// The values an alert's theme list provides.
    mutating func values(theme: Int?, page: Int?) -> ThemeList {
        guard let theme else {
            let position = (page ?? -1) + 1
            if let list = listsWithoutTheme[position] { return list }
            let list = makeList(theme: nil, page: page)
            listsWithoutTheme[position] = list
            return list
        }
        let key = ListKey(theme: theme, page: page)
        if let list = themeLists[key] { return list }
        let list = makeList(theme: theme, page: page)
        themeLists[key] = list
        return list
    }

    /// A new theme list: the theme's values over the page's, over the `@default` theme's.
    private mutating func makeList(theme: Int?, page: Int?) -> ThemeList {
        var slots = theme.map { flattenedThemes[$0] } ?? Self.noSlots
        if let page { Self.fill(&slots, from: pageValues[page]) }
        if let defaultTheme { Self.fill(&slots, from: flattenedThemes[defaultTheme]) }
        listCount += 1
        return ThemeList(id: listCount - 1, slots: slots, settings: settings)
    }

    /// The first theme of an alert's theme list.
    func firstTheme(theme: Int?, page: Int?) -> String? {
        let index = theme ?? page.flatMap { pageFirstTheme[$0] } ?? defaultTheme
        return index.map { themeNames[$0] }
    }
}
