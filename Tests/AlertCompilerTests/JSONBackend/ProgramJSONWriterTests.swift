import AlertCompiler
import AlertDSL
import AlertRuntime
import Foundation
import Testing

/// `ProgramJSONWriter` (what `JSONBackend.emit` writes, straight from the resolved program) gives exactly the
/// bytes of lowering the program (`CatalogLowering.lower`) and encoding the catalog with `jsonData()`, the
/// Foundation `JSONEncoder` reference: for every sample, the programs that set everything, and thousands of
/// seeded random resolved programs, including shapes no checked program has (values of the wrong kind, case
/// names of no runtime case, repeated properties, non-finite numbers, empty and adjacent literals).
@Suite struct ProgramJSONWriterTests {
    private func expectSameBytes(
        _ program: ResolvedProgram, _ label: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let reference = Array(try CatalogLowering.lower(program).jsonData())
        let written = ProgramJSONWriter.bytes(program)
        guard written != reference else { return true }
        let common = zip(written, reference).prefix { $0 == $1 }.count
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, common - 160)..<min(bytes.count, common + 80)], as: UTF8.self)
        }
        Issue.record(
            """
            \(label()): bytes differ at offset \(common) (writer \(written.count) bytes, reference \(reference.count))
            writer:    …\(excerpt(written))
            reference: …\(excerpt(reference))
            """, sourceLocation: sourceLocation)
        return false
    }

    @Test("each sample gives the reference bytes", arguments: BackendTestSupport.sampleFiles)
    func sample(_ sample: URL) throws {
        _ = try expectSameBytes(BackendTestSupport.compile([sample.path]).program, sample.lastPathComponent)
    }

    @Test func wholeSamplesDirectoryAndEverythingPrograms() throws {
        let program = BackendTestSupport.compile([BackendTestSupport.samplesDirectory.path]).program
        #expect(try expectSameBytes(program, "samples/"))
        #expect(JSONBackend.emit(program) == ProgramJSONWriter.text(program))
        let file = JSONBackend.file(named: "Alerts.json", for: program)
        #expect(file == GeneratedFile(name: "Alerts.json", contents: ProgramJSONWriter.text(program)))
        for (name, source) in [
            ("everything", JSONKeyCoverageTests.everything), ("JSONBackendTests.program", JSONBackendTests.program),
            ("injection", SwiftBackendPrograms.injection),
        ] {
            let tree = try TemporaryTree()
            let path = try tree.write("program.alert", source)
            #expect(try expectSameBytes(BackendTestSupport.compile([path]).program, name))
        }
    }

    @Test func emptyProgram() throws {
        #expect(try expectSameBytes(ResolvedProgram(), "empty program"))
    }

    /// Short decimals are written without `description`; the result must still be what `JSONEncoder` writes,
    /// around every boundary of that path (0.001, 10^9, six decimals) and for random values of every size.
    @Test func decimalNumbersMatchTheEncoder() throws {
        var values: [Double] = [
            0.001, -0.001, 0.0009999, 0.0015, 0.25, 0.4, 14.5, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 999_999_999.5,
            999_999_999.999999, 1e9 + 0.5, 123_456.789012, 0.000001, 0.0000015, 1e-7, .leastNonzeroMagnitude, 0.1 + 0.2,
            .pi, -.pi, 1e21 + 1, 9_007_199_254_740_993.5, 0.05, 0.005, 100.000001, 0.123456, 0.1234567,
        ]
        var random = RandomCatalogGenerator(seed: 99)
        for _ in 0..<4000 {
            let digits = Double(Int(truncatingIfNeeded: random.next() >> UInt64(random.below(60) + 4)))
            let scale = [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 3, 7][random.below(10)]
            values.append(random.chance(50) ? digits / scale : -digits / scale)
            values.append(Double(bitPattern: random.next()))
        }
        let finite = values.filter(\.isFinite)
        for start in stride(from: 0, to: finite.count, by: 500) {
            let chunk = finite[start..<min(finite.count, start + 500)]
            #expect(try expectSameBytes(Self.program(keyboardOffsets: Array(chunk)), "numbers from \(start)"))
        }
    }

    /// Numbers as `JSONEncoder` writes them: `description` without a trailing `.0`.
    @Test func numbersAreSpelledLikeTheEncoder() throws {
        let cases: [(Double, String)] = [
            (17, "17"), (0.25, "0.25"), (0.1, "0.1"), (1e-5, "1e-05"), (1e-7, "1e-07"), (1e21, "1e+21"),
            (1e16, "1e+16"), (1e15, "1000000000000000"), (123_456_789.125, "123456789.125"), (-0.0, "-0"), (0, "0"),
            (9_007_199_254_740_992, "9007199254740992"), (9_007_199_254_740_994, "9.007199254740994e+15"),
            (-40, "-40"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
        ]
        for (value, expected) in cases {
            let program = Self.program(keyboardOffsets: [value])
            #expect(try expectSameBytes(program, "\(value)"))
            #expect(ProgramJSONWriter.text(program).contains("\"keyboardOffset\" : \(expected),\n"), "\(value)")
        }
        for priority in RandomCatalogGenerator.specialIntegers {
            var program = Self.program(keyboardOffsets: [0])
            program.alerts[0].priority = Int64(priority)
            #expect(try expectSameBytes(program, "priority \(priority)"))
        }
    }

    /// Every control character, quotes, backslashes, slashes (not escaped), DEL, bidi marks, emoji: in names,
    /// docs, text and `after`.
    @Test func stringsAreEscapedLikeTheEncoder() throws {
        var everyASCII = ""
        for byte in 0..<0x80 { everyASCII.unicodeScalars.append(UnicodeScalar(UInt8(byte))) }
        let texts = RandomCatalogGenerator.hostilePieces + [everyASCII, "", "plain", everyASCII + "😀\u{202E}é"]
        var program = ResolvedProgram()
        for text in texts {
            var alert = Self.alert(named: text)
            alert.doc = text
            alert.title = .plain([.literal(text), .parameter(text)])
            alert.after = [text]
            alert.actions = [
                ResolvedAction(
                    name: text, title: .plain([.literal(text)]), style: .default, subtitle: nil, properties: [],
                    doc: text, actionSet: nil, nameRange: Self.range)
            ]
            program.alerts.append(alert)
        }
        #expect(try expectSameBytes(program, "strings"))
        let text = ProgramJSONWriter.text(
            ResolvedProgram(themes: [], pages: [], alerts: [Self.alert(named: everyASCII)]))
        #expect(
            text.contains(
                #""name" : "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
                    + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e"#
                    + ##"\u001f !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"##
                    + "\u{7F}\""
            ))
    }

    /// Strings of 1 to 17 bytes, clean or with one byte to escape at each place, and with a two-byte character at
    /// their end: the writer copies a string eight bytes at a time and its last 1 to 7 bytes as one word.
    @Test func shortStringsAndTheirTailsAreEscapedLikeTheEncoder() throws {
        var texts: [String] = []
        for length in 1...17 {
            let clean = String(repeating: "a", count: length)
            texts.append(clean)
            texts.append(clean + "é")
            for position in 0..<length {
                for special in ["\"", "\\", "\n", "\u{1F}", "\u{7F}", "é"] {
                    var characters = Array(clean)
                    characters[position] = Character(special)
                    texts.append(String(characters))
                }
            }
        }
        var program = ResolvedProgram()
        var seen: Set<String> = []
        for text in texts where seen.insert(text).inserted {
            var alert = Self.alert(named: text)
            alert.title = .plain([.literal(text), .literal(text)])
            program.alerts.append(alert)
        }
        #expect(try expectSameBytes(program, "short strings"))
    }

    private static let range = SourceRange(file: FileID(0), start: 0, end: 0)

    /// An alert with nothing set.
    private static func alert(named name: String) -> ResolvedAlert {
        ResolvedAlert(
            name: name, parameters: [], style: .alert, theme: nil, title: nil, message: nil, actions: [], fields: [],
            preferred: nil, properties: [], page: nil, priority: 0, exclusive: .none, after: [], ready: .immediate,
            host: .window, doc: nil, deprecated: nil, nameRange: range, range: range)
    }

    /// One alert per number, each with it as its `keyboardOffset`.
    private static func program(keyboardOffsets: [Double]) -> ResolvedProgram {
        ResolvedProgram(
            themes: [], pages: [],
            alerts: keyboardOffsets.map { offset in
                var alert = alert(named: "n")
                alert.properties = [
                    ResolvedProperty(name: "keyboardOffset", value: .number(offset), origin: .own, range: nil)
                ]
                return alert
            })
    }

    @Test func randomResolvedPrograms() throws {
        var failures = 0
        for seed in 0..<400 as Range<UInt64> {
            var generator = RandomProgramGenerator(seed: seed)
            let program = generator.program()
            if !(try expectSameBytes(program, "seed \(seed)")) { failures += 1 }
            if failures >= 3 { break }
        }
    }
}

