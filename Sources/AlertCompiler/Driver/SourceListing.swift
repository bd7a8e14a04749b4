/// How the generated Swift's header names the program's files: each canonical path relative to the deepest
/// directory that holds them all. Canonical, so `a.alert`, `./a.alert` and a symbolic link to it read the same;
/// relative, so the same project checked out in another directory (the build-tool plugin passes absolute paths)
/// gives the same bytes (spec §8: same program, same output).
enum SourceListing {
    /// `canonicalPaths` are absolute and in program order; the result keeps that order (removing the same
    /// leading directories from every path does not reorder paths sorted byte-wise).
    static func relativePaths(_ canonicalPaths: [String]) -> [String] {
        let paths = canonicalPaths.map { Array($0.utf8.split(separator: UInt8(ascii: "/"))) }
        guard let first = paths.first else { return [] }
        // The directories every path shares; a file's own name (its last component) is never one of them.
        var common = first.count - 1
        for path in paths.dropFirst() {
            var shared = 0
            while shared < min(common, path.count - 1), path[shared].elementsEqual(first[shared]) { shared += 1 }
            common = shared
        }
        return paths.map { path in
            path.dropFirst(common).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
        }
    }
}
