/// Looks up the translation of a localized text. Injectable so apps can use another bundle or a remote table and
/// tests need no resources. `AlertRuntime` adds `BundleStringProvider`, the default of the `strings:` arguments.
public protocol LocalizedStringProvider: Sendable {
    /// The format string for `key` in `table` (`nil`: the default table), or `defaultValue` when there is none.
    func localizedString(forKey key: String, defaultValue: String, table: String?) -> String
}

/// Always answers the development text (the default value), like a bundle without translations.
public struct DevelopmentStringProvider: LocalizedStringProvider {
    public init() {}

    public func localizedString(forKey key: String, defaultValue: String, table: String?) -> String {
        defaultValue
    }
}
