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

/// Why outputs could not be written (exit status 2).
public struct OutputError: Error, Equatable, Sendable {
    public var message: String
    /// Why, when what failed is the writing of one file (`cannot write 'FILE': REASON`): a caller that wrote the file
    /// for a path the user named otherwise says it of that path (`alertc format --in-place` writes the file that a
    /// relative path or a symbolic link names).
    public var reason: String?

    init(message: String) {
        self.message = message
    }

    /// `cannot write 'FILE': REASON`.
    static func cannotWrite(_ file: String, _ reason: String) -> OutputError {
        var error = OutputError(message: "cannot write '\(file)': \(reason)")
        error.reason = reason
        return error
    }
}

/// Writes generated files so that a build never leaves partial or stale output behind:
/// every file is first written to a temporary file in the same directory, and only when all
/// are written are they renamed into place (rename is atomic on POSIX). A file whose bytes are
/// unchanged is not touched, so its modification time stays and Xcode rebuilds nothing.
///
/// The bytes go to the file descriptor as the generated file produces them (`StagedFile`), and an existing
/// file is compared a block at a time, so a large output is never whole in memory, let alone copied.
public enum OutputWriter {
    /// Returns the names of the files that were (re)written.
    @discardableResult
    public static func write(_ files: [GeneratedFile], to directory: String) throws(OutputError) -> [String] {
        switch FileSystem.entry(at: directory) {
        case .file:
            throw OutputError(message: "cannot write outputs to '\(directory)': it is not a directory")
        case .directory:
            break
        case .missing:
            if let failure = makeDirectories(directory) {
                throw OutputError(
                    message: "cannot create output directory '\(directory)': \(reason(failure, making: directory))")
            }
        }
        // The directory exists now: every file is staged beside its output, then all are put in place together
        // (`OutputStage.commit`, which a streamed build uses too).
        var stages: [OutputStage] = []
        for file in files {
            guard let stage = OutputStage(named: file.name, in: directory) else {
                for stage in stages { stage.discard() }
                throw OutputError(message: "cannot write outputs to '\(directory)': it is not a directory")
            }
            file.write(to: stage.write)
            stages.append(stage)
        }
        let changed = try OutputStage.commit(stages)
        return zip(files, changed).compactMap { file, wasChanged in wasChanged ? file.name : nil }
    }

    /// Makes `directory` and every missing directory above it (`mkdir -p`); the `errno` of the first that cannot be
    /// made, else `nil`. POSIX, not `FileManager`, so that its failure is worded as the compiler's other file errors
    /// are (`FileSystem.read`: "permission denied"), not in Foundation's sentences.
    static func makeDirectories(_ directory: String) -> Int32? {
        var missing: [String] = []
        var current = directory
        while !current.isEmpty, FileSystem.entry(at: current) == .missing {
            missing.append(current)
            let parent = parentPath(of: current)
            guard parent != current else { break }
            current = parent
        }
        for path in missing.reversed() where mkdir(path, 0o777) != 0 {
            let failure = errno
            // Made meanwhile by another process: no failure. Anything else there (a dangling symbolic link, which
            // `entry` calls missing) is one: the directory is not made.
            guard failure == EEXIST, FileSystem.entry(at: path) == .directory else { return failure }
        }
        return nil
    }

    /// Why `directory` could not be made (`failure`, an `errno`): a file in the way is named (the system says only
    /// "not a directory", not which), else the system's reason.
    static func reason(_ failure: Int32, making directory: String) -> String {
        if let ancestor = closestExistingAncestor(of: directory), !ancestor.isDirectory {
            return "'\(ancestor.path)' is not a directory"
        }
        return systemErrorText(failure)
    }

    /// The closest path above `path` that exists (`.` above a relative path's first component), and whether it
    /// is a directory; `nil` when none does.
    static func closestExistingAncestor(of path: String) -> (path: String, isDirectory: Bool)? {
        var current = path
        while true {
            var parent = parentPath(of: current)
            if parent.isEmpty { parent = current == "." ? "" : "." }
            guard !parent.isEmpty, parent != current else { return nil }
            current = parent
            switch FileSystem.entry(at: current) {
            case .file: return (current, false)
            case .directory: return (current, true)
            case .missing: continue
            }
        }
    }

