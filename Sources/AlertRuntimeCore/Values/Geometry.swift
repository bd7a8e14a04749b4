/// A width and height in points (`.size(w, h)`). JSON: `{"width": 270, "height": 120}`.
public struct AlertSize: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point offset in points (`.point(x, y)`). JSON: `{"x": 0, "y": -40}`.
public struct AlertPoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `.point(0, 0)`, the default `offset`.
    public static let zero = AlertPoint(x: 0, y: 0)
}

/// Edge insets in points (`.insets(top, left, bottom, right)`).
/// JSON: `{"top": 8, "left": 16, "bottom": 8, "right": 16}`.
public struct AlertInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
