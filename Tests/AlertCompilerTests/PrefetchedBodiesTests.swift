import AlertDSL
import Testing

@testable import AlertCompiler

/// Parsing deferred alert bodies on a second thread gives analysis the same bodies in the same order as parsing
/// each when asked: the same alerts and the same diagnostics, in the same order.
@Suite struct PrefetchedBodiesTests {
    /// Three files of alerts, with lexical, syntax and semantic errors inside some bodies, doc comments, action
    /// sets and themes: every kind of diagnostic a body can carry, at known places.
    static func program() -> (files: [SourceFile], sources: SourceManager) {
        var sources = SourceManager()
        var files: [SourceFile] = []
        for part in 0..<3 {
            var text = part == 0 ? "theme Base { tintColor: #007AFF }\nactions Share { action copy \"Copy\" }\n" : ""
            for index in 0..<70 {
                let name = "alert\(part)_\(index)"
                text += "/// Alert \(index).\nalert \(name)(count: Int) {\n    theme: Base\n"
                switch index % 9 {
                case 1: text += "    title: \"Broken \\q escape\"\n"  // lexical error
                case 2: text += "    title: \n    message: \"m\"\n"  // syntax error: missing value
                case 3: text += "    titel: \"Typo\"\n"  // unknown property, with a suggestion
                case 4: text += "    title: \"\\(cuont) items\"\n"  // unknown parameter
                case 5: text += "    action ok \"OK\" { height: -1 }\n"  // out of range
                default: text += "    title: \"\\(count) items\"\n"
                }
                text += "    action ok\(index % 4) \"OK\" .cancel\n    use Share\n}\n"
            }
            let file = sources.add(displayPath: "part\(part).alert", bytes: Array(text.utf8))
            files.append(file)
        }
        return (files, sources)
    }

    static func analyze(
        _ files: [SourceFile], _ sources: SourceManager, bodies: inout some DeferredBodySource
    ) -> (alerts: [ResolvedAlert], diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        var trees: [SourceFileSyntax] = []
        for file in files {
            let parsed = Parser.parse(file, defersAlertBodies: true)
            diagnostics.append(contentsOf: parsed.diagnostics)
            trees.append(parsed.syntax)
        }
        var alerts: [ResolvedAlert] = []
        let analyzed = SemanticAnalyzer.analyze(trees, sources: sources, bodies: &bodies) { alerts.append($0) }
        diagnostics.append(contentsOf: analyzed.diagnostics)
        return (alerts, diagnostics.diagnostics)
    }

    @Test(arguments: [(1, 1), (3, 5), (16, 256), (200, 200)])
    func prefetchingChangesNothing(batchSize: Int, window: Int) {
        let (files, sources) = Self.program()
        var whenAsked = ParseWhenAsked()
        let expected = Self.analyze(files, sources, bodies: &whenAsked)
        var prefetched = PrefetchedBodies()
        prefetched.minimumCount = 0
        prefetched.batchSize = batchSize
        prefetched.window = window
        prefetched.needsSecondCore = false
        let found = Self.analyze(files, sources, bodies: &prefetched)
        #expect(prefetched.isPrefetching)
        #expect(expected.alerts.count == 210)
        #expect(expected.diagnostics.contains { $0.severity == .error })
        #expect(found.alerts == expected.alerts)
        #expect(found.diagnostics == expected.diagnostics)
    }

    @Test func fewBodiesAreParsedWhenAsked() {
        let (files, sources) = Self.program()
        var bodies = PrefetchedBodies()
        bodies.minimumCount = 1000
        let found = Self.analyze(files, sources, bodies: &bodies)
        #expect(!bodies.isPrefetching)
        #expect(found.alerts.count == 210)
    }

    /// A parsing thread whose bodies are not all taken stops instead of waiting for room forever; the bodies
    /// taken are still the right ones.
    @Test func droppingTheSourceEarlyStopsTheThread() {
        let (files, sources) = Self.program()
        var ranges: [SourceRange] = []
        for file in files {
            for declaration in Parser.parse(file, defersAlertBodies: true).syntax.declarations {
                if let range = declaration.deferredBody { ranges.append(range) }
            }
        }
        let parser = DeferredBodyParser()
        for _ in 0..<20 {
            var bodies = PrefetchedBodies()
            bodies.minimumCount = 0
            bodies.batchSize = 2
            bodies.window = 2
            bodies.needsSecondCore = false
            bodies.prepare(ranges, in: sources)
            for range in ranges.prefix(5) {
                let found = bodies.next()
                let expected = parser.parse(range, in: sources)
                #expect(found.body.leftBrace == expected.body.leftBrace)
                #expect(found.body.rightBrace == expected.body.rightBrace)
                #expect(found.body.members.count == expected.body.members.count)
                #expect(found.diagnostics.diagnostics == expected.diagnostics.diagnostics)
            }
        }
    }
}
