import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

/// A pass used to scan every live instance, so enqueuing thousands of alerts and then ending them one by one was
/// quadratic; later it still walked the domain of every page with a candidate, quadratic in the pages. These
/// scripts count the scheduler's steps (`AlertScheduler.work`) instead of timing them: a regression to a scan per
/// operation takes about n²/2 steps, hundreds of times the bound, and one to a walk of every page's domain about
/// n² per pass on the page chains.
@Suite("Scheduler: work per operation does not grow with the queue")
struct SchedulerScaleTests {
    private static let count = 10_000
    /// Steps allowed per operation; the scripts below take 3 to 21, the page-tree ones 3 to 5 (a regression to a
    /// scan per operation: about 5,000; to a pass over every segment with a candidate, or a walk of every page of
    /// a domain: hundreds to a thousand).
    private static let stepsPerOperation = 40

    /// Enqueues requests, then ends whatever is on top (the instance that came on screen last) until nothing
    /// shows; answers the operations run.
    private static func drain(_ scheduler: inout AlertScheduler, enqueuing requests: [AlertRequest]) throws -> Int {
        var onScreen: [AlertInstanceID] = []
        func track(_ events: [SchedulerEvent]) {
            for event in events {
                switch event {
                case .show(let id), .restore(let id): onScreen.append(id)
                case .hide(let id), .dismiss(let id): onScreen.removeAll { $0 == id }
                }
            }
        }
        for request in requests { track(try scheduler.enqueue(request)) }
        var operations = requests.count
        while let top = onScreen.last {
            track(try scheduler.end(top))
            operations += 1
        }
        return operations
    }

    @Test func appWideQueue() throws {
        var scheduler = AlertScheduler()
        let requests = (0..<Self.count).map {
            AlertRequest(id: AlertInstanceID("a\($0)"), alertName: "a\($0)", declarationIndex: $0)
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests)
        #expect(operations == 2 * Self.count)
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        #expect(scheduler.work < Self.stepsPerOperation * operations)
    }

    @Test func queuesOnPages() throws {
        let pages = [
            PageDefinition(name: "Tabs"), PageDefinition(name: "Home", parent: "Tabs"),
            PageDefinition(name: "Cart", parent: "Tabs"), PageDefinition(name: "Checkout", parent: "Cart"),
        ]
        var scheduler = AlertScheduler(pages: pages)
        for page in pages { _ = try scheduler.pageAppeared(page.name) }
        let requests = (0..<Self.count).map {
            AlertRequest(
                id: AlertInstanceID("a\($0)"), alertName: "a\($0)", priority: $0 % 3, declarationIndex: $0,
                exclusive: $0 % 7 == 0 ? .hide : .none, page: pages[$0 % pages.count].name)
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests)
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        #expect(scheduler.work < Self.stepsPerOperation * operations)
    }

    /// Each alert waits for the next one, so the first in order is the last that may show: a scan in order would
    /// pass over every held-back instance.
    @Test func eachWaitsForTheNext() throws {
        var scheduler = AlertScheduler()
        let requests = (0..<Self.count).map {
            AlertRequest(
                id: AlertInstanceID("a\($0)"), alertName: "a\($0)", declarationIndex: $0, after: ["a\($0 + 1)"])
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests)
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        #expect(scheduler.work < Self.stepsPerOperation * operations)
    }

    /// Many instances of one alert wait for `x`, held back and let go again at every step: the whole group moves
    /// at once, not instance by instance.
    @Test func aLargeGroupHeldBackAndLetGo() throws {
        var scheduler = AlertScheduler()
        _ = try scheduler.enqueue(AlertRequest(id: "x0", alertName: "x"))
        for index in 0..<Self.count {
            _ = try scheduler.enqueue(
                AlertRequest(id: AlertInstanceID("b\(index)"), alertName: "b", declarationIndex: 1, after: ["x"]))
        }
        var operations = Self.count + 1
        for index in 0..<Self.count {
            // x ends and the next b shows; a new x waits for it, holding the other bs back again.
            let (x, b, nextX) = (
                AlertInstanceID("x\(index)"), AlertInstanceID("b\(index)"), AlertInstanceID("x\(index + 1)")
            )
            #expect(try scheduler.end(x) == [.dismiss(x), .show(b)])
            #expect(try scheduler.enqueue(AlertRequest(id: nextX, alertName: "x")).isEmpty)
            #expect(try scheduler.end(b) == [.dismiss(b), .show(nextX)])
            operations += 3
        }
        #expect(scheduler.work < Self.stepsPerOperation * operations)
    }