    /// `path` without its last component and the slashes before it: `""` when it has one relative component,
    /// `"/"` for `"/"` and its children. Not `NSString.deletingLastPathComponent`, which on Linux traps on a
    /// one-character component (`-o j/out` or `-o j/`, where `j` does not exist, crashed alertc).
    static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.last == "/" { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.last == "/" { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}

/// One output file written while it is still being generated (`alertc build --emit json -o DIR` writes the
/// document as the program is checked), with `OutputWriter`'s guarantees: the bytes go to a temporary file beside
/// the output, made only at the first byte that differs from the existing file, and the output is replaced only
/// by `commit()`. `discard()` — the build failed — removes the temporary file and leaves the output as it was.
public final class OutputStage {
    private var file: StagedFile
    private var isOpen = true
    /// The output directory, when it does not exist yet: made by `commit()` only.
    private let directoryToMake: String?

    /// A stage for the file `name` in `directory`. A stage is opened before the program is known to be free of
    /// errors, and a failed build must not even create the directory: when it does not exist yet, the bytes are
    /// staged in its nearest existing ancestor (so on the file system the directory will be made on) and
    /// `commit()` makes the directory and moves the file in. `nil` when `directory` or that ancestor is not a
    /// directory (the build then reports the error as usual).
    public init?(named name: String, in directory: String) {
        let staging: String
        switch FileSystem.entry(at: directory) {
        case .file:
            return nil
        case .directory:
            staging = directory
            directoryToMake = nil
        case .missing:
            guard let ancestor = OutputWriter.closestExistingAncestor(of: directory), ancestor.isDirectory else {
                return nil
            }
            staging = ancestor.path
            directoryToMake = directory
        }
        file = StagedFile(name: name, in: directory, stagingIn: staging)
    }

    deinit { discard() }

    /// The path the file is written to.
    public var path: String { file.final }

    /// The next bytes of the file.
    public func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        precondition(isOpen, "an output stage takes no bytes once committed or discarded")
        file.consume(chunk)
    }

    /// Puts the file in place, unless its bytes are unchanged; returns whether it was (re)written.
    @discardableResult
    public func commit() throws(OutputError) -> Bool {
        try Self.commit([self])[0]
    }

    /// Puts every stage's file in place (those whose bytes changed; `OutputWriter.write` stages its files here): all
    /// are written out first, and none is moved into place unless all could be; returns, per stage, whether its
    /// file was (re)written.
    @discardableResult
    public static func commit(_ stages: [OutputStage]) throws(OutputError) -> [Bool] {
        var changed: [Bool] = []
        for stage in stages {
            precondition(stage.isOpen, "an output stage is committed once")
            stage.isOpen = false
            do throws(OutputError) {
                changed.append(try stage.file.finish())
            } catch {
                for (earlier, wasChanged) in zip(stages, changed) where wasChanged {
                    TemporaryFiles.remove(earlier.file.temporary)
                }
                for later in stages.dropFirst(changed.count + 1) { later.discard() }
                throw error
            }
        }
        try TemporaryFiles.holdingInterruptions { () throws(OutputError) in
            try moveIntoPlace(stages, changed: changed)
        }
        return changed
    }

    /// Moves the changed stages' files into place, making the directory first where it does not exist yet. A
    /// directory where a file goes, which no rename can replace, is found before anything moves: moving the files
    /// before it and then failing left the outputs disagreeing (a new JSON document beside an old Swift file).
    /// Any other failure to move a file (an immutable file in its place, another user's file in a sticky directory)
    /// puts back the files moved before it (`Replaced`).
    private static func moveIntoPlace(_ stages: [OutputStage], changed: [Bool]) throws(OutputError) {
        for (index, stage) in stages.enumerated() where changed[index] && isDirectory(stage.file.final) {
            for (other, wasChanged) in zip(stages, changed) where wasChanged {
                TemporaryFiles.remove(other.file.temporary)
            }
            throw OutputError.cannotWrite(stage.file.final, systemErrorText(EISDIR))
        }
        let moving = stages.indices.filter { changed[$0] }.map { stages[$0] }
        var replaced: [(stage: OutputStage, previous: Replaced)] = []
        func abandon(from position: Int) {
            for rest in moving[position...] { TemporaryFiles.remove(rest.file.temporary) }
            for (stage, previous) in replaced.reversed() { previous.putBack(stage) }
        }
        for (position, stage) in moving.enumerated() {
            if let directoryToMake = stage.directoryToMake {
                if let failure = OutputWriter.makeDirectories(directoryToMake) {
                    abandon(from: position)
                    let reason = OutputWriter.reason(failure, making: directoryToMake)
                    throw OutputError(message: "cannot create output directory '\(directoryToMake)': \(reason)")
                }
            }
            // The last file to move needs no way back: nothing can fail after it.
            let previous = position < moving.count - 1 ? Replaced.keep(stage) : .notKept
            do throws(OutputError) {
                try StagedFile.moveIntoPlace(stage.file.temporary, stage.file.final)
            } catch {
                previous.drop(stage)
                abandon(from: position + 1)
                throw error
            }
            replaced.append((stage, previous))
        }
        for (stage, previous) in replaced { previous.drop(stage) }
    }

    /// What a file moved into place replaced, so a commit that fails later can put it back.
    private enum Replaced {
        /// Nothing: putting back removes the new file.
        case nothing
        /// A file, linked at the stage's `backup`: putting back renames it over the new file.
        case linked
        /// A file that could not be linked (a file system without hard links): it stays replaced.
        case notKept

        static func keep(_ stage: OutputStage) -> Replaced {
            switch TemporaryFiles.link(stage.file.final, to: stage.file.backup) {
            case 0: .linked
            case ENOENT: .nothing
            default: .notKept
            }
        }

        func putBack(_ stage: OutputStage) {
            switch self {
            case .nothing: unlink(stage.file.final)
            case .linked: if TemporaryFiles.move(stage.file.backup, over: stage.file.final) != 0 { drop(stage) }
            case .notKept: break
            }
        }

        /// Removes the backup, once the new file stays (or could not be put back).
        func drop(_ stage: OutputStage) {
            if case .linked = self { TemporaryFiles.remove(stage.file.backup) }
        }
    }

    /// Whether `path` itself (not what a symbolic link there names: a rename replaces the link) is a directory.
    private static func isDirectory(_ path: String) -> Bool {
        var information = stat()
        return lstat(path, &information) == 0 && information.st_mode & S_IFMT == S_IFDIR
    }

    /// Drops everything written: the output stays exactly as it was.
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        file.discard()
    }
}

