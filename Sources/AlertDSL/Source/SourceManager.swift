/// Owns every file of a compilation, so diagnostics can be rendered from `FileID`s alone.
public struct SourceManager: Sendable {
    public private(set) var files: [SourceFile] = []

    public init() {}

    /// Adds a file and returns it with its new ID.
    @discardableResult
    public mutating func add(displayPath: String, bytes: [UInt8]) -> SourceFile {
        let file = SourceFile(id: FileID(files.count), displayPath: displayPath, bytes: bytes)
        files.append(file)
        return file
    }

    public subscript(id: FileID) -> SourceFile {
        files[Int(id.rawValue)]
    }
}
