/// A half-open byte range in one source file.
public struct SourceRange: Hashable, Sendable {
    public var file: FileID
    public var start: Int
    public var end: Int

    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`, used for insertion points such as a missing token.
    public static func point(_ file: FileID, _ offset: Int) -> SourceRange {
        SourceRange(file: file, start: offset, end: offset)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    public var isEmpty: Bool { start == end }
}
