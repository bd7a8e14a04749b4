/// Numbers and the forms made of them (sizes, points, insets), with their ranges (spec §3).
extension Analysis {
    mutating func checkNumber(_ value: ValueSyntax, _ range: NumberRange, what: @autoclosure () -> String) -> Double? {
        let number: Double
        switch value {
        case .integer(let integer, _): number = Double(integer)
        case .decimal(let decimal, _): number = decimal
        default:
            mismatch(value, expected: "Number")
            return nil
        }
        switch range {
        case .any:
            return number
        case .nonNegative where number < 0:
            diagnostics.error(
                .valueOutOfRange, "\(what()) must not be negative, found \(Wording.number(number))", at: value.range)
            return nil
        case .positive where number <= 0:
            diagnostics.error(
                .valueOutOfRange, "\(what()) must be greater than 0, found \(Wording.number(number))", at: value.range)
            return nil
        default:
            return number
        }
    }

    mutating func checkBounded(_ value: ValueSyntax, _ bounds: ClosedRange<Double>, what: String) -> Double? {
        guard let number = checkNumber(value, .any, what: what) else { return nil }
        guard bounds.contains(number) else {
            diagnostics.error(
                .valueOutOfRange,
                "\(what) must be between \(Wording.number(bounds.lowerBound)) and \(Wording.number(bounds.upperBound)), "
                    + "found \(Wording.number(number))",
                at: value.range)
            return nil
        }
        return number
    }

    mutating func checkInt32(_ value: ValueSyntax, property: String) -> Int64? {
        guard case .integer(let integer, let range) = value else {
            mismatch(value, expected: "Int")
            return nil
        }
        guard integer >= Int64(Int32.min), integer <= Int64(Int32.max) else {
            diagnostics.error(
                .valueOutOfRange,
                "'\(property)' must fit in Int32 (\(Int32.min)...\(Int32.max)), found \(integer)", at: range)
            return nil
        }
        return integer
    }

    /// `.form(a, b, ...)` with Number arguments, such as `.point(x, y)`.
    mutating func checkNumbers(
        _ value: ValueSyntax, form: String, _ parameters: [ArgumentSpec], range: NumberRange
    ) -> [Double]? {
        guard case .enumCase(let enumCase) = value, enumCase.name.text == form else {
            mismatch(value, expected: form.prefix(1).uppercased() + form.dropFirst(), cases: [form])
            return nil
        }
        guard let arguments = matchArguments(enumCase, parameters) else { return nil }
        // Every component is judged, so `.size(0, -1)` reports both.
        var numbers: [Double] = []
        numbers.reserveCapacity(parameters.count)
        var allValid = true
        for index in parameters.indices {
            if let number = checkNumber(arguments[index], range, what: parameters[index].name) {
                numbers.append(number)
            } else {
                allValid = false
            }
        }
        return allValid ? numbers : nil
    }

    mutating func checkSize(_ value: ValueSyntax) -> (width: Double, height: Double)? {
        guard let numbers = checkNumbers(value, form: "size", ValueForms.size, range: .positive) else {
            return nil
        }
        return (numbers[0], numbers[1])
    }
}
