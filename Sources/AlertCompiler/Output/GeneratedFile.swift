/// A generated file: its name inside the output directory and its bytes, held as text or produced in chunks
/// when the file is written (the JSON back end, so a large document is never whole in memory).
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    private var storage: Storage

    /// Writes the file's bytes by calling the sink with consecutive chunks.
    public typealias Producer = @Sendable (_ sink: (UnsafeBufferPointer<UInt8>) -> Void) -> Void

    private enum Storage: Sendable {
        case text(String)
        case chunks(Producer)
    }

    public init(name: String, contents: String) {
        self.name = name
        storage = .text(contents)
    }

    /// A file whose bytes (valid UTF-8) `produce` writes, each time the file is read or written.
    public init(name: String, producingChunksWith produce: @escaping Producer) {
        self.name = name
        storage = .chunks(produce)
    }

    /// The file's text (made whole in memory when the file is produced in chunks).
    public var contents: String {
        get {
            switch storage {
            case .text(let text):
                return text
            case .chunks(let produce):
                var text = ""
                produce { text += String(decoding: $0, as: UTF8.self) }
                return text
            }
        }
        set { storage = .text(newValue) }
    }

    /// Calls `sink` with the file's bytes, in one or more chunks, without copying them.
    public func write(to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .text(let text):
            var text = text
            text.withUTF8(sink)
        case .chunks(let produce):
            produce(sink)
        }
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.contents == rhs.contents
    }
}
