import AlertDSL

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses the files given on the command line on two threads: each file parses on its own (alert bodies deferred,
/// as the loader always does), and the results come back in the files' order, so the trees and diagnostics are
/// those of parsing one file after another. A few small files, or one core, are parsed on the calling thread.
enum ParallelFileParse {
    typealias Parsed = (syntax: SourceFileSyntax, diagnostics: DiagnosticBag)

    /// Below this many bytes in all, a second thread costs more than it saves.
    static let minimumBytes = 256 * 1024

    static func parse(_ files: [SourceFile], minimumBytes: Int = minimumBytes) -> [Parsed] {
        let total = files.reduce(0) { $0 + $1.bytes.count }
        guard files.count > 1, total >= minimumBytes, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return files.map(parseOne)
        }
        // The second thread takes the files after the point where half the bytes are behind.
        var split = 0
        var bytesBefore = 0
        while split < files.count - 1, bytesBefore + files[split].bytes.count <= total / 2 {
            bytesBefore += files[split].bytes.count
            split += 1
        }
        split = max(split, 1)
        let second = Array(files[split...])
        let secondResults = HandOffValue<[Parsed]>()
        DetachedThread.start { secondResults.give(second.map(parseOne)) }
        let first = files[..<split].map(parseOne)
        return first + secondResults.wait()
    }

    private static func parseOne(_ file: SourceFile) -> Parsed {
        Parser.parse(file, defersAlertBodies: true)
    }
}
