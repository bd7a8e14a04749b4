/// Everything the scheduler needs to know about one alert instance (spec §7).
public struct AlertRequest: Sendable, Hashable {
    public var id: AlertInstanceID
    /// The alert's declared name, which other alerts' `after` lists refer to.
    public var alertName: String
    public var priority: Int
    /// The alert's position in program order, which breaks priority ties.
    public var declarationIndex: Int
    public var exclusive: AlertExclusivity
    /// Names of the alerts this one waits for.
    public var after: [String]
    public var ready: AlertReadiness
    /// The alert's page; `nil`: the app-wide domain.
    public var page: String?

    public init(
        id: AlertInstanceID,
        alertName: String,
        priority: Int = 0,
        declarationIndex: Int = 0,
        exclusive: AlertExclusivity = .none,
        after: [String] = [],
        ready: AlertReadiness = .immediate,
        page: String? = nil
    ) {
        self.id = id
        self.alertName = alertName
        self.priority = priority
        self.declarationIndex = declarationIndex
        self.exclusive = exclusive
        self.after = after
        self.ready = ready
        self.page = page
    }

    /// The request for an instance of `definition`, taking its scheduling properties.
    public init(id: AlertInstanceID, definition: AlertDefinition, declarationIndex: Int) {
        self.init(
            id: id,
            alertName: definition.name,
            priority: definition.priority,
            declarationIndex: declarationIndex,
            exclusive: definition.exclusive,
            after: definition.after,
            ready: definition.ready,
            page: definition.page
        )
    }
}
