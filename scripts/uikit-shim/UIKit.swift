// Declarations of the UIKit API that Sources/AlertRuntime uses, with the signatures and actor isolation of
// Apple's documentation (developer.apple.com), so `scripts/typecheck-uikit.sh` can type-check the runtime's
// `#if canImport(UIKit)` code on a machine without UIKit. Nothing here runs: every body traps. A declaration
// the runtime starts to use must be added here as Apple documents it.

@_exported import Foundation

private func unavailable() -> Never { fatalError("UIKit shim: for type checking only") }

// MARK: Values (not main-actor isolated; Sendable in the SDK)

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public final class UITraitCollection: NSObject, @unchecked Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle { unavailable() }
}

public final class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { unavailable() }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { unavailable() }
    public class var label: UIColor { unavailable() }
    public class var secondaryLabel: UIColor { unavailable() }
    public class var tertiaryLabel: UIColor { unavailable() }
    public class var quaternaryLabel: UIColor { unavailable() }
    public class var placeholderText: UIColor { unavailable() }
    public class var link: UIColor { unavailable() }
    public class var separator: UIColor { unavailable() }
    public class var opaqueSeparator: UIColor { unavailable() }
    public class var systemBackground: UIColor { unavailable() }
    public class var secondarySystemBackground: UIColor { unavailable() }
    public class var tertiarySystemBackground: UIColor { unavailable() }
    public class var systemGroupedBackground: UIColor { unavailable() }
    public class var secondarySystemGroupedBackground: UIColor { unavailable() }
    public class var tertiarySystemGroupedBackground: UIColor { unavailable() }
    public class var systemFill: UIColor { unavailable() }
    public class var secondarySystemFill: UIColor { unavailable() }
    public class var tertiarySystemFill: UIColor { unavailable() }
    public class var quaternarySystemFill: UIColor { unavailable() }
    public class var systemRed: UIColor { unavailable() }
    public class var systemOrange: UIColor { unavailable() }
    public class var systemYellow: UIColor { unavailable() }
    public class var systemGreen: UIColor { unavailable() }
    public class var systemMint: UIColor { unavailable() }
    public class var systemTeal: UIColor { unavailable() }
    public class var systemCyan: UIColor { unavailable() }
    public class var systemBlue: UIColor { unavailable() }
    public class var systemIndigo: UIColor { unavailable() }
    public class var systemPurple: UIColor { unavailable() }
    public class var systemPink: UIColor { unavailable() }
    public class var systemBrown: UIColor { unavailable() }
    public class var systemGray: UIColor { unavailable() }
    public class var systemGray2: UIColor { unavailable() }
    public class var systemGray3: UIColor { unavailable() }
    public class var systemGray4: UIColor { unavailable() }
    public class var systemGray5: UIColor { unavailable() }
    public class var systemGray6: UIColor { unavailable() }
    public class var black: UIColor { unavailable() }
    public class var white: UIColor { unavailable() }
    public class var clear: UIColor { unavailable() }
}

public final class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight()
        public static let medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight()
        public static let black = Weight()
    }

    public struct TextStyle: Hashable, Sendable {
        public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle()
        public static let title3 = TextStyle(), headline = TextStyle(), subheadline = TextStyle()
        public static let body = TextStyle(), callout = TextStyle(), footnote = TextStyle()
        public static let caption1 = TextStyle(), caption2 = TextStyle()
    }

    public init?(name fontName: String, size fontSize: CGFloat) { unavailable() }
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { unavailable() }
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { unavailable() }
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { unavailable() }
}

public final class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { unavailable() }
    public init?(systemName name: String) { unavailable() }
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Hashable, Sendable {
    public static let username = UITextContentType(), password = UITextContentType()
    public static let newPassword = UITextContentType(), oneTimeCode = UITextContentType()
    public static let emailAddress = UITextContentType()
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    public static let right = UIPopoverArrowDirection(rawValue: 8)
}

// MARK: Objects (main-actor isolated in the SDK)

@MainActor open class UIResponder: NSObject {
    open var next: UIResponder? { unavailable() }
}

@MainActor open class UIView: UIResponder {
    open var bounds: CGRect { unavailable() }
    open var window: UIWindow? { unavailable() }
    open var tintColor: UIColor! {
        get { unavailable() }
        set { unavailable() }
    }
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController? { unavailable() }
}

@MainActor open class UITextField: UIView {
    open var placeholder: String?
    open var text: String?
    open var isSecureTextEntry = false
    open var keyboardType = UIKeyboardType.default
    open var textContentType: UITextContentType!
    open var font: UIFont?
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView! { unavailable() }
    open var viewIfLoaded: UIView? { unavailable() }
    open var presentedViewController: UIViewController? { unavailable() }
    open var presentingViewController: UIViewController? { unavailable() }
    open var isBeingDismissed: Bool { unavailable() }
    open var popoverPresentationController: UIPopoverPresentationController? { unavailable() }
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { unavailable() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { unavailable() }
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        unavailable()
    }
    open var isEnabled = true
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        unavailable()
    }
    open func addAction(_ action: UIAlertAction) { unavailable() }
    open var preferredAction: UIAlertAction?
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { unavailable() }
    open var textFields: [UITextField]? { unavailable() }
}

@MainActor open class UIBarItem: NSObject {}

@MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@MainActor open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {}

@MainActor open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { unavailable() }
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // Optional in the SDK (an Objective-C protocol): the extension below stands for that.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    open var permittedArrowDirections = UIPopoverArrowDirection()
}

@MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }
    open var activationState: UIScene.ActivationState { unavailable() }
}

@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { unavailable() }
    open var keyWindow: UIWindow? { unavailable() }
}

@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { unavailable() }
    open var connectedScenes: Set<UIScene> { unavailable() }
}
