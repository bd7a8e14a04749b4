import AlertCompiler
import AlertRuntime
import Testing

/// Declarations, §4 defaults and §5 resolved values as the catalog carries them.
@Suite struct CatalogLoweringStructureTests {
    @Test func alertWithNothingSetGetsEverySection4Default() throws {
        let alert = try BackendTestSupport.alert(
            #"alert bare { title: "t" action ok "OK" action gone "Gone" .destructive }"#)
        let expected = AlertDefinition(
            name: "bare", title: .literal("t"),
            actions: [
                ActionDefinition(name: "ok", title: .literal("OK")),
                ActionDefinition(
                    name: "gone", title: .literal("Gone"), style: .destructive, titleColor: .system(.systemRed)),
            ])
        #expect(alert == expected)
        #expect(alert.style == .alert)
        #expect(alert.textAlignment == .center)
        #expect(alert.actionAxis == .auto)
        #expect(alert.offset == AlertPoint(x: 0, y: 0))
        #expect(alert.backdrop == .dim(alpha: 0.4))
        #expect(!alert.dialogBlur)
        #expect(alert.dismissOnBackdropTap)
        #expect(alert.animation == .automatic)
        #expect(alert.animationDuration == 0.25)
        #expect(alert.avoidsKeyboard)
        #expect(alert.keyboardOffset == 0)
        #expect(alert.host == .window)
        #expect(alert.page == nil)
        #expect(alert.priority == 0)
        #expect(alert.exclusive == .none)
        #expect(alert.after.isEmpty)
        #expect(alert.ready == .immediate)
        #expect(alert.theme == nil)
        #expect(alert.message == nil)
        #expect(alert.doc == nil)
        #expect(alert.deprecated == nil)
    }

    @Test func themesKeepOnlyTheirOwnProperties() throws {
        let catalog = try BackendTestSupport.lower(
            """
            /// Base look.
            @default
            theme Base {
                titleFont: .system(17, .semibold)
                titleColor: #111
                messageFont: .textStyle(.footnote)
                messageColor: #222
                textAlignment: .natural
                imageMaxSize: .size(40, 40)
                imageTint: #333
                minDistanceToEdges: 12
                cornerRadius: 13
                maxSize: .size(300, 500)
                backgroundColor: #444
                separatorColor: #555
                backdrop: .none
                dialogBlur: true
                dismissOnBackdropTap: false
                animation: .none
                animationDuration: 0.5
                actionAxis: .vertical
                avoidsKeyboard: false
                keyboardOffset: -8
                tintColor: #666
                actionFont: .system(16)
                actionColor: #777
                cancelFont: .system(16, .bold)
                cancelColor: #888
                destructiveFont: .system(16, .heavy)
                destructiveColor: #999
                subtitleFont: .system(11)
                subtitleColor: #AAA
                actionBackground: #BBB
                actionHeight: 50
                actionInsets: .insets(1, 2, 3, 4)
            }
            @deprecated("use Base")
            theme Old: Base { cornerRadius: 2 }
            """)
        let gray = { (digit: UInt8) in
            AlertColor.fixed(red: digit * 17, green: digit * 17, blue: digit * 17, alpha: 255)
        }
        let base = ThemeDefinition(
            name: "Base", doc: "Base look.", isDefault: true,
            properties: ThemeProperties(
                titleFont: .system(size: 17, weight: .semibold), titleColor: gray(1),
                messageFont: .textStyle(.footnote),
                messageColor: gray(2), textAlignment: .natural, imageMaxSize: AlertSize(width: 40, height: 40),
                imageTint: gray(3), minDistanceToEdges: 12, cornerRadius: 13,
                maxSize: AlertSize(width: 300, height: 500),
                backgroundColor: gray(4), separatorColor: gray(5), backdrop: AlertBackdrop.none, dialogBlur: true,
                dismissOnBackdropTap: false, animation: AlertAnimation.none, animationDuration: 0.5,
                actionAxis: .vertical, avoidsKeyboard: false, keyboardOffset: -8, tintColor: gray(6),
                actionFont: .system(size: 16), actionColor: gray(7), cancelFont: .system(size: 16, weight: .bold),
                cancelColor: gray(8), destructiveFont: .system(size: 16, weight: .heavy), destructiveColor: gray(9),
                subtitleFont: .system(size: 11), subtitleColor: gray(10), actionBackground: gray(11), actionHeight: 50,
                actionInsets: AlertInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(
            catalog.themes == [
                base,
                ThemeDefinition(
                    name: "Old", parent: "Base", deprecated: "use Base", properties: ThemeProperties(cornerRadius: 2)),
            ])
    }

    @Test func pagesAndSchedulingData() throws {
        let catalog = try BackendTestSupport.lower(
            """
            theme T { cornerRadius: 3 }
            page Tabs { theme: T }
            /// Home tab.
            @deprecated
            page Home: Tabs
            alert first { title: "t" page: Home priority: 5 ready: .deferred action ok "OK" }
            alert second { title: "t" page: Tabs after: [first] priority: -2147483648 action ok "OK" }
            """)
        #expect(
            catalog.pages == [
                PageDefinition(name: "Tabs", theme: "T"),
                PageDefinition(name: "Home", parent: "Tabs", doc: "Home tab.", deprecated: ""),
            ])
        let first = catalog.alerts[0]
        #expect(first.page == "Home")
        #expect(first.host == .page)
        #expect(first.priority == 5)
        #expect(first.ready == .deferred)
        // The page's theme reaches the alert through the parent page.
        #expect(first.theme == "T")
        #expect(first.cornerRadius == 3)
        #expect(catalog.alerts[1].after == ["first"])
        #expect(catalog.alerts[1].priority == -2_147_483_648)
    }

    @Test func section5Resolution() throws {
        let catalog = try BackendTestSupport.lower(
            """
            @default
            theme Base { tintColor: #00F actionColor: #0F0 cancelColor: #F00 titleFont: .system(20) backdrop: .dim(0.7) }
            theme Sheet { destructiveColor: #F0F cornerRadius: 9 }
            theme Child: Sheet { actionColor: #123 }
            page Home { theme: Base }
            /// Documented.
            alert a(n: Int) {
                theme: Child
                title: "t"
                destructiveFont: .system(10)
                action plain "P"
                action cancel "C" .cancel
                action kill "K" .destructive
                action own "O" { titleColor: #FFF imageTint: #EEE }
            }
            alert b { title: "t" page: Home backdrop: .none action ok "OK" .destructive }
            """)
        let a = catalog.alerts[0]
        #expect(a.theme == "Child")
        #expect(a.doc == "Documented.")
        #expect(a.parameters == [ParameterDefinition(name: "n", type: .int)])
        #expect(a.cornerRadius == 9)
        #expect(a.titleFont == .system(size: 20))
        #expect(a.backdrop == .dim(alpha: 0.7))
        #expect(a.tintColor?.hexString == "#0000FFFF")
        let plain = try #require(a.action(named: "plain"))
        #expect(plain.titleColor?.hexString == "#112233FF")  // Child's generic slot beats Base's
        #expect(plain.imageTint?.hexString == "#0000FFFF")  // tintColor
        let cancel = try #require(a.action(named: "cancel"))
        #expect(cancel.titleColor?.hexString == "#FF0000FF")  // style slot beats a nearer generic one
        let kill = try #require(a.action(named: "kill"))
        #expect(kill.titleColor?.hexString == "#FF00FFFF")
        #expect(kill.titleFont == .system(size: 10))  // slot set on the alert
        #expect(kill.imageTint == nil)  // tintColor is not for destructive actions
        let own = try #require(a.action(named: "own"))
        #expect(own.titleColor?.hexString == "#FFFFFFFF")
        #expect(own.imageTint?.hexString == "#EEEEEEFF")
        let b = catalog.alerts[1]
        #expect(b.theme == "Base")
        #expect(b.backdrop == .none)
        // No destructive slot in its list: the generic slot comes before the built-in red.
        #expect(b.actions[0].titleColor?.hexString == "#00FF00FF")
    }

    @Test func actionSetsAreSplicedInPlace() throws {
        let catalog = try BackendTestSupport.lower(
            """
            actions Share {
                /// Sends a message.
                action message "Message" { image: .symbol("message") }
                action mail "Mail"
            }
            alert a {
                style: .actionSheet
                title: "t"
                action first "First"
                use Share
                action cancel "Cancel" .cancel
            }
            """)
        let actions = catalog.alerts[0].actions
        #expect(actions.map(\.name) == ["first", "message", "mail", "cancel"])
        #expect(actions[1].doc == "Sends a message.")
        #expect(actions[1].image == .symbol("message"))
        #expect(catalog.alerts[0].fields.isEmpty)
    }

    @Test func alertStyleOnlyAndSheetOnlyValues() throws {
        let catalog = try BackendTestSupport.lower(
            """
            @deprecated("gone")
            alert a { title: "t" offset: .point(1, 2) preferred: ok field f action ok "OK" }
            alert s { style: .actionSheet title: "t" action ok "OK" action cancel "Cancel" .cancel }
            """)
        #expect(catalog.alerts[0].offset == AlertPoint(x: 1, y: 2))
        #expect(catalog.alerts[0].preferred == "ok")
        #expect(catalog.alerts[0].deprecated == "gone")
        #expect(catalog.alerts[0].fields.map(\.name) == ["f"])
        #expect(catalog.alerts[1].style == .actionSheet)
        #expect(catalog.alerts[1].offset == .zero)
        #expect(catalog.alerts[1].popoverAnchor == nil)
        #expect(catalog.alerts[1].preferred == nil)
    }
}
