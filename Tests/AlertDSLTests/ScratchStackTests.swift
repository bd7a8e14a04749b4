import Testing

@testable import AlertDSL

@Suite("Scratch stack")
struct ScratchStackTests {
    @Test func nestedListsComeOffInOrderWithTheirOwnElements() {
        let stack = ScratchStack<String>(capacity: 2)
        let outer = stack.count
        stack.push("a")
        let inner = stack.count
        stack.push("b")
        stack.push("c")
        #expect(stack.popArray(from: inner) == ["b", "c"])
        stack.push("d")
        #expect(stack.popArray(from: outer) == ["a", "d"])
        #expect(stack.count == 0)
    }

    @Test func emptyListsAreEmptyArrays() {
        let stack = ScratchStack<Int>()
        stack.push(1)
        #expect(stack.popArray(from: 1).isEmpty)
        #expect(stack.count == 1)
    }

    @Test func growingKeepsEveryElement() {
        let stack = ScratchStack<String>(capacity: 1)
        let words = (0..<1000).map { "word \($0) with enough text to live on the heap" }
        for word in words { stack.push(word) }
        let popped = stack.popArray(from: 0)
        #expect(popped == words)
        #expect(stack.count == 0)
    }

    @Test func elementsLeftOnTheStackAreReleased() {
        final class Token {}
        weak var released: Token?
        do {
            let stack = ScratchStack<Token>()
            let token = Token()
            released = token
            stack.push(token)
        }
        #expect(released == nil)
    }
}
