import AlertRuntime

/// The value kinds (docs/json-format.md "Value kinds"), as their `encode(to:)` implementations write them.
extension JSONOutput {
    /// `"#RRGGBBAA"` (upper-case hex), `{"system" : name}` or `{"dark" : colour, "light" : colour}`.
    mutating func color(_ color: AlertColor) {
        switch color {
        case .fixed(let red, let green, let blue, let alpha):
            hexColor(red, green, blue, alpha)
        case .system(let name):
            beginObject()
            key("system")
            caseName(name)
            endObject()
        case .dynamic(let light, let dark):
            beginObject()
            key("dark")
            self.color(dark)
            key("light")
            self.color(light)
            endObject()
        }
    }

    /// `{"system" : {"size", "weight"?}}`, `{"custom" : {"name", "size"}}` or `{"textStyle" : style}`.
    mutating func font(_ font: AlertFont) {
        beginObject()
        switch font {
        case .system(let size, let weight):
            key("system")
            beginObject()
            key("size")
            number(size)
            if let weight {
                key("weight")
                caseName(weight)
            }
            endObject()
        case .custom(let name, let size):
            key("custom")
            beginObject()
            key("name")
            string(name)
            key("size")
            number(size)
            endObject()
        case .textStyle(let style):
            key("textStyle")
            caseName(style)
        }
        endObject()
    }

    /// `{"height", "width"}`.
    mutating func size(_ size: AlertSize) {
        beginObject()
        key("height")
        number(size.height)
        key("width")
        number(size.width)
        endObject()
    }

    /// `{"x", "y"}`.
    mutating func point(_ point: AlertPoint) {
        beginObject()
        key("x")
        number(point.x)
        key("y")
        number(point.y)
        endObject()
    }

    /// `{"bottom", "left", "right", "top"}`.
    mutating func insets(_ insets: AlertInsets) {
        beginObject()
        key("bottom")
        number(insets.bottom)
        key("left")
        number(insets.left)
        key("right")
        number(insets.right)
        key("top")
        number(insets.top)
        endObject()
    }

    /// `"none"`, `{"dim" : {"alpha"}}` or `{"blur" : {"alpha", "style"}}`.
    mutating func backdrop(_ backdrop: AlertBackdrop) {
        switch backdrop {
        case .none:
            plainString("none")
        case .dim(let alpha):
            beginObject()
            key("dim")
            beginObject()
            key("alpha")
            number(alpha)
            endObject()
            endObject()
        case .blur(let style, let alpha):
            beginObject()
            key("blur")
            beginObject()
            key("alpha")
            number(alpha)
            key("style")
            caseName(style)
            endObject()
            endObject()
        }
    }

    /// `"page"`, `"window"` or `{"view" : name}`.
    mutating func host(_ host: AlertHost) {
        switch host {
        case .page:
            plainString("page")
        case .window:
            plainString("window")
        case .view(let name):
            beginObject()
            key("view")
            string(name)
            endObject()
        }
    }
}
