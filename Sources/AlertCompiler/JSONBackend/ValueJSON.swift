import AlertRuntimeCore

/// The value kinds (docs/json-format.md "Value kinds") that the writer renders from the runtime's types, as their
/// `encode(to:)` implementations write them; colours, fonts and text are written from the checked values
/// (`ProgramJSON+Values.swift`).
extension JSONOutput {
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
