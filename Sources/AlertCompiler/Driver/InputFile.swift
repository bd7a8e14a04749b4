#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// What `path` names, through any symbolic links (a dangling link is `.missing`).
    static func entry(at path: String) -> Entry {
        var information = stat()
        guard stat(path, &information) == 0 else { return .missing }
        return information.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// What a path named on the command line is: `entry(at:)`, except that a path the system refuses to look at for
    /// another reason than its naming nothing (`ENOENT`: missing, or a dangling link) is a `.file`, whose read then
    /// says why, with the same `errno` ("permission denied" for a directory on the way that cannot be searched, "too
    /// many levels of symbolic links", "not a directory"), not "no such file or directory".
    static func inputEntry(at path: String) -> Entry {
        var information = stat()
        guard stat(path, &information) == 0 else { return errno == ENOENT ? .missing : .file }
        return information.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// Why the file at `path` cannot be imported before it is read, or `nil`: the system's reason when it cannot be
    /// looked at ("no such file or directory", "too many levels of symbolic links"), "is a directory", or "not a
    /// regular file" for a FIFO, socket or device (a FIFO without a writer would block the read for ever: spec §1,
    /// no input makes alertc hang).
    static func reasonNotImportable(_ path: String) -> String? {
        var information = stat()
        guard stat(path, &information) == 0 else { return systemErrorText(errno) }
        switch information.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return systemErrorText(EISDIR)
        default: return "not a regular file"
        }
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

    /// Where an import path leads: the canonical path of what the system finds there, or why it finds nothing.
    enum ImportTarget {
        case canonical(String)
        case unreachable(reason: String)
    }

    /// The canonical path of the file `path` names as the system resolves it (`realpath`, component by component),
    /// or the system's reason when it cannot: `dir/../b.alert` names nothing when `dir` does not exist or is a file,
    /// although its tidied form `b.alert` does, and the file shown must be the file read (spec §9). Only a path too
    /// long for the system to look at (a long chain of imports through `..`) is taken in its tidied form.
    static func importTarget(_ path: String) -> ImportTarget {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return .canonical(String(cString: resolved))
        }
        let code = errno
        if code == ENAMETOOLONG { return .canonical(canonicalPath(path)) }
        return .unreachable(reason: systemErrorText(code))
    }

    /// What identifies the file at `path` (spec §2): its canonical path as the system resolves it (`importTarget`),
    /// or `nil` when the system finds no file there. Such a path is never taken for the file its tidied form names:
    /// `alertc check a.alert x/../a.alert`, where `x` is a file, must say that the second cannot be read.
    static func identity(of path: String) -> String? {
        if case .canonical(let canonical) = importTarget(path) { return canonical }
        return nil
    }

    /// What a directory search finds (`alertFiles(in:)`).
    struct DirectorySearch {
        /// The `*.alert` regular files, as paths joined onto the directory as given, in byte-wise order.
        var files: [String] = []
        /// The `input-unreadable` error messages of the search, in byte-wise order of the paths they name: a
        /// `*.alert` regular file whose path below the directory is not valid UTF-8 (in the file's name or a
        /// directory's; a path is a `String`, so it cannot be read), shown with each byte that is not UTF-8 as
        /// `\xHH`, a directory that cannot be listed (it cannot be opened, or its listing fails partway), with the
        /// system's reason, and a `*.alert` entry whose kind cannot be found out (a directory listed but not
        /// searchable), or any entry when the listing does not give its kind (`DT_UNKNOWN`), with the system's
        /// reason. Each may hold files of the program, so they are errors, not passed over in silence.
        var errors: [String] = []
    }

    /// Every `*.alert` file below `directory`, sorted so the result never depends on the file system's listing
    /// order.
    static func alertFiles(in directory: String) -> DirectorySearch {
        alertFiles(in: directory, readingEntriesWith: { readdir($0) })
    }

    /// A directory stream, as `opendir` gives it: a pointer to Darwin's `DIR`, opaque in the other C libraries
    /// (Glibc, Musl, Bionic).
    #if canImport(Darwin)
        typealias DirectoryStream = UnsafeMutablePointer<DIR>
    #else
        typealias DirectoryStream = OpaquePointer
    #endif

    /// `alertFiles(in:)`, each directory entry read by `readEntry` (`readdir`): a seam for tests, which make a
    /// read fail (`readdir` failing partway through a directory cannot be provoked on a working file system) or
    /// give entries of unknown type (`DT_UNKNOWN`, as a file system that does not fill `d_type` does).
    static func alertFiles(
        in directory: String, readingEntriesWith readEntry: (DirectoryStream) -> UnsafeMutablePointer<dirent>?
    ) -> DirectorySearch {
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        // A symbolic link given as the directory is listed as the directory it names, as `grep -r` does. Links met
        // inside are not followed into, so a link cycle cannot loop.
        let (found, unreadable) = collectAlertFiles(in: Array(canonicalPath(directory).utf8), readEntry: readEntry)
        func shown(_ relative: [UInt8]) -> String {
            relative.isEmpty ? base : base + "/" + escapingInvalidUTF8(relative)
        }
        var errors = unreadable.map { entry in
            let what = entry.isDirectory ? "directory " : ""
            return (
                path: entry.path, message: "cannot read \(what)'\(shown(entry.path))': \(systemErrorText(entry.code))"
            )
        }
        var search = DirectorySearch()
        // By bytes, compared as byte arrays: comparing the strings' UTF-8 views went through their generic
        // iterators (5 M instructions for 200 files sharing a long prefix). The paths below one directory share
        // its prefix, so their order is that of the whole paths.
        for relative in found.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let name = String(decoding: relative, as: UTF8.self)
            if name.utf8.elementsEqual(relative) {
                search.files.append(base + "/" + name)
            } else {
                errors.append((relative, "cannot read '\(shown(relative))': path is not valid UTF-8"))
            }
        }
        search.errors = errors.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map(\.message)
        return search
    }

    /// The paths, relative to `root` and as bytes (a name need not be UTF-8), of every `*.alert` regular file below
    /// it, at any depth, in no particular order; and, as unreadable entries, of every directory that could not be
    /// listed (`root` itself is the empty path), with the `errno` of its `opendir` or of the `readdir` that failed,
    /// and of every `*.alert` entry that `stat` could not look at for another reason than its naming nothing (a
    /// dangling symbolic link), with that `errno`: a directory that can be listed but not searched (`r--`) lists its
    /// files' names, but no `stat` of them succeeds (nor, when the listing gives no kinds, the `lstat` of any entry,
    /// each of which is then unreadable, as it may be a directory). Each directory is read whole and closed before
    /// those below it are, so one directory is open at a time, whatever the depth (one open directory a level ran
    /// out of file descriptors). Hidden files and directories (`.git`, `.build`, `.swiftpm`) are not searched, as
    /// SwiftPM and Xcode do not search them: a package's `.build` holds copies of its resources, which would all be
    /// duplicates.
    private static func collectAlertFiles(
        in root: [UInt8], readEntry: (DirectoryStream) -> UnsafeMutablePointer<dirent>?
    ) -> (files: [[UInt8]], unreadable: [UnreadableEntry]) {
        var found: [[UInt8]] = []
        var unreadable: [UnreadableEntry] = []
        // Directories still to read, relative to `root` (the empty path is `root` itself).
        var pending: [[UInt8]] = [[]]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
            var subdirectories: [[UInt8]] = []
            // `errno` is read in the closure, before the C string's buffer is freed (POSIX lets `free` change it).
            let (opened, code) = withCString(directory) { path in
                let stream = opendir(path)
                return (stream, stream == nil ? errno : 0)
            }
            guard let stream = opened else {
                unreadable.append(UnreadableEntry(path: relative, isDirectory: true, code: code))
                continue
            }
            // `readdir` gives `NULL` both at the end and when it fails, which only `errno` tells apart: it is
            // cleared before each call, and a failure is an error as for a directory that cannot be opened (the
            // entries read before it are kept), not the end of the directory with the rest of its files lost.
            while true {
                errno = 0
                guard let entry = readEntry(stream) else {
                    if errno != 0 { unreadable.append(UnreadableEntry(path: relative, isDirectory: true, code: errno)) }
                    break
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in Array(bytes.prefix { $0 != 0 }) }
                guard name.first != UInt8(ascii: "."), !name.isEmpty else { continue }
                // Built only for the entries that are looked at: most are neither `*.alert` nor of unknown type.
                func path() -> [UInt8] { directory + [UInt8(ascii: "/")] + name }
                let relativePath = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                // Like `grep -r`, a search skips FIFOs, sockets and devices: a FIFO without a writer would hang the
                // read. Through symbolic links: a link to a file is the file.
                // A `stat` that fails other than for a dangling link (`ENOENT`, `ENOTDIR`) may hide a file of the
                // program: an error, as for a directory that cannot be listed. A directory is none, and its own
                // listing says whether it can be read.
                var reported = false
                if name.count > alertSuffix.count, name.suffix(alertSuffix.count).elementsEqual(alertSuffix),
                    entry.pointee.d_type != UInt8(DT_DIR)
                {
                    var information = stat()
                    let code = withCString(path()) { stat($0, &information) == 0 ? 0 : errno }
                    if code == 0, information.st_mode & S_IFMT == S_IFREG {
                        found.append(relativePath)
                    } else if code != 0, code != ENOENT, code != ENOTDIR {
                        unreadable.append(UnreadableEntry(path: relativePath, isDirectory: false, code: code))
                        reported = true
                    }
                }
                // The entry itself, not what a symbolic link names: links to directories are not followed.
                var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    // A file system that does not fill `d_type` leaves the kind to `lstat`. When it fails as for a
                    // `*.alert` entry above (a directory listed but not searched), the entry may be a directory of
                    // the program's files: the same error, once, not a directory passed over in silence.
                    var information = stat()
                    let code = withCString(path()) { lstat($0, &information) == 0 ? 0 : errno }
                    isDirectory = code == 0 && information.st_mode & S_IFMT == S_IFDIR
                    if code != 0, code != ENOENT, code != ENOTDIR, !reported {
                        unreadable.append(UnreadableEntry(path: relativePath, isDirectory: false, code: code))
                    }
                }
                if isDirectory { subdirectories.append(relativePath) }
            }
            closedir(stream)
            pending += subdirectories
        }
        return (found, unreadable)
    }

    /// A directory the search could not list, or a `*.alert` entry it could not look at, below its root, with the
    /// `errno` of the call that failed.
    private struct UnreadableEntry {
        var path: [UInt8]
        var isDirectory: Bool
        var code: Int32
    }

    private static let alertSuffix = Array(".alert".utf8)

    /// Calls `body` with `path` as a C string (file names are bytes, and need not be UTF-8).
    private static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// `bytes` as text, each byte that is not part of valid UTF-8 written `\xHH` (upper-case hex, as C escapes a
    /// byte), so that a diagnostic can name a file whose name is not UTF-8.
    static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    enum ReadError: Error {
        case unreadable(String)
    }

    /// The bytes of the file at `path`. When it cannot be read, the reason is what the system says of the call
    /// that failed (`systemErrorText`: "permission denied", "no such file or directory", "not a directory"), as
    /// for an output that cannot be written; a device is "not a regular file", a directory "is a directory".
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = openRetryingInterrupts(path)
        guard descriptor >= 0 else { throw .unreadable(systemErrorText(errno)) }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { throw .unreadable(systemErrorText(errno)) }
        // A device never ends (`/dev/zero`) or waits on a terminal: only files and pipes are read.
        if information.st_mode & S_IFMT == S_IFCHR || information.st_mode & S_IFMT == S_IFBLK {
            throw .unreadable("not a regular file")
        }
        // A directory opens on Linux, and its size is no file's (`--script /tmp` was "larger than 4 GiB"). Its
        // `read` would fail with `EISDIR`: said as the system says it.
        if information.st_mode & S_IFMT == S_IFDIR { throw .unreadable(systemErrorText(EISDIR)) }
        // Source ranges hold 32-bit offsets; refuse a larger file before reading it. A pipe (`alertc check <(…)`)
        // has no size and cannot seek: it is read as it comes and measured once read.
        let end = lseek(descriptor, 0, SEEK_END)
        if end >= 0, end >= off_t(SourceRange.maximumFileSize) { throw .unreadable("the file is larger than 4 GiB") }
        if end >= 0, lseek(descriptor, 0, SEEK_SET) < 0 { throw .unreadable(systemErrorText(errno)) }
        var code: Int32 = 0
        guard let bytes = readToEnd(descriptor, expectedCount: end >= 0 ? Int(end) : 0, errorCode: &code) else {
            throw .unreadable(systemErrorText(code))
        }
        guard bytes.count < SourceRange.maximumFileSize else { throw .unreadable("the file is larger than 4 GiB") }
        return bytes
    }

    /// Every byte `descriptor` gives until its end (a file's, a pipe's, standard input's), or `nil` when a read
    /// fails. `expectedCount` (a file's size) is the first read's size, so a file is read in one go.
    static func readToEnd(_ descriptor: Int32, expectedCount: Int = 0) -> [UInt8]? {
        var code: Int32 = 0
        return readToEnd(descriptor, expectedCount: expectedCount, errorCode: &code)
    }

    /// `readToEnd(_:expectedCount:)`, with the `errno` of the read that failed in `errorCode`.
    static func readToEnd(_ descriptor: Int32, expectedCount: Int, errorCode: inout Int32) -> [UInt8]? {
        // One byte more than expected, so that a file read whole meets its end at the next read. Read into raw memory,
        // grown by doubling and copied once at the end: zeroing an array's free room before every read made a pipe,
        // which gives at most 64 KB a read, quadratic (16 MB through `<(…)` took minutes), and zeroing it byte by
        // byte as it grows is slow in a debug build.
        var capacity = max(expectedCount + 1, 1 << 16)
        var storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { storage.deallocate() }
        var count = 0
        while true {
            if count == capacity {
                let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 1)
                grown.copyMemory(from: storage, byteCount: count)
                storage.deallocate()
                storage = grown
                capacity *= 2
            }
            let got = readRetryingInterrupts(descriptor, storage + count, capacity - count)
            if got < 0 {
                errorCode = errno
                return nil
            }
            if got == 0 { return [UInt8](UnsafeRawBufferPointer(start: storage, count: count)) }
            count += got
        }
    }
}

/// `open(2)` for reading, again when a signal interrupted it (a FIFO's open waits for a writer).
private func openRetryingInterrupts(_ path: String) -> Int32 {
    while true {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 || errno != EINTR { return descriptor }
    }
}

/// `read(2)`, again when a signal interrupted it (here, as `FileSystem.read` would hide it inside `FileSystem`).
private func readRetryingInterrupts(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    while true {
        let got = read(descriptor, buffer, count)
        if got >= 0 || errno != EINTR { return got }
    }
}
