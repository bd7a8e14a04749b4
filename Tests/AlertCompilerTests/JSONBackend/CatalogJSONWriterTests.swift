import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// `CatalogJSONWriter` (what `JSONBackend.emit` writes) gives exactly the bytes of `AlertCatalog.jsonData()`, the
/// Foundation `JSONEncoder` reference: for every sample, the program that sets everything, every enum case,
/// edge-case numbers and strings, and thousands of seeded random catalogs.
@Suite struct CatalogJSONWriterTests {
    /// Records the first difference between the writer's bytes and the reference's, with context.
    private func expectSameBytes(
        _ catalog: AlertCatalog, _ label: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let reference = Array(try catalog.jsonData())
        let written = try CatalogJSONWriter.bytes(catalog)
        guard written != reference else { return true }
        let common = zip(written, reference).prefix { $0 == $1 }.count
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, common - 120)..<min(bytes.count, common + 80)], as: UTF8.self)
        }
        Issue.record(
            """
            \(label()): bytes differ at offset \(common) (writer \(written.count) bytes, reference \(reference.count))
            writer:    …\(excerpt(written))
            reference: …\(excerpt(reference))
            """, sourceLocation: sourceLocation)
        return false
    }

    private func lowered(_ inputs: [String]) -> AlertCatalog {
        CatalogLowering.lower(BackendTestSupport.compile(inputs).program)
    }

    @Test("each sample gives the reference bytes", arguments: BackendTestSupport.sampleFiles)
    func sample(_ sample: URL) throws {
        _ = try expectSameBytes(lowered([sample.path]), sample.lastPathComponent)
    }

    @Test func wholeSamplesDirectory() throws {
        let catalog = lowered([BackendTestSupport.samplesDirectory.path])
        #expect(try expectSameBytes(catalog, "samples/"))
        // The back end's text is the writer's, and it is what the runtime reads back.
        let emitted = JSONBackend.emit(BackendTestSupport.compile([BackendTestSupport.samplesDirectory.path]).program)
        #expect(Array(emitted.utf8) == Array(try catalog.jsonData()))
        #expect(try AlertCatalog(jsonData: Data(emitted.utf8)) == catalog)
    }

    @Test func programThatSetsEverything() throws {
        for (name, source) in [
            ("everything", JSONKeyCoverageTests.everything), ("JSONBackendTests.program", JSONBackendTests.program),
        ] {
            let catalog = try BackendTestSupport.lower(source)
            #expect(try expectSameBytes(catalog, name))
        }
    }

    @Test func emptyCatalog() throws {
        #expect(try expectSameBytes(AlertCatalog(), "empty catalog"))
        #expect(
            try CatalogJSONWriter.text(AlertCatalog())
                == "{\n  \"alerts\" : [\n\n  ],\n  \"format\" : \"1\",\n  \"pages\" : [\n\n  ],\n  \"themes\" : [\n\n  ]\n}\n"
        )
    }

    /// Every case of every enum and every value kind, each in a place that writes it.
    @Test func everyEnumCaseAndValueKind() throws {
        var alerts: [AlertDefinition] = []
        for color in SystemColor.allCases {
            alerts.append(AlertDefinition(name: color.rawValue, tintColor: .system(color)))
        }
        for weight in FontWeight.allCases {
            alerts.append(AlertDefinition(name: weight.rawValue, titleFont: .system(size: 17, weight: weight)))
        }
        for style in FontTextStyle.allCases {
            alerts.append(AlertDefinition(name: style.rawValue, messageFont: .textStyle(style)))
        }
        for animation in AlertAnimation.allCases {
            alerts.append(AlertDefinition(name: "a", animation: animation))
        }
        for (axis, alignment) in zip(ActionAxis.allCases, AlertTextAlignment.allCases) {
            alerts.append(AlertDefinition(name: "b", textAlignment: alignment, actionAxis: axis))
        }
        for style in BlurStyle.allCases {
            alerts.append(AlertDefinition(name: "c", backdrop: .blur(style: style, alpha: 0.6)))
        }
        for (exclusive, ready) in zip(AlertExclusivity.allCases, AlertReadiness.allCases + [.immediate]) {
            alerts.append(AlertDefinition(name: "d", style: .actionSheet, exclusive: exclusive, ready: ready))
        }
        let actions = ActionStyle.allCases.map { ActionDefinition(name: $0.rawValue, title: .literal("x"), style: $0) }
        let fields = zip(FieldKeyboard.allCases, FieldContentType.allCases + [.email]).map {
            FieldDefinition(name: "f", keyboard: $0, contentType: $1)
        }
        let parameters = ParameterDefinition.ParameterType.allCases.map { ParameterDefinition(name: "p", type: $0) }
        alerts.append(
            AlertDefinition(
                name: "kinds", parameters: parameters,
                title: .rich([
                    .plain([.literal("a")]), .bold([.parameter("p")]), .italic([]),
                    .styled(
                        [.literal("s")], font: .custom(name: "Avenir", size: 15),
                        color: .fixed(
                            red: 0, green: 0x7A, blue: 0xFF, alpha: 0xFF)),
                ]),
                message: .localized(key: "k", table: "T", defaultValue: [.literal("Hi "), .parameter("p")]),
                image: .symbol("trash"), imageMaxSize: AlertSize(width: 40, height: 40),
                headerView: CustomView(typeName: "H", height: 80),
                containerView: CustomView(typeName: "C", size: AlertSize(width: 300, height: 400)),
                actions: actions, fields: fields,
                backgroundColor: .dynamic(light: .fixed(red: 1, green: 2, blue: 3, alpha: 4), dark: .system(.black)),
                backdrop: .none, popoverAnchor: .barButton("share", arrows: PopoverArrow.allCases),
                host: .view("banner")))
        alerts.append(AlertDefinition(name: "e", popoverAnchor: .view("v", arrows: []), host: .page))
        alerts.append(AlertDefinition(name: "f", popoverAnchor: .view("v"), host: .window))
        var generator = RandomCatalogGenerator(seed: 1)
        let catalog = AlertCatalog(
            themes: [
                ThemeDefinition(name: "Empty"),
                ThemeDefinition(
                    name: "Full", parent: "Empty", doc: "d", deprecated: "", isDefault: true,
                    properties: generator.completeThemeProperties()),
            ],
            pages: [
                PageDefinition(name: "Root"),
                PageDefinition(name: "Child", parent: "Root", theme: "Full", doc: "d", deprecated: "old"),
            ],
            alerts: alerts)
        #expect(try expectSameBytes(catalog, "every enum case"))
    }

    /// Numbers as `JSONEncoder` writes them: `description` without a trailing `.0`.
    @Test func numbers() throws {
        let cases: [(Double, String)] = [
            (17, "17"), (0.25, "0.25"), (0.1, "0.1"), (1e-5, "1e-05"), (1e-7, "1e-07"), (1e21, "1e+21"),
            (1e16, "1e+16"), (1e15, "1000000000000000"), (123_456_789.125, "123456789.125"), (-0.0, "-0"), (0, "0"),
            (9_007_199_254_740_992, "9007199254740992"), (9_007_199_254_740_994, "9.007199254740994e+15"),
            (-40, "-40"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
        ]
        for (value, expected) in cases {
            let catalog = AlertCatalog(alerts: [AlertDefinition(name: "n", keyboardOffset: value)])
            #expect(try expectSameBytes(catalog, "\(value)"))
            #expect(try CatalogJSONWriter.text(catalog).contains("\"keyboardOffset\" : \(expected),\n"), "\(value)")
        }
        for priority in RandomCatalogGenerator.specialIntegers {
            let catalog = AlertCatalog(alerts: [AlertDefinition(name: "n", priority: priority)])
            #expect(try expectSameBytes(catalog, "priority \(priority)"))
        }
        // A million values through the number path alone would be slow through JSONEncoder; a wide sample is not.
        var generator = RandomCatalogGenerator(seed: 7)
        var alerts: [AlertDefinition] = []
        for _ in 0..<4000 {
            alerts.append(
                AlertDefinition(
                    name: "n", offset: AlertPoint(x: generator.number(), y: generator.number()),
                    animationDuration: generator.number(), keyboardOffset: generator.number(),
                    priority: generator.integer()))
        }
        #expect(try expectSameBytes(AlertCatalog(alerts: alerts), "random numbers"))
    }

    /// Every control character, quotes, backslashes, slashes (not escaped), DEL, bidi marks, emoji.
    @Test func strings() throws {
        var everyASCII = ""
        for byte in 0..<0x80 { everyASCII.unicodeScalars.append(UnicodeScalar(UInt8(byte))) }
        let texts = RandomCatalogGenerator.hostilePieces + [everyASCII, "", "plain", everyASCII + "😀\u{202E}é"]
        let catalog = AlertCatalog(
            alerts: texts.map {
                AlertDefinition(
                    name: $0, doc: $0, title: .plain([.literal($0), .parameter($0)]),
                    actions: [ActionDefinition(name: $0, title: .literal($0), doc: $0)], after: [$0])
            })
        #expect(try expectSameBytes(catalog, "strings"))
        let text = try CatalogJSONWriter.text(AlertCatalog(alerts: [AlertDefinition(name: everyASCII)]))
        #expect(
            text.contains(
                #""name" : "\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
                    + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e"#
                    + ##"\u001f !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"##
                    + "\u{7F}\""
            ))
    }

    @Test func nonFiniteNumbersAreRefusedLikeTheReference() {
        for value in [Double.nan, .infinity, -.infinity] {
            let catalog = AlertCatalog(alerts: [AlertDefinition(name: "n", animationDuration: value)])
            #expect(throws: CatalogJSONWriter.NonFiniteNumberError.self) { try CatalogJSONWriter.bytes(catalog) }
            #expect(throws: (any Error).self) { try catalog.jsonData() }
        }
    }

    @Test("seeded random catalogs give the reference bytes", arguments: 0..<8)
    func randomCatalogs(batch: Int) throws {
        // 8 batches × 400 catalogs; the first difference of a batch is reported with its seed.
        for index in 0..<400 {
            let seed = UInt64(batch * 400 + index)
            var generator = RandomCatalogGenerator(seed: seed)
            let catalog = generator.catalog()
            guard try expectSameBytes(catalog, "seed \(seed)") else { return }
        }
    }
}
