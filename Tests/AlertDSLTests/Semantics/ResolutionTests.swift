import AlertDSL
import Testing

/// Spec §5: theme lists, style-specific slots, page and default themes, tintColor.
@Suite struct ResolutionTests {
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> ResolvedValue {
        .color(.fixed(red: red, green: green, blue: blue, alpha: 255))
    }

    func analyzeClean(_ text: String) throws -> ResolvedProgram {
        let (program, diagnostics) = SemanticTestSupport.analyze(text)
        #expect(diagnostics.isEmpty, "\(SemanticTestSupport.render(text))")
        return program
    }

    @Test func inheritanceOrderNearestFirst() throws {
        let program = try analyzeClean(
            """
            theme Root { titleColor: #111111; messageColor: #222222; cornerRadius: 3 }
            theme Middle: Root { titleColor: #333333 }
            theme Leaf: Middle { cornerRadius: 9 }
            alert a { theme: Leaf; title: "A"; action ok "OK" }
            """)
        let alert = try #require(program.alert(named: "a"))
        #expect(alert.theme == "Leaf")
        #expect(alert.properties["titleColor"] == Self.rgb(0x33, 0x33, 0x33))
        #expect(alert.properties["messageColor"] == Self.rgb(0x22, 0x22, 0x22))
        #expect(alert.properties["cornerRadius"] == .number(9))
        let origin = alert.properties.first { $0.name == "titleColor" }?.origin
        #expect(origin == .theme("Middle"))
    }

    @Test func ownValueBeatsThemeAndDefaultsApply() throws {
        let program = try analyzeClean(
            """
            @default theme Base { titleColor: #111111; backdrop: .blur(.light) }
            alert a { titleColor: #FF0000; title: "A"; action ok "OK" }
            """)
        let alert = try #require(program.alert(named: "a"))
        #expect(alert.properties["titleColor"] == Self.rgb(255, 0, 0))
        #expect(alert.properties["backdrop"] == .backdrop(.blur(style: "light", alpha: 1)))
        #expect(alert.properties["animationDuration"] == .number(0.25))
        #expect(alert.properties["offset"] == .point(x: 0, y: 0))
        #expect(alert.properties["popoverAnchor"] == nil)
        #expect(alert.properties["titleFont"] == nil)
        #expect(alert.host == .window)
        #expect(alert.theme == "Base")
        #expect(program.defaultTheme == "Base")
        #expect(program.theme(named: "Base")?.isDefault == true)
    }

    @Test func styleSlotBeatsGenericWhereverSet() throws {
        // The generic slot is on the alert's own theme, the cancel slot only on the default theme:
        // style-specific slots win wherever they are in the list.
        let program = try analyzeClean(
            """
            @default theme Base { cancelColor: #00FF00; destructiveFont: .system(20, .bold) }
            theme Mine { actionColor: #0000FF; actionFont: .system(15); tintColor: #FF00FF }
            alert a {
                theme: Mine
                title: "A"
                action keep "Keep" .cancel
                action drop "Drop" .destructive
                action other "Other"
            }
            """)
        let alert = try #require(program.alert(named: "a"))
        let keep = try #require(alert.action(named: "keep"))
        #expect(keep.properties["titleColor"] == Self.rgb(0, 255, 0))
        #expect(keep.properties["titleFont"] == .font(.system(size: 15, weight: nil)))
        #expect(keep.properties["imageTint"] == Self.rgb(255, 0, 255))
        let drop = try #require(alert.action(named: "drop"))
        #expect(drop.properties["titleFont"] == .font(.system(size: 20, weight: "bold")))
        #expect(drop.properties["titleColor"] == Self.rgb(0, 0, 255))
        #expect(drop.properties["imageTint"] == nil)
        let other = try #require(alert.action(named: "other"))
        #expect(other.properties["titleColor"] == Self.rgb(0, 0, 255))
    }

    @Test func tintColorAndBuiltInDestructiveColor() throws {
        let program = try analyzeClean(
            """
            theme T { tintColor: #123456 }
            alert a {
                theme: T
                title: "A"
                action ok "OK"
                action drop "Drop" .destructive
                action cancel "Cancel" .cancel { titleColor: #ABCDEF }
            }
            """)
        let alert = try #require(program.alert(named: "a"))
        #expect(alert.action(named: "ok")?.properties["titleColor"] == Self.rgb(0x12, 0x34, 0x56))
        #expect(alert.action(named: "ok")?.properties["imageTint"] == Self.rgb(0x12, 0x34, 0x56))
        #expect(alert.action(named: "drop")?.properties["titleColor"] == .color(.system("systemRed")))
        let builtIn = alert.action(named: "drop")?.properties.first { $0.name == "titleColor" }?.origin
        #expect(builtIn == .builtIn)
        #expect(alert.action(named: "cancel")?.properties["titleColor"] == Self.rgb(0xAB, 0xCD, 0xEF))
        #expect(alert.properties["tintColor"] == Self.rgb(0x12, 0x34, 0x56))
    }

