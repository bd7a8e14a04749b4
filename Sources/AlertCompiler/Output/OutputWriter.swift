import Foundation

/// Bytes in one allocation that a writer hands over (the JSON back end's buffer), freed with the last
/// reference: a large output goes to its file without being copied into a `String` or `Data` first.
public final class OutputBytes: @unchecked Sendable {
    // Immutable once made, so sharing it between threads is safe.
    private let base: UnsafeMutablePointer<UInt8>
    public let count: Int

    /// Takes ownership of `base`, an allocation of at least `count` initialized bytes.
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit {
        base.deallocate()
    }

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}

/// A generated file: its name inside the output directory and its bytes.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    private var storage: Storage

    private enum Storage: Sendable {
        case text(String)
        case bytes(OutputBytes)
    }

    public init(name: String, contents: String) {
        self.name = name
        storage = .text(contents)
    }

    /// A file whose bytes stay in `bytes` (valid UTF-8) until they are written.
    public init(name: String, bytes: OutputBytes) {
        self.name = name
        storage = .bytes(bytes)
    }

    /// The file's text (a copy when the file holds bytes).
    public var contents: String {
        get {
            switch storage {
            case .text(let text): text
            case .bytes(let bytes): bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
            }
        }
        set { storage = .text(newValue) }
    }

    /// Calls `body` with the file's bytes, without copying them.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .text(let text):
            var text = text
            return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes(body)
        }
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        guard lhs.name == rhs.name else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.count == right.count
                    && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}

/// Why outputs could not be written (exit status 2).
public struct OutputError: Error, Equatable, Sendable {
    public var message: String
}

/// Writes generated files so that a build never leaves partial or stale output behind:
/// every file is first written to a temporary file in the same directory, and only when all
/// are written are they renamed into place (rename is atomic on POSIX). A file whose bytes are
/// unchanged is not touched, so its modification time stays and Xcode rebuilds nothing.
///
/// The bytes go from the generated file's own buffer to the file descriptor, and an existing file is compared
/// a block at a time, so a large output is never copied whole.
public enum OutputWriter {
    /// Returns the names of the files that were (re)written.
    @discardableResult
    public static func write(_ files: [GeneratedFile], to directory: String) throws(OutputError) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw OutputError(message: "cannot write outputs to '\(directory)': it is not a directory")
            }
        } else {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw OutputError(message: "cannot create output directory '\(directory)': \(reason(error))")
            }
        }
        var staged: [(temporary: String, final: String, name: String)] = []
        func discardStaged() {
            for entry in staged { unlink(entry.temporary) }
        }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        for file in files {
            let final = folder + file.name
            if file.withUnsafeBytes({ hasContents($0, path: final) }) { continue }
            let temporary = folder + ".\(file.name).\(UUID().uuidString).tmp"
            // A replaced file keeps its permissions (a formatted source stays executable or read-only for
            // others as it was); a new one gets the usual 0666 less the umask.
            var existing = stat()
            let keptMode = stat(final, &existing) == 0 ? existing.st_mode & 0o7777 : nil
            guard file.withUnsafeBytes({ create(temporary, keeping: keptMode, contents: $0) }) else {
                let failure = String(cString: strerror(errno))
                unlink(temporary)
                discardStaged()
                throw OutputError(message: "cannot write '\(final)': \(failure)")
            }
            staged.append((temporary, final, file.name))
        }
        for (index, entry) in staged.enumerated() {
            guard rename(entry.temporary, entry.final) == 0 else {
                let failure = String(cString: strerror(errno))
                for rest in staged[index...] { unlink(rest.temporary) }
                throw OutputError(message: "cannot write '\(entry.final)': \(failure)")
            }
        }
        return staged.map(\.name)
    }

    /// Whether the file at `path` exists and holds exactly `bytes`, read a block at a time.
    private static func hasContents(_ bytes: UnsafeRawBufferPointer, path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0, information.st_size == bytes.count else { return false }
        let blockSize = 1 << 16
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let wanted = min(blockSize, bytes.count - offset)
            let got = read(descriptor, block, wanted)
            if got < 0, errno == EINTR { continue }
            guard got > 0, memcmp(block, bytes.baseAddress! + offset, got) == 0 else { return false }
            offset += got
        }
        // The file did not grow meanwhile.
        return read(descriptor, block, 1) == 0
    }

    /// Creates `path` (which must not exist) holding `contents`, with the permissions `mode` when given (else
    /// 0666 less the umask); `false` with `errno` set on failure.
    private static func create(_ path: String, keeping mode: mode_t?, contents: UnsafeRawBufferPointer) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, mode ?? 0o666)
        guard descriptor >= 0 else { return false }
        var succeeded = true
        // The umask applies to `open`'s mode; a replaced file gets its own mode back exactly.
        if let mode, fchmod(descriptor, mode) != 0 { succeeded = false }
        var written = 0
        while succeeded, written < contents.count {
            let result = Foundation.write(descriptor, contents.baseAddress! + written, contents.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                succeeded = false
            } else {
                written += result
            }
        }
        let failure = errno
        if close(descriptor) != 0, succeeded { return false }
        errno = failure
        return succeeded
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
