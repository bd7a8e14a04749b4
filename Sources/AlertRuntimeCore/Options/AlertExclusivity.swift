/// Whether an alert may show on top of others in its domain (`exclusive`, spec §7).
public enum AlertExclusivity: String, Sendable, Hashable, Codable, CaseIterable {
    case none
    case cover
    case hide
}
