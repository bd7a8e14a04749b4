/// An alert body that `Parser.parse(_:defersAlertBodies:)` skimmed, parsed: its tree and the lexical and syntax
/// errors in it, the same as parsing the file without deferring gives.
public struct ParsedAlertBody: Sendable {
    public var body: BodySyntax
    public var diagnostics: DiagnosticBag
}

/// Parses deferred alert bodies one after another, reusing one scratch space (so one parser per thread).
public struct DeferredBodyParser {
    private let scratch = ParserScratch()

    public init() {}

    /// Parses the body `range` (a `DeclarationSyntax.deferredBody`) of a file in `sources`.
    public func parse(_ range: SourceRange, in sources: SourceManager) -> ParsedAlertBody {
        let parsed = Parser.parseDeferredBody(range, in: sources[range.file], scratch: scratch)
        return ParsedAlertBody(body: parsed.body, diagnostics: parsed.diagnostics)
    }
}

/// Where analysis takes the alert bodies the parser deferred from. Analysis first hands over the range of
/// every deferred body in the order it will ask for them (program order), then asks for each in turn, once:
/// a source may parse them ahead, on another thread (the driver's `PrefetchedBodies`).
public protocol DeferredBodySource {
    /// Called once, before the first `next()`, with every deferred body analysis will ask for, in order.
    mutating func prepare(_ ranges: [SourceRange], in sources: SourceManager)
    /// The next body of the list `prepare` received.
    mutating func next() -> ParsedAlertBody
    /// Takes back a body analysis is done with: a source that parses on another thread frees it there, where it
    /// was allocated, instead of on the thread that checks alerts.
    mutating func recycle(_ body: consuming BodySyntax)
}

extension DeferredBodySource {
    public mutating func recycle(_ body: consuming BodySyntax) {}
}

/// Parses each deferred body when analysis asks for it, on the caller's thread.
public struct ParseWhenAsked: DeferredBodySource {
    private let parser = DeferredBodyParser()
    private var ranges: [SourceRange] = []
    private var sources = SourceManager()
    private var position = 0

    public init() {}

    public mutating func prepare(_ ranges: [SourceRange], in sources: SourceManager) {
        self.ranges = ranges
        self.sources = sources
        position = 0
    }

    public mutating func next() -> ParsedAlertBody {
        defer { position += 1 }
        return parser.parse(ranges[position], in: sources)
    }
}