    @Test func alertSlotBeatsThemeSlot() throws {
        let program = try analyzeClean(
            """
            theme T { cancelColor: #111111; actionHeight: 50 }
            alert a { theme: T; cancelColor: #222222; title: "A"; action c "C" .cancel }
            """)
        let cancel = try #require(program.alert(named: "a")?.action(named: "c"))
        #expect(cancel.properties["titleColor"] == Self.rgb(0x22, 0x22, 0x22))
        #expect(cancel.properties.first { $0.name == "titleColor" }?.origin == .alertSlot)
        #expect(cancel.properties["height"] == .number(50))
    }

    @Test func pageThemesThenDefault() throws {
        let program = try analyzeClean(
            """
            @default theme Base { titleColor: #000001; messageColor: #000002; cornerRadius: 1 }
            theme Tabs { messageColor: #000003 }
            theme Home: Tabs { titleColor: #000004 }
            page Root { theme: Tabs }
            page Child: Root { theme: Home }
            page Grandchild: Child
            alert inChild { page: Grandchild; title: "A"; action ok "OK" }
            alert own { page: Grandchild; theme: Base; title: "A"; action ok "OK" }
            alert appWide { title: "A"; action ok "OK" }
            """)
        let inChild = try #require(program.alert(named: "inChild"))
        #expect(inChild.theme == "Home")
        #expect(inChild.properties["titleColor"] == Self.rgb(0, 0, 4))
        #expect(inChild.properties["messageColor"] == Self.rgb(0, 0, 3))
        #expect(inChild.properties["cornerRadius"] == .number(1))
        #expect(inChild.host == .page)
        let own = try #require(program.alert(named: "own"))
        #expect(own.properties["messageColor"] == Self.rgb(0, 0, 2))
        let appWide = try #require(program.alert(named: "appWide"))
        #expect(appWide.theme == "Base")
        #expect(appWide.page == nil)
        #expect(program.page(named: "Child")?.theme == "Home")
        #expect(program.page(named: "Grandchild")?.parent == "Child")
    }

    @Test func themeAlreadyListedIsSkippedNotTheRestOfItsChain() throws {
        // The alert's own theme is an ancestor of its page's theme: the list is Base, Night (Base skipped),
        // then the parent page's Side and its ancestors (Base skipped again), then the default theme, so
        // Night's and Side's values still count after Base's, nearest first.
        let program = try analyzeClean(
            """
            theme Base { messageColor: #000001 }
            theme Night: Base { titleColor: #000002; cornerRadius: 2 }
            theme Side: Base { separatorColor: #000003; cornerRadius: 3; keyboardOffset: 3 }
            @default theme Last { cornerRadius: 4; keyboardOffset: 4; backgroundColor: #000004 }
            page Root { theme: Side }
            page Child: Root { theme: Night }
            alert a { page: Child; theme: Base; title: "A"; action ok "OK" }
            """)
        let alert = try #require(program.alert(named: "a"))
        #expect(alert.theme == "Base")
        #expect(alert.properties["messageColor"] == Self.rgb(0, 0, 1))
        #expect(alert.properties["titleColor"] == Self.rgb(0, 0, 2))
        #expect(alert.properties["cornerRadius"] == .number(2))
        #expect(alert.properties["separatorColor"] == Self.rgb(0, 0, 3))
        #expect(alert.properties["keyboardOffset"] == .number(3))
        #expect(alert.properties["backgroundColor"] == Self.rgb(0, 0, 4))
    }

    @Test func genericSlotInThemeBeatsTintColorOnAlert() throws {
        // tintColor comes after the generic slot whatever their places: the alert's own tintColor loses to a
        // theme's actionColor for title colours, but is the image tint of non-destructive actions (a cancel
        // action too) and never a destructive action's colour.
        let program = try analyzeClean(
            """
            theme T { actionColor: #0000AA }
            alert a { theme: T; tintColor: #00AA00; title: "A"; action ok "OK"; action drop "Drop" .destructive }
            alert b { tintColor: #00AA00; title: "B"; action drop "Drop" .destructive; action c "C" .cancel }
            """)
        let a = try #require(program.alert(named: "a"))
        #expect(a.action(named: "ok")?.properties["titleColor"] == Self.rgb(0, 0, 0xAA))
        #expect(a.action(named: "ok")?.properties["imageTint"] == Self.rgb(0, 0xAA, 0))
        #expect(a.action(named: "drop")?.properties["titleColor"] == Self.rgb(0, 0, 0xAA))
        #expect(a.action(named: "drop")?.properties["imageTint"] == nil)
        let b = try #require(program.alert(named: "b"))
        #expect(b.action(named: "drop")?.properties["titleColor"] == .color(.system("systemRed")))
        #expect(b.action(named: "c")?.properties["titleColor"] == Self.rgb(0, 0xAA, 0))
        #expect(b.action(named: "c")?.properties["imageTint"] == Self.rgb(0, 0xAA, 0))
    }

