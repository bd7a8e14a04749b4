import Testing

@testable import AlertCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `FileSystem.readToEnd`, which reads inputs that have no size: pipes (`alertc check <(…)`) and standard input
/// (`alertc format -`).
@Suite struct FileSystemReadTests {
    /// A pipe gives at most its buffer (64 KB on Linux) a read. The free room of the buffer was zeroed before every
    /// read, so reading grew with the square of the input: 16 MB through `<(cat file)` took 171 s of a debug build
    /// (4 s from the file itself), 8 MB about 40 s of the reading thread's CPU time.
    @Test func aLargePipeIsReadInLinearTime() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let size = 8 << 20
        // Written in small pieces from another thread, so that the reader meets many short reads.
        DetachedThread.start {
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
            var written = 0
            while written < size {
                let result = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress!, min($0.count, size - written)) }
                if result < 0 { break }
                written += result
            }
            close(writeEnd)
        }
        let start = threadCPUTime()
        let bytes = try #require(FileSystem.readToEnd(readEnd))
        #expect(threadCPUTime() - start < .seconds(10))
        #expect(bytes.count == size)
        #expect(bytes.allSatisfy { $0 == UInt8(ascii: "x") })
    }

    /// Every byte is read, in order, whatever the sizes of the reads.
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func everyByteIsRead(size: Int) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let expected = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        DetachedThread.start {
            var written = 0
            while written < size {
                let result = expected.withUnsafeBytes {
                    write(writeEnd, $0.baseAddress! + written, min(1000, size - written))
                }
                if result < 0 { break }
                written += result
            }
            close(writeEnd)
        }
        #expect(FileSystem.readToEnd(readEnd) == expected)
    }
}

/// The CPU time the calling thread has used (a bound on it holds when other tests crowd the machine).
private func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
