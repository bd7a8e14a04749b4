/// A value bound to an alert parameter (`String`, `Int` or `Double`).
public enum AlertArgument: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)

    /// The text interpolated for this value: the string itself, an `Int` in decimal, a `Double` as Swift's
    /// `description` prints it (`2.5`, `3.0`, `1e+20`), so output is identical on every platform and locale.
    public var text: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): value.description
        }
    }
}

extension AlertArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(integerLiteral value: Int) {
        self = .int(value)
    }

    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}
