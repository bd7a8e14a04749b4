import AlertRuntime

/// Seeded random runtime catalogs (for the Codable round trip) and the random scalars of the random resolved
/// programs the JSON writer is compared on: every value kind, every enum case, every optional both set and unset,
/// hostile strings (every control character, quotes, backslashes, slashes, emoji, bidi marks) and awkward
/// numbers. The model is built directly, so it also holds shapes no checked program produces (empty segments,
/// huge priorities).
struct RandomCatalogGenerator {
    /// SplitMix64: the same seed gives the same catalogs on every machine.
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    mutating func pick<Value: CaseIterable>(_ type: Value.Type) -> Value where Value.AllCases == [Value] {
        pick(type.allCases)
    }

    mutating func maybe<Value>(_ percent: Int = 50, _ make: (inout RandomCatalogGenerator) -> Value) -> Value? {
        chance(percent) ? make(&self) : nil
    }

    /// Up to `maximum` elements.
    mutating func list<Element>(_ maximum: Int, _ make: (inout RandomCatalogGenerator) -> Element) -> [Element] {
        var elements: [Element] = []
        for _ in 0..<below(maximum + 1) { elements.append(make(&self)) }
        return elements
    }

    // MARK: - Scalars

    /// Pieces of hostile text: every control character, JSON's specials, non-ASCII of every UTF-8 length.
    static let hostilePieces: [String] = {
        var pieces = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        pieces += [
            "\"", "\\", "/", "\u{7F}", "\\u0041", "\\\"", "</script>", "\u{202E}", "\u{200F}", "\u{200E}",
            "\u{2028}", "\u{2029}", "\u{FEFF}", "é", "e\u{301}", "ß", "日本", "😀", "👩‍👩‍👧", "🇫🇷", "\u{10FFFF}",
            "\u{FFFD}", " ", "a", "Z", "0", "_", "{", "}", "[", "]", ":", ",", "%@", "%1$@", "\\(x)",
        ]
        return pieces
    }()

    static let identifiers = [
        "ok", "cancel", "deleteItems", "Base", "Night", "Home", "count", "_x", "A1", "name", "a", "Brand.Header",
        "icon_wechat", "trash", "chevron.right",
    ]

    mutating func identifier() -> String {
        pick(Self.identifiers)
    }

    /// An identifier most of the time, otherwise hostile text (possibly empty).
    mutating func string() -> String {
        if chance(50) { return identifier() }
        var text = ""
        for _ in 0..<below(9) { text += pick(Self.hostilePieces) }
        return text
    }

    static let specialNumbers: [Double] = [
        0, -0.0, 1, -1, 17, 0.25, 0.4, 0.5, 0.6, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0, 1e-7, 1e-5, 1e-4, 0.001,
        123_456_789.125, 1e15, 1e16, 1e21, 1e22, 9_007_199_254_740_991, 9_007_199_254_740_992,
        9_007_199_254_740_994, -9_007_199_254_740_992, 4_503_599_627_370_495.5, 12.5, -40, 270, 44.75,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
        -.leastNonzeroMagnitude, .ulpOfOne, 1 + .ulpOfOne, 1e300, 1e-300,
    ]

    mutating func number() -> Double {
        switch below(6) {
        case 0, 1:
            return pick(Self.specialNumbers)
        case 2:
            // Small integers, the common case.
            return Double(below(2000) - 1000)
        case 3:
            // Short decimals: n / 10^k.
            let scale = [1.0, 10, 100, 1000, 10_000, 1e6, 1e8][below(7)]
            return Double(Int64(bitPattern: next()) % 10_000_000) / scale
        case 4:
            // Large integral values around and above 2^53.
            return Double(Int64(bitPattern: next()) >> below(40))
        default:
            // Any finite bit pattern.
            while true {
                let value = Double(bitPattern: next())
                if value.isFinite { return value }
            }
        }
    }

    static let specialIntegers: [Int] = [
        0, 1, -1, 9, 10, 99, 100, Int(Int32.max), Int(Int32.min), Int.max, Int.min, Int.max - 1, Int.min + 1,
        1_000_000_000_000, -999_999_999_999_999_999,
    ]

    mutating func integer() -> Int {
        switch below(3) {
        case 0: pick(Self.specialIntegers)
        case 1: below(200) - 100
        default: Int(bitPattern: UInt(next())) >> below(64)
        }
    }

    // MARK: - Value kinds

    mutating func color(depth: Int = 0) -> AlertColor {
        switch below(depth < 2 ? 3 : 2) {
        case 0:
            let bits = next()
            return .fixed(
                red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: UInt8(truncatingIfNeeded: bits >> 24))
        case 1:
            return .system(pick(SystemColor.self))
        default:
            return .dynamic(light: color(depth: depth + 1), dark: color(depth: depth + 1))
        }
    }

