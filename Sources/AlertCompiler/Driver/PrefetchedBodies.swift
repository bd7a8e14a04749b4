import AlertDSL
import Foundation

/// Parses the alert bodies the parser deferred on a second thread, ahead of analysis, which takes them in the
/// same order. Parsing bodies is about a sixth of a build; checking then overlaps it. Each body's tree and
/// diagnostics are those `ParseWhenAsked` gives, and analysis takes them in the same order, so the output is the
/// same byte for byte; only the thread that parses differs. A program with few deferred bodies, or a machine
/// with one core, parses each when asked: a thread would cost more than it saves.
struct PrefetchedBodies: DeferredBodySource {
    /// The fewest bodies worth a thread.
    var minimumCount = 64
    /// Bodies parsed between two hand-overs: one lock per batch, not per body.
    var batchSize = 16
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
        if let prefetch { return prefetch.queue.take() }
        return whenAsked.next()
    }

    /// Whether `prepare` started a parsing thread.
    var isPrefetching: Bool { prefetch != nil }
}

/// Owns the parsing thread: when analysis lets go of it (having taken every body, or not), the thread is told to
/// stop, so it never waits forever for room in a queue nobody reads.
private final class PrefetchThread {
    let queue: PrefetchQueue

    init(ranges: [SourceRange], sources: SourceManager, batchSize: Int, window: Int) {
        let queue = PrefetchQueue(window: window)
        self.queue = queue
        let thread = Thread {
            queue.produce(ranges, in: sources, batchSize: batchSize)
        }
        // Parsing recursion is bounded by the nesting limit, but give the thread the main thread's usual stack.
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit { queue.cancel() }
}

/// The bodies parsed and not yet taken, handed from the parsing thread to analysis in batches.
private final class PrefetchQueue: @unchecked Sendable {
    // `ready` and `cancelled` are shared and only touched with `condition` locked; `taken` and `takenCount`
    // belong to the consuming thread alone.
    private let condition = NSCondition()
    private var ready: [ParsedAlertBody] = []
    private var cancelled = false
    private let window: Int
    private var taken: [ParsedAlertBody] = []
    private var takenCount = 0

    init(window: Int) {
        self.window = window
    }

    /// Runs on the parsing thread: parses every range in order, handing each batch over when there is room.
    func produce(_ ranges: [SourceRange], in sources: SourceManager, batchSize: Int) {
        let parser = DeferredBodyParser()
        var batch: [ParsedAlertBody] = []
        batch.reserveCapacity(batchSize)
        for (index, range) in ranges.enumerated() {
            batch.append(parser.parse(range, in: sources))
            guard batch.count == batchSize || index == ranges.count - 1 else { continue }
            condition.lock()
            while ready.count >= window, !cancelled { condition.wait() }
            if cancelled {
                condition.unlock()
                return
            }
            ready.append(contentsOf: batch)
            condition.broadcast()
            condition.unlock()
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// The next body, waiting for the parsing thread when it has not got that far.
    func take() -> ParsedAlertBody {
        if takenCount == taken.count {
            // Release the bodies already taken before waiting for more.
            taken.removeAll(keepingCapacity: true)
            takenCount = 0
            condition.lock()
            while ready.isEmpty { condition.wait() }
            swap(&taken, &ready)
            condition.broadcast()
            condition.unlock()
        }
        defer { takenCount += 1 }
        return taken[takenCount]
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
