/// The names met so far in one list (an alert's actions, fields or parameters), to find
/// duplicates. A list holds a handful of names, so it is scanned; hashing every name into a
/// dictionary per list cost more than the rest of the check. Past `scanLimit` names a dictionary
/// takes over, so a huge list stays linear.
struct SeenNames {
    static let scanLimit = 16
    private var entries: [(name: String, position: Int)] = []
    private var positions: [String: Int]?

    init() {}

    /// Room for the first `capacity` names, so recording a list's names allocates once.
    init(capacity: Int) {
        entries.reserveCapacity(min(capacity, Self.scanLimit + 1))
    }

    /// The position recorded for `name`, if it was met.
    func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        for entry in entries where entry.name == name { return entry.position }
        return nil
    }

    /// Records `name` at `position` if it is new; returns the position of the earlier one if not.
    mutating func insert(_ name: String, at position: Int) -> Int? {
        if positions != nil {
            if let earlier = positions![name] { return earlier }
            positions![name] = position
            return nil
        }
        for entry in entries where entry.name == name { return entry.position }
        entries.append((name, position))
        if entries.count > Self.scanLimit {
            positions = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.position) })
            entries = []
        }
        return nil
    }
}
