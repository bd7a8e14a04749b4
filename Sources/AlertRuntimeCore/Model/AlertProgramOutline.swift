/// What an `AlertCenter` must know about a program before any alert shows: its pages (the dispatch domains) and
/// its alerts' names in declaration order, which break priority ties (spec §7). Generated code provides one as
/// `Alerts.outline`; unlike `Alerts.catalog` it never reads a stored definition, so creating a center at launch
/// decodes nothing (each definition is decoded when its alert is first used).
public struct AlertProgramOutline: Sendable, Hashable {
    public var pages: [PageDefinition]
    /// Alert names in declaration order.
    public var alerts: [String]

    public init(pages: [PageDefinition] = [], alerts: [String] = []) {
        self.pages = pages
        self.alerts = alerts
    }

    /// Each alert name's declaration index, the tie-breaker after priority (spec §7): the position of its first
    /// declaration in `alerts`.
    package var declarationIndices: [String: Int] {
        var indices: [String: Int] = [:]
        for (index, name) in alerts.enumerated() where indices[name] == nil {
            indices[name] = index
        }
        return indices
    }
}

extension AlertCatalog {
    /// The catalog's pages and alert names, for an `AlertCenter` of a catalog that is already decoded (a
    /// server-driven one).
    public var outline: AlertProgramOutline {
        AlertProgramOutline(pages: pages, alerts: alerts.map(\.name))
    }
}
