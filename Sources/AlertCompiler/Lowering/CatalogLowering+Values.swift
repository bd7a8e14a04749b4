import AlertDSL
import AlertRuntimeCore

/// Value kinds (spec §3): each takes a `ResolvedValue` and gives the runtime value, or `nil` when the
/// value is of another kind or names no runtime case.
extension CatalogLowering {
    /// An enum-valued property: the case with this name (`.enumCase("actionSheet")` → `.actionSheet`).
    static func option<Option: RawRepresentable>(_ value: ResolvedValue) -> Option? where Option.RawValue == String {
        guard case .enumCase(let name) = value else { return nil }
        return Option(rawValue: name)
    }

    /// Infinity can be spelled neither in JSON nor in Swift. The lexer refuses a decimal literal too large
    /// for `Double`, but a `ResolvedProgram` built by a tool may still hold one: it becomes the largest
    /// finite `Double` of its sign (NaN becomes 0).
    static func finite(_ number: Double) -> Double {
        if number.isFinite { return number }
        if number.isNaN { return 0 }
        return number < 0 ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude
    }

    static func bool(_ value: ResolvedValue) -> Bool? {
        guard case .bool(let flag) = value else { return nil }
        return flag
    }

    /// A Number: decimals and integers alike.
    static func number(_ value: ResolvedValue) -> Double? {
        switch value {
        case .number(let number): finite(number)
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    static func color(_ value: ResolvedValue) -> AlertColor? {
        guard case .color(let color) = value else { return nil }
        return self.color(color)
    }

    /// Fixed colours keep their RGBA bytes (JSON `#RRGGBBAA`); system colours their name.
    static func color(_ color: ColorValue) -> AlertColor? {
        switch color {
        case .fixed(let red, let green, let blue, let alpha):
            return .fixed(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let name):
            return SystemColor(rawValue: name).map(AlertColor.system)
        case .dynamic(let light, let dark):
            guard let light = self.color(light), let dark = self.color(dark) else { return nil }
            return .dynamic(light: light, dark: dark)
        }
    }

    static func font(_ value: ResolvedValue) -> AlertFont? {
        guard case .font(let font) = value else { return nil }
        return self.font(font)
    }

    static func font(_ font: FontValue) -> AlertFont? {
        switch font {
        case .system(let size, let weight):
            guard let weight else { return .system(size: finite(size)) }
            return FontWeight(rawValue: weight).map { .system(size: finite(size), weight: $0) }
        case .custom(let name, let size):
            return .custom(name: name, size: finite(size))
        case .textStyle(let style):
            return FontTextStyle(rawValue: style).map(AlertFont.textStyle)
        }
    }

    static func image(_ value: ResolvedValue) -> AlertImage? {
        guard case .image(let image) = value else { return nil }
        switch image {
        case .asset(let name): return .asset(name)
        case .symbol(let name): return .symbol(name)
        }
    }

    static func size(_ value: ResolvedValue) -> AlertSize? {
        guard case .size(let width, let height) = value else { return nil }
        return AlertSize(width: finite(width), height: finite(height))
    }

    static func point(_ value: ResolvedValue) -> AlertPoint? {
        guard case .point(let x, let y) = value else { return nil }
        return AlertPoint(x: finite(x), y: finite(y))
    }

    static func insets(_ value: ResolvedValue) -> AlertInsets? {
        guard case .insets(let top, let left, let bottom, let right) = value else { return nil }
        return AlertInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
    }

    static func backdrop(_ value: ResolvedValue) -> AlertBackdrop? {
        guard case .backdrop(let backdrop) = value else { return nil }
        switch backdrop {
        case .dim(let alpha): return .dim(alpha: finite(alpha))
        case .blur(let style, let alpha):
            return BlurStyle(rawValue: style).map { .blur(style: $0, alpha: finite(alpha)) }
        case .none: return AlertBackdrop.none
        }
    }

    static func customView(_ value: ResolvedValue) -> CustomView? {
        guard case .customView(let view) = value else { return nil }
        switch view.extent {
        case .height(let height):
            return CustomView(typeName: view.typeName, height: finite(height))
        case .size(let width, let height):
            return CustomView(typeName: view.typeName, size: AlertSize(width: finite(width), height: finite(height)))
        }
    }

    /// `arrows` stays `nil` when the source gives none, and keeps the written order otherwise.
    static func popoverAnchor(_ value: ResolvedValue) -> PopoverAnchor? {
        guard case .popoverAnchor(let anchor) = value else { return nil }
        var arrows: [PopoverArrow]?
        if let written = anchor.arrows {
            let lowered = written.compactMap(PopoverArrow.init(rawValue:))
            guard lowered.count == written.count else { return nil }
            arrows = lowered
        }
        switch anchor.kind {
        case .view: return .view(anchor.name, arrows: arrows)
        case .barButton: return .barButton(anchor.name, arrows: arrows)
        }
    }

    static func host(_ host: HostValue) -> AlertHost {
        switch host {
        case .page: .page
        case .window: .window
        case .view(let name): .view(name)
        }
    }
}