/// Seeded random `ResolvedProgram`s: mostly what the checker produces, with a share of what it never does.
struct RandomProgramGenerator {
    private var random: RandomCatalogGenerator
    private let range = SourceRange(file: FileID(0), start: 0, end: 0)

    init(seed: UInt64) {
        random = RandomCatalogGenerator(seed: seed &* 7919 &+ 17)
    }

    mutating func program() -> ResolvedProgram {
        ResolvedProgram(
            themes: list(4) { $0.theme() },
            pages: list(4) { $0.page() },
            alerts: list(6) { $0.alert() })
    }

    private mutating func list<Element>(_ maximum: Int, _ make: (inout RandomProgramGenerator) -> Element)
        -> [Element]
    {
        var elements: [Element] = []
        for _ in 0..<random.below(maximum + 1) { elements.append(make(&self)) }
        return elements
    }

    private mutating func maybe<Value>(_ percent: Int = 50, _ make: (inout RandomProgramGenerator) -> Value)
        -> Value?
    {
        random.chance(percent) ? make(&self) : nil
    }

    private mutating func name() -> String { random.identifier() }
    private mutating func string() -> String { random.string() }

    // MARK: - Declarations

    mutating func theme() -> ResolvedTheme {
        ResolvedTheme(
            name: string(), parent: maybe { $0.string() }, isDefault: random.chance(30),
            properties: properties(Self.themeNames), doc: maybe { $0.string() }, deprecated: maybe(20) { $0.string() },
            nameRange: range)
    }

