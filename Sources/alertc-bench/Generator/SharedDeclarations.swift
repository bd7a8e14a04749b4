/// The hand-shaped part of every generated program: the app's themes, root pages and action
/// sets, in `shared/`. Feature files refer to these by name.
enum SharedDeclarations {
    /// Themes that feature files may name (not deprecated).
    static let themes = ["Base", "Brand", "Night", "Promo", "Compact", "Onboarding", "Critical", "Sheet"]
    /// Root pages (and a few children) that feature pages hang below.
    static let pages = ["Tabs", "Settings", "Store", "Modal", "Onboarding"]
    /// Action sets and how many actions each splices in (none is a cancel action).
    static let actionSets: [(name: String, count: Int)] = [
        ("ShareTargets", 3), ("SupportOptions", 2), ("PhotoSources", 2), ("ReportReasons", 3),
    ]

    static let themesFile = """
        // Brand themes shared by every feature of the app.
        //
        // Base is the default look; every other theme refines it.

        /// Default look of every alert in the app.
        @default
        theme Base {
            tintColor: #007AFF
            titleFont: .system(17, .semibold)
            messageFont: .system(13)
            destructiveColor: #FF3B30
            cancelFont: .system(17, .semibold)
            backdrop: .dim(0.4)
            cornerRadius: 14
            animationDuration: 0.25
        }

        /// The brand's colours on top of the default look.
        theme Brand: Base {
            tintColor: #5856D6
            titleColor: .dynamic(light: #1C1C1E, dark: #FFFFFF)
            backgroundColor: .system(.secondarySystemBackground)
            actionFont: .custom("Avenir-Heavy", 17)
        }

        theme Night: Base {
            titleColor: #FFFFFF
            messageColor: #EBEBF5CC
            backgroundColor: #1C1C1E
            separatorColor: #38383A
            backdrop: .blur(.dark, alpha: 0.8)
        }

        /// Campaign look for store pages.
        theme Promo: Brand {
            tintColor: #FF2D55
            titleFont: .system(22, .heavy)
            backgroundColor: .dynamic(light: #FFF5F7, dark: #2A1015)
            cornerRadius: 24
            animation: .fromBottom
        }

        theme Compact: Brand {
            titleFont: .textStyle(.headline)
            messageFont: .textStyle(.footnote)
            actionHeight: 44
            minDistanceToEdges: 24
        }

        theme Onboarding: Night {
            titleFont: .custom("Avenir-Heavy", 24)
            textAlignment: .left
            imageMaxSize: .size(240, 160)
            animation: .expand
        }

        /// Errors that need attention: no backdrop dismissal, red tint.
        theme Critical: Base {
            tintColor: .system(.systemRed)
            dismissOnBackdropTap: false
            actionAxis: .vertical
        }

        theme Sheet: Base {
            actionHeight: 57
            actionInsets: .insets(0, 16, 0, 16)
            subtitleFont: .system(12)
            subtitleColor: .system(.secondaryLabel)
            actionBackground: .rgba(255, 255, 255, 0.9)
        }

        @deprecated("use Night")
        theme LegacyDark: Base {
            backgroundColor: #000
        }

        """

    static let pagesFile = """
        // Dispatch domains shared by the features: each feature hangs its pages below one.

        import "themes.alert"

        /// The tab bar controller: root of every tab's domain.
        page Tabs { theme: Brand }

        page Settings: Tabs
        /// The store tab runs campaigns.
        page Store: Tabs {
            theme: Promo
        }

        /// Modal flows presented over the tabs.
        page Modal;
        page Onboarding { theme: Onboarding }

        """

    static let actionsFile = """
        // Action sets spliced into alerts with `use`.

        /// Share targets used by several sheets.
        actions ShareTargets {
            action wechat "WeChat" { image: .asset("icon_wechat") }
            action copyLink "Copy Link" { image: .symbol("link") }
            action messages "Messages" {
                image: .symbol("message")
                subtitle: "Send to a contact"
            }
        }

        actions SupportOptions {
            action contactSupport "Contact Support" { subtitle: "Replies within a day" }
            action openHelp "Help Center"
        }

        /// Where a new photo comes from.
        actions PhotoSources {
            action takePhoto "Take Photo" { image: .symbol("camera") }
            action chooseFromLibrary "Choose from Library" { image: .symbol("photo.on.rectangle") }
        }

        actions ReportReasons {
            action reportSpam "Spam"
            action reportAbuse "Abuse" .destructive
            /* Free text follows in a second alert. */
            action reportOther "Something Else"
        }

        """
}
