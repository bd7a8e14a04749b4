/// The properties a theme sets, as written in its declaration: not inherited, not resolved (spec §4 "Theme").
///
/// Unset properties are `nil` and omitted from JSON. In a theme the alert properties always mean the alert's; the
/// action slots (`tintColor` … `actionInsets`) feed the resolution of each action's appearance (§5). Consumers
/// never resolve themes: alerts and actions already carry resolved values.
///
/// In code, spell a `none` case with its type (`AlertAnimation.none`, `AlertBackdrop.none`): a bare `.none` in an
/// optional position means `nil`.
public struct ThemeProperties: Sendable, Hashable, Codable {
    // Alert properties.
    public var titleFont: AlertFont?
    public var titleColor: AlertColor?
    public var messageFont: AlertFont?
    public var messageColor: AlertColor?
    public var textAlignment: AlertTextAlignment?
    public var imageMaxSize: AlertSize?
    public var imageTint: AlertColor?
    public var minDistanceToEdges: Double?
    public var cornerRadius: Double?
    public var maxSize: AlertSize?
    public var backgroundColor: AlertColor?
    public var separatorColor: AlertColor?
    public var backdrop: AlertBackdrop?
    public var dialogBlur: Bool?
    public var dismissOnBackdropTap: Bool?
    public var animation: AlertAnimation?
    public var animationDuration: Double?
    public var actionAxis: ActionAxis?
    public var avoidsKeyboard: Bool?
    public var keyboardOffset: Double?

    // Action slots.
    public var tintColor: AlertColor?
    public var actionFont: AlertFont?
    public var actionColor: AlertColor?
    public var cancelFont: AlertFont?
    public var cancelColor: AlertColor?
    public var destructiveFont: AlertFont?
    public var destructiveColor: AlertColor?
    public var subtitleFont: AlertFont?
    public var subtitleColor: AlertColor?
    public var actionBackground: AlertColor?
    public var actionHeight: Double?
    public var actionInsets: AlertInsets?

    public init(
        titleFont: AlertFont? = nil,
        titleColor: AlertColor? = nil,
        messageFont: AlertFont? = nil,
        messageColor: AlertColor? = nil,
        textAlignment: AlertTextAlignment? = nil,
        imageMaxSize: AlertSize? = nil,
        imageTint: AlertColor? = nil,
        minDistanceToEdges: Double? = nil,
        cornerRadius: Double? = nil,
        maxSize: AlertSize? = nil,
        backgroundColor: AlertColor? = nil,
        separatorColor: AlertColor? = nil,
        backdrop: AlertBackdrop? = nil,
        dialogBlur: Bool? = nil,
        dismissOnBackdropTap: Bool? = nil,
        animation: AlertAnimation? = nil,
        animationDuration: Double? = nil,
        actionAxis: ActionAxis? = nil,
        avoidsKeyboard: Bool? = nil,
        keyboardOffset: Double? = nil,
        tintColor: AlertColor? = nil,
        actionFont: AlertFont? = nil,
        actionColor: AlertColor? = nil,
        cancelFont: AlertFont? = nil,
        cancelColor: AlertColor? = nil,
        destructiveFont: AlertFont? = nil,
        destructiveColor: AlertColor? = nil,
        subtitleFont: AlertFont? = nil,
        subtitleColor: AlertColor? = nil,
        actionBackground: AlertColor? = nil,
        actionHeight: Double? = nil,
        actionInsets: AlertInsets? = nil
    ) {
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.messageFont = messageFont
        self.messageColor = messageColor
        self.textAlignment = textAlignment
        self.imageMaxSize = imageMaxSize
        self.imageTint = imageTint
        self.minDistanceToEdges = minDistanceToEdges
        self.cornerRadius = cornerRadius
        self.maxSize = maxSize
        self.backgroundColor = backgroundColor
        self.separatorColor = separatorColor
        self.backdrop = backdrop
        self.dialogBlur = dialogBlur
        self.dismissOnBackdropTap = dismissOnBackdropTap
        self.animation = animation
        self.animationDuration = animationDuration
        self.actionAxis = actionAxis
        self.avoidsKeyboard = avoidsKeyboard
        self.keyboardOffset = keyboardOffset
        self.tintColor = tintColor
        self.actionFont = actionFont
        self.actionColor = actionColor
        self.cancelFont = cancelFont
        self.cancelColor = cancelColor
        self.destructiveFont = destructiveFont
        self.destructiveColor = destructiveColor
        self.subtitleFont = subtitleFont
        self.subtitleColor = subtitleColor
        self.actionBackground = actionBackground
        self.actionHeight = actionHeight
        self.actionInsets = actionInsets
    }

    /// Whether the theme sets nothing.
    public var isEmpty: Bool {
        self == ThemeProperties()
    }
}