    mutating func page() -> ResolvedPage {
        ResolvedPage(
            name: string(), parent: maybe { $0.name() }, theme: maybe { $0.name() }, doc: maybe { $0.string() },
            deprecated: maybe(20) { $0.string() }, nameRange: range)
    }

    mutating func alert() -> ResolvedAlert {
        ResolvedAlert(
            name: string(),
            parameters: list(3) {
                ResolvedParameter(
                    name: $0.name(), type: $0.random.pick(ResolvedParameter.ParameterType.self), range: $0.range)
            },
            style: random.pick(ResolvedAlert.Style.self), theme: maybe { $0.name() }, title: maybe { $0.text() },
            message: maybe { $0.text() }, actions: list(4) { $0.action() }, fields: list(2) { $0.field() },
            preferred: maybe(30) { $0.name() }, properties: properties(Self.alertNames), page: maybe { $0.name() },
            priority: random.chance(80) ? Int64(random.below(200)) - 100 : Int64(bitPattern: random.next()),
            exclusive: random.pick(ResolvedAlert.Exclusivity.self), after: list(3) { $0.string() },
            ready: random.pick(ResolvedAlert.Readiness.self), host: host(), doc: maybe { $0.string() },
            deprecated: maybe(20) { $0.string() }, nameRange: range, range: range)
    }

    mutating func action() -> ResolvedAction {
        ResolvedAction(
            name: string(), title: text(), style: random.pick(ResolvedAction.Style.self),
            subtitle: maybe(30) { $0.text() }, properties: properties(Self.actionNames), doc: maybe(30) { $0.string() },
            actionSet: maybe(20) { $0.name() }, nameRange: range)
    }

