import Foundation

/// Looks texts up with `Bundle.localizedString(forKey:value:table:)`. Here, not in `AlertRuntimeCore` with the
/// other providers: `Bundle` is only in (full) Foundation, which the compiler, built on the core alone, does not load.
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
