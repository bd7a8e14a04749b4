#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts POSIX threads that nobody joins (what Foundation's `Thread` does): each runs its closure and ends. Those
/// who need a thread's result hand it over themselves (`HandOffValue`). Over pthreads, so the compiler need not load
/// Foundation.
enum DetachedThread {
    /// The stack the compiler's threads get: the main thread's usual 8 MB. Parsing and writing values recurse as deep
    /// as the parser's nesting limit lets them, and a secondary thread's default stack is 512 KB on macOS.
    static let mainThreadStackSize = 8 << 20

    /// Runs `body` on a new thread with a stack of `stackSize` bytes; stops the process when no thread can be made.
    static func start(stackSize: Int = mainThreadStackSize, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attributes, stackSize)
        // The closure crosses into C as a retained box; the new thread takes the reference back.
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let failure = pthread_create(&thread, &attributes, threadEntry, context)
        guard failure == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            fatalError("cannot start a thread: \(String(cString: strerror(failure)))")
        }
    }

    fileprivate final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}

/// The new thread's entry point: runs the closure `DetachedThread.start` boxed.
#if canImport(Darwin)
    private func threadEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<DetachedThread.Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func threadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<DetachedThread.Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
#endif
