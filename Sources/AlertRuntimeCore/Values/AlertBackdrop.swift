/// What covers the content behind an alert (`backdrop`).
///
/// JSON: `{"dim": {"alpha": 0.4}}`, `{"blur": {"style": "dark", "alpha": 0.6}}` or `"none"`.
public enum AlertBackdrop: Sendable, Hashable {
    /// A black layer with this opacity (0…1).
    case dim(alpha: Double)
    /// A blur of this material, shown with this opacity (0…1).
    case blur(style: BlurStyle, alpha: Double)
    /// Nothing behind the alert.
    case none

    /// `.dim(0.4)`, the backdrop when neither the alert nor any theme sets one.
    public static let standard = AlertBackdrop.dim(alpha: 0.4)
}

extension AlertBackdrop: Codable {
    private enum CaseKey: String, CodingKey, CaseIterable {
        case dim
        case blur
    }

    private enum PayloadKey: String, CodingKey {
        case style
        case alpha
    }

    public init(from decoder: any Decoder) throws {
        switch try decoder.taggedValue(CaseKey.self, describing: "a backdrop") {
        case .bare(let name):
            guard name == "none" else {
                throw decoder.corrupted("a backdrop without payload must be \"none\", found \"\(name)\"")
            }
            self = .none
        case .tagged(.dim, let container):
            let payload = try container.nestedContainer(keyedBy: PayloadKey.self, forKey: .dim)
            self = .dim(alpha: try payload.decode(Double.self, forKey: .alpha))
        case .tagged(.blur, let container):
            let payload = try container.nestedContainer(keyedBy: PayloadKey.self, forKey: .blur)
            self = .blur(
                style: try payload.decode(BlurStyle.self, forKey: .style),
                alpha: try payload.decode(Double.self, forKey: .alpha)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none:
            var container = encoder.singleValueContainer()
            try container.encode("none")
        case .dim(let alpha):
            var container = encoder.container(keyedBy: CaseKey.self)
            var payload = container.nestedContainer(keyedBy: PayloadKey.self, forKey: .dim)
            try payload.encode(alpha, forKey: .alpha)
        case .blur(let style, let alpha):
            var container = encoder.container(keyedBy: CaseKey.self)
            var payload = container.nestedContainer(keyedBy: PayloadKey.self, forKey: .blur)
            try payload.encode(style, forKey: .style)
            try payload.encode(alpha, forKey: .alpha)
        }
    }
}
