/// How messages word lists (`'a', 'b' or 'c'`) and numbers.
enum Wording {
    /// Quoted items: `'a', 'b' or 'c'`.
    static func list(_ items: [String], conjunction: String = "or") -> String {
        series(items.map { "'\($0)'" }, conjunction: conjunction)
    }

    /// Items as written, joined as a sentence joins them: `a, b or c`.
    static func series(_ items: [String], conjunction: String = "or") -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    static func cases(_ names: [String]) -> String {
        list(names.map { ".\($0)" })
    }

    /// A number as written in messages: integers without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
