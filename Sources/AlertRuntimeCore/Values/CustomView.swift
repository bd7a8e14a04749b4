/// A view supplied by the app (`headerView`, `contentView`: `.custom("Type", height: N)`;
/// `containerView`: `.custom("Type", size: .size(w, h))`).
///
/// JSON: `{"typeName": "Brand.Header", "height": 120}` or `{"typeName": "Promo", "size": {"width": 300, "height": 400}}`,
/// always exactly one of `height` and `size`.
public struct CustomView: Sendable, Hashable {
    /// How much room the view takes.
    public enum Extent: Sendable, Hashable {
        /// A fixed height; the width follows the alert.
        case height(Double)
        /// A fixed size (container views).
        case size(AlertSize)
    }

    /// The Swift type name as written (`Name` or `Module.Name`); the app maps it to a view.
    public var typeName: String
    public var extent: Extent

    public init(typeName: String, height: Double) {
        self.typeName = typeName
        self.extent = .height(height)
    }

    public init(typeName: String, size: AlertSize) {
        self.typeName = typeName
        self.extent = .size(size)
    }
}

extension CustomView: Codable {
    private enum CodingKeys: String, CodingKey {
        case typeName
        case height
        case size
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        typeName = try container.decode(String.self, forKey: .typeName)
        switch (container.contains(.height), container.contains(.size)) {
        case (true, false): extent = .height(try container.decode(Double.self, forKey: .height))
        case (false, true): extent = .size(try container.decode(AlertSize.self, forKey: .size))
        default: throw decoder.corrupted("a custom view has exactly one of \"height\" and \"size\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .typeName)
        switch extent {
        case .height(let height): try container.encode(height, forKey: .height)
        case .size(let size): try container.encode(size, forKey: .size)
        }
    }
}
