import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@MainActor
@Suite("Transition queue")
struct TransitionQueueTests {
    /// Transitions whose `done` the test calls when it wants, recording when each starts.
    @MainActor
    final class Recorder {
        var started: [Int] = []
        var pending: [Int: TransitionQueue.Done] = [:]

        func transition(_ number: Int) -> TransitionQueue.Transition {
            { [self] done in
                started.append(number)
                pending[number] = done
            }
        }

        func finish(_ number: Int) {
            pending[number]?()
        }
    }

    @Test func startsEachTransitionWhenThePreviousOneIsDone() {
        let queue = TransitionQueue()
        let recorder = Recorder()
        for number in 1...3 { queue.run(recorder.transition(number)) }
        #expect(recorder.started == [1])
        recorder.finish(1)
        #expect(recorder.started == [1, 2])
        recorder.finish(2)
        recorder.finish(3)
        #expect(recorder.started == [1, 2, 3])
        // Idle again: the next one starts at once.
        queue.run(recorder.transition(4))
        #expect(recorder.started == [1, 2, 3, 4])
    }

    @Test func ignoresASecondOrStaleDone() {
        let queue = TransitionQueue()
        let recorder = Recorder()
        for number in 1...3 { queue.run(recorder.transition(number)) }
        recorder.finish(1)
        recorder.finish(1)
        #expect(recorder.started == [1, 2], "a second done of 1 must not start 3 while 2 runs")
        recorder.finish(2)
        #expect(recorder.started == [1, 2, 3])
    }

    @Test func aTransitionQueuedByARunningOneWaitsForIt() {
        let queue = TransitionQueue()
        var log: [String] = []
        queue.run { done in
            log.append("start a")
            queue.run { done in
                log.append("start b")
                done()
            }
            log.append("end a")
            done()
        }
        #expect(log == ["start a", "end a", "start b"])
    }

    /// Transitions that finish at once (no host, nothing to dismiss) used to start the next one from inside
    /// their `done`, one nested call each, so a long queue of them overflowed the stack.
    @Test func transitionsThatFinishAtOnceUseConstantStack() {
        let queue = TransitionQueue()
        let blocker = Recorder()
        queue.run(blocker.transition(0))
        var started: [Int] = []
        let count = 200_000
        for number in 1...count {
            queue.run { done in
                started.append(number)
                done()
            }
        }
        #expect(started.isEmpty)
        blocker.finish(0)
        #expect(started.count == count)
        #expect(started == Array(1...count))
    }

    @Test func keepsTheOrderAcrossManyWaitingTransitions() {
        let queue = TransitionQueue()
        let recorder = Recorder()
        for number in 0..<300 { queue.run(recorder.transition(number)) }
        for number in 0..<300 {
            #expect(recorder.started.last == number)
            recorder.finish(number)
            if number.isMultiple(of: 7) { queue.run(recorder.transition(300 + number)) }
        }
        let late = (0..<300).filter { $0.isMultiple(of: 7) }.map { 300 + $0 }
        for number in late { recorder.finish(number) }
        #expect(recorder.started == Array(0..<300) + late)
    }
}
