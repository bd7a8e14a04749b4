/// One action of an alert with its fully resolved appearance (spec §5): theme slots are already applied, so no
/// consumer resolves a theme. A value nothing sets and §4 gives no default for is `nil` and omitted from JSON.
public struct ActionDefinition: Sendable, Hashable, Codable {
    /// The action's identity in code: the case name of the generated action enum.
    public var name: String
    public var title: AlertText
    public var style: ActionStyle
    public var subtitle: AlertText?
    public var titleFont: AlertFont?
    /// For a destructive action this is at least `.system(.systemRed)`, the built-in default.
    public var titleColor: AlertColor?
    public var subtitleFont: AlertFont?
    public var subtitleColor: AlertColor?
    public var alignment: AlertTextAlignment
    public var image: AlertImage?
    public var trailingImage: AlertImage?
    public var imageTint: AlertColor?
    public var imageSpacing: Double?
    public var backgroundColor: AlertColor?
    public var insets: AlertInsets?
    public var height: Double?
    public var enabled: Bool
    /// `false`: choosing the action runs its handler and the alert stays.
    public var dismisses: Bool
    /// Extra space after this action's row.
    public var spacingAfter: Double?
    /// The `///` documentation comment, lines joined with `\n`.
    public var doc: String?

    public init(
        name: String,
        title: AlertText,
        style: ActionStyle = .default,
        subtitle: AlertText? = nil,
        titleFont: AlertFont? = nil,
        titleColor: AlertColor? = nil,
        subtitleFont: AlertFont? = nil,
        subtitleColor: AlertColor? = nil,
        alignment: AlertTextAlignment = .center,
        image: AlertImage? = nil,
        trailingImage: AlertImage? = nil,
        imageTint: AlertColor? = nil,
        imageSpacing: Double? = nil,
        backgroundColor: AlertColor? = nil,
        insets: AlertInsets? = nil,
        height: Double? = nil,
        enabled: Bool = true,
        dismisses: Bool = true,
        spacingAfter: Double? = nil,
        doc: String? = nil
    ) {
        self.name = name
        self.title = title
        self.style = style
        self.subtitle = subtitle
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.subtitleFont = subtitleFont
        self.subtitleColor = subtitleColor
        self.alignment = alignment
        self.image = image
        self.trailingImage = trailingImage
        self.imageTint = imageTint
        self.imageSpacing = imageSpacing
        self.backgroundColor = backgroundColor
        self.insets = insets
        self.height = height
        self.enabled = enabled
        self.dismisses = dismisses
        self.spacingAfter = spacingAfter
        self.doc = doc
    }
}
