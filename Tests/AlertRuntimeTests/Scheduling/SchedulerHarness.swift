@testable import AlertRuntime
@testable import AlertRuntimeCore

/// Pages used by the scheduler tests: `Tabs` with children `Home` (whose child is `Detail`) and `Profile`, and an
/// unrelated root `Settings`.
let testPages = [
    PageDefinition(name: "Tabs"),
    PageDefinition(name: "Home", parent: "Tabs"),
    PageDefinition(name: "Profile", parent: "Tabs"),
    PageDefinition(name: "Detail", parent: "Home"),
    PageDefinition(name: "Settings"),
]

/// Drives a scheduler with short calls and answers each operation's events as log lines (`show a`).
struct Harness {
    var scheduler = AlertScheduler(pages: testPages)

    init(visible pages: String...) throws {
        for page in pages {
            _ = try scheduler.pageAppeared(page)
        }
    }

    /// Enqueues instance `id` of alert `name` (default: the id), declaration index `order`.
    @discardableResult
    mutating func add(
        _ id: AlertInstanceID,
        alert name: String? = nil,
        priority: Int = 0,
        order: Int = 0,
        exclusive: AlertExclusivity = .none,
        after: [String] = [],
        ready: AlertReadiness = .immediate,
        page: String? = nil
    ) throws -> [String] {
        let request = AlertRequest(
            id: id,
            alertName: name ?? id.rawValue,
            priority: priority,
            declarationIndex: order,
            exclusive: exclusive,
            after: after,
            ready: ready,
            page: page
        )
        return try scheduler.enqueue(request).map(\.description)
    }

    @discardableResult
    mutating func ready(_ id: AlertInstanceID) throws -> [String] {
        try scheduler.markReady(id).map(\.description)
    }

    @discardableResult
    mutating func end(_ id: AlertInstanceID) throws -> [String] {
        try scheduler.end(id).map(\.description)
    }

    @discardableResult
    mutating func cancel(_ id: AlertInstanceID) throws -> [String] {
        try scheduler.cancel(id).map(\.description)
    }

    @discardableResult
    mutating func appear(_ page: String) throws -> [String] {
        try scheduler.pageAppeared(page).map(\.description)
    }

    @discardableResult
    mutating func disappear(_ page: String) throws -> [String] {
        try scheduler.pageDisappeared(page).map(\.description)
    }

    func state(_ id: AlertInstanceID) -> AlertInstanceState? {
        scheduler.state(of: id)
    }

    var showing: [AlertInstanceID] { scheduler.showing }
}
