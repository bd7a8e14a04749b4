import AlertRuntime

extension JSONOutput {
    /// A theme: `name`, `parent` and `doc` (`null` when absent), `isDefault`, `deprecated` (omitted when not
    /// deprecated) and the properties its own declaration sets, flat in the same object (each omitted when unset).
    mutating func theme(_ theme: ThemeDefinition) {
        let p = theme.properties
        beginObject()
        if let value = p.actionAxis {
            key("actionAxis")
            caseName(value)
        }
        if let value = p.actionBackground {
            key("actionBackground")
            color(value)
        }
        if let value = p.actionColor {
            key("actionColor")
            color(value)
        }
        if let value = p.actionFont {
            key("actionFont")
            font(value)
        }
        if let value = p.actionHeight {
            key("actionHeight")
            number(value)
        }
        if let value = p.actionInsets {
            key("actionInsets")
            insets(value)
        }
        if let value = p.animation {
            key("animation")
            caseName(value)
        }
        if let value = p.animationDuration {
            key("animationDuration")
            number(value)
        }
        if let value = p.avoidsKeyboard {
            key("avoidsKeyboard")
            bool(value)
        }
        if let value = p.backdrop {
            key("backdrop")
            backdrop(value)
        }
        if let value = p.backgroundColor {
            key("backgroundColor")
            color(value)
        }
        if let value = p.cancelColor {
            key("cancelColor")
            color(value)
        }
        if let value = p.cancelFont {
            key("cancelFont")
            font(value)
        }
        if let value = p.cornerRadius {
            key("cornerRadius")
            number(value)
        }
        if let value = theme.deprecated {
            key("deprecated")
            string(value)
        }
        if let value = p.destructiveColor {
            key("destructiveColor")
            color(value)
        }
        if let value = p.destructiveFont {
            key("destructiveFont")
            font(value)
        }
        if let value = p.dialogBlur {
            key("dialogBlur")
            bool(value)
        }
        if let value = p.dismissOnBackdropTap {
            key("dismissOnBackdropTap")
            bool(value)
        }
        key("doc")
        optionalString(theme.doc)
        if let value = p.imageMaxSize {
            key("imageMaxSize")
            size(value)
        }
        if let value = p.imageTint {
            key("imageTint")
            color(value)
        }
        key("isDefault")
        bool(theme.isDefault)
        if let value = p.keyboardOffset {
            key("keyboardOffset")
            number(value)
        }
        if let value = p.maxSize {
            key("maxSize")
            size(value)
        }
        if let value = p.messageColor {
            key("messageColor")
            color(value)
        }
        if let value = p.messageFont {
            key("messageFont")
            font(value)
        }
        if let value = p.minDistanceToEdges {
            key("minDistanceToEdges")
            number(value)
        }
        key("name")
        string(theme.name)
        key("parent")
        optionalString(theme.parent)
        if let value = p.separatorColor {
            key("separatorColor")
            color(value)
        }
        if let value = p.subtitleColor {
            key("subtitleColor")
            color(value)
        }
        if let value = p.subtitleFont {
            key("subtitleFont")
            font(value)
        }
        if let value = p.textAlignment {
            key("textAlignment")
            caseName(value)
        }
        if let value = p.tintColor {
            key("tintColor")
            color(value)
        }
        if let value = p.titleColor {
            key("titleColor")
            color(value)
        }
        if let value = p.titleFont {
            key("titleFont")
            font(value)
        }
        endObject()
    }

    /// A string, or `null` (keys the format always writes).
    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }
}