    mutating func font() -> AlertFont {
        switch below(3) {
        case 0: .system(size: number(), weight: maybe { $0.pick(FontWeight.self) })
        case 1: .custom(name: string(), size: number())
        default: .textStyle(pick(FontTextStyle.self))
        }
    }

    mutating func image() -> AlertImage {
        chance(50) ? .asset(string()) : .symbol(string())
    }

    mutating func size() -> AlertSize {
        AlertSize(width: number(), height: number())
    }

    mutating func point() -> AlertPoint {
        AlertPoint(x: number(), y: number())
    }

    mutating func insets() -> AlertInsets {
        AlertInsets(top: number(), left: number(), bottom: number(), right: number())
    }

    mutating func backdrop() -> AlertBackdrop {
        switch below(3) {
        case 0: .none
        case 1: .dim(alpha: number())
        default: .blur(style: pick(BlurStyle.self), alpha: number())
        }
    }

    mutating func host() -> AlertHost {
        switch below(3) {
        case 0: .page
        case 1: .window
        default: .view(string())
        }
    }

    mutating func customView() -> CustomView {
        chance(50)
            ? CustomView(typeName: string(), height: number()) : CustomView(typeName: string(), size: size())
    }

    mutating func popoverAnchor() -> PopoverAnchor {
        let arrows: [PopoverArrow]? = maybe { $0.list(4) { $0.pick(PopoverArrow.self) } }
        return chance(50) ? .view(string(), arrows: arrows) : .barButton(string(), arrows: arrows)
    }

    // MARK: - Text

    mutating func segments() -> [TextSegment] {
        list(4) { $0.chance(60) ? .literal($0.string()) : .parameter($0.identifier()) }
    }

    mutating func text() -> AlertText {
        switch below(3) {
        case 0:
            return .plain(segments())
        case 1:
            return .localized(key: string(), table: maybe { $0.string() }, defaultValue: maybe { $0.segments() })
        default:
            let spans: [TextSpan] = list(3) {
                switch $0.below(4) {
                case 0: .plain($0.segments())
                case 1: .bold($0.segments())
                case 2: .italic($0.segments())
                default: .styled($0.segments(), font: $0.maybe { $0.font() }, color: $0.maybe { $0.color() })
                }
            }
            return .rich(spans)
        }
    }

    // MARK: - Declarations

    /// Theme properties, each set with the same probability, so a theme ranges from empty to complete.
    mutating func themeProperties() -> ThemeProperties {
        themeProperties(percent: pick([0, 10, 50, 90, 100]))
    }

    /// Theme properties with every one set.
    mutating func completeThemeProperties() -> ThemeProperties {
        themeProperties(percent: 100)
    }

    private mutating func themeProperties(percent: Int) -> ThemeProperties {
        ThemeProperties(
            titleFont: maybe(percent) { $0.font() },
            titleColor: maybe(percent) { $0.color() },
            messageFont: maybe(percent) { $0.font() },
            messageColor: maybe(percent) { $0.color() },
            textAlignment: maybe(percent) { $0.pick(AlertTextAlignment.self) },
            imageMaxSize: maybe(percent) { $0.size() },
            imageTint: maybe(percent) { $0.color() },
            minDistanceToEdges: maybe(percent) { $0.number() },
            cornerRadius: maybe(percent) { $0.number() },
            maxSize: maybe(percent) { $0.size() },
            backgroundColor: maybe(percent) { $0.color() },
            separatorColor: maybe(percent) { $0.color() },
            backdrop: maybe(percent) { $0.backdrop() },
            dialogBlur: maybe(percent) { $0.chance(50) },
            dismissOnBackdropTap: maybe(percent) { $0.chance(50) },
            animation: maybe(percent) { $0.pick(AlertAnimation.self) },
            animationDuration: maybe(percent) { $0.number() },
            actionAxis: maybe(percent) { $0.pick(ActionAxis.self) },
            avoidsKeyboard: maybe(percent) { $0.chance(50) },
            keyboardOffset: maybe(percent) { $0.number() },
            tintColor: maybe(percent) { $0.color() },
            actionFont: maybe(percent) { $0.font() },
            actionColor: maybe(percent) { $0.color() },
            cancelFont: maybe(percent) { $0.font() },
            cancelColor: maybe(percent) { $0.color() },
            destructiveFont: maybe(percent) { $0.font() },
            destructiveColor: maybe(percent) { $0.color() },
            subtitleFont: maybe(percent) { $0.font() },
            subtitleColor: maybe(percent) { $0.color() },
            actionBackground: maybe(percent) { $0.color() },
            actionHeight: maybe(percent) { $0.number() },
            actionInsets: maybe(percent) { $0.insets() }
        )
    }

