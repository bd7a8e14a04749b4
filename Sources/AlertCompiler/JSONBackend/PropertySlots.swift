import AlertDSL
import AlertRuntime

/// How `CatalogLowering` turns a property's `ResolvedValue` into a runtime value, which decides how the
/// program writer writes it (and when it writes nothing: a value of the wrong kind or naming no runtime case).
enum PropertyKind: Sendable {
    case color
    case font
    case image
    case size
    case point
    case insets
    case number
    case bool
    case customView
    case popoverAnchor
    case backdrop
    /// A text property of a field (`placeholder`, `text`).
    case text
    /// An enum-valued property: a case of this runtime enum.
    case option(CaseNames)
}

/// The runtime enums whose case names the writer checks, each with its table of case names.
enum CaseNames: Int, Sendable {
    case textAlignment
    case actionAxis
    case animation
    case keyboard
    case contentType
    case systemColor
    case fontWeight
    case textStyle
    case blurStyle
    case popoverArrow

    private static let tables: [NameTable] = [
        NameTable(casesOf: AlertTextAlignment.self), NameTable(casesOf: ActionAxis.self),
        NameTable(casesOf: AlertAnimation.self), NameTable(casesOf: FieldKeyboard.self),
        NameTable(casesOf: FieldContentType.self), NameTable(casesOf: SystemColor.self),
        NameTable(casesOf: FontWeight.self), NameTable(casesOf: FontTextStyle.self),
        NameTable(casesOf: BlurStyle.self), NameTable(casesOf: PopoverArrow.self),
    ]

    /// Whether `name` is the raw value of one of the enum's cases (what `init(rawValue:)` accepts).
    @inline(__always)
    func contains(_ name: String) -> Bool {
        Self.tables[rawValue].contains(name)
    }
}

/// The properties one kind of declaration (alert, action, field, theme) takes from its `properties` list: their
/// JSON keys in the encoder's sorted order, how each is lowered, and a name table from property name to slot.
struct PropertySlots: Sendable {
    /// The JSON key of each slot; slots are numbered in sorted key order.
    let keys: [StaticString]
    let kinds: [PropertyKind]
    /// The runtime's default for slots whose runtime property is not optional (`nil` for optional ones):
    /// written when no valid value is set, as lowering keeps the default (or an earlier valid value) when the
    /// written value is not valid, instead of clearing the property.
    let defaults: [ResolvedValue?]
    private let names: NameTable

    init(_ entries: [(key: StaticString, kind: PropertyKind, default: ResolvedValue?)]) {
        keys = entries.map(\.key)
        kinds = entries.map(\.kind)
        defaults = entries.map(\.default)
        names = NameTable(entries.map { $0.key.description })
    }

    var count: Int { keys.count }

    /// The slot of the property `name`, or `nil` when lowering ignores it here.
    @inline(__always)
    func slot(of name: String) -> Int? {
        names.index(of: name)
    }

    /// For each slot, the index in `properties` of the value lowering ends up with, or `-1`: the last property of
    /// that name (lowering applies them in order), except that a defaulted slot skips invalid values.
    func fill(_ slots: UnsafeMutableBufferPointer<Int32>, from properties: [ResolvedProperty]) {
        slots.initialize(repeating: -1)
        var index = 0
        for property in properties {
            if let slot = slot(of: property.name) {
                if defaults[slot] == nil || Self.isValid(property.value, as: kinds[slot]) {
                    slots[slot] = Int32(truncatingIfNeeded: index)
                }
            }
            index &+= 1
        }
    }

    /// Whether lowering gives a value for `value` as a property of `kind` (used for defaulted slots only).
    private static func isValid(_ value: ResolvedValue, as kind: PropertyKind) -> Bool {
        switch (kind, value) {
        case (.number, .number), (.number, .integer), (.bool, .bool), (.point, .point): return true
        case (.option(let names), .enumCase(let name)): return names.contains(name)
        case (.backdrop, .backdrop(let backdrop)):
            if case .blur(let style, _) = backdrop { return CaseNames.blurStyle.contains(style) }
            return true
        default: return false
        }
    }

    // MARK: - The layouts (the `apply` functions of CatalogLowering, in sorted key order)

    /// The runtime's defaults (spec §4's), read from the model itself so the two cannot drift apart.
    private static let alertDefaults = AlertDefinition(name: "")
    private static let actionDefaults = ActionDefinition(name: "", title: .plain([]))

    private static func resolved(_ backdrop: AlertBackdrop) -> ResolvedValue {
        switch backdrop {
        case .dim(let alpha): .backdrop(.dim(alpha: alpha))
        case .blur(let style, let alpha): .backdrop(.blur(style: style.rawValue, alpha: alpha))
        case .none: .backdrop(.none)
        }
    }

