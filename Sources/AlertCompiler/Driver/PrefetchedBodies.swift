import AlertDSL

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses the alert bodies the parser deferred on a second thread, ahead of analysis, which takes them in the
/// same order. Parsing bodies is about a sixth of a build; checking then overlaps it. Each body's tree and
/// diagnostics are those `ParseWhenAsked` gives, and analysis takes them in the same order, so the output is the
/// same byte for byte; only the thread that parses differs. A program with few deferred bodies, or a machine
/// with one core, parses each when asked: a thread would cost more than it saves.
struct PrefetchedBodies: DeferredBodySource {
    /// The fewest bodies worth a thread.
    var minimumCount = 64
    /// Bodies parsed between two hand-overs: one lock per batch, not per body.
    var batchSize = 64
    /// How many parsed bodies may wait for analysis, so that trees are never all held at once.
    var window = 256
    /// Whether a single core parses each body when asked (tests turn this off to run the thread anyway).
    var needsSecondCore = true

    private var whenAsked = ParseWhenAsked()
    private var prefetch: PrefetchThread?

    init() {}

    mutating func prepare(_ ranges: [SourceRange], in sources: SourceManager) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard ranges.count >= minimumCount, cores > 1 || !needsSecondCore else {
            whenAsked.prepare(ranges, in: sources)
            return
        }
        prefetch = PrefetchThread(ranges: ranges, sources: sources, batchSize: batchSize, window: window)
    }

    mutating func next() -> ParsedAlertBody {
        if let prefetch { return prefetch.take() }
        return whenAsked.next()
    }

    mutating func recycle(_ body: consuming BodySyntax) {
        prefetch?.recycle(body)
    }

    /// Whether `prepare` started a parsing thread.
    var isPrefetching: Bool { prefetch != nil }
}

/// Owns the parsing thread: when analysis lets go of it (having taken every body, or not), the thread is told to
/// stop, so it never waits forever for room in a queue nobody reads.
private final class PrefetchThread {
    private let queue: HandOffQueue<ParsedAlertBody>
    /// Bodies analysis is done with, freed by the parsing thread: it allocated them, and freeing them there keeps
    /// a sixth of the checking thread's work (and every free across threads) off it. Unbounded: the parsing
    /// thread may be waiting for room in `queue` while analysis hands bodies back, and a bound here could leave
    /// each thread waiting for the other. It holds at most what analysis took since the thread last looked.
    private let finished = HandOffQueue<BodySyntax>(window: .max)
    private var recycled: HandOffQueue<BodySyntax>.Batch
    private let batchSize: Int

    init(ranges: [SourceRange], sources: SourceManager, batchSize: Int, window: Int) {
        let queue = HandOffQueue<ParsedAlertBody>(window: window)
        let finished = self.finished
        self.queue = queue
        self.batchSize = batchSize
        recycled = HandOffQueue<BodySyntax>.Batch(capacity: batchSize)
        // Parsing recursion is bounded by the nesting limit; the thread has the main thread's usual stack.
        DetachedThread.start {
            let parser = DeferredBodyParser()
            var batch = HandOffQueue<ParsedAlertBody>.Batch(capacity: batchSize)
            for range in ranges {
                batch.append(parser.parse(range, in: sources))
                guard batch.count == batchSize else { continue }
                if !queue.put(&batch) { return }
                finished.dropWaiting()
            }
            queue.put(&batch)
            queue.close()
            // Free the rest as it comes back, until analysis ends.
            while finished.take() != nil {}
        }
    }

    /// The next body: analysis asks for exactly as many as there are ranges.
    func take() -> ParsedAlertBody {
        guard let body = queue.take() else { preconditionFailure("analysis asked for more bodies than it listed") }
        return body
    }

    func recycle(_ body: consuming BodySyntax) {
        recycled.append(body)
        if recycled.count == batchSize { finished.put(&recycled) }
    }

    deinit {
        queue.cancel()
        finished.close()
    }
}
