import Foundation

/// A generated file: its name inside the output directory and its bytes.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
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
        let base = URL(fileURLWithPath: directory)
        var staged: [(temporary: URL, final: URL, name: String)] = []
        func discardStaged() {
            for entry in staged { try? manager.removeItem(at: entry.temporary) }
        }
        for file in files {
            let final = base.appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if let existing = manager.contents(atPath: final.path), existing == bytes { continue }
            let temporary = base.appendingPathComponent(".\(file.name).\(UUID().uuidString).tmp")
            // A replaced file keeps its permissions (a formatted source stays executable or
            // read-only for others as it was).
            let permissions = (try? manager.attributesOfItem(atPath: final.path))?[.posixPermissions]
            let attributes = permissions.map { [FileAttributeKey.posixPermissions: $0] }
            guard manager.createFile(atPath: temporary.path, contents: bytes, attributes: attributes) else {
                discardStaged()
                throw OutputError(message: "cannot write '\(final.path)': permission denied or disk full")
            }
            staged.append((temporary, final, file.name))
        }
        for (index, entry) in staged.enumerated() {
            guard rename(entry.temporary.path, entry.final.path) == 0 else {
                let failure = String(cString: strerror(errno))
                for rest in staged[index...] { try? manager.removeItem(at: rest.temporary) }
                throw OutputError(message: "cannot write '\(entry.final.path)': \(failure)")
            }
        }
        return staged.map(\.name)
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
