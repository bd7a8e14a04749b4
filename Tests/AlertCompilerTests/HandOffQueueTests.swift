import Foundation
import Testing

@testable import AlertCompiler

@Suite struct HandOffQueueTests {
    /// Every element arrives once, in order, whatever the batch size and window.
    @Test(arguments: [(1, 1), (1, 7), (5, 3), (16, 256), (1000, 10)])
    func elementsArriveInOrder(batchSize: Int, window: Int) {
        let queue = HandOffQueue<Int>(window: window)
        let count = 5000
        let producer = Thread {
            var batch = HandOffQueue<Int>.Batch()
            for value in 0..<count {
                batch.append(value)
                if batch.count == batchSize { queue.put(&batch) }
            }
            queue.put(&batch)
            queue.close()
        }
        producer.start()
        var received: [Int] = []
        while let value = queue.take() { received.append(value) }
        #expect(received == Array(0..<count))
        #expect(queue.take() == nil)
    }

    @Test func anEmptyClosedQueueEndsAtOnce() {
        let queue = HandOffQueue<Int>(window: 4)
        var empty = HandOffQueue<Int>.Batch()
        queue.put(&empty)
        queue.close()
        #expect(queue.take() == nil)
    }

    /// A producer waiting for room stops when the consumer cancels, and puts nothing after.
    @Test func cancellingStopsAWaitingProducer() {
        let queue = HandOffQueue<Int>(window: 2)
        let stopped = NSCondition()
        nonisolated(unsafe) var results: [Bool] = []
        let producer = Thread {
            for value in 0..<10 {
                var batch = HandOffQueue<Int>.Batch()
                batch.append(value)
                let accepted = queue.put(&batch)
                stopped.lock()
                results.append(accepted)
                stopped.broadcast()
                stopped.unlock()
                if !accepted { return }
            }
        }
        producer.start()
        #expect(queue.take() == 0)
        queue.cancel()
        stopped.lock()
        while results.last != false { stopped.wait() }
        let accepted = results.filter { $0 }.count
        stopped.unlock()
        // Two fit the window and the consumer emptied it once: at most four went in before the cancel.
        #expect(accepted >= 1 && accepted <= 4)
    }

    /// A value given on another thread arrives, also when it is itself nil.
    @Test func aValueHandedOverOnce() {
        let number = HandOffValue<Int>()
        let nothing = HandOffValue<Int?>()
        let giver = Thread {
            number.give(42)
            nothing.give(nil)
        }
        giver.start()
        #expect(number.wait() == 42)
        #expect(nothing.wait() == nil)
        #expect(number.wait() == 42)
    }
}
