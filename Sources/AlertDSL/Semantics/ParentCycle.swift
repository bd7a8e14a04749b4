/// A cycle of the parent relation of themes or of pages, where each declaration has at most one parent (spec §6
/// "Inheritance"): both are reported once, at their first member in program order, named from it.
enum ParentCycle {
    /// The cycle through `first` as `first`, its parent, that one's parent, … and `first` again, the order the
    /// message names them in (`A → B → A`). `first` must be on a cycle of `parents`.
    static func path(from first: Int, parents: [Int?]) -> [Int] {
        var path = [first]
        var next = parents[first]
        while let node = next {
            path.append(node)
            if node == first { break }
            next = parents[node]
        }
        return path
    }
}
