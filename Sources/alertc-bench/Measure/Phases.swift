import AlertCompiler
import AlertRuntime

/// A generated program loaded in memory, as the compiler sees it after reading the files.
struct InMemoryProgram {
    var sources: SourceManager
    var files: [SourceFile]
    var byteCount: Int
    var alertCount: Int

    init(_ program: GeneratedProgram) {
        var sources = SourceManager()
        var files: [SourceFile] = []
        for file in program.files {
            files.append(sources.add(displayPath: file.path, bytes: Array(file.text.utf8)))
        }
        self.sources = sources
        self.files = files
        self.byteCount = files.reduce(0) { $0 + $1.bytes.count }
        self.alertCount = program.alertCount
    }
}

/// The in-memory phases. Each is `@inline(never)` so it stays one function in profiles
/// (`valgrind --tool=callgrind --toggle-collect='*Phases*lex*'`).
enum Phases {
    @inline(never)
    static func baseline(_ program: InMemoryProgram) -> Int {
        var checksum = 0
        for file in program.files {
            checksum &+= file.bytes.withUnsafeBufferPointer { Baseline.classify($0) }
        }
        return checksum
    }

    /// Drives the lexer over every file to its end; returns the number of tokens.
    @inline(never)
    static func lex(_ program: InMemoryProgram) -> Int {
        var tokens = 0
        for file in program.files {
            tokens &+= file.bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer, file: file.id)
                var count = 0
                while lexer.next().kind != .endOfFile { count &+= 1 }
                return count &+ lexer.diagnostics.errorCount
            }
        }
        return tokens
    }

    /// Lexes and parses every file into its syntax tree.
    @inline(never)
    static func parse(_ program: InMemoryProgram) -> [SourceFileSyntax] {
        var trees: [SourceFileSyntax] = []
        trees.reserveCapacity(program.files.count)
        var errors = 0
        for file in program.files {
            let (syntax, diagnostics) = Parser.parse(file)
            errors += diagnostics.errorCount
            trees.append(syntax)
        }
        blackHole(errors)
        return trees
    }

    /// Semantic analysis alone (names, types, themes, UIKit rules, scheduling) of parsed trees.
    @inline(never)
    static func check(_ trees: [SourceFileSyntax], _ program: InMemoryProgram) -> (ResolvedProgram, DiagnosticBag) {
        SemanticAnalyzer.analyze(trees, sources: program.sources)
    }

    /// The JSON back end alone, on an analyzed program.
    @inline(never)
    static func emitJSON(_ resolved: ResolvedProgram) -> String {
        JSONBackend.emit(resolved)
    }

    /// The Swift back end alone, on an analyzed program.
    @inline(never)
    static func emitSwift(_ resolved: ResolvedProgram) -> String {
        SwiftBackend.emit(resolved, options: SwiftBackendOptions())
    }

    /// The full in-memory compile to JSON on one thread: parse, analyze, and write each alert as it is checked
    /// (`JSONBackend.compile(_:sources:to:)`, the one-thread form of `alertc build --emit json`). Every byte of the
    /// document is written and folded into a checksum, chunk by chunk, as the CLI hands the chunks to the output
    /// file; the document is not kept (at 50 MB it is 330 MB, and growing a `String` that size costs more than
    /// compiling: see docs/performance.md, "compile to JSON").
    @inline(never)
    static func compileToJSON(_ program: InMemoryProgram) -> UInt64 {
        var checksum = DocumentChecksum()
        _ = JSONBackend.compile(program.files, sources: program.sources) { checksum.add($0) }
        return checksum.value
    }

    /// The whole front end: parse every file, then analyze the program (`FrontEnd.analyze`).
    @inline(never)
    static func frontEnd(_ program: InMemoryProgram) -> (program: ResolvedProgram, diagnostics: DiagnosticBag) {
        FrontEnd.analyze(program.files, sources: program.sources)
    }

    /// The JSON text generated Swift stores for each alert of `resolved` (the lowered alerts' `generatedJSON()`).
    static func storedDefinitionTexts(_ resolved: ResolvedProgram) -> [String] {
        CatalogLowering.lower(resolved).alerts.map { (try? $0.generatedJSON()) ?? "" }
    }

    /// Decodes every stored definition, as reading `Alerts.catalog` does; an app pays each alert's share when
    /// the alert is first used.
    @inline(never)
    static func decodeStoredDefinitions(_ texts: [String]) -> Int {
        var actions = 0
        for text in texts { actions &+= AlertDefinition(generatedJSON: text).actions.count }
        return actions
    }
}
