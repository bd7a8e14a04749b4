import Foundation
import Testing

@testable import AlertCompiler

/// `OutputWriter.reason` says what Foundation's `NSError` says of a `FileManager` error: on Linux the compiler has
/// the words of the file errors itself (it does not load full Foundation), and they must be Foundation's.
@Suite struct OutputErrorReasonTests {
    static let codes: [CocoaError.Code] = [
        .fileNoSuchFile, .fileLocking, .fileReadNoPermission, .fileReadInvalidFileName, .fileReadCorruptFile,
        .fileReadNoSuchFile, .fileReadTooLarge, .fileWriteNoPermission, .fileWriteInvalidFileName,
        .fileWriteFileExists, .fileWriteOutOfSpace, .fileWriteVolumeReadOnly, .fileWriteUnknown, .fileReadUnknown,
    ]

    @Test(arguments: codes)
    func theReasonIsFoundations(code: CocoaError.Code) {
        let error = CocoaError(code, userInfo: [NSFilePathErrorKey: "/tmp/out"])
        let foundation = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        #expect(OutputWriter.reason(error) == foundation)
    }

    /// A real failure: a directory that cannot be made where a file is in the way below a missing one.
    @Test func aDirectoryThatCannotBeMadeSaysWhy() throws {
        let error = try #require(
            throws: CocoaError.self,
            performing: {
                try FileManager.default.createDirectory(
                    atPath: "/proc/alertc-\(UUID().uuidString)/out", withIntermediateDirectories: true)
            })
        let foundation = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        #expect(OutputWriter.reason(error) == foundation)
    }
}
