import AlertCompiler
import Foundation
import Testing

/// Generating Swift for the tests.
enum SwiftBackendTestSupport {
    /// The Swift of the reference `name`: a sample compiled alone (`uikit-confirmations`) or the whole directory
    /// (`samples`), with default options and the sources named relative to the package root.
    static func referenceSource(_ name: String, options: SwiftBackendOptions = SwiftBackendOptions()) -> String {
        let relative = name == "samples" ? "samples" : "samples/" + name + ".alert"
        let path = BackendTestSupport.packageRoot.appendingPathComponent(relative).path
        var options = options
        options.sourcePaths = [relative]
        return SwiftBackend.emit(BackendTestSupport.compile([path]).program, options: options)
    }

    /// The Swift and the JSON of one `.alert` program text.
    static func generate(
        _ source: String, options: SwiftBackendOptions = SwiftBackendOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (swift: String, json: String) {
        let tree = try TemporaryTree()
        let path = try tree.write("program.alert", source)
        let program = BackendTestSupport.compile([path], sourceLocation: sourceLocation).program
        return (SwiftBackend.emit(program, options: options), JSONBackend.emit(program))
    }

    /// The 1-based number of the first line where two texts differ.
    static func firstDifferentLine(_ first: String, _ second: String) -> Int {
        let a = first.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            return index + 1
        }
        return 0
    }
}
