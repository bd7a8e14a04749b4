/// The arguments of one `.case(...)` value in the order of its form's parameters
/// (``Analysis/matchArguments(_:_:)``): for each parameter, the position of its argument in the
/// written list. Positions rather than copied values, so matching the arguments of every value of
/// a program allocates nothing; a form has at most ``capacity`` parameters.
struct MatchedArguments {
    static let capacity = 4

    private let arguments: [ArgumentSyntax]
    /// -1 for a parameter that has no argument (yet).
    private var positions = SIMD4<Int32>(repeating: -1)

    init(_ arguments: [ArgumentSyntax], parameterCount: Int) {
        precondition(parameterCount <= Self.capacity, "a value form has at most \(Self.capacity) parameters")
        self.arguments = arguments
    }

    /// The value given for parameter `index`, `nil` for an omitted one.
    subscript(index: Int) -> ValueSyntax? {
        let position = positions[index]
        return position < 0 ? nil : arguments[Int(position)].value
    }

    func isGiven(_ index: Int) -> Bool { positions[index] >= 0 }

    /// Gives parameter `index` the argument at `position` in the written list.
    mutating func give(_ index: Int, position: Int) {
        positions[index] = Int32(position)
    }
}
