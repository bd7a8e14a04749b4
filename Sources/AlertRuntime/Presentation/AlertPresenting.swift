/// Puts alerts on screen for an `AlertCenter`. The stock implementation is `UIAlertControllerPresenter` (UIKit);
/// apps that need what `UIAlertController` cannot do (custom views, fonts, backdrops, animations) plug in their own.
///
/// Contract:
/// - `present` shows an instance for the first time. The presenter calls `respond` with `.action(name, …)` each
///   time the user chooses an action; if that action `dismisses`, the presenter has already taken the alert off
///   screen. It calls `respond(.dismissed)` when the alert left the screen without an action (a backdrop tap).
///   After a dismissing response the center ends the instance and calls `dismiss(id)`.
/// - `hide` takes an instance off screen but keeps it (text included); `restore` puts it back.
/// - `dismiss` removes an instance for good; it must be harmless if the alert is already off screen.
@MainActor
public protocol AlertPresenting: AnyObject {
    func present(_ presentation: AlertPresentation, respond: @escaping @MainActor @Sendable (AlertResponse) -> Void)
    func hide(_ id: AlertInstanceID)
    func restore(_ id: AlertInstanceID)
    func dismiss(_ id: AlertInstanceID)
}

/// One instance to present: its resolved definition and the arguments for its texts.
public struct AlertPresentation: Sendable {
    public let id: AlertInstanceID
    public let definition: AlertDefinition
    public let arguments: [String: AlertArgument]
    /// Where localized texts are looked up.
    public let strings: any LocalizedStringProvider

    public init(
        id: AlertInstanceID,
        definition: AlertDefinition,
        arguments: [String: AlertArgument] = [:],
        strings: any LocalizedStringProvider = BundleStringProvider()
    ) {
        self.id = id
        self.definition = definition
        self.arguments = arguments
        self.strings = strings
    }

    /// Renders any text of this alert (title, message, action titles, subtitles, placeholders…).
    public func render(_ text: AlertText) -> String {
        text.render(arguments: arguments, strings: strings)
    }

    /// The rendered title, or `nil` when the alert has none.
    public var title: String? { definition.title.map(render) }

    /// The rendered message, or `nil` when the alert has none.
    public var message: String? { definition.message.map(render) }
}

/// What the user did with a presented alert.
public enum AlertResponse: Sendable, Hashable {
    /// An action was chosen; the fields' texts by field name.
    case action(String, fieldValues: [String: String] = [:])
    /// The alert left the screen without an action.
    case dismissed
}
