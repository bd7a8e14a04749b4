/// One appearance property as resolution reads it for one alert or action style (spec §4, §5), as
/// plain values. Resolution walks these rows for every alert and action it resolves; walking the
/// schema's rows, which are objects, retained and released each of them.
struct ResolutionRow {
    /// The name's schema id (``PropertySchema/names``).
    let id: Int
    let nameID: PropertyNameID
    /// Whether a theme can give the value (alert properties).
    let isThemed: Bool
    /// For an action property: the slots to look for, in order, each on the alert and then in its
    /// theme list (``PropertySpec/slotCandidates`` for the style); -1 past the last.
    let slots: SIMD4<Int16>
    /// The built-in value's position in ``ResolutionRows/builtIns``, or -1 for none.
    let builtIn: Int
}

/// The rows of each alert and action style, built once from the schema.
enum ResolutionRows {
    /// Every built-in value a row falls back to: §4's default, or for a destructive action with
    /// slots its own built-in value (§5).
    static let builtIns = tables.builtIns
    /// The alert appearance rows each style allows, by ``alertStyleIndex(_:)``, in schema order.
    static let alert = tables.alert
    /// The action appearance rows, by ``actionStyleIndex(_:)``, in schema order.
    static let action = tables.action

    /// The position of `style` in ``alert``.
    static func alertStyleIndex(_ style: ResolvedAlert.Style) -> Int { style == .alert ? 0 : 1 }

    /// The action styles in the order ``action`` and ``PropertySpec/slotCandidates`` list them.
    static let actionStyles: [ResolvedAction.Style] = [.default, .cancel, .destructive]

    /// The position of `style` in ``actionStyles``.
    static func actionStyleIndex(_ style: ResolvedAction.Style) -> Int {
        switch style {
        case .default: 0
        case .cancel: 1
        case .destructive: 2
        }
    }

    private static let tables = build()

    private static func build() -> (builtIns: [ResolvedValue], alert: [[ResolutionRow]], action: [[ResolutionRow]]) {
        var builtIns: [ResolvedValue] = []
        func position(_ value: ResolvedValue?) -> Int {
            guard let value else { return -1 }
            builtIns.append(value)
            return builtIns.count - 1
        }
        let none = SIMD4<Int16>(repeating: -1)
        let alert = [ResolvedAlert.Style.alert, .actionSheet].map { style in
            PropertySchema.alertAppearance.filter { $0.restriction.map { $0.style == style } ?? true }.map { spec in
                ResolutionRow(
                    id: spec.id, nameID: spec.nameID, isThemed: spec.isThemed, slots: none,
                    builtIn: position(spec.defaultValue))
            }
        }
        let action = actionStyles.enumerated().map { styleIndex, style in
            PropertySchema.actionAppearance.map { spec in
                var slots = none
                var builtIn = spec.defaultValue
                if spec.hasSlots {
                    let candidates = spec.slotCandidates[styleIndex]
                    precondition(candidates.count <= slots.scalarCount, "too many slots for '\(spec.name)'")
                    for (index, id) in candidates.enumerated() { slots[index] = Int16(id) }
                    if style == .destructive, let destructive = spec.destructiveDefault { builtIn = destructive }
                }
                return ResolutionRow(
                    id: spec.id, nameID: spec.nameID, isThemed: spec.isThemed, slots: slots, builtIn: position(builtIn))
            }
        }
        return (builtIns, alert, action)
    }
}