    mutating func field() -> ResolvedField {
        ResolvedField(
            name: string(), properties: properties(Self.fieldNames), doc: maybe(30) { $0.string() }, nameRange: range)
    }

    // MARK: - Properties

    static let alertNames = [
        "titleFont", "titleColor", "messageFont", "messageColor", "textAlignment", "image", "imageMaxSize",
        "imageTint", "headerView", "contentView", "containerView", "actionAxis", "tintColor", "minDistanceToEdges",
        "cornerRadius", "offset", "maxSize", "backgroundColor", "separatorColor", "backdrop", "dialogBlur",
        "dismissOnBackdropTap", "animation", "animationDuration", "avoidsKeyboard", "keyboardOffset",
        "popoverAnchor",
    ]
    static let actionNames = [
        "titleFont", "titleColor", "subtitleFont", "subtitleColor", "alignment", "image", "trailingImage",
        "imageTint", "imageSpacing", "backgroundColor", "insets", "height", "enabled", "dismisses", "spacingAfter",
    ]
    static let fieldNames = ["placeholder", "text", "secure", "keyboard", "contentType", "font"]
    static let themeNames = [
        "titleFont", "titleColor", "messageFont", "messageColor", "textAlignment", "imageMaxSize", "imageTint",
        "minDistanceToEdges", "cornerRadius", "maxSize", "backgroundColor", "separatorColor", "backdrop",
        "dialogBlur", "dismissOnBackdropTap", "animation", "animationDuration", "actionAxis", "avoidsKeyboard",
        "keyboardOffset", "tintColor", "actionFont", "actionColor", "cancelFont", "cancelColor", "destructiveFont",
        "destructiveColor", "subtitleFont", "subtitleColor", "actionBackground", "actionHeight", "actionInsets",
    ]
    /// Names lowering ignores in a given list: structural properties and other contexts' properties (the
    /// model holds schema names only, so names of no context cannot occur).
    static let otherNames = [
        "title", "style", "priority", "page", "subtitle", "placeholder", "keyboard", "secure", "preferred", "ready",
    ]

    /// Properties in a random order, some repeated, some unknown, each value usually of its property's kind.
    private mutating func properties(_ names: [String]) -> [ResolvedProperty] {
        list(random.chance(50) ? 8 : 24) { generator in
            let name =
                generator.random.chance(90) ? generator.random.pick(names) : generator.random.pick(Self.otherNames)
            let value =
                generator.random.chance(85) ? generator.value(forProperty: name) : generator.anyValue()
            return ResolvedProperty(name: name, value: value, origin: .own, range: nil)
        }
    }

    private mutating func value(forProperty name: String) -> ResolvedValue {
        switch name {
        case "titleFont", "messageFont", "subtitleFont", "actionFont", "cancelFont", "destructiveFont", "font":
            return .font(font())
        case "textAlignment", "alignment":
            return .enumCase(caseName(AlertTextAlignment.self))
        case "actionAxis": return .enumCase(caseName(ActionAxis.self))
        case "animation": return .enumCase(caseName(AlertAnimation.self))
        case "keyboard": return .enumCase(caseName(FieldKeyboard.self))
        case "contentType": return .enumCase(caseName(FieldContentType.self))
        case "image", "trailingImage":
            return .image(random.chance(50) ? .asset(string()) : .symbol(string()))
        case "imageMaxSize", "maxSize": return .size(width: number(), height: number())
        case "offset": return .point(x: number(), y: number())
        case "insets", "actionInsets":
            return .insets(top: number(), left: number(), bottom: number(), right: number())
        case "headerView", "contentView", "containerView":
            return .customView(
                CustomViewValue(
                    typeName: string(),
                    extent: random.chance(50) ? .height(number()) : .size(width: number(), height: number())))
        case "popoverAnchor":
            return .popoverAnchor(
                PopoverAnchorValue(
                    kind: random.chance(50) ? .view : .barButton, name: string(),
                    arrows: maybe { $0.list(4) { $0.caseName(PopoverArrow.self) } }))
        case "backdrop": return .backdrop(backdrop())
        case "dialogBlur", "dismissOnBackdropTap", "avoidsKeyboard", "enabled", "dismisses", "secure":
            return .bool(random.chance(50))
        case "placeholder", "text": return .text(text())
        case "minDistanceToEdges", "cornerRadius", "animationDuration", "keyboardOffset", "imageSpacing", "height",
            "spacingAfter", "actionHeight":
            return random.chance(20) ? .integer(Int64(random.integer())) : .number(number())
        default:
            return .color(color())
        }
    }

