/// Instances of one alert on one page with one `after` list: rule 3 holds all of them back or none (an instance
/// does not hold itself back, and each is the same kind of "itself"), so the held-back test is kept per group,
/// not per instance, and a group whose blockers come or go moves in or out of its page's queue in one step
/// however many instances it has.
struct ReadyGroup: Sendable {
    let page: Int
    /// 1 when the alert waits for its own name: every instance counts itself among the blockers, but does not
    /// hold itself back.
    let selfBlockers: Int
    /// Live instances (queued or presented) of the alerts in `after` (each name once) on pages sharing a domain
    /// with `page`, kept by `CandidateIndex` as instances come and end.
    var blockers: Int
    /// The ready instances, first on top; instances that left `ready` are popped when they surface.
    var ready = BinaryHeap<SelectionKey>()
    /// The key under which the group is listed in its page's queue, if it is.
    var listed: SelectionKey?

    init(page: Int, selfBlockers: Int, blockers: Int) {
        self.page = page
        self.selfBlockers = selfBlockers
        self.blockers = blockers
    }

    /// Whether rule 3's `after` holds the group's live instances back.
    var isHeldBack: Bool { blockers > selfBlockers }
}
