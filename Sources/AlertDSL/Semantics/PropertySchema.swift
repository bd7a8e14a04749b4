/// Where a property is written.
enum PropertyContext: String, CaseIterable, Sendable {
    case alert
    case action
    case field
    case theme
    case page

    /// The position in `allCases`, for tables indexed by context.
    var ordinal: Int {
        switch self {
        case .alert: 0
        case .action: 1
        case .field: 2
        case .theme: 3
        case .page: 4
        }
    }

    /// "an alert", "a theme", … for messages.
    var article: String {
        switch self {
        case .alert, .action: "an \(rawValue)"
        case .field, .theme, .page: "a \(rawValue)"
        }
    }
}

/// Which numbers a Number property accepts (spec §3 "Ranges checked").
enum NumberRange: Sendable {
    case any
    case nonNegative
    case positive
}

/// The type of a property value (spec §3).
enum ValueType: Sendable {
    case text
    case color
    case font
    case image
    case size
    case point
    case insets
    case number(NumberRange)
    /// An integer that fits Int32 (`priority`).
    case int32
    case bool
    /// One of these cases, written `.name` without arguments.
    case enumeration([String])
    case themeReference
    case pageReference
    case actionReference
    /// `[alert, ...]`.
    case alertReferences
    case backdrop
    case customView(CustomViewShape)
    case popoverAnchor
    case host
}

/// The second argument of a `.custom("Type", ...)` view.
enum CustomViewShape: Sendable {
    /// `height: N` (header and content views).
    case height
    /// `size: .size(w, h)` (container views).
    case size
}

/// A property only one alert style allows (spec §4, "A" and "S").
enum StyleRestriction: Sendable {
    case alertOnly
    case actionSheetOnly

    var style: ResolvedAlert.Style { self == .alertOnly ? .alert : .actionSheet }
}

/// How the resolved model carries a property.
enum PropertyRole: Sendable {
    /// In the model's generic, schema-ordered `properties` list.
    case appearance
    /// A typed field of the model (`style`, `title`, scheduling data, …).
    case structural
    /// An action slot (spec §4 "Theme"): it feeds the resolution of actions (§5) and is not an
    /// alert value of its own.
    case actionSlot
}

/// Where an action property's themed value comes from (spec §5): the slot for the action's style,
/// then the generic slot, then `tintColor` for non-destructive actions, then a built-in value.
struct ActionSlots: Sendable {
    var cancel: String?
    var destructive: String?
    var generic: String?
    var usesTint = false
    /// The built-in value for a destructive action.
    var destructiveDefault: ResolvedValue?
}

/// One row of the schema. A class, so the hot paths of analysis pass a reference instead of
/// copying (and retaining) every field of the row.
final class PropertySpec: Sendable {
    let name: String
    /// The index of `name` in ``PropertySchema/names``: rows of one name in different contexts
    /// share it, and property bags and theme values are indexed by it.
    let id: Int
    /// `id` as the model stores it; stored rather than computed, as resolution reads it for every property.
    let nameID: PropertyNameID
    let type: ValueType
    let contexts: Set<PropertyContext>
    let defaultValue: ResolvedValue?
    let restriction: StyleRestriction?
    let role: PropertyRole
    /// Whether an action property falls back to alert or theme slots (``slotCandidates``).
    let hasSlots: Bool
    /// The built-in value of an action property with slots for a destructive action.
    let destructiveDefault: ResolvedValue?
    /// Whether a theme can give this property to an alert (it is writable in a theme).
    let isThemed: Bool
    /// For an action property with slots: the names (ids) to look for on the alert and in its
    /// theme list, in order, for an action of each style (by ``ResolutionRows/actionStyleIndex(_:)``).
    let slotCandidates: [[Int]]

    init(_ row: PropertySchema.Row, id: Int) {
        self.name = row.name
        self.id = id
        self.nameID = PropertyNameID(index: id)
        self.type = row.type
        self.contexts = row.contexts
        self.defaultValue = row.defaultValue
        self.restriction = row.restriction
        self.role = row.role
        self.hasSlots = row.slots != nil
        self.destructiveDefault = row.slots?.destructiveDefault
        self.isThemed = row.contexts.contains(.theme)
        var candidates: [[Int]] = []
        if let slots = row.slots {
            for style in ResolutionRows.actionStyles {
                var names: [String] = []
                switch style {
                case .cancel: names += slots.cancel.map { [$0] } ?? []
                case .destructive: names += slots.destructive.map { [$0] } ?? []
                case .default: break
                }
                names += slots.generic.map { [$0] } ?? []
                if slots.usesTint, style != .destructive { names.append("tintColor") }
                candidates.append(names.map { PropertySchema.id($0)! })
            }
        }
        self.slotCandidates = candidates
    }
}

/// Every property of every context, in the order of spec §4; this order is the order of the
/// resolved model and of the outputs. Adding a property is one row here: the checker validates it,
/// resolution themes and defaults it, and the model carries it in `properties`.
enum PropertySchema {
    private static let alignments = ["left", "center", "right", "natural"]
    private static let alertAndTheme: Set<PropertyContext> = [.alert, .theme]