/// One file being written, chunk by chunk. While the chunks match the existing file's bytes they are only
/// compared (read a block at a time); at the first difference a temporary file is created with the matching
/// prefix copied from the existing file, and the rest is written to it. An unchanged file is thus never
/// rewritten, and no chunk is kept once consumed.
private struct StagedFile: ~Copyable {
    let final: String
    let temporary: String
    /// Where a commit of several files links the file that `final` replaces, to put it back if a later file cannot
    /// be moved into place (beside the temporary file: a file that exists is in an existing directory, the staging one).
    let backup: String
    /// The existing file, while every chunk so far matched it; `-1` once it differs or when there is none.
    private var existing: Int32 = -1
    private var existingSize = 0
    /// The bytes known to equal the existing file's first bytes.
    private var matched = 0
    /// The temporary file, once one is needed; `-1` before.
    private var output: Int32 = -1
    /// The `errno` of the first failure; later chunks are then ignored.
    private var failure: Int32 = 0
    private let block: UnsafeMutableRawPointer
    private static let blockSize = 1 << 16

    /// The file `name` of `directory`, its temporary file in `staging` (the directory itself, or the existing
    /// directory it will be made in: on the same file system, so the rename into place stays atomic).
    init(name: String, in directory: String, stagingIn staging: String) {
        func folder(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
        final = folder(directory) + name
        let unique = folder(staging) + ".\(Self.shortened(name)).\(UUID().uuidString)"
        temporary = unique + ".tmp"
        backup = unique + ".old"
        block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockSize, alignment: 16)
        let descriptor = open(final, O_RDONLY)
        var information = stat()
        if descriptor >= 0, fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG {
            existing = descriptor
            existingSize = Int(information.st_size)
        } else if descriptor >= 0 {
            close(descriptor)
        }
    }

