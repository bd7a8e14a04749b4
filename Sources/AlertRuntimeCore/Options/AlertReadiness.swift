/// When a queued alert becomes ready to show (`ready`, spec §7).
public enum AlertReadiness: String, Sendable, Hashable, Codable, CaseIterable {
    case immediate
    case deferred
}