    // MARK: Page trees

    /// Every page appears, then an alert per page is enqueued in `order` (by page index; declaration order is
    /// enqueue order) and drained; answers the work per operation.
    private static func workPerOperation(pages: [PageDefinition], order: [Int]) throws -> Int {
        var scheduler = AlertScheduler(pages: pages)
        for page in pages { _ = try scheduler.pageAppeared(page.name) }
        let requests = order.enumerated().map { index, page in
            AlertRequest(
                id: AlertInstanceID("a\(index)"), alertName: "a\(index)", declarationIndex: index,
                page: pages[page].name)
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests) + pages.count
        #expect(operations >= 2 * requests.count)
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        return scheduler.work / operations
    }

    private static func chain(_ count: Int, prefix: String = "c", below root: String? = nil) -> [PageDefinition] {
        (0..<count).map { PageDefinition(name: "\(prefix)\($0)", parent: $0 == 0 ? root : "\(prefix)\($0 - 1)") }
    }

    /// A pass used to walk the domain (the whole chain) of every page's first candidate: on a chain of n pages
    /// with an alert each, about n² steps per operation. Every candidate is on the chain's spine, so a pass now
    /// reads one candidate whichever end of the chain comes first.
    @Test func longPageChain() throws {
        let pages = Self.chain(3_000)
        let rootFirst = try Self.workPerOperation(pages: pages, order: Array(pages.indices))
        let leafFirst = try Self.workPerOperation(pages: pages, order: pages.indices.reversed())
        #expect(rootFirst < Self.stepsPerOperation && leafFirst < Self.stepsPerOperation)
    }

    /// A chain ending in many leaves: once the chain's alerts are over, the leaves' candidates are considered
    /// together, each of them sharing the chain's domain; and two deep tabs under one root, whose candidates are
    /// below the fork. Passes walk segments (the chain is one), not pages.
    @Test func chainEndingInManyLeavesAndDeepTabs() throws {
        let chain = Self.chain(1_500)
        let leaves = (0..<1_500).map { PageDefinition(name: "leaf\($0)", parent: "c1499") }
        let broom = chain + leaves
        #expect(try Self.workPerOperation(pages: broom, order: Array(broom.indices)) < Self.stepsPerOperation)
        #expect(
            try Self.workPerOperation(pages: broom, order: broom.indices.reversed()) < Self.stepsPerOperation)