    private mutating func anyValue() -> ResolvedValue {
        switch random.below(12) {
        case 0: .text(text())
        case 1: .color(color())
        case 2: .font(font())
        case 3: .number(number())
        case 4: .integer(Int64(random.integer()))
        case 5: .bool(random.chance(50))
        case 6: .enumCase(random.chance(50) ? "center" : name())
        case 7: .reference(name())
        case 8: .references(list(2) { $0.name() })
        case 9: .backdrop(backdrop())
        case 10: .host(host())
        default: .size(width: number(), height: number())
        }
    }

    // MARK: - Values

    /// A case name of `type`, or (one time in eight) a name no case has.
    private mutating func caseName<Cases: CaseIterable & RawRepresentable>(_ type: Cases.Type) -> String
    where Cases.RawValue == String, Cases.AllCases == [Cases] {
        random.chance(12) ? random.pick(["", "bogus", "Center", "centre", "systemred"]) : random.pick(type).rawValue
    }

    private mutating func number() -> Double {
        switch random.below(10) {
        case 0: random.pick([Double.infinity, -.infinity, .nan, -0.0, .greatestFiniteMagnitude])
        case 1, 2: Double(random.below(20_000) - 10_000) / random.pick([10, 100, 1000, 4, 8, 1_000_000])
        default: random.number()
        }
    }

    private mutating func color(depth: Int = 0) -> ColorValue {
        switch random.below(depth > 1 ? 2 : 3) {
        case 0:
            .fixed(
                red: UInt8(random.below(256)), green: UInt8(random.below(256)), blue: UInt8(random.below(256)),
                alpha: UInt8(random.below(256)))
        case 1: .system(caseName(SystemColor.self))
        default: .dynamic(light: color(depth: depth + 1), dark: color(depth: depth + 1))
        }
    }

    private mutating func font() -> FontValue {
        switch random.below(3) {
        case 0: .system(size: number(), weight: maybe { $0.caseName(FontWeight.self) })
        case 1: .custom(name: string(), size: number())
        default: .textStyle(caseName(FontTextStyle.self))
        }
    }

    private mutating func backdrop() -> BackdropValue {
        switch random.below(3) {
        case 0: .dim(alpha: number())
        case 1: .blur(style: caseName(BlurStyle.self), alpha: number())
        default: .none
        }
    }

    private mutating func host() -> HostValue {
        switch random.below(3) {
        case 0: .page
        case 1: .window
        default: .view(string())
        }
    }

    private mutating func segments() -> [TextValue.Segment] {
        list(5) { generator in
            generator.random.chance(70)
                ? .literal(generator.random.chance(20) ? "" : generator.string()) : .parameter(generator.name())
        }
    }

    private mutating func text() -> TextValue {
        switch random.below(3) {
        case 0: return .plain(segments())
        case 1: return .localized(key: string(), table: maybe { $0.string() }, defaultValue: maybe { $0.segments() })
        default:
            return .rich(
                list(4) { generator in
                    switch generator.random.below(4) {
                    case 0: .plain(generator.segments())
                    case 1: .bold(generator.segments())
                    case 2: .italic(generator.segments())
                    default:
                        .styled(
                            generator.segments(), font: generator.maybe { $0.font() },
                            color: generator.maybe { $0.color() })
                    }
                })
        }
    }
}
