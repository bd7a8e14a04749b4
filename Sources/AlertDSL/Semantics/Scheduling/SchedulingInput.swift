/// What the scheduling checks (spec §6 "Scheduling", and page inheritance from §6
/// "Inheritance") need to know about a program, already extracted from the syntax tree by
/// semantic analysis. Keeping this a plain value keeps `SchedulingChecker` independent of the
/// syntax tree and lets tests build inputs of any size directly.
public struct SchedulingInput: Sendable {
    /// A `page Name [: Parent]` declaration.
    public struct Page: Sendable {
        public var name: String
        public var parent: String?
        public var nameRange: SourceRange
        /// The range of the whole `: Parent` clause; the parent's name is its last bytes.
        public var parentRange: SourceRange?

        public init(name: String, parent: String? = nil, nameRange: SourceRange, parentRange: SourceRange? = nil) {
            self.name = name
            self.parent = parent
            self.nameRange = nameRange
            self.parentRange = parentRange
        }
    }

    /// One entry of an alert's `after` list.
    public struct Dependency: Sendable {
        public var name: String
        public var range: SourceRange

        public init(name: String, range: SourceRange) {
            self.name = name
            self.range = range
        }
    }

    /// The scheduling properties of one `alert`.
    public struct AlertEntry: Sendable {
        public var name: String
        public var nameRange: SourceRange
        /// The `page` property as written; `nil` puts the alert in the app-wide domain.
        public var page: String?
        /// False when `page` is written with a value that is not a reference (an error already): the alert's
        /// domain is unknown, not app-wide.
        public var pageIsKnown: Bool
        /// True when the domain is unknown but the alert may have no page: a syntax error cost its body a member and
        /// it writes no `page` (nor a property that seems a misspelt `page`). It may then be app-wide.
        public var mayBeAppWide = false
        public var priority: Int64
        /// False when `priority` is written with a wrong value (an error already): it might be any priority.
        public var priorityIsKnown: Bool
        /// The range of the `exclusive` value, when the property is written. Declared before `exclusive`, unlike the
        /// initialiser's order (see the initialiser).
        public var exclusiveRange: SourceRange?
        public var exclusive: ResolvedAlert.Exclusivity
        public var after: [Dependency]
    }

    /// Pages in program order, duplicates already removed (the first declaration wins).
    public var pages: [Page]
    /// Alerts in program order, duplicates already removed (the first declaration wins).
    public var alerts: [AlertEntry]
    /// Later declarations of a page name (each a `duplicate-declaration` error), in program order. They are not part of
    /// the program, so they take part in no domain check, but a parent they name must still be a page.
    public var laterPages: [Page] = []
    /// Later declarations of an alert name (each a `duplicate-declaration` error), in program order. They are not part
    /// of the program, so they are not scheduled, but every `after` entry must still name an alert.
    public var laterAlerts: [AlertEntry] = []
    /// For an `after` name that is no alert, or a parent name that is no page, but another declaration, where it is
    /// declared ("'Brand' is a theme"), as the other unknown references of analysis say.
    public var otherDeclarations: [String: [DiagnosticNote]] = [:]

    public init(pages: [Page] = [], alerts: [AlertEntry] = []) {
        self.pages = pages
        self.alerts = alerts
    }
}

extension SchedulingInput.AlertEntry {
    /// Calls the memberwise initialiser, as ``ResolvedAlert``'s does and for the same reason (an entry is built for
    /// every alert); the two differ in the order of `exclusive` and `exclusiveRange`.
    public init(
        name: String,
        nameRange: SourceRange,
        page: String? = nil,
        pageIsKnown: Bool = true,
        priority: Int64 = 0,
        priorityIsKnown: Bool = true,
        exclusive: ResolvedAlert.Exclusivity = .none,
        exclusiveRange: SourceRange? = nil,
        after: [SchedulingInput.Dependency] = []
    ) {
        self.init(
            name: name, nameRange: nameRange, page: page, pageIsKnown: pageIsKnown, priority: priority,
            priorityIsKnown: priorityIsKnown, exclusiveRange: exclusiveRange, exclusive: exclusive, after: after)
    }
}
