/// The scheduling checks of spec §6 ("Scheduling", plus page inheritance from
/// "Inheritance"), over a `SchedulingInput` that semantic analysis extracts from the program.
///
/// Every check is linear (or n log n for sorting a handful of reports) in the number of
/// pages, alerts and `after` entries, and nothing recurses, so a 100,000-alert chain or
/// cycle is checked as quickly as a small file.
///
/// To avoid cascades, some entries are left to other diagnostics:
/// - an alert whose `page` names no declared page or is not a reference (reported by semantic
///   analysis), or a page whose parent chain meets an unknown parent or a cycle (reported here),
///   has an unknown domain: no domain check is made on it, its `after` entries count as
///   effective, and an `exclusive` warning it might make wrong (by having a lower priority) is
///   not given;
/// - an alert whose `priority` is wrong (reported by semantic analysis) might have any priority:
///   its own `exclusive` warning is not given, nor one it might make wrong by being lower;
/// - an `after` entry that names no alert, the alert itself, or an alert sharing no domain
///   with it is reported once and then ignored: at runtime it holds nothing back, so it is
///   neither part of a dependency cycle nor a reason an alert can never show.
public enum SchedulingChecker {
    public static func check(_ input: SchedulingInput, into diagnostics: inout DiagnosticBag) {
        var pageSuggester = NameSuggester(names: input.pages.map(\.name))
        let ancestry = PageAncestry(
            input.pages, elsewhere: input.otherDeclarations, suggester: &pageSuggester, into: &diagnostics)
        if !input.laterPages.isEmpty {
            ancestry.reportUnknownParents(
                ofLater: input.laterPages, elsewhere: input.otherDeclarations, suggester: &pageSuggester,
                into: &diagnostics)
        }
        // By index, reading fields in place: binding each alert entry copied it whole (here and below).
        let domains = input.alerts.indices.map { index -> Domain in
            guard input.alerts[index].pageIsKnown else { return .unknown }
            guard let pageName = input.alerts[index].page else { return .appWide }
            guard let page = ancestry.indexByName[pageName], ancestry.isResolved[page] else { return .unknown }
            return .page(page)
        }
        let graph = DependencyGraph(input, domains: domains, ancestry: ancestry, into: &diagnostics)
        graph.reportCycles(input, into: &diagnostics)
        checkExclusive(input, domains: domains, ancestry: ancestry, into: &diagnostics)
    }

    /// The scheduling domain an alert is queued in (spec §4 `page`, §7).
    enum Domain: Equatable {
        /// No `page`: the one domain shared by every alert without a page.
        case appWide
        /// A resolved page of the `PageAncestry`.
        case page(Int)
        /// A page that is undeclared or whose ancestry is broken; already an error elsewhere.
        case unknown
    }

    /// Whether two alerts can hold each other back, or `nil` when a domain is unknown.
    /// Pages share a domain when one is the other or an ancestor of it: only then can both be
    /// on one active chain of pages.
    static func shareDomain(_ lhs: Domain, _ rhs: Domain, in ancestry: PageAncestry) -> Bool? {
        switch (lhs, rhs) {
        case (.unknown, _), (_, .unknown): nil
        case (.appWide, .appWide): true
        case (.appWide, .page), (.page, .appWide): false
        case (.page(let left), .page(let right)):
            ancestry.isAncestorOrSelf(left, of: right) || ancestry.isAncestorOrSelf(right, of: left)
        }
    }

    // MARK: Exclusivity

    /// `exclusive: .cover/.hide` only acts when the alert is shown over another, which needs a
    /// sharer with a strictly lower priority (spec §7). Alerts on pages share a domain exactly
    /// when one page is an ancestor-or-self of the other, so the lowest priority an alert on
    /// page P can be compared with is the lower of the minimum over P's subtree (a post-order
    /// pass) and the minimum over P's ancestor chain (a pre-order pass). The alert itself is
    /// included in those minimums harmlessly: its own priority is never lower than itself.
    static func checkExclusive(
        _ input: SchedulingInput,
        domains: [Domain],
        ancestry: PageAncestry,
        into diagnostics: inout DiagnosticBag
    ) {
        let pageCount = ancestry.isResolved.count
        var onPage = [Int64](repeating: .max, count: pageCount)
        var appWide = Int64.max
        // An alert with an unknown domain might share one with any page alert; if it could be
        // the lower one, the warning would be a guess, so it is left out.
        var unknown = Int64.max
        // So might one that may also be app-wide (``SchedulingInput/AlertEntry/mayBeAppWide``) with app-wide alerts.
        var unknownMaybeAppWide = Int64.max
        for index in input.alerts.indices {
            // A wrong priority might be the lowest of all.
            let priority = input.alerts[index].priorityIsKnown ? input.alerts[index].priority : .min
            switch domains[index] {
            case .appWide: appWide = min(appWide, priority)
            case .page(let page): onPage[page] = min(onPage[page], priority)
            case .unknown:
                unknown = min(unknown, priority)
                if input.alerts[index].mayBeAppWide { unknownMaybeAppWide = min(unknownMaybeAppWide, priority) }
            }
        }
        var subtree = onPage
        for page in ancestry.preorder.reversed() {
            if let parent = ancestry.parent[page] { subtree[parent] = min(subtree[parent], subtree[page]) }
        }
        var chain = onPage
        for page in ancestry.preorder {
            if let parent = ancestry.parent[page] { chain[page] = min(chain[page], chain[parent]) }
        }

        for index in input.alerts.indices
        where input.alerts[index].priorityIsKnown && input.alerts[index].exclusive != .none {
            let alert = input.alerts[index]
            let lowest: Int64
            switch domains[index] {
            case .appWide: lowest = min(appWide, unknownMaybeAppWide)
            case .page(let page): lowest = min(subtree[page], chain[page], unknown)
            case .unknown: continue
            }
            guard lowest >= alert.priority else { continue }
            diagnostics.warning(
                .ineffectiveExclusive,
                "exclusive '.\(alert.exclusive)' has no effect: no alert sharing its domain has a lower priority",
                at: alert.exclusiveRange ?? alert.nameRange
            )
        }
    }
}