    @Test func actionSlotsWrittenOnTheAlert() throws {
        // An alert may set every action slot itself (spec §4): each applies to its actions as a theme's would,
        // and only the slots: subtitle colour and background take no tintColor.
        let program = try analyzeClean(
            """
            alert a {
                title: "A"
                tintColor: #000001
                subtitleFont: .system(12)
                subtitleColor: #000002
                actionBackground: #000003
                actionHeight: 44
                actionInsets: .insets(1, 2, 3, 4)
                cancelFont: .system(10)
                action ok "OK" { subtitle: "s" }
                action c "C" .cancel
            }
            alert b { title: "B"; tintColor: #000001; action ok "OK" { subtitle: "s" } }
            """)
        let a = try #require(program.alert(named: "a"))
        for name in ["ok", "c"] {
            let action = try #require(a.action(named: name))
            #expect(action.properties["subtitleFont"] == .font(.system(size: 12, weight: nil)))
            #expect(action.properties["subtitleColor"] == Self.rgb(0, 0, 2))
            #expect(action.properties["backgroundColor"] == Self.rgb(0, 0, 3))
            #expect(action.properties["height"] == .number(44))
            #expect(action.properties["insets"] == .insets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(a.action(named: "c")?.properties["titleFont"] == .font(.system(size: 10, weight: nil)))
        #expect(a.action(named: "ok")?.properties["titleFont"] == nil)
        let ok = try #require(program.alert(named: "b")?.action(named: "ok"))
        #expect(ok.properties["subtitleColor"] == nil)
        #expect(ok.properties["backgroundColor"] == nil)
        #expect(ok.properties["titleColor"] == Self.rgb(0, 0, 1))
    }

    @Test func splicedActionsKeepOrderAndUseAlertTheme() throws {
        let program = try analyzeClean(
            """
            theme T { actionColor: #010203 }
            actions Share { action mail "Mail"; action copy "Copy" }
            alert s {
                style: .actionSheet
                theme: T
                action first "First"
                use Share
                action cancel "Cancel" .cancel
            }
            """)
        let alert = try #require(program.alert(named: "s"))
        #expect(alert.actions.map(\.name) == ["first", "mail", "copy", "cancel"])
        #expect(alert.actions[1].actionSet == "Share")
        #expect(alert.actions[1].properties["titleColor"] == Self.rgb(1, 2, 3))
        #expect(alert.properties["offset"] == nil)
        #expect(program.actionSets.map(\.actionNames) == [["mail", "copy"]])
    }

    @Test func textsAndParameters() throws {
        let program = try analyzeClean(
            """
            @deprecated("use b")
            alert a(count: Int, name: String) {
                title: "Delete \\(count) items?"
                message: .localized("k", default: "Hi \\(name)", table: "Alerts")
                action ok ["A ", .bold("\\(count)")]
            }
            """)
        let alert = try #require(program.alert(named: "a"))
        #expect(alert.deprecated == "use b")
        #expect(alert.parameters.map(\.type) == [.int, .string])
        #expect(alert.title == .plain([.literal("Delete "), .parameter("count"), .literal(" items?")]))
        #expect(
            alert.message == .localized(key: "k", table: "Alerts", defaultValue: [.literal("Hi "), .parameter("name")]))
        #expect(alert.actions[0].title == .rich([.plain([.literal("A ")]), .bold([.parameter("count")])]))
    }

    @Test func schedulingData() throws {
        let program = try analyzeClean(
            """
            page P
            alert a { page: P; priority: 3; exclusive: .cover; ready: .deferred; host: .view("v"); title: "A"; action ok "OK" }
            alert b { page: P; after: [a]; title: "B"; action ok "OK" }
            """)
        let a = try #require(program.alert(named: "a"))
        #expect(a.priority == 3)
        #expect(a.exclusive == .cover)
        #expect(a.ready == .deferred)
        #expect(a.host == .view("v"))
        #expect(program.alert(named: "b")?.after == ["a"])
    }
}