    /// A row as written in the table below, before names get their ids.
    struct Row {
        var name: String
        var type: ValueType
        var contexts: Set<PropertyContext>
        var defaultValue: ResolvedValue?
        var restriction: StyleRestriction?
        var role: PropertyRole
        var slots: ActionSlots?
    }

    static let rows: [PropertySpec] = table.map { PropertySpec($0, id: id($0.name)!) }

    /// Every property name of the schema once, in order of first appearance.
    static let names: [String] = {
        var seen: Set<String> = []
        return table.map(\.name).filter { seen.insert($0).inserted }
    }()

    fileprivate static let nameIndex = NameTable(names)

    /// The id of a property name, or `nil` for a name no context has.
    static func id(_ name: String) -> Int? { nameIndex.index(of: name) }

    private static let table: [Row] = [
        // Alert (spec §4); the rows also written in themes are the theme's alert properties.
        row("style", .enumeration(["alert", "actionSheet"]), [.alert], .enumCase("alert"), role: .structural),
        row("theme", .themeReference, [.alert, .page], role: .structural),
        row("title", .text, [.alert], role: .structural),
        row("message", .text, [.alert], role: .structural),
        row("titleFont", .font, alertAndTheme),
        row("titleColor", .color, alertAndTheme),
        row("messageFont", .font, alertAndTheme),
        row("messageColor", .color, alertAndTheme),
        row("textAlignment", .enumeration(alignments), alertAndTheme, .enumCase("center")),
        row("image", .image, [.alert]),
        row("imageMaxSize", .size, alertAndTheme),
        row("imageTint", .color, alertAndTheme),
        row("headerView", .customView(.height), [.alert]),
        row("contentView", .customView(.height), [.alert]),
        row("containerView", .customView(.size), [.alert], only: .alertOnly),
        row("actionAxis", .enumeration(["auto", "horizontal", "vertical"]), alertAndTheme, .enumCase("auto")),
        row("preferred", .actionReference, [.alert], only: .alertOnly, role: .structural),
        row("tintColor", .color, alertAndTheme),
        row("actionFont", .font, alertAndTheme, role: .actionSlot),
        row("actionColor", .color, alertAndTheme, role: .actionSlot),
        row("cancelFont", .font, alertAndTheme, role: .actionSlot),
        row("cancelColor", .color, alertAndTheme, role: .actionSlot),
        row("destructiveFont", .font, alertAndTheme, role: .actionSlot),
        row("destructiveColor", .color, alertAndTheme, role: .actionSlot),
        row("subtitleFont", .font, alertAndTheme, role: .actionSlot),
        row("subtitleColor", .color, alertAndTheme, role: .actionSlot),
        row("actionBackground", .color, alertAndTheme, role: .actionSlot),
        row("actionHeight", .number(.positive), alertAndTheme, role: .actionSlot),
        row("actionInsets", .insets, alertAndTheme, role: .actionSlot),
        row("minDistanceToEdges", .number(.nonNegative), alertAndTheme),
        row("cornerRadius", .number(.nonNegative), alertAndTheme),
        row("offset", .point, [.alert], .point(x: 0, y: 0), only: .alertOnly),
        row("maxSize", .size, alertAndTheme),
        row("backgroundColor", .color, alertAndTheme),
        row("separatorColor", .color, alertAndTheme),
        row("backdrop", .backdrop, alertAndTheme, .backdrop(.dim(alpha: 0.4))),
        row("dialogBlur", .bool, alertAndTheme, .bool(false)),
        row("dismissOnBackdropTap", .bool, alertAndTheme, .bool(true)),
        row("animation", .enumeration(animations), alertAndTheme, .enumCase("automatic")),
        row("animationDuration", .number(.nonNegative), alertAndTheme, .number(0.25)),
        row("avoidsKeyboard", .bool, alertAndTheme, .bool(true)),
        row("keyboardOffset", .number(.any), alertAndTheme, .number(0)),
        row("popoverAnchor", .popoverAnchor, [.alert], only: .actionSheetOnly),
        row("page", .pageReference, [.alert], role: .structural),
        row("priority", .int32, [.alert], .integer(0), role: .structural),
        row("exclusive", .enumeration(["none", "cover", "hide"]), [.alert], .enumCase("none"), role: .structural),
        row("after", .alertReferences, [.alert], .references([]), role: .structural),
        row("ready", .enumeration(["immediate", "deferred"]), [.alert], .enumCase("immediate"), role: .structural),
        // The default depends on `page` (spec §4), so resolution supplies it.
        row("host", .host, [.alert], role: .structural),

        // Action.
        row("title", .text, [.action], role: .structural),
        row(
            "style", .enumeration(["default", "cancel", "destructive"]), [.action], .enumCase("default"),
            role: .structural),
        row("subtitle", .text, [.action], role: .structural),
        row(
            "titleFont", .font, [.action],
            slots: ActionSlots(
                cancel: "cancelFont", destructive: "destructiveFont", generic: "actionFont")),
        row(
            "titleColor", .color, [.action],
            slots: ActionSlots(
                cancel: "cancelColor", destructive: "destructiveColor", generic: "actionColor", usesTint: true,
                destructiveDefault: .color(.system("systemRed")))),
        row("subtitleFont", .font, [.action], slots: ActionSlots(generic: "subtitleFont")),
        row("subtitleColor", .color, [.action], slots: ActionSlots(generic: "subtitleColor")),
        row("alignment", .enumeration(alignments), [.action], .enumCase("center")),
        row("image", .image, [.action]),
        row("trailingImage", .image, [.action]),
        row("imageTint", .color, [.action], slots: ActionSlots(usesTint: true)),
        row("imageSpacing", .number(.nonNegative), [.action]),
        row("backgroundColor", .color, [.action], slots: ActionSlots(generic: "actionBackground")),
        row("insets", .insets, [.action], slots: ActionSlots(generic: "actionInsets")),
        row("height", .number(.positive), [.action], slots: ActionSlots(generic: "actionHeight")),
        row("enabled", .bool, [.action], .bool(true)),
        row("dismisses", .bool, [.action], .bool(true)),
        row("spacingAfter", .number(.nonNegative), [.action]),

        // Field (alert style only, as fields are).
        row("placeholder", .text, [.field]),
        row("text", .text, [.field]),
        row("secure", .bool, [.field]),
        row("keyboard", .enumeration(["default", "email", "number", "phone", "url", "decimal"]), [.field]),
        row("contentType", .enumeration(["username", "password", "newPassword", "oneTimeCode", "email"]), [.field]),
        row("font", .font, [.field]),
    ]

