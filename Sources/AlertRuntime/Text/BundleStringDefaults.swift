// The `strings:` arguments of the core's text rendering default to the main bundle's strings. The core declares
// them without a default (it has no `Bundle`), and these overloads, without the argument, pass
// `BundleStringProvider()`: what app code writes is what it wrote when the default was on the core's methods.

extension AlertText {
    /// The text rendered with the main bundle's strings: `render(arguments:strings:)` with `BundleStringProvider()`.
    public func render(arguments: [String: AlertArgument] = [:]) -> String {
        render(arguments: arguments, strings: BundleStringProvider())
    }
}

extension TypedAlert {
    /// The title rendered with the main bundle's strings, or `nil` when the alert has none.
    public func title() -> String? {
        title(strings: BundleStringProvider())
    }

    /// The message rendered with the main bundle's strings, or `nil` when the alert has none.
    public func message() -> String? {
        message(strings: BundleStringProvider())
    }
}
