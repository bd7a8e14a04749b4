import Foundation

/// Looks up the translation of a localized text. Injectable so apps can use another bundle or a remote table and
/// tests need no resources.
public protocol LocalizedStringProvider: Sendable {
    /// The format string for `key` in `table` (`nil`: the default table), or `defaultValue` when there is none.
    func localizedString(forKey key: String, defaultValue: String, table: String?) -> String
}

/// Looks texts up with `Bundle.localizedString(forKey:value:table:)`.
public struct BundleStringProvider: LocalizedStringProvider, @unchecked Sendable {
    // Bundle lookups are thread-safe, but older Apple SDKs do not mark `Bundle` as `Sendable`.
    public let bundle: Bundle

    public init(bundle: Bundle = .main) {
        self.bundle = bundle
    }

    public func localizedString(forKey key: String, defaultValue: String, table: String?) -> String {
        bundle.localizedString(forKey: key, value: defaultValue, table: table)
    }
}

/// Always answers the development text (the default value), like a bundle without translations.
public struct DevelopmentStringProvider: LocalizedStringProvider {
    public init() {}

    public func localizedString(forKey key: String, defaultValue: String, table: String?) -> String {
        defaultValue
    }
}
