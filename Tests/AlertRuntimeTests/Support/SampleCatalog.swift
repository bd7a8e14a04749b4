@testable import AlertRuntime
@testable import AlertRuntimeCore

/// A program touching every value kind and every optional property, used by the schema and round-trip tests.
enum SampleCatalog {
    static let full = AlertCatalog(
        themes: [
            ThemeDefinition(
                name: "Base",
                doc: "Default look of every alert in the app.",
                isDefault: true,
                properties: ThemeProperties(
                    titleFont: .system(size: 17, weight: .semibold),
                    titleColor: .system(.label),
                    messageFont: .textStyle(.footnote),
                    messageColor: .dynamic(light: AlertColor(hex: "#333333")!, dark: AlertColor(hex: "#EEEEEE")!),
                    textAlignment: .natural,
                    imageMaxSize: AlertSize(width: 64, height: 64),
                    imageTint: .system(.systemBlue),
                    minDistanceToEdges: 16,
                    cornerRadius: 13,
                    maxSize: AlertSize(width: 400, height: 600),
                    backgroundColor: .system(.systemBackground),
                    separatorColor: .system(.separator),
                    backdrop: .dim(alpha: 0.4),
                    dialogBlur: false,
                    dismissOnBackdropTap: true,
                    animation: .fade,
                    animationDuration: 0.3,
                    actionAxis: .vertical,
                    avoidsKeyboard: true,
                    keyboardOffset: 8,
                    tintColor: AlertColor(hex: "#007AFF"),
                    actionFont: .system(size: 17),
                    actionColor: AlertColor(hex: "#007AFF"),
                    cancelFont: .system(size: 17, weight: .semibold),
                    cancelColor: .system(.secondaryLabel),
                    destructiveFont: .custom(name: "Avenir-Heavy", size: 17),
                    destructiveColor: AlertColor(hex: "#FF3B30"),
                    subtitleFont: .textStyle(.caption1),
                    subtitleColor: .system(.secondaryLabel),
                    actionBackground: .system(.clear),
                    actionHeight: 44,
                    actionInsets: AlertInsets(top: 8, left: 16, bottom: 8, right: 16)
                )
            ),
            ThemeDefinition(
                name: "Night",
                parent: "Base",
                deprecated: "",
                properties: ThemeProperties(backdrop: .blur(style: .dark, alpha: 0.8), animation: AlertAnimation.none)
            ),
        ],
        pages: [
            PageDefinition(name: "Tabs", doc: "The tab bar."),
            PageDefinition(name: "Home", parent: "Tabs", theme: "Night", deprecated: "use Tabs"),
        ],
        alerts: [
            AlertDefinition(
                name: "deleteItems",
                doc: "Asks before deleting the selection.",
                parameters: [ParameterDefinition(name: "count", type: .int)],
                style: .actionSheet,
                theme: "Base",
                title: .plain([.literal("Delete "), .parameter("count"), .literal(" items?")]),
                message: .localized(key: "delete.message", table: "Alerts", defaultValue: [.literal("Gone for good.")]),
                actions: [
                    ActionDefinition(
                        name: "delete",
                        title: .rich([.plain([.literal("Delete ")]), .bold([.parameter("count")])]),
                        style: .destructive,
                        subtitle: .literal("Cannot be undone"),
                        titleFont: .custom(name: "Avenir-Heavy", size: 17),
                        titleColor: AlertColor(hex: "#FF3B30"),
                        subtitleFont: .textStyle(.caption1),
                        subtitleColor: .system(.secondaryLabel),
                        alignment: .left,
                        image: .symbol("trash"),
                        trailingImage: .asset("chevron"),
                        imageTint: .system(.systemRed),
                        imageSpacing: 8,
                        backgroundColor: .system(.clear),
                        insets: AlertInsets(top: 8, left: 16, bottom: 8, right: 16),
                        height: 44,
                        spacingAfter: 12,
                        doc: "Deletes them."
                    ),
                    ActionDefinition(name: "cancel", title: .literal("Cancel"), style: .cancel),
                ],
                popoverAnchor: .barButton("trash", arrows: [.up, .down]),
                page: "Home",
                priority: 10,
                exclusive: .hide,
                after: ["welcome"],
                ready: .deferred
            ),
            AlertDefinition(
                name: "signIn",
                deprecated: "use passkeys",
                title: .localized(key: "signin.title"),
                message: .rich([
                    .italic([.literal("Welcome back")]),
                    .styled([.literal("!")], font: .system(size: 20, weight: .heavy), color: .system(.systemPink)),
                ]),
                titleFont: .system(size: 18),
                titleColor: .system(.label),
                messageFont: .textStyle(.body),
                messageColor: .system(.secondaryLabel),
                textAlignment: .left,
                image: .asset("logo"),
                imageMaxSize: AlertSize(width: 60, height: 60),
                imageTint: .system(.systemBlue),
                contentView: CustomView(typeName: "Brand.Terms", height: 80),
                actions: [
                    ActionDefinition(name: "signIn", title: .literal("Sign In"), dismisses: false),
                    ActionDefinition(name: "later", title: .literal("Later"), enabled: false),
                ],
                fields: [
                    FieldDefinition(
                        name: "user",
                        placeholder: .literal("Email"),
                        text: .localized(key: "signin.prefill", defaultValue: []),
                        secure: false,
                        keyboard: .email,
                        contentType: .username,
                        font: .system(size: 15),
                        doc: "The account."
                    ),
                    FieldDefinition(name: "password", secure: true, contentType: .password),
                ],
                actionAxis: .horizontal,
                preferred: "signIn",
                tintColor: AlertColor(hex: "#007AFF"),
                minDistanceToEdges: 20,
                cornerRadius: 14,
                offset: AlertPoint(x: 0, y: -40),
                maxSize: AlertSize(width: 320, height: 480),
                backgroundColor: .dynamic(light: .system(.white), dark: AlertColor(hex: "#1C1C1E")!),
                separatorColor: .system(.opaqueSeparator),
                backdrop: .none,
                dialogBlur: true,
                dismissOnBackdropTap: false,
                animation: .bounce,
                animationDuration: 0.5,
                avoidsKeyboard: false,
                keyboardOffset: -12,
                host: .view("loginCard"),
                priority: -3,
                exclusive: .cover
            ),
            AlertDefinition(
                name: "welcome",
                headerView: CustomView(typeName: "WelcomeHeader", height: 120),
                actions: [ActionDefinition(name: "ok", title: .literal("OK"))],
                page: "Tabs"
            ),
            AlertDefinition(
                name: "promo",
                containerView: CustomView(typeName: "Promo.Card", size: AlertSize(width: 300, height: 400)),
                actions: [ActionDefinition(name: "close", title: .literal("Close"))],
                popoverAnchor: .view("promoButton")
            ),
        ]
    )
}
