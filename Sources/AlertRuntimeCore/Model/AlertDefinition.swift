/// One alert or action sheet of a checked program, fully resolved (spec §4, §5): every property holds the alert's
/// own value, else its theme list's, else §4's default. Properties §4 gives no default for are `nil` when nothing
/// sets them (the presenter then uses the platform's).
///
/// JSON always has `name`, `style`, `title`, `message`, `actions`, `fields`, `priority`, `exclusive`, `after`,
/// `ready`, `page`, `parameters`, `doc` (`null` where absent) and every property with a §4 default; other unset
/// optionals are omitted. See docs/json-format.md.
public struct AlertDefinition: Sendable, Hashable {
    // Identity and documentation.
    public var name: String
    /// The `///` documentation comment, lines joined with `\n`.
    public var doc: String?
    /// The `@deprecated` message; `""` when it has none, `nil` when the alert is not deprecated.
    public var deprecated: String?
    public var parameters: [ParameterDefinition]

    // Content.
    public var style: AlertStyle
    /// The name of the first theme of the alert's theme list (its own, its page's, else the `@default` one);
    /// informational, since every value below is already resolved.
    public var theme: String?
    public var title: AlertText?
    public var message: AlertText?
    public var titleFont: AlertFont?
    public var titleColor: AlertColor?
    public var messageFont: AlertFont?
    public var messageColor: AlertColor?
    public var textAlignment: AlertTextAlignment
    public var image: AlertImage?
    public var imageMaxSize: AlertSize?
    public var imageTint: AlertColor?
    public var headerView: CustomView?
    public var contentView: CustomView?
    public var containerView: CustomView?
    public var actions: [ActionDefinition]
    public var fields: [FieldDefinition]
    public var actionAxis: ActionAxis
    /// The name of the preferred action (alert style only).
    public var preferred: String?

    // Appearance.
    /// The resolved `tintColor` slot, for presenters that tint the whole alert (it is also already applied to each
    /// action's `titleColor` and `imageTint` where §5 says so).
    public var tintColor: AlertColor?
    public var minDistanceToEdges: Double?
    public var cornerRadius: Double?
    public var offset: AlertPoint
    public var maxSize: AlertSize?
    public var backgroundColor: AlertColor?
    public var separatorColor: AlertColor?
    public var backdrop: AlertBackdrop
    public var dialogBlur: Bool
    public var dismissOnBackdropTap: Bool
    public var animation: AlertAnimation
    /// Seconds.
    public var animationDuration: Double
    public var avoidsKeyboard: Bool
    public var keyboardOffset: Double
    public var popoverAnchor: PopoverAnchor?
    public var host: AlertHost

    // Scheduling (spec §7).
    /// The page whose domain the alert belongs to; `nil`: the app-wide domain.
    public var page: String?
    public var priority: Int
    public var exclusive: AlertExclusivity
    /// Names of the alerts this one waits for.
    public var after: [String]
    public var ready: AlertReadiness

    /// Every parameter is defaulted to §4's default, so generated code spells only what the program sets;
    /// `host: nil` means §4's default, `.page` for an alert with a page and `.window` without.
    public init(
        name: String,
        doc: String? = nil,
        deprecated: String? = nil,
        parameters: [ParameterDefinition] = [],
        style: AlertStyle = .alert,
        theme: String? = nil,
        title: AlertText? = nil,
        message: AlertText? = nil,
        titleFont: AlertFont? = nil,
        titleColor: AlertColor? = nil,
        messageFont: AlertFont? = nil,
        messageColor: AlertColor? = nil,
        textAlignment: AlertTextAlignment = .center,
        image: AlertImage? = nil,
        imageMaxSize: AlertSize? = nil,
        imageTint: AlertColor? = nil,
        headerView: CustomView? = nil,
        contentView: CustomView? = nil,
        containerView: CustomView? = nil,
        actions: [ActionDefinition] = [],
        fields: [FieldDefinition] = [],
        actionAxis: ActionAxis = .auto,
        preferred: String? = nil,
        tintColor: AlertColor? = nil,
        minDistanceToEdges: Double? = nil,
        cornerRadius: Double? = nil,
        offset: AlertPoint = .zero,
        maxSize: AlertSize? = nil,
        backgroundColor: AlertColor? = nil,
        separatorColor: AlertColor? = nil,
        backdrop: AlertBackdrop = .standard,
        dialogBlur: Bool = false,
        dismissOnBackdropTap: Bool = true,
        animation: AlertAnimation = .automatic,
        animationDuration: Double = 0.25,
        avoidsKeyboard: Bool = true,
        keyboardOffset: Double = 0,
        popoverAnchor: PopoverAnchor? = nil,
        host: AlertHost? = nil,
        page: String? = nil,
        priority: Int = 0,
        exclusive: AlertExclusivity = .none,
        after: [String] = [],
        ready: AlertReadiness = .immediate
    ) {
        self.name = name
        self.doc = doc
        self.deprecated = deprecated
        self.parameters = parameters
        self.style = style
        self.theme = theme
        self.title = title
        self.message = message
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.messageFont = messageFont
        self.messageColor = messageColor
        self.textAlignment = textAlignment
        self.image = image
        self.imageMaxSize = imageMaxSize
        self.imageTint = imageTint
        self.headerView = headerView
        self.contentView = contentView
        self.containerView = containerView
        self.actions = actions
        self.fields = fields
        self.actionAxis = actionAxis
        self.preferred = preferred
        self.tintColor = tintColor
        self.minDistanceToEdges = minDistanceToEdges
        self.cornerRadius = cornerRadius
        self.offset = offset
        self.maxSize = maxSize
        self.backgroundColor = backgroundColor
        self.separatorColor = separatorColor
        self.backdrop = backdrop
        self.dialogBlur = dialogBlur
        self.dismissOnBackdropTap = dismissOnBackdropTap
        self.animation = animation
        self.animationDuration = animationDuration
        self.avoidsKeyboard = avoidsKeyboard
        self.keyboardOffset = keyboardOffset
        self.popoverAnchor = popoverAnchor
        self.host = host ?? (page == nil ? .window : .page)
        self.page = page
        self.priority = priority
        self.exclusive = exclusive
        self.after = after
        self.ready = ready
    }

    /// The action with this name.
    public func action(named name: String) -> ActionDefinition? {
        actions.first { $0.name == name }
    }

    /// The field with this name.
    public func field(named name: String) -> FieldDefinition? {
        fields.first { $0.name == name }
    }
}
