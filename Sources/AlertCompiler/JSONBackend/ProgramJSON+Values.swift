import AlertDSL
import AlertRuntimeCore

/// Property values and texts straight from the resolved model. Each value writer returns `false` when lowering
/// would give no runtime value (a value of another kind, a case name of no runtime case); what it wrote is then
/// taken back by the caller.
extension JSONOutput {
    /// The value of `property` as the property kind `kind` (`CatalogLowering`'s value functions, then
    /// `ValueJSON.swift`'s form). `checked`: the value was found valid already (`PropertySlots.fill` checks those of
    /// defaulted slots), so a case name is not looked up again. The property is read in place: passed by value, it
    /// was copied out of its array (every reference in it retained, then released).
    mutating func value(of property: UnsafePointer<ResolvedProperty>, as kind: PropertyKind, checked: Bool) -> Bool {
        switch (kind, property.pointee.value) {
        case (.color, .color(let color)):
            return self.color(color)
        case (.font, .font(let font)):
            return self.font(font)
        case (.image, .image(let image)):
            beginObject()
            switch image {
            case .asset(let name):
                key("asset")
                string(name)
            case .symbol(let name):
                key("symbol")
                string(name)
            }
            endObject()
        case (.size, .size(let width, let height)):
            size(AlertSize(width: CatalogLowering.finite(width), height: CatalogLowering.finite(height)))
        case (.point, .point(let x, let y)):
            point(AlertPoint(x: CatalogLowering.finite(x), y: CatalogLowering.finite(y)))
        case (.insets, .insets(let top, let left, let bottom, let right)):
            insets(
                AlertInsets(
                    top: CatalogLowering.finite(top), left: CatalogLowering.finite(left),
                    bottom: CatalogLowering.finite(bottom), right: CatalogLowering.finite(right)))
        case (.number, .number(let number)):
            self.number(CatalogLowering.finite(number))
        case (.number, .integer(let integer)):
            number(Double(integer))
        case (.bool, .bool(let flag)):
            bool(flag)
        case (.customView, .customView(let view)):
            beginObject()
            switch view.extent {
            case .height(let height):
                key("height")
                number(CatalogLowering.finite(height))
            case .size(let width, let height):
                key("size")
                size(AlertSize(width: CatalogLowering.finite(width), height: CatalogLowering.finite(height)))
            }
            key("typeName")
            string(view.typeName)
            endObject()
        case (.popoverAnchor, .popoverAnchor(let anchor)):
            return popoverAnchor(anchor)
        case (.backdrop, .backdrop(let backdrop)):
            return self.backdrop(backdrop)
        case (.text, .text(let text)):
            self.text(text)
        case (.option(let names), .enumCase(let name)):
            guard checked || names.contains(name) else { return false }
            quoted(name)
        default:
            return false
        }
        return true
    }

    /// `"#RRGGBBAA"`, `{"system" : name}` or `{"dark" : colour, "light" : colour}`; `false` for a system colour
    /// the runtime does not have (or a dynamic colour holding one).
    mutating func color(_ color: ColorValue) -> Bool {
        switch color {
        case .fixed(let red, let green, let blue, let alpha):
            hexColor(red, green, blue, alpha)
            return true
        case .system(let name):
            guard CaseNames.systemColor.contains(name) else { return false }
            beginObject()
            key("system")
            quoted(name)
            endObject()
            return true
        case .dynamic(let light, let dark):
            beginObject()
            key("dark")
            guard self.color(dark) else { return false }
            key("light")
            guard self.color(light) else { return false }
            endObject()
            return true
        }
    }

    /// `{"system" : {"size", "weight"?}}`, `{"custom" : {"name", "size"}}` or `{"textStyle" : style}`; `false`
    /// for a weight or text style the runtime does not have.
    mutating func font(_ font: FontValue) -> Bool {
        switch font {
        case .system(let size, let weight):
            if let weight, !CaseNames.fontWeight.contains(weight) { return false }
            beginObject()
            key("system")
            beginObject()
            key("size")
            number(CatalogLowering.finite(size))
            if let weight {
                key("weight")
                quoted(weight)
            }
            endObject()
            endObject()
        case .custom(let name, let size):
            beginObject()
            key("custom")
            beginObject()
            key("name")
            string(name)
            key("size")
            number(CatalogLowering.finite(size))
            endObject()
            endObject()
        case .textStyle(let style):
            guard CaseNames.textStyle.contains(style) else { return false }
            beginObject()
            key("textStyle")
            quoted(style)
            endObject()
        }
        return true
    }

