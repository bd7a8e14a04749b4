extension ResolvedParameter.ParameterType {
    /// The parameter type `name` means: itself when it is one, or the one a Swift type of the same family maps to
    /// (`Float` and `CGFloat` are numbers with a fraction, `Int64` and `UInt` whole numbers, `Substring` and
    /// `Character` text), for a "did you mean" that spelling alone would not find: `Float` is closer to no parameter
    /// type by its letters. `nil` for any other name.
    static func parameterType(meantBy name: String) -> String? {
        if let type = Self(rawValue: name) { return type.rawValue }
        return switch name {
        case "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "Decimal", "NSNumber", "TimeInterval":
            ResolvedParameter.ParameterType.double.rawValue
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger":
            ResolvedParameter.ParameterType.int.rawValue
        case "Substring", "Character", "NSString", "StringProtocol", "AttributedString", "LocalizedStringKey",
            "LocalizedStringResource":
            ResolvedParameter.ParameterType.string.rawValue
        default:
            nil
        }
    }
}
