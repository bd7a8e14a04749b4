import AlertDSL

/// Writes `build --emit json -o DIR`'s document on a thread of its own: analysis hands each alert over as it is
/// checked and goes on with the next while this thread resolves it, renders it and writes it to the stage. The
/// bytes are those `ProgramJSONStream` writes on one thread (the alerts arrive in order and are resolved in that
/// order by one `AlertResolver`, and nothing else touches the stage until `finish` has returned). The thread
/// shares only `alerts`, `tail` and `finished` with its owner.
final class JSONWriterThread {
    /// Alerts handed over between two hand-offs: one lock per batch, not per alert.
    private static let batchSize = 64
    private let alerts = HandOffQueue<UnresolvedAlert>(window: 256)
    private var batch = HandOffQueue<UnresolvedAlert>.Batch(capacity: JSONWriterThread.batchSize)
    /// What ends the document: the program's pages and themes, or nil when the build failed.
    private let tail = HandOffValue<ResolvedProgram?>()
    private let finished = HandOffValue<Void>()

    /// Starts the thread; every byte goes to `stage`, which the caller must not touch until `finish` returns.
    init(writingTo stage: OutputStage) {
        nonisolated(unsafe) let stage = stage
        let (alerts, tail, finished) = (self.alerts, self.tail, self.finished)
        // Writing a value recurses as deep as the parser's nesting limit lets it: the thread gets the main thread's
        // usual stack, as the parsing threads do.
        DetachedThread.start {
            var document = ProgramJSONStream()
            var resolver = AlertResolver()
            while let alert = alerts.take() { document.write(resolver.resolve(consume alert), to: stage.write) }
            if let program = tail.wait() { document.finish(program, to: stage.write) }
            finished.give(())
        }
    }

    /// The next alert of the document, in program order.
    func write(_ alert: consuming UnresolvedAlert) {
        batch.append(alert)
        if batch.count == Self.batchSize { alerts.put(&batch) }
    }

    /// Ends the document with `program`'s pages and themes (or leaves it unfinished when `program` is nil: the
    /// build failed and the stage is discarded), and waits until every byte is with the stage.
    func finish(_ program: ResolvedProgram?) {
        alerts.put(&batch)
        tail.give(program)
        alerts.close()
        finished.wait()
    }
}
