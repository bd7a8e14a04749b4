import AlertCompiler
import AlertDSL
import AlertRuntime
import Foundation
import Testing

/// Each value kind of spec §3 lowers to the runtime value the JSON format and generated Swift carry.
@Suite struct CatalogLoweringValueTests {
    @Test func colours() throws {
        let alert = try BackendTestSupport.alert(
            """
            alert a {
                title: "t"
                titleColor: #F80
                messageColor: #abcdef
                backgroundColor: #12345678
                separatorColor: .rgb(255, 59, 48)
                imageTint: .rgba(0, 0, 0, 0.5)
                tintColor: .system(.systemRed)
                action ok "OK" { backgroundColor: .dynamic(light: #FFF, dark: .system(.black)) }
                action no "No" { titleColor: .rgba(1, 2, 3, 0.0) imageTint: .rgba(1, 2, 3, 1) }
                action half "Half" { titleColor: .rgb(127.5, 0, 0.4) }
            }
            """)
        #expect(alert.titleColor == .fixed(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0xFF))
        #expect(alert.titleColor?.hexString == "#FF8800FF")
        #expect(alert.messageColor?.hexString == "#ABCDEFFF")
        #expect(alert.backgroundColor?.hexString == "#12345678")
        #expect(alert.separatorColor?.hexString == "#FF3B30FF")
        // Alpha byte is round(a × 255), halves up: 0.5 → 128.
        #expect(alert.imageTint?.hexString == "#00000080")
        #expect(alert.tintColor == .system(.systemRed))
        #expect(
            alert.actions[0].backgroundColor
                == .dynamic(light: .fixed(red: 255, green: 255, blue: 255, alpha: 255), dark: .system(.black)))
        #expect(alert.actions[1].titleColor?.hexString == "#01020300")
        #expect(alert.actions[1].imageTint?.hexString == "#010203FF")
        // Decimal components round to the nearest byte the same way (docs/json-format.md).
        #expect(alert.actions[2].titleColor?.hexString == "#800000FF")
    }

    @Test func labelledArgumentsInAnyOrder() throws {
        // Labelled arguments are matched by label, unlabelled ones in order, so a form written with its labels
        // in another order, or before the unlabelled argument, means the same value (docs/language.md).
        func alert(_ values: String) throws -> AlertDefinition {
            try BackendTestSupport.alert(
                """
                page P
                alert a(n: Int) {
                    style: .actionSheet
                    page: P
                    \(values)
                    action ok "OK"
                }
                """)
        }
        let written = try alert(
            """
            title: .localized("k", default: "Hi \\(n)", table: "Alerts")
            message: [.styled("m", font: .system(12), color: #FFF)]
            titleColor: .dynamic(light: #FFF, dark: .system(.black))
            backdrop: .blur(.dark, alpha: 0.5)
            popoverAnchor: .view("anchor", arrows: [.up])
            contentView: .custom("Body", height: 40)
            """)
        let reordered = try alert(
            """
            title: .localized(table: "Alerts", default: "Hi \\(n)", "k",)
            message: [.styled(color: #FFF, font: .system(12), "m")]
            titleColor: .dynamic(dark: .system(.black), light: #FFF)
            backdrop: .blur(alpha: 0.5, .dark)
            popoverAnchor: .view(arrows: [.up], "anchor")
            contentView: .custom(height: 40, "Body")
            """)
        #expect(written == reordered)
        #expect(
            written.title == .localized(key: "k", table: "Alerts", defaultValue: [.literal("Hi "), .parameter("n")]))
        #expect(written.backdrop == .blur(style: .dark, alpha: 0.5))
    }

    @Test func everySystemColourName() throws {
        let names = SystemColor.allCases.map(\.rawValue)
        let source = names.enumerated().map { index, name in
            "alert a\(index) { title: \"t\" tintColor: .system(.\(name)) action ok \"OK\" }"
        }.joined(separator: "\n")
        let catalog = try BackendTestSupport.lower(source)
        #expect(catalog.alerts.map(\.tintColor) == SystemColor.allCases.map { AlertColor.system($0) })
    }

    @Test func fonts() throws {
        let alert = try BackendTestSupport.alert(
            """
            alert a {
                title: "t"
                titleFont: .system(17)
                messageFont: .system(13.5, .semibold)
                action ok "OK" { titleFont: .custom("Avenir-Heavy", 15) subtitleFont: .textStyle(.caption2) }
            }
            """)
        #expect(alert.titleFont == .system(size: 17))
        #expect(alert.messageFont == .system(size: 13.5, weight: .semibold))
        #expect(alert.actions[0].titleFont == .custom(name: "Avenir-Heavy", size: 15))
        #expect(alert.actions[0].subtitleFont == .textStyle(.caption2))
    }

    @Test func everyFontWeightAndTextStyle() throws {
        let weights = FontWeight.allCases.map(\.rawValue)
        let styles = FontTextStyle.allCases.map(\.rawValue)
        var source = ""
        for (index, weight) in weights.enumerated() {
            source += "alert w\(index) { title: \"t\" titleFont: .system(12, .\(weight)) action ok \"OK\" }\n"
        }
        for (index, style) in styles.enumerated() {
            source += "alert s\(index) { title: \"t\" titleFont: .textStyle(.\(style)) action ok \"OK\" }\n"
        }
        let fonts = try BackendTestSupport.lower(source).alerts.map(\.titleFont)
        let expected =
            FontWeight.allCases.map { AlertFont.system(size: 12, weight: $0) }
            + FontTextStyle.allCases.map { AlertFont.textStyle($0) }
        #expect(fonts == expected)
    }

    @Test func imagesAndGeometry() throws {
        let alert = try BackendTestSupport.alert(
            """
            alert a {
                title: "t"
                image: "logo"
                imageMaxSize: .size(56, 40.5)
                maxSize: .size(300, 400)
                offset: .point(-3, 12.25)
                action ok "OK" {
                    image: .asset("plus")
                    trailingImage: .symbol("chevron.right")
                    insets: .insets(1, -2, 3.5, 4)
                    height: 48
                    imageSpacing: 6
                    spacingAfter: 10
                }
            }
            """)
        #expect(alert.image == .asset("logo"))
        #expect(alert.imageMaxSize == AlertSize(width: 56, height: 40.5))
        #expect(alert.maxSize == AlertSize(width: 300, height: 400))
        #expect(alert.offset == AlertPoint(x: -3, y: 12.25))
        let action = alert.actions[0]
        #expect(action.image == .asset("plus"))
        #expect(action.trailingImage == .symbol("chevron.right"))
        #expect(action.insets == AlertInsets(top: 1, left: -2, bottom: 3.5, right: 4))
        #expect(action.height == 48)
        #expect(action.imageSpacing == 6)
        #expect(action.spacingAfter == 10)
    }

    /// A decimal too small for a `Double` is 0, the alert's own value (spec §5), not a value dropped so that §4's
    /// default or a theme's value stands in for it.
    @Test func decimalBelowDoubleRangeIsZero() throws {
        let tiny = "0." + String(repeating: "0", count: 400) + "1"
        let alert = try BackendTestSupport.alert(
            """
            @default theme D { cornerRadius: 12 }
            alert a {
                title: "t"
                animationDuration: \(tiny)
                cornerRadius: \(tiny)
                offset: .point(\(tiny), 1)
                action ok "OK" { imageSpacing: \(tiny) }
            }
            """)
        #expect(alert.animationDuration == 0)
        #expect(alert.cornerRadius == 0)
        #expect(alert.offset == AlertPoint(x: 0, y: 1))
        #expect(alert.actions[0].imageSpacing == 0)
    }

    @Test func backdrops() throws {
        let catalog = try BackendTestSupport.lower(
            """
            alert a { title: "t" backdrop: .dim(0.3) action ok "OK" }
            alert b { title: "t" backdrop: .blur(.extraLight, alpha: 0.2) action ok "OK" }
            alert c { title: "t" backdrop: .blur(.dark, alpha: 1) action ok "OK" }
            alert d { title: "t" backdrop: .none action ok "OK" }
            alert e { title: "t" action ok "OK" }
            """)
        #expect(
            catalog.alerts.map(\.backdrop) == [
                .dim(alpha: 0.3), .blur(style: .extraLight, alpha: 0.2), .blur(style: .dark, alpha: 1), .none,
                .dim(alpha: 0.4),
            ])
    }

    @Test func customViews() throws {
        let catalog = try BackendTestSupport.lower(
            """
            alert a { headerView: .custom("Brand.Header", height: 120) action ok "OK" }
            alert b { title: "t" contentView: .custom("RatingView", height: 44.5) action ok "OK" }
            alert c { containerView: .custom("Picker", size: .size(290, 250)) action ok "OK" }
            """)
        #expect(catalog.alerts[0].headerView == CustomView(typeName: "Brand.Header", height: 120))
        #expect(catalog.alerts[1].contentView == CustomView(typeName: "RatingView", height: 44.5))
        #expect(
            catalog.alerts[2].containerView == CustomView(typeName: "Picker", size: AlertSize(width: 290, height: 250)))
    }

    @Test func popoverAnchorsAndHosts() throws {
        let catalog = try BackendTestSupport.lower(
            """
            page Home
            alert a { style: .actionSheet title: "t" popoverAnchor: .view("button") action ok "OK" }
            alert b {
                style: .actionSheet
                title: "t"
                popoverAnchor: .barButton("share", arrows: [.up, .down, .left, .right])
                action ok "OK"
            }
            alert c { title: "t" page: Home action ok "OK" }
            alert d { title: "t" page: Home host: .window action ok "OK" }
            alert e { title: "t" host: .view("banner") action ok "OK" }
            """)
        #expect(catalog.alerts[0].popoverAnchor == .view("button", arrows: nil))
        #expect(catalog.alerts[1].popoverAnchor == .barButton("share", arrows: [.up, .down, .left, .right]))
        #expect(catalog.alerts[0].host == .window)
        #expect(catalog.alerts[2].host == .page)
        #expect(catalog.alerts[3].host == .window)
        #expect(catalog.alerts[4].host == .view("banner"))
    }

    @Test func everyEnumeratedOption() throws {
        var source = "page P\n"
        for (index, animation) in AlertAnimation.allCases.enumerated() {
            source += "alert an\(index) { title: \"t\" animation: .\(animation.rawValue) action ok \"OK\" }\n"
        }
        for (index, alignment) in AlertTextAlignment.allCases.enumerated() {
            source += """
                alert al\(index) {
                    title: "t" textAlignment: .\(alignment.rawValue)
                    action ok "OK" { alignment: .\(alignment.rawValue) }
                }

                """
        }
        for (index, axis) in ActionAxis.allCases.enumerated() {
            source += "alert ax\(index) { title: \"t\" actionAxis: .\(axis.rawValue) action ok \"OK\" }\n"
        }
        for (index, exclusive) in AlertExclusivity.allCases.enumerated() {
            source += """
                alert ex\(index) { title: "t" page: P priority: \(index + 1) exclusive: .\(exclusive.rawValue) action ok "OK" }
                alert low\(index) { title: "t" page: P action ok "OK" }

                """
        }
        for (index, ready) in AlertReadiness.allCases.enumerated() {
            source += "alert r\(index) { title: \"t\" ready: .\(ready.rawValue) action ok \"OK\" }\n"
        }
        let catalog = try BackendTestSupport.lower(source)
        func alerts(_ prefix: String) -> [AlertDefinition] {
            catalog.alerts.filter {
                $0.name.hasPrefix(prefix) && $0.name.dropFirst(prefix.count).allSatisfy(\.isNumber)
            }
        }
        #expect(alerts("an").map(\.animation) == AlertAnimation.allCases)
        #expect(alerts("al").map(\.textAlignment) == AlertTextAlignment.allCases)
        #expect(alerts("al").map { $0.actions[0].alignment } == AlertTextAlignment.allCases)
        #expect(alerts("ax").map(\.actionAxis) == ActionAxis.allCases)
        #expect(alerts("ex").map(\.exclusive) == AlertExclusivity.allCases)
        #expect(alerts("r").map(\.ready) == AlertReadiness.allCases)
    }

    @Test func fieldsKeepOnlyWhatIsWritten() throws {
        var source = "alert a {\n    title: \"t\"\n"
        for keyboard in FieldKeyboard.allCases {
            source += "    field k_\(keyboard.rawValue) { keyboard: .\(keyboard.rawValue) }\n"
        }
        for contentType in FieldContentType.allCases {
            source += "    field c_\(contentType.rawValue) { contentType: .\(contentType.rawValue) }\n"
        }
        source += """
                /// The user's name.
                field full {
                    placeholder: "Name"
                    text: .localized("name.initial")
                    secure: false
                    font: .system(15, .light)
                }
                field bare
                action ok "OK"
            }
            """
        let alert = try BackendTestSupport.alert(source)
        let keyboards = alert.fields.filter { $0.name.hasPrefix("k_") }.map(\.keyboard)
        #expect(keyboards == FieldKeyboard.allCases.map { $0 })
        let contentTypes = alert.fields.filter { $0.name.hasPrefix("c_") }.map(\.contentType)
        #expect(contentTypes == FieldContentType.allCases.map { $0 })
        #expect(
            alert.field(named: "full")
                == FieldDefinition(
                    name: "full", placeholder: .literal("Name"), text: .localized(key: "name.initial"), secure: false,
                    font: .system(size: 15, weight: .light), doc: "The user's name."))
        #expect(alert.field(named: "bare") == FieldDefinition(name: "bare"))
    }

    /// The lexer refuses a decimal too large for a Double, so only a hand-built program can hold infinity or
    /// NaN: lowering turns infinity into the largest finite value of its sign and NaN into 0.
    @Test func nonFiniteNumbersBecomeFinite() throws {
        let tree = try TemporaryTree()
        let path = try tree.write(
            "program.alert",
            "alert a { title: \"t\" keyboardOffset: 1 cornerRadius: 2 animationDuration: 3 minDistanceToEdges: -0.0 "
                + "action ok \"OK\" }")
        var program = BackendTestSupport.compile([path]).program
        let replacements: [String: Double] = [
            "keyboardOffset": .infinity, "cornerRadius": -.infinity, "animationDuration": .nan,
        ]
        for index in program.alerts[0].properties.indices {
            if let number = replacements[program.alerts[0].properties[index].name] {
                program.alerts[0].properties[index].value = .number(number)
            }
        }
        let alert = try #require(CatalogLowering.lower(program).alerts.first)
        #expect(alert.keyboardOffset == Double.greatestFiniteMagnitude)
        #expect(alert.cornerRadius == -Double.greatestFiniteMagnitude)
        #expect(alert.animationDuration == 0)
        let catalog = AlertCatalog(alerts: [alert])
        #expect(try AlertCatalog(jsonData: try catalog.jsonData()) == catalog)
    }
}
