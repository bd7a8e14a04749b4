#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes set aside on disk while an output is written, to be copied into it later: the stored definitions of a
/// streamed Swift build, which the file holds after every alert's typed API but which are made with them. An
/// anonymous temporary file (`tmpfile`), gone when it is closed, so memory holds none of it and no build leaves
/// it behind.
final class SpillFile {
    private let file: UnsafeMutablePointer<FILE>?
    /// The `errno` of the first failure; later writes are then ignored.
    private var failure: Int32 = 0

    init() {
        file = tmpfile()
        if file == nil { failure = errno }
    }

    deinit {
        if let file { fclose(file) }
    }

    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard failure == 0, let file, let start = chunk.baseAddress, !chunk.isEmpty else { return }
        if fwrite(start, 1, chunk.count, file) != chunk.count { failure = errno == 0 ? EIO : errno }
    }

    /// Hands every byte written, in order, to `sink`; the reason when a write or a read failed.
    func replay(into sink: (UnsafeBufferPointer<UInt8>) -> Void) -> String? {
        guard failure == 0, let file else { return Self.reason(failure) }
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else { return Self.reason(errno) }
        let blockSize = 1 << 18
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
        defer { block.deallocate() }
        while true {
            let got = fread(block, 1, blockSize, file)
            if got > 0 { sink(UnsafeBufferPointer(start: block, count: got)) }
            if got < blockSize { return ferror(file) != 0 ? Self.reason(EIO) : nil }
        }
    }

    private static func reason(_ code: Int32) -> String {
        "cannot set its stored definitions aside: " + systemErrorText(code == 0 ? EIO : code)
    }
}
