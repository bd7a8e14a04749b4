/// A snapshot of one instance, for inspection and the simulator.
public struct ScheduledInstance: Sendable, Hashable {
    public var request: AlertRequest
    public var state: AlertInstanceState
    /// The `exclusive: .hide` alerts currently holding this one hidden, in enqueue order.
    public var hiddenBy: [AlertInstanceID]

    public init(request: AlertRequest, state: AlertInstanceState, hiddenBy: [AlertInstanceID] = []) {
        self.request = request
        self.state = state
        self.hiddenBy = hiddenBy
    }

    public var id: AlertInstanceID { request.id }
}
