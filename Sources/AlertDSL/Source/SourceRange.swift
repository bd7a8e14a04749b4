/// A half-open byte range in one source file.
///
/// Offsets are stored in 32 bits — a syntax tree holds a range for every node and name, so this
/// halves their size — which limits a source file to 4 GiB (the driver refuses larger inputs).
public struct SourceRange: Hashable, Sendable {
    public var file: FileID
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// The largest file a range can point into.
    public static let maximumFileSize = Int(UInt32.max)

    public init(file: FileID, start: Int, end: Int) {
        self.file = file
        self.storedStart = UInt32(truncatingIfNeeded: start)
        self.storedEnd = UInt32(truncatingIfNeeded: max(start, end))
    }

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(truncatingIfNeeded: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
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

extension SourceRange {
    /// From this range's start up to `other`'s start.
    func prefix(upTo other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: start, end: other.start)
    }

    /// From `other`'s start to this range's end.
    func suffix(from other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: other.start, end: end)
    }
}
