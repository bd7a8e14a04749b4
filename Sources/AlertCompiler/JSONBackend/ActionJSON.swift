import AlertRuntime

extension JSONOutput {
    /// An action: `name`, `title`, `style`, `alignment`, `enabled`, `dismisses` always; every optional property
    /// omitted when `nil` (the synthesized `Codable` of `ActionDefinition`).
    mutating func action(_ action: ActionDefinition) {
        beginObject()
        key("alignment")
        caseName(action.alignment)
        if let value = action.backgroundColor {
            key("backgroundColor")
            color(value)
        }
        key("dismisses")
        bool(action.dismisses)
        if let value = action.doc {
            key("doc")
            string(value)
        }
        key("enabled")
        bool(action.enabled)
        if let value = action.height {
            key("height")
            number(value)
        }
        if let value = action.image {
            key("image")
            image(value)
        }
        if let value = action.imageSpacing {
            key("imageSpacing")
            number(value)
        }
        if let value = action.imageTint {
            key("imageTint")
            color(value)
        }
        if let value = action.insets {
            key("insets")
            insets(value)
        }
        key("name")
        string(action.name)
        if let value = action.spacingAfter {
            key("spacingAfter")
            number(value)
        }
        key("style")
        caseName(action.style)
        if let value = action.subtitle {
            key("subtitle")
            text(value)
        }
        if let value = action.subtitleColor {
            key("subtitleColor")
            color(value)
        }
        if let value = action.subtitleFont {
            key("subtitleFont")
            font(value)
        }
        key("title")
        text(action.title)
        if let value = action.titleColor {
            key("titleColor")
            color(value)
        }
        if let value = action.titleFont {
            key("titleFont")
            font(value)
        }
        if let value = action.trailingImage {
            key("trailingImage")
            image(value)
        }
        endObject()
    }
}
