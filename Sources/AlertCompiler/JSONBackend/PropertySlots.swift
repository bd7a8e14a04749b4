import AlertDSL
import AlertRuntimeCore

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

    /// Whether `name` is the raw value of one of the enum's cases (what `init(rawValue:)` accepts).
    @inline(__always)
    func contains(_ name: String) -> Bool {
        switch self {
        case .textAlignment: Self.textAlignmentNames.contains(name)
        case .actionAxis: Self.actionAxisNames.contains(name)
        case .animation: Self.animationNames.contains(name)
        case .keyboard: Self.keyboardNames.contains(name)
        case .contentType: Self.contentTypeNames.contains(name)
        case .systemColor: Self.systemColorNames.contains(name)
        case .fontWeight: Self.fontWeightNames.contains(name)
        case .textStyle: Self.textStyleNames.contains(name)
        case .blurStyle: Self.blurStyleNames.contains(name)
        case .popoverArrow: Self.popoverArrowNames.contains(name)
        }
    }

    // One `static let` per table, read in place: a table taken out of an array is copied (three arrays retained and
    // released on every lookup).
    private static let textAlignmentNames = NameTable(casesOf: AlertTextAlignment.self)
    private static let actionAxisNames = NameTable(casesOf: ActionAxis.self)
    private static let animationNames = NameTable(casesOf: AlertAnimation.self)
    private static let keyboardNames = NameTable(casesOf: FieldKeyboard.self)
    private static let contentTypeNames = NameTable(casesOf: FieldContentType.self)
    private static let systemColorNames = NameTable(casesOf: SystemColor.self)
    private static let fontWeightNames = NameTable(casesOf: FontWeight.self)
    private static let textStyleNames = NameTable(casesOf: FontTextStyle.self)
    private static let blurStyleNames = NameTable(casesOf: BlurStyle.self)
    private static let popoverArrowNames = NameTable(casesOf: PopoverArrow.self)
}

/// The runtime's default of a non-optional property, in a form that copies without reference counting.
enum DefaultValue: Sendable {
    /// The property is optional: no default.
    case none
    case caseName(String)
    case number(Double)
    case bool(Bool)
    case point(AlertPoint)
    case backdrop(AlertBackdrop)

    var isNone: Bool {
        if case .none = self { true } else { false }
    }
}

/// The properties one kind of declaration (alert, action, field, theme) takes from its `properties` list: their
/// JSON keys in the encoder's sorted order, how each is lowered, and a table from property name id to slot.
/// A class, so passing a layout around costs one reference, not one per array.
final class PropertySlots: Sendable {
    /// The JSON key of each slot; slots are numbered in sorted key order.
    let keys: [StaticString]
    let kinds: [PropertyKind]
    /// The runtime's default for slots whose runtime property is not optional (`.none` for optional ones):
    /// written when no valid value is set, as lowering keeps the default (or an earlier valid value) when the
    /// written value is not valid, instead of clearing the property.
    let defaults: [DefaultValue]
    /// One bit per slot that has a default (bit `i` for slot `i`).
    let defaultedMask: UInt64
    /// The slot of each property name id (a slot's key is its property's name), or -1.
    private let slotByNameID: [Int8]
    /// Each slot's `"key" : ` padded with zeros to 32 bytes (four words per slot), and its length: a member's key is
    /// then four word stores (`JSONOutput.key(padded:length:)`), not a call to `memcpy`.
    let paddedKeys: [UInt64]
    let paddedKeyLengths: [Int]

    init(_ entries: [(key: StaticString, kind: PropertyKind, default: DefaultValue)]) {
        keys = entries.map(\.key)
        kinds = entries.map(\.kind)
        defaults = entries.map(\.default)
        precondition(entries.count <= 64, "a layout has at most 64 slots")
        var mask: UInt64 = 0
        for (slot, entry) in entries.enumerated() where !entry.default.isNone { mask |= 1 << UInt64(slot) }
        defaultedMask = mask
        var slotByNameID = [Int8](repeating: -1, count: PropertyNameID.count)
        for (slot, entry) in entries.enumerated() {
            if let id = PropertyNameID(entry.key.description) { slotByNameID[Int(id.rawValue)] = Int8(slot) }
        }
        self.slotByNameID = slotByNameID
        var paddedKeys: [UInt64] = []
        var paddedKeyLengths: [Int] = []
        for entry in entries {
            let text = Array("\"\(entry.key)\" : ".utf8)
            precondition(text.count <= 32, "a key of a layout fits in 32 bytes")
            var words = [UInt64](repeating: 0, count: 4)
            for (index, byte) in text.enumerated() { words[index / 8] |= UInt64(byte) << UInt64(index % 8 * 8) }
            paddedKeys += words
            paddedKeyLengths.append(text.count)
        }
        self.paddedKeys = paddedKeys
        self.paddedKeyLengths = paddedKeyLengths
    }

    var count: Int { keys.count }

    /// The slot of the property `name`, or `nil` when lowering ignores it here.
    @inline(__always)
    func slot(of name: PropertyNameID) -> Int? {
        let slot = slotByNameID[Int(name.rawValue)]
        return slot < 0 ? nil : Int(slot)
    }

