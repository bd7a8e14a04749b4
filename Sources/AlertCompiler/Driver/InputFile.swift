import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files for the driver; one place for the file system, so tests can reason about it.
enum FileSystem {
    enum Entry {
        case file
        case directory
        case missing
    }

    static func entry(at path: String) -> Entry {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// Whether `path` names (through any symbolic links) a regular file: not a FIFO, socket or device, whose read
    /// can block for ever or never end.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The canonical path: absolute, symlinks resolved, `.` and `..` removed (spec §2).
    static func canonicalPath(_ path: String) -> String {
        // `realpath` for a path that exists: Foundation's resolution cuts a path past about 1 KB, so a long chain of
        // imports through `..` (each adds its importer's directory) named a directory, or another file.
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Every `*.alert` file below `directory`, as paths joined onto `directory` as given,
    /// sorted so the result never depends on the file system's listing order.
    static func alertFiles(in directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        // The enumerator lists nothing under a symbolic link, the given directory included: list the directory
        // it names, as `grep -r` does. Links met inside are still not followed, so a link cycle cannot loop.
        guard let enumerator = FileManager.default.enumerator(atPath: canonicalPath(directory)) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            // Hidden files and directories (`.git`, `.build`, `.swiftpm`) are not searched, as SwiftPM and Xcode do
            // not search them: a package's `.build` holds copies of its resources, which would all be duplicates.
            if relative.split(separator: "/").last?.hasPrefix(".") == true {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard relative.hasSuffix(".alert") else { continue }
            let path = base + "/" + relative
            // Like `grep -r`, a search skips FIFOs, sockets and devices: a FIFO without a writer would hang the read.
            if isRegularFile(path) { found.append(path) }
        }
        // By UTF-8 bytes, compared as byte arrays: comparing the strings' UTF-8 views went through their generic
        // iterators (5 M instructions for 200 files sharing a long prefix).
        return found.map { (bytes: Array($0.utf8), path: $0) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            .map(\.path)
    }

    enum ReadError: Error {
        case unreadable(String)
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(entry(at: path) == .missing ? "no such file or directory" : "permission denied")
        }
        defer { try? handle.close() }
        // A device never ends (`/dev/zero`) or waits on a terminal: only files and pipes are read.
        var information = stat()
        if fstat(handle.fileDescriptor, &information) == 0,
            information.st_mode & S_IFMT == S_IFCHR || information.st_mode & S_IFMT == S_IFBLK
        {
            throw .unreadable("not a regular file")
        }
        // A directory opens on Linux, and its size is no file's (`--script /tmp` was "larger than 4 GiB").
        if information.st_mode & S_IFMT == S_IFDIR { throw .unreadable("it is a directory") }
        // Source ranges hold 32-bit offsets; refuse a larger file before reading it. A pipe (`alertc check <(…)`)
        // has no size and cannot seek: it is read as it comes and measured once read.
        let size = try? handle.seekToEnd()
        if let size, size >= UInt64(SourceRange.maximumFileSize) { throw .unreadable("the file is larger than 4 GiB") }
        let bytes: Data
        do {
            if size != nil { try handle.seek(toOffset: 0) }
            bytes = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable("read failed")
        }
        guard bytes.count < SourceRange.maximumFileSize else { throw .unreadable("the file is larger than 4 GiB") }
        return Array(bytes)
    }
}
