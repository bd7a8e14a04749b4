/// A checked property value (spec §3), in a form a back end renders without re-parsing anything.
///
/// Enum-valued properties keep their case name (`.enumCase("actionSheet")`), so a property added to the
/// schema needs no new model type; the structural properties the back ends switch on are also typed in
/// `ResolvedAlert` and `ResolvedAction`.
///
/// Only the cases with large payloads are boxed (`indirect`): the common values (numbers, case names,
/// references, fixed colours, images, text) are stored inline, so checking a property allocates no box
/// and copying a value into the model retains nothing or one buffer.
public enum ResolvedValue: Sendable, Equatable {
    case text(TextValue)
    case color(ColorValue)
    indirect case font(FontValue)
    case image(ImageValue)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    indirect case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// A `Number`: integers and decimals alike.
    case number(Double)
    /// An `Int` (`priority`).
    case integer(Int64)
    case bool(Bool)
    /// A case of the property's own set, without the dot.
    case enumCase(String)
    /// The name of a theme, page or action.
    case reference(String)
    /// A list of alert names (`after`).
    case references([String])
    indirect case backdrop(BackdropValue)
    indirect case customView(CustomViewValue)
    indirect case popoverAnchor(PopoverAnchorValue)
    case host(HostValue)
}

/// A colour (spec §3). Every literal form is normalised to RGBA bytes, as JSON writes `#RRGGBBAA`.
/// Only the recursive case is boxed.
public enum ColorValue: Sendable, Equatable {
    case fixed(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// `.system(.name)`; the name is one of spec §3's system colours.
    case system(String)
    indirect case dynamic(light: ColorValue, dark: ColorValue)
}

public enum FontValue: Sendable, Equatable {
    /// `.system(size[, .weight])`; `weight` is a case name such as `semibold`.
    case system(size: Double, weight: String?)
    /// `.custom("PostScriptName", size)`.
    case custom(name: String, size: Double)
    /// `.textStyle(.name)` (Dynamic Type).
    case textStyle(String)
}

public enum ImageValue: Sendable, Equatable {
    /// `"name"` or `.asset("name")`.
    case asset(String)
    /// `.symbol("name")`, an SF Symbol.
    case symbol(String)
}

public enum BackdropValue: Sendable, Equatable {
    case dim(alpha: Double)
    /// `style` is `dark`, `light` or `extraLight`.
    case blur(style: String, alpha: Double)
    case none
}

/// `.custom("Type", height: N)` or `.custom("Type", size: .size(w, h))`.
public struct CustomViewValue: Sendable, Equatable {
    public enum Extent: Sendable, Equatable {
        case height(Double)
        case size(width: Double, height: Double)
    }

    /// `Name` or `Module.Name`.
    public var typeName: String
    public var extent: Extent

    public init(typeName: String, extent: Extent) {
        self.typeName = typeName
        self.extent = extent
    }
}

/// `.view("name")` or `.barButton("name")`, with optional `arrows:`.
public struct PopoverAnchorValue: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case view
        case barButton
    }

    public var kind: Kind
    public var name: String
    /// Arrow directions (`up`, `down`, `left`, `right`) in written order; `nil` when not given.
    public var arrows: [String]?

    public init(kind: Kind, name: String, arrows: [String]?) {
        self.kind = kind
        self.name = name
        self.arrows = arrows
    }
}

public enum HostValue: Sendable, Equatable {
    case page
    case window
    case view(String)
}

/// A Text value (spec §3).
public enum TextValue: Sendable, Equatable {
    /// One piece of text: literal characters or an interpolated parameter.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    /// One span of rich text.
    public enum Span: Sendable, Equatable {
        case plain([Segment])
        case bold([Segment])
        case italic([Segment])
        case styled([Segment], font: FontValue?, color: ColorValue?)
    }

    /// `"..."`, with interpolations.
    case plain([Segment])
    /// `.localized("key", default: "...", table: "T")`; without `default` the development text is the key.
    /// Boxed, so a Text value is one word wide like its other cases.
    indirect case localized(key: String, table: String?, defaultValue: [Segment]?)
    /// `["Delete ", .bold("\(count)"), " items?"]`.
    case rich([Span])
}