    mutating func theme() -> ThemeDefinition {
        ThemeDefinition(
            name: string(), parent: maybe { $0.string() }, doc: maybe { $0.string() },
            deprecated: maybe(30) { $0.string() }, isDefault: chance(30), properties: themeProperties())
    }

    mutating func page() -> PageDefinition {
        PageDefinition(
            name: string(), parent: maybe { $0.string() }, theme: maybe { $0.string() }, doc: maybe { $0.string() },
            deprecated: maybe(30) { $0.string() })
    }

    mutating func action() -> ActionDefinition {
        let percent = pick([0, 30, 70, 100])
        return ActionDefinition(
            name: string(), title: text(), style: pick(ActionStyle.self),
            subtitle: maybe(percent) { $0.text() },
            titleFont: maybe(percent) { $0.font() },
            titleColor: maybe(percent) { $0.color() },
            subtitleFont: maybe(percent) { $0.font() },
            subtitleColor: maybe(percent) { $0.color() },
            alignment: pick(AlertTextAlignment.self),
            image: maybe(percent) { $0.image() },
            trailingImage: maybe(percent) { $0.image() },
            imageTint: maybe(percent) { $0.color() },
            imageSpacing: maybe(percent) { $0.number() },
            backgroundColor: maybe(percent) { $0.color() },
            insets: maybe(percent) { $0.insets() },
            height: maybe(percent) { $0.number() },
            enabled: chance(50), dismisses: chance(50),
            spacingAfter: maybe(percent) { $0.number() },
            doc: maybe(percent) { $0.string() }
        )
    }

    mutating func field() -> FieldDefinition {
        let percent = pick([0, 50, 100])
        return FieldDefinition(
            name: string(),
            placeholder: maybe(percent) { $0.text() },
            text: maybe(percent) { $0.text() },
            secure: maybe(percent) { $0.chance(50) },
            keyboard: maybe(percent) { $0.pick(FieldKeyboard.self) },
            contentType: maybe(percent) { $0.pick(FieldContentType.self) },
            font: maybe(percent) { $0.font() },
            doc: maybe(percent) { $0.string() }
        )
    }

    mutating func alert() -> AlertDefinition {
        let percent = pick([0, 30, 70, 100])
        return AlertDefinition(
            name: string(),
            doc: maybe(percent) { $0.string() },
            deprecated: maybe(percent) { $0.string() },
            parameters: list(3) {
                ParameterDefinition(name: $0.string(), type: $0.pick(ParameterDefinition.ParameterType.self))
            },
            style: pick(AlertStyle.self),
            theme: maybe(percent) { $0.string() },
            title: maybe(percent) { $0.text() },
            message: maybe(percent) { $0.text() },
            titleFont: maybe(percent) { $0.font() },
            titleColor: maybe(percent) { $0.color() },
            messageFont: maybe(percent) { $0.font() },
            messageColor: maybe(percent) { $0.color() },
            textAlignment: pick(AlertTextAlignment.self),
            image: maybe(percent) { $0.image() },
            imageMaxSize: maybe(percent) { $0.size() },
            imageTint: maybe(percent) { $0.color() },
            headerView: maybe(percent) { $0.customView() },
            contentView: maybe(percent) { $0.customView() },
            containerView: maybe(percent) { $0.customView() },
            actions: list(3) { $0.action() },
            fields: list(2) { $0.field() },
            actionAxis: pick(ActionAxis.self),
            preferred: maybe(percent) { $0.string() },
            tintColor: maybe(percent) { $0.color() },
            minDistanceToEdges: maybe(percent) { $0.number() },
            cornerRadius: maybe(percent) { $0.number() },
            offset: point(),
            maxSize: maybe(percent) { $0.size() },
            backgroundColor: maybe(percent) { $0.color() },
            separatorColor: maybe(percent) { $0.color() },
            backdrop: backdrop(),
            dialogBlur: chance(50),
            dismissOnBackdropTap: chance(50),
            animation: pick(AlertAnimation.self),
            animationDuration: number(),
            avoidsKeyboard: chance(50),
            keyboardOffset: number(),
            popoverAnchor: maybe(percent) { $0.popoverAnchor() },
            host: host(),
            page: maybe(percent) { $0.string() },
            priority: integer(),
            exclusive: pick(AlertExclusivity.self),
            after: list(3) { $0.string() },
            ready: pick(AlertReadiness.self)
        )
    }

    mutating func catalog() -> AlertCatalog {
        AlertCatalog(
            format: chance(90) ? AlertCatalog.currentFormat : string(),
            themes: list(2) { $0.theme() },
            pages: list(2) { $0.page() },
            alerts: list(3) { $0.alert() }
        )
    }
}
