/// `.alert` programs that attack the Swift back end: hostile text everywhere text can go, and names that are
/// Swift keywords or clash with what the generated code declares and uses.
enum SwiftBackendPrograms {
    /// Quotes, backslashes, `\(` (escaped in source as `\\(`), `"""`, `*/`, line breaks, tabs, NUL and other
    /// control characters, Unicode separators, RTL marks, emoji and combining marks in titles, messages,
    /// subtitles, localized keys, defaults and tables, image and font names, doc comments (with a raw CR, LS, NEL
    /// and control characters) and deprecation messages.
    static let injection = #"""
        /// Theme doc with */ and "quotes" and \(notInterpolated) and \\ backslashes
        /// second line: RTL \#u{202E} mark, emoji 🧨, """ triple, raw CR\#rafter it, LS\#u{2028}after it
        @default
        @deprecated("theme \"old\" \\ \\(x) \n newline */ end \u{0}")
        theme Base { tintColor: #007AFF }

        /// Page doc */ """ ctl \#u{1} DEL \#u{7F} NEL \#u{85} PS \#u{2029} end
        @deprecated("page\ttab\r\nCRLF")
        page Home { theme: Base }

        /// Alert doc line one */
        /// ```swift
        /// let x = "\(y)" // not code
        /// ```
        @deprecated("alert \"\"\" \u{0} NUL \u{1}\u{7F}\u{85}\u{2028}\u{2029} \u{202E}RTL 👩‍👩‍👧")
        alert hostile(count: Int, name: String, ratio: Double) {
            page: Home
            title: "Quote \" backslash \\ interp \\(count) real \(count) triple \"\"\" end */ /* open\nnewline\rCR\ttab\0NUL ctrl \u{1}\u{1F}\u{7F}\u{9F} ls\u{2028}ps\u{2029} RTL \u{202E}abc\u{202C} emoji 🧨👩‍👩‍👧 combining \u{301}"
            message: """
                Multi "line" with \"""
                backslash \\ and \\(name) and \(name) at \(ratio)
                */ // /* /// #"raw"#
                """
            image: .asset("img\"name\\(x)\n")
            action ok "OK \"\\(count)\"" .default {
                subtitle: "\u{301}sub\u{202E}title \"\"\" \\ \n \r"
            }
            /// Action doc with */ and \(count) and "quotes"
            action cancel "Cancel" .cancel
            /// Field doc \#u{202E} */ \\ "
            field input {
                placeholder: .localized("key.\"quoted\"\\(x)\n\u{1}", default: "Default \"\\ \(name)\n", table: "Table\"\\\n")
                text: ["span \"", .bold("\\(b)\(name)"), .styled("\"\"\"", font: .custom("Font\"Name\\", 12), color: #FFF)]
            }
        }

        /// Text a raw string literal must not end early on: quote-hash and backslash-hash (`\u{5C}` is `\`).
        alert rawHazards {
            title: "colour #FFF \"# quote-hash \"## two \u{5C}#(x) backslash-hash \u{5C}##(y) two"
            action ok "\"###"
        }

        /// 256 `#` after a quote: a raw literal would need 257, which `swiftc` reads as 1 (`\u{5C}` is `\`).
        alert longHashRun {
            title: "\"\#(String(repeating: "#", count: 256)) \u{5C}#(injected) \u{5C}#n"
            action ok "OK"
        }

        alert keyOnly {
            title: .localized("\"\"\"\\(x)*/")
            action ok ["\\", .italic("\n"), .styled("\"", color: .dynamic(light: #000, dark: .system(.label)))]
        }
        """#

    /// Swift keywords and names the generated code declares or uses, as theme, page, alert, action, field and
    /// parameter names; an alert without actions; alerts whose type names collide (`default`, `Default`,
    /// `DefaultAction`); parameters `_`, `__` and `___`, whose labels must differ; names Swift takes (`Protocol_`)
    /// after names it refuses (`Protocol`) of each kind, which must keep their spelling.
    static let keywords = #"""
        theme String { tintColor: #FFF }
        theme Themes: String { cornerRadius: 2 }
        theme class { cornerRadius: 3; animation: .none; backdrop: .none }
        page default
        page Type: default
        page self

        alert default(class: Int, self: String, in: Double, inout: Int, var: String, let: Int, _: String, Definitions: Int, String: String, TypedAlert: Int) {
            title: "\(class) \(self) \(in) \(inout) \(var) \(let) \(_) \(Definitions) \(String) \(TypedAlert)"
            action default "Default"
            action class "Class"
            action continue "Continue"
            action self "Self"
            action Self "Self2"
            action allCases "All"
            action rawValue "Raw"
            action String "S"
            action Type "T"
            action init "I"
            action _ "U"
            field self
            field init
            field fieldValues
            field String
            field hashValue
            field Type
            field _
            field default
        }
        alert Default { action ok "OK" }
        alert DefaultAction { action ok "OK" }
        alert catalog { action ok "OK" }
        alert Definitions { action ok "OK" }
        alert String { action ok "OK" }
        alert Type { action ok "OK" }
        alert self { action ok "OK" }
        alert init { action ok "OK" }
        alert _ { action ok "OK" }
        alert AlertDefinition { action ok "OK" }
        alert AlertProgramOutline { action ok "OK" }
        alert outline { action ok "OK" }
        alert noActions { title: "Nothing to do"; theme: class; exclusive: .none }
        alert class(default: Int) { page: self; title: "\(default)"; action switch "Switch"; action case "Case" }
        alert underscores(_: String, __: Int, ___: Double) { title: "\(_) \(__) \(___)"; action ok "OK" }
        theme Protocol { cornerRadius: 4 }
        theme Protocol_ { cornerRadius: 5 }
        alert Protocol { action ok "OK" }
        alert Protocol_ { action ok "OK" }
        alert renamed(Type: Int, Type_: Int) { title: "\(Type) \(Type_)"; action init "I"; action init_ "I2"; field Type; field Type_ }
        """#

    /// Values that recur (theme insets resolved into every action, equal titles, equal actions) and values that
    /// differ only in the sign of zero, which each stored definition must keep as written.
    static let recurringValues = #"""
        theme Signed { actionInsets: .insets(-0.0, 0, 0, 0) }
        theme Unsigned { actionInsets: .insets(0, 0, 0, 0) }
        alert first { theme: Signed; title: "Same"; action ok "OK" }
        alert second { theme: Signed; title: "Same"; action ok "OK" }
        alert third { theme: Unsigned; title: "Same"; action ok "OK" }
        """#
}
