/// Identifies one enqueued alert instance (one alert may be enqueued several times). The caller chooses ids;
/// they are never reused within one scheduler.
public struct AlertInstanceID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: AlertInstanceID, rhs: AlertInstanceID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