    /// For each slot, the index in `properties` of the value lowering ends up with, or `-1`: the last property of
    /// that name (lowering applies them in order), except that a defaulted slot skips invalid values. Returns the
    /// slots to write: those with a value, and those with a default.
    func fill(_ slots: UnsafeMutableBufferPointer<Int32>, from properties: UnsafeBufferPointer<ResolvedProperty>)
        -> UInt64
    {
        slots.initialize(repeating: -1)
        var present = defaultedMask
        for index in properties.indices {
            if let slot = slot(of: properties[index].nameID) {
                // The mask, not `defaults[slot]`: reading a default copies it (a `String` to retain).
                if defaultedMask & (1 << UInt64(slot)) == 0 || Self.isValid(properties[index].value, as: kinds[slot]) {
                    slots[slot] = Int32(truncatingIfNeeded: index)
                    present |= 1 << UInt64(slot)
                }
            }
        }
        return present
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

    /// `AlertDefinition`'s appearance properties.
    static let alert = PropertySlots([
        ("actionAxis", .option(.actionAxis), .caseName(alertDefaults.actionAxis.rawValue)),
        ("animation", .option(.animation), .caseName(alertDefaults.animation.rawValue)),
        ("animationDuration", .number, .number(alertDefaults.animationDuration)),
        ("avoidsKeyboard", .bool, .bool(alertDefaults.avoidsKeyboard)),
        ("backdrop", .backdrop, .backdrop(alertDefaults.backdrop)),
        ("backgroundColor", .color, .none),
        ("containerView", .customView, .none),
        ("contentView", .customView, .none),
        ("cornerRadius", .number, .none),
        ("dialogBlur", .bool, .bool(alertDefaults.dialogBlur)),
        ("dismissOnBackdropTap", .bool, .bool(alertDefaults.dismissOnBackdropTap)),
        ("headerView", .customView, .none),
        ("image", .image, .none),
        ("imageMaxSize", .size, .none),
        ("imageTint", .color, .none),
        ("keyboardOffset", .number, .number(alertDefaults.keyboardOffset)),
        ("maxSize", .size, .none),
        ("messageColor", .color, .none),
        ("messageFont", .font, .none),
        ("minDistanceToEdges", .number, .none),
        ("offset", .point, .point(alertDefaults.offset)),
        ("popoverAnchor", .popoverAnchor, .none),
        ("separatorColor", .color, .none),
        ("textAlignment", .option(.textAlignment), .caseName(alertDefaults.textAlignment.rawValue)),
        ("tintColor", .color, .none),
        ("titleColor", .color, .none),
        ("titleFont", .font, .none),
    ])

    /// `ActionDefinition`'s appearance properties.
    static let action = PropertySlots([
        ("alignment", .option(.textAlignment), .caseName(actionDefaults.alignment.rawValue)),
        ("backgroundColor", .color, .none),
        ("dismisses", .bool, .bool(actionDefaults.dismisses)),
        ("enabled", .bool, .bool(actionDefaults.enabled)),
        ("height", .number, .none),
        ("image", .image, .none),
        ("imageSpacing", .number, .none),
        ("imageTint", .color, .none),
        ("insets", .insets, .none),
        ("spacingAfter", .number, .none),
        ("subtitleColor", .color, .none),
        ("subtitleFont", .font, .none),
        ("titleColor", .color, .none),
        ("titleFont", .font, .none),
        ("trailingImage", .image, .none),
    ])

    /// `FieldDefinition`'s properties (all optional).
    static let field = PropertySlots([
        ("contentType", .option(.contentType), .none),
        ("font", .font, .none),
        ("keyboard", .option(.keyboard), .none),
        ("placeholder", .text, .none),
        ("secure", .bool, .none),
        ("text", .text, .none),
    ])

    /// `ThemeProperties` (all optional).
    static let theme = PropertySlots([
        ("actionAxis", .option(.actionAxis), .none),
        ("actionBackground", .color, .none),
        ("actionColor", .color, .none),
        ("actionFont", .font, .none),
        ("actionHeight", .number, .none),
        ("actionInsets", .insets, .none),
        ("animation", .option(.animation), .none),
        ("animationDuration", .number, .none),
        ("avoidsKeyboard", .bool, .none),
        ("backdrop", .backdrop, .none),
        ("backgroundColor", .color, .none),
        ("cancelColor", .color, .none),
        ("cancelFont", .font, .none),
        ("cornerRadius", .number, .none),
        // deprecated
        ("destructiveColor", .color, .none),
        ("destructiveFont", .font, .none),
        ("dialogBlur", .bool, .none),
        ("dismissOnBackdropTap", .bool, .none),
        // doc
        ("imageMaxSize", .size, .none),
        ("imageTint", .color, .none),
        // isDefault
        ("keyboardOffset", .number, .none),
        ("maxSize", .size, .none),
        ("messageColor", .color, .none),
        ("messageFont", .font, .none),
        ("minDistanceToEdges", .number, .none),
        // name, parent
        ("separatorColor", .color, .none),
        ("subtitleColor", .color, .none),
        ("subtitleFont", .font, .none),
        ("textAlignment", .option(.textAlignment), .none),
        ("tintColor", .color, .none),
        ("titleColor", .color, .none),
        ("titleFont", .font, .none),
    ])
}
