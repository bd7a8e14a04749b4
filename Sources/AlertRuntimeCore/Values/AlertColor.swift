/// A colour value (spec §3), stored exactly as the JSON document and generated code carry it.
///
/// JSON: a fixed colour is the string `"#RRGGBBAA"` (upper-case hex), `.system(.name)` is `{"system": "name"}`
/// and `.dynamic(light:dark:)` is `{"light": C, "dark": C}`.
public indirect enum AlertColor: Sendable, Hashable {
    /// An sRGB colour with 8-bit components. The language's `.rgba(r, g, b, a)` alpha (0–1) is stored as
    /// `(a * 255).rounded()`; `#RGB` expands each digit (`#F80` is `#FF8800FF`).
    case fixed(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A semantic colour the platform resolves (it adapts to appearance and accessibility settings).
    case system(SystemColor)
    /// One colour in light appearance and another in dark appearance.
    case dynamic(light: AlertColor, dark: AlertColor)

    /// Parses `#RRGGBBAA`, `#RRGGBB` (opaque) or `#RGB` (opaque); hex digits in either case.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.allSatisfy({ Self.hexValue($0) != nil }) else { return nil }
        let values = digits.map { Self.hexValue($0)! }
        switch values.count {
        case 3:
            self = .fixed(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17, alpha: 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            self = .fixed(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// The canonical `#RRGGBBAA` spelling of a fixed colour; `nil` for system and dynamic colours.
    public var hexString: String? {
        guard case .fixed(let red, let green, let blue, let alpha) = self else { return nil }
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in [red, green, blue, alpha] {
            text.append(digits[Int(byte / 16)])
            text.append(digits[Int(byte % 16)])
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

extension AlertColor: Codable {
    /// How deep `.dynamic` colours may nest in a decoded document: as deep as a `.alert` file's parentheses can.
    static let maximumNestingDepth = 64

    private enum SystemKey: String, CodingKey, CaseIterable {
        case system
    }

    private enum DynamicKey: String, CodingKey, CaseIterable {
        case light
        case dark
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            // Producers write exactly `#RRGGBBAA`; shorter forms belong to the source language, not the format.
            guard text.utf8.count == 9, let color = AlertColor(hex: text) else {
                throw decoder.corrupted("a fixed colour must be \"#RRGGBBAA\", found \"\(text)\"")
            }
            self = color
            return
        }
        let keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue).sorted()
        if keys == ["system"] {
            let container = try decoder.container(keyedBy: SystemKey.self)
            self = .system(try container.decode(SystemColor.self, forKey: .system))
        } else if keys == ["dark", "light"] {
            // Decoding recurses once per level, and JSON allows 512: a document from a server that nests dynamic
            // colours far deeper than any `.alert` file can (its parentheses nest at most 64 deep) overflowed a
            // secondary thread's 512 KB stack. This colour's depth is the run of `light`/`dark` keys ending its path.
            let depth = decoder.codingPath.reversed().prefix { DynamicKey(stringValue: $0.stringValue) != nil }.count
            guard depth < Self.maximumNestingDepth else {
                throw decoder.corrupted("dynamic colours nest more than \(Self.maximumNestingDepth) deep")
            }
            let container = try decoder.container(keyedBy: DynamicKey.self)
            self = .dynamic(
                light: try container.decode(AlertColor.self, forKey: .light),
                dark: try container.decode(AlertColor.self, forKey: .dark)
            )
        } else {
            throw decoder.corrupted(
                "a colour is \"#RRGGBBAA\", {\"system\": name} or {\"light\": colour, \"dark\": colour}; "
                    + "found an object with keys {\(keys.joined(separator: ", "))}"
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .fixed:
            var container = encoder.singleValueContainer()
            try container.encode(hexString)
        case .system(let name):
            var container = encoder.container(keyedBy: SystemKey.self)
            try container.encode(name, forKey: .system)
        case .dynamic(let light, let dark):
            var container = encoder.container(keyedBy: DynamicKey.self)
            try container.encode(light, forKey: .light)
            try container.encode(dark, forKey: .dark)
        }
    }
}