    /// `AlertDefinition`'s appearance properties.
    static let alert = PropertySlots([
        ("actionAxis", .option(.actionAxis), .enumCase(alertDefaults.actionAxis.rawValue)),
        ("animation", .option(.animation), .enumCase(alertDefaults.animation.rawValue)),
        ("animationDuration", .number, .number(alertDefaults.animationDuration)),
        ("avoidsKeyboard", .bool, .bool(alertDefaults.avoidsKeyboard)),
        ("backdrop", .backdrop, resolved(alertDefaults.backdrop)),
        ("backgroundColor", .color, nil),
        ("containerView", .customView, nil),
        ("contentView", .customView, nil),
        ("cornerRadius", .number, nil),
        ("dialogBlur", .bool, .bool(alertDefaults.dialogBlur)),
        ("dismissOnBackdropTap", .bool, .bool(alertDefaults.dismissOnBackdropTap)),
        ("headerView", .customView, nil),
        ("image", .image, nil),
        ("imageMaxSize", .size, nil),
        ("imageTint", .color, nil),
        ("keyboardOffset", .number, .number(alertDefaults.keyboardOffset)),
        ("maxSize", .size, nil),
        ("messageColor", .color, nil),
        ("messageFont", .font, nil),
        ("minDistanceToEdges", .number, nil),
        ("offset", .point, .point(x: alertDefaults.offset.x, y: alertDefaults.offset.y)),
        ("popoverAnchor", .popoverAnchor, nil),
        ("separatorColor", .color, nil),
        ("textAlignment", .option(.textAlignment), .enumCase(alertDefaults.textAlignment.rawValue)),
        ("tintColor", .color, nil),
        ("titleColor", .color, nil),
        ("titleFont", .font, nil),
    ])

    /// `ActionDefinition`'s appearance properties.
    static let action = PropertySlots([
        ("alignment", .option(.textAlignment), .enumCase(actionDefaults.alignment.rawValue)),
        ("backgroundColor", .color, nil),
        ("dismisses", .bool, .bool(actionDefaults.dismisses)),
        ("enabled", .bool, .bool(actionDefaults.enabled)),
        ("height", .number, nil),
        ("image", .image, nil),
        ("imageSpacing", .number, nil),
        ("imageTint", .color, nil),
        ("insets", .insets, nil),
        ("spacingAfter", .number, nil),
        ("subtitleColor", .color, nil),
        ("subtitleFont", .font, nil),
        ("titleColor", .color, nil),
        ("titleFont", .font, nil),
        ("trailingImage", .image, nil),
    ])

    /// `FieldDefinition`'s properties (all optional).
    static let field = PropertySlots([
        ("contentType", .option(.contentType), nil),
        ("font", .font, nil),
        ("keyboard", .option(.keyboard), nil),
        ("placeholder", .text, nil),
        ("secure", .bool, nil),
        ("text", .text, nil),
    ])

    /// `ThemeProperties` (all optional).
    static let theme = PropertySlots([
        ("actionAxis", .option(.actionAxis), nil),
        ("actionBackground", .color, nil),
        ("actionColor", .color, nil),
        ("actionFont", .font, nil),
        ("actionHeight", .number, nil),
        ("actionInsets", .insets, nil),
        ("animation", .option(.animation), nil),
        ("animationDuration", .number, nil),
        ("avoidsKeyboard", .bool, nil),
        ("backdrop", .backdrop, nil),
        ("backgroundColor", .color, nil),
        ("cancelColor", .color, nil),
        ("cancelFont", .font, nil),
        ("cornerRadius", .number, nil),
        // deprecated
        ("destructiveColor", .color, nil),
        ("destructiveFont", .font, nil),
        ("dialogBlur", .bool, nil),
        ("dismissOnBackdropTap", .bool, nil),
        // doc
        ("imageMaxSize", .size, nil),
        ("imageTint", .color, nil),
        // isDefault
        ("keyboardOffset", .number, nil),
        ("maxSize", .size, nil),
        ("messageColor", .color, nil),
        ("messageFont", .font, nil),
        ("minDistanceToEdges", .number, nil),
        // name, parent
        ("separatorColor", .color, nil),
        ("subtitleColor", .color, nil),
        ("subtitleFont", .font, nil),
        ("textAlignment", .option(.textAlignment), nil),
        ("tintColor", .color, nil),
        ("titleColor", .color, nil),
        ("titleFont", .font, nil),
    ])
}
