import Testing

@testable import AlertCompiler

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DetachedThreadTests {
    /// The body runs once, on a thread that is not the caller's, with the stack it was given.
    @Test(arguments: [DetachedThread.mainThreadStackSize, 1 << 20])
    func theBodyRunsOnANewThreadWithItsStack(stackSize: Int) {
        let done = ConditionLock()
        nonisolated(unsafe) var runs = 0
        nonisolated(unsafe) var sameThread = true
        nonisolated(unsafe) var threadStackSize = 0
        let caller = pthread_self()
        DetachedThread.start(stackSize: stackSize) {
            let isCaller = pthread_equal(pthread_self(), caller) != 0
            let size = currentThreadStackSize()
            done.withLock {
                runs += 1
                sameThread = isCaller
                threadStackSize = size
            }
            done.broadcast()
        }
        done.lock()
        while runs == 0 { done.wait() }
        done.unlock()
        #expect(runs == 1)
        #expect(!sameThread)
        #expect(threadStackSize == stackSize)
    }
}

/// The size of the calling thread's stack.
private func currentThreadStackSize() -> Int {
    #if canImport(Darwin)
        return pthread_get_stacksize_np(pthread_self())
    #else
        // `pthread_getattr_np` is a GNU extension, which the Glibc module does not declare.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return -1 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return -1 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
    #endif
}