    /// `"none"`, `{"dim" : {"alpha"}}` or `{"blur" : {"alpha", "style"}}`; `false` for an unknown blur style.
    mutating func backdrop(_ backdrop: BackdropValue) -> Bool {
        switch backdrop {
        case .none:
            plainString("none")
        case .dim(let alpha):
            self.backdrop(AlertBackdrop.dim(alpha: CatalogLowering.finite(alpha)))
        case .blur(let style, let alpha):
            guard CaseNames.blurStyle.contains(style) else { return false }
            beginObject()
            key("blur")
            beginObject()
            key("alpha")
            number(CatalogLowering.finite(alpha))
            key("style")
            quoted(style)
            endObject()
            endObject()
        }
        return true
    }

    /// `{"view" | "barButton" : {"arrows"?, "name"}}`; `false` when an arrow is not a runtime direction.
    mutating func popoverAnchor(_ anchor: PopoverAnchorValue) -> Bool {
        if let arrows = anchor.arrows {
            for arrow in arrows where !CaseNames.popoverArrow.contains(arrow) { return false }
        }
        beginObject()
        switch anchor.kind {
        case .view: key("view")
        case .barButton: key("barButton")
        }
        beginObject()
        if let arrows = anchor.arrows {
            key("arrows")
            beginArray()
            for arrow in arrows {
                element()
                quoted(arrow)
            }
            endArray()
        }
        key("name")
        string(anchor.name)
        endObject()
        endObject()
        return true
    }

    // MARK: - Text

    /// `{"plain" : [segments]}`, `{"localized" : {"default"?, "key", "parameters", "table"?}}` or
    /// `{"rich" : [spans]}`, segments in canonical form (`CatalogLowering.canonical`).
    mutating func text(_ text: TextValue) {
        beginObject()
        switch text {
        case .plain(let segments):
            key("plain")
            self.segments(segments)
        case .localized(let key, let table, let defaultValue):
            self.key("localized")
            beginObject()
            if let defaultValue {
                self.key("default")
                segments(defaultValue)
            }
            self.key("key")
            string(key)
            self.key("parameters")
            // The parameter names of `default`, in order, repeats included (`AlertText.parameterNames`).
            beginArray()
            if let defaultValue {
                for case .parameter(let name) in defaultValue {
                    element()
                    string(name)
                }
            }
            endArray()
            if let table {
                self.key("table")
                string(table)
            }
            endObject()
        case .rich(let spans):
            key("rich")
            beginArray()
            for span in spans {
                element()
                self.span(span)
            }
            endArray()
        }
        endObject()
    }

    /// A text, or `null`.
    mutating func optionalText(_ value: TextValue?) {
        if let value { text(value) } else { null() }
    }

    /// `{"plain" | "bold" | "italic" : [segments]}` or `{"styled" : {"color"?, "font"?, "text"}}`; a colour or
    /// font the runtime cannot hold is left out (lowering's `flatMap`).
    mutating func span(_ span: TextValue.Span) {
        beginObject()
        switch span {
        case .plain(let segments):
            key("plain")
            self.segments(segments)
        case .bold(let segments):
            key("bold")
            self.segments(segments)
        case .italic(let segments):
            key("italic")
            self.segments(segments)
        case .styled(let segments, let font, let color):
            key("styled")
            beginObject()
            if let color {
                let start = mark
                key("color")
                if !self.color(color) { rewind(to: start) }
            }
            if let font {
                let start = mark
                key("font")
                if !self.font(font) { rewind(to: start) }
            }
            key("text")
            self.segments(segments)
            endObject()
        }
        endObject()
    }

    /// `[{"literal" : text} | {"parameter" : name}, ...]` in canonical form: a run of adjacent literals is one
    /// `literal` (written piece by piece into one string), and empty literals are dropped.
    mutating func segments(_ segments: [TextValue.Segment]) {
        beginArray()
        var literalOpen = false
        for segment in segments {
            switch segment {
            case .literal(let text):
                if text.isEmpty { continue }
                if !literalOpen {
                    element()
                    beginObject()
                    key("literal")
                    openString()
                    literalOpen = true
                }
                stringContent(text)
            case .parameter(let name):
                if literalOpen {
                    closeString()
                    endObject()
                    literalOpen = false
                }
                element()
                beginObject()
                key("parameter")
                string(name)
                endObject()
            }
        }
        if literalOpen {
            closeString()
            endObject()
        }
        endArray()
    }
}