    private static let animations = [
        "automatic", "fromBottom", "fromTop", "fromLeft", "fromRight", "shrink", "expand", "fade", "bounce", "drop",
        "none",
    ]

    private static func row(
        _ name: String,
        _ type: ValueType,
        _ contexts: Set<PropertyContext>,
        _ defaultValue: ResolvedValue? = nil,
        only restriction: StyleRestriction? = nil,
        role: PropertyRole = .appearance,
        slots: ActionSlots? = nil
    ) -> Row {
        Row(
            name: name, type: type, contexts: contexts, defaultValue: defaultValue, restriction: restriction,
            role: role, slots: slots)
    }

    /// The rows of each context, in schema order, by ``PropertyContext/ordinal``.
    private static let byContext: [[PropertySpec]] = PropertyContext.allCases.map { context in
        rows.filter { $0.contexts.contains(context) }
    }

    /// Each context's rows by name id, by ``PropertyContext/ordinal``.
    fileprivate static let index: [[PropertySpec?]] = byContext.map { specs in
        var byID = [PropertySpec?](repeating: nil, count: names.count)
        for spec in specs where byID[spec.id] == nil { byID[spec.id] = spec }
        return byID
    }

    static func spec(_ name: String, in context: PropertyContext) -> PropertySpec? {
        id(name).flatMap { index[context.ordinal][$0] }
    }

    static func specs(in context: PropertyContext) -> [PropertySpec] {
        byContext[context.ordinal]
    }

    /// The appearance rows of alerts and of actions, in schema order: what resolution walks for
    /// every alert and action.
    static let alertAppearance = specs(in: .alert).filter { $0.role == .appearance }
    static let actionAppearance = specs(in: .action).filter { $0.role == .appearance }

    /// The contexts other than `context` that have a property `name`, for "is an action property" notes.
    static func otherContexts(having name: String, besides context: PropertyContext) -> [PropertyContext] {
        PropertyContext.allCases.filter { $0 != context && spec(name, in: $0) != nil }
    }
}

/// ``PropertySchema/spec(_:in:)``'s tables, held by an analysis: looking up every property of a program
/// through stored properties skips the initialisation check of the schema's `static let`s each time.
struct PropertyLookup {
    private let names = PropertySchema.nameIndex
    private let specs = PropertySchema.index

    @inline(__always)
    func spec(_ name: String, in context: PropertyContext) -> PropertySpec? {
        names.index(of: name).flatMap { specs[context.ordinal][$0] }
    }
}

/// The ids of the property names analysis looks up by name (``PropertySchema/id(_:)``), as literals: a `static let`
/// computed by `PropertySchema.id` went through `swift_once` at each of about 90,000 reads per MB of input.
/// `LookupTableTests` check each against the schema.
enum PropertyID {
    static let style = 0
    static let theme = 1
    static let title = 2
    static let message = 3
    static let subtitle = 49
    static let image = 9
    static let page = 43
    static let priority = 44
    static let exclusive = 45
    static let after = 46
    static let ready = 47
    static let host = 48
    static let preferred = 16
    static let headerView = 12
    static let contentView = 13
    static let containerView = 14
    static let dismissOnBackdropTap = 37
    static let spacingAfter = 57
}