    /// The longest file name most file systems take (`NAME_MAX`), in bytes.
    private static let maximumNameBytes = 255

    /// `name`, cut at a character so that the temporary file's name (`.NAME.UUID.tmp`: two dots, 36 characters of
    /// UUID and `.tmp` more) stays within `maximumNameBytes`: an output or a formatted file whose own name is that
    /// long must still be writable.
    private static func shortened(_ name: String) -> Substring {
        var room = maximumNameBytes - 2 - 36 - 4
        var end = name.startIndex
        for index in name.indices {
            room -= name[index].utf8.count
            guard room >= 0 else { break }
            end = name.index(after: index)
        }
        return name[..<end]
    }

    deinit {
        if existing >= 0 { close(existing) }
        if output >= 0 { close(output) }
        block.deallocate()
    }

    mutating func consume(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard failure == 0, let start = chunk.baseAddress, !chunk.isEmpty else { return }
        if existing >= 0 {
            if matched + chunk.count <= existingSize, existingMatches(UnsafeRawBufferPointer(chunk)) {
                matched += chunk.count
                return
            }
            guard startTemporary() else { return }
        } else if output < 0 {
            guard startTemporary() else { return }
        }
        writeAll(UnsafeRawPointer(start), chunk.count)
    }

    /// `true` when the temporary file holds the new bytes, `false` when the existing file already holds them.
    mutating func finish() throws(OutputError) -> Bool {
        if failure == 0 {
            if existing >= 0, matched == existingSize { return false }
            if output < 0 { _ = startTemporary() }
        }
        if output >= 0 {
            if close(output) != 0, failure == 0 { failure = errno }
            output = -1
        }
        guard failure == 0 else {
            TemporaryFiles.remove(temporary)
            throw OutputError.cannotWrite(final, systemErrorText(failure))
        }
        return true
    }

    /// Renames a finished temporary file over `final`; on failure removes it and says why.
    static func moveIntoPlace(_ temporary: String, _ final: String) throws(OutputError) {
        let failure = TemporaryFiles.move(temporary, over: final)
        guard failure != 0 else { return }
        TemporaryFiles.remove(temporary)
        throw OutputError.cannotWrite(final, systemErrorText(failure))
    }

    /// Closes the files and removes the temporary one, if it was made: these bytes are not wanted.
    mutating func discard() {
        if output >= 0 {
            close(output)
            output = -1
            TemporaryFiles.remove(temporary)
        }
        if existing >= 0 {
            close(existing)
            existing = -1
        }
    }

    /// Whether the existing file's next `chunk.count` bytes are `chunk`'s.
    private mutating func existingMatches(_ chunk: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < chunk.count {
            let got = read(existing, block, min(Self.blockSize, chunk.count - offset))
            if got < 0, errno == EINTR { continue }
            guard got > 0, memcmp(block, chunk.baseAddress! + offset, got) == 0 else { return false }
            offset += got
        }
        return true
    }

    /// Creates the temporary file (a replaced file's permissions kept, else 0666 less the umask) and copies the
    /// matching prefix of the existing file into it.
    private mutating func startTemporary() -> Bool {
        var information = stat()
        let keptMode = stat(final, &information) == 0 ? information.st_mode & 0o7777 : nil
        output = TemporaryFiles.create(temporary, mode: keptMode ?? 0o666)
        guard output >= 0 else {
            failure = errno
            return false
        }
        // The umask applies to `open`'s mode; a replaced file gets its own mode back exactly.
        if let keptMode, fchmod(output, keptMode) != 0 {
            failure = errno
            return false
        }
        if existing >= 0 {
            var offset = 0
            while offset < matched, failure == 0 {
                let got = pread(existing, block, min(Self.blockSize, matched - offset), off_t(offset))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    failure = got < 0 ? errno : EIO
                    break
                }
                writeAll(UnsafeRawPointer(block), got)
                offset += got
            }
            close(existing)
            existing = -1
        }
        return failure == 0
    }

    private mutating func writeAll(_ start: UnsafeRawPointer, _ count: Int) {
        var written = 0
        while written < count, failure == 0 {
            let result = write(output, start + written, count - written)
            if result < 0 {
                if errno != EINTR { failure = errno }
            } else {
                written += result
            }
        }
    }
}
