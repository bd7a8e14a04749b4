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

    /// The value given for parameter `index`, which must have one: every parameter that is not optional has one, and
    /// an optional one is read after ``isGiven(_:)``. Not a `ValueSyntax?`: destroying one goes through the runtime's
    /// generic witness (about 100 instructions, also for `nil`), for every optional argument of a program.
    subscript(index: Int) -> ValueSyntax {
        arguments[Int(positions[index])].value
    }

    func isGiven(_ index: Int) -> Bool { positions[index] >= 0 }

    /// Gives parameter `index` the argument at `position` in the written list.
    mutating func give(_ index: Int, position: Int) {
        positions[index] = Int32(position)
    }
}
