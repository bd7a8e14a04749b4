/// A permitted popover arrow direction for an action sheet on iPad.
public enum PopoverArrow: String, Sendable, Hashable, Codable, CaseIterable {
    case up
    case down
    case left
    case right
}