        let tabs =
            [PageDefinition(name: "Tabs")] + Self.chain(1_500, prefix: "a", below: "Tabs")
            + Self.chain(1_500, prefix: "b", below: "Tabs")
        // Alternating tabs, root first.
        let order = [0] + (1...1_500).flatMap { [$0, $0 + 1_500] }
        #expect(try Self.workPerOperation(pages: tabs, order: order) < Self.stepsPerOperation)
    }

    /// Many leaves under one page whose alert shows first and outranks theirs: every leaf's alert is the first
    /// candidate of its own domain and cannot show, and each enqueue used to settle all of them again.
    @Test func leavesUnderAShowingRoot() throws {
        let leaves = (0..<1_500).map { PageDefinition(name: "leaf\($0)", parent: "Root") }
        let pages = [PageDefinition(name: "Root")] + leaves
        var scheduler = AlertScheduler(pages: pages)
        for page in pages { _ = try scheduler.pageAppeared(page.name) }
        let requests = pages.indices.map { index in
            AlertRequest(
                id: AlertInstanceID("a\(index)"), alertName: "a\(index)", priority: index == 0 ? 10 : 5,
                declarationIndex: index, page: pages[index].name)
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests) + pages.count
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        #expect(scheduler.work / operations < Self.stepsPerOperation)
    }

    /// A comb: a chain of `count` pages whose every page also has a leaf, the chain pages named `prefix` and the
    /// leaves `leafPrefix` (their order among a page's children follows the names).
    private static func comb(_ count: Int, prefix: String = "c", leafPrefix: String = "leaf") -> [PageDefinition] {
        (0..<count).flatMap { index in
            [
                PageDefinition(name: "\(prefix)\(index)", parent: index == 0 ? nil : "\(prefix)\(index - 1)"),
                PageDefinition(name: "\(leafPrefix)\(index)", parent: "\(prefix)\(index)"),
            ]
        }
    }

    /// A comb with an alert on each page. Below the first page every candidate is below a fork, and a pass used
    /// to take all of them at every operation.
    @Test func comb() throws {
        let pages = Self.comb(750)
        #expect(try Self.workPerOperation(pages: pages, order: Array(pages.indices)) < Self.stepsPerOperation)
    }

    /// The comb with its alerts declared leaf first (each chain page's alert after those of the pages below it):
    /// the deepest chain page's candidate comes before every other chain page's, which are then not considered,
    /// and the search used to stop at every one of them on its way down, at every operation (about 315 steps per
    /// operation). Also with the leaves first among each page's children.
    @Test func combDeclaredLeafFirst() throws {
        for pages in [Self.comb(750), Self.comb(750, prefix: "z", leafPrefix: "a")] {
            let work = try Self.workPerOperation(pages: pages, order: pages.indices.reversed())
            #expect(work < Self.stepsPerOperation)
        }
    }

    /// One alert at the root of a long chain, and `.hide` alerts at its other end shown over it and ended one
    /// after another (also below a fork): each used to walk every page sharing its domain to find the one
    /// alert to hide.
    @Test func hideOverALongChain() throws {
        let chain = Self.chain(1_000)
        let forked = chain + [PageDefinition(name: "side", parent: "c0")]
        for pages in [chain, forked] {
            var scheduler = AlertScheduler(pages: pages)
            for page in pages { _ = try scheduler.pageAppeared(page.name) }
            _ = try scheduler.enqueue(AlertRequest(id: "base", alertName: "base", page: "c0"))
            var operations = pages.count + 1
            for index in 0..<1_000 {
                let id = AlertInstanceID("h\(index)")
                let request = AlertRequest(
                    id: id, alertName: "h", priority: 1, declarationIndex: 1, exclusive: .hide, page: "c999")
                #expect(try scheduler.enqueue(request) == [.hide("base"), .show(id)])
                #expect(try scheduler.end(id) == [.dismiss(id), .restore("base")])
                operations += 2
            }
            #expect(scheduler.work / operations < Self.stepsPerOperation)
        }
    }

    /// Every page of a long chain has an alert waiting for the one at its end, enqueued first: each new group
    /// counted its blockers by walking the chain, and the awaited alert's end walked it again.
    @Test func afterAcrossALongChain() throws {
        let pages = Self.chain(1_500)
        var scheduler = AlertScheduler(pages: pages)
        for page in pages { _ = try scheduler.pageAppeared(page.name) }
        var requests = [AlertRequest(id: "last", alertName: "last", page: "c1499")]
        requests += (0..<1_499).map {
            AlertRequest(
                id: AlertInstanceID("a\($0)"), alertName: "a\($0)", declarationIndex: 1 + $0, after: ["last"],
                page: "c\($0)")
        }
        let operations = try Self.drain(&scheduler, enqueuing: requests) + pages.count
        #expect(scheduler.instances.allSatisfy { $0.state == .ended })
        #expect(scheduler.work / operations < Self.stepsPerOperation)
    }
}
