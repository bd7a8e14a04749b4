import AlertCompiler
import AlertDSL
import Foundation

/// libFuzzer entry point: any bytes go through the whole front end (lexer, parser, semantic
/// analysis) and the formatter (which must lay out every file without a syntax error), and a
/// program that checks clean through every back end — never a crash or a hang. The front end runs twice, with alert bodies deferred to analysis (what the
/// driver does) and parsed as they go: any difference in the program or the diagnostics is a
/// finding too. See scripts/fuzz.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var sources = SourceManager()
    let file = sources.add(displayPath: "fuzz.alert", bytes: bytes)
    let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
    let inline = FrontEnd.analyze([file], sources: sources, defersAlertBodies: false)
    let renderer = TextDiagnosticRenderer(sources: sources, useColor: false)
    precondition(inline.program == program, "deferred alert bodies changed the program")
    precondition(
        renderer.render(inline.diagnostics.sorted { _ in 0 }) == renderer.render(diagnostics.sorted { _ in 0 }),
        "deferred alert bodies changed the diagnostics")
    let parsed = Parser.parse(file)
    if !parsed.diagnostics.hasErrors {
        precondition(Formatter.format(file, syntax: parsed.syntax) != nil, "the formatter lost its place")
    }
    if !diagnostics.hasErrors {
        _ = JSONBackend.emit(program)
        _ = SwiftBackend.emit(program, options: SwiftBackendOptions())
        _ = GraphBackend.emit(program, format: .dot)
    }
    return 0
}

#if !FUZZING
    /// In a normal build the target replays inputs (such as a crash file libFuzzer saved), so a
    /// finding can be reproduced under a debugger and turned into a regression test.
    @main
    struct Replay {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                _ = bytes.withUnsafeBufferPointer { buffer in
                    fuzzTest(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
                }
                print("ok \(path)")
            }
        }
    }
#endif
