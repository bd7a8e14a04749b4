import AlertRuntime

extension JSONOutput {
    /// An alert, with `AlertDefinition.encode(to:)`'s presence rules: `doc`, `title`, `message` and `page` are
    /// `null` when absent, `deprecated`, `theme` and the unset optional properties are omitted.
    mutating func alert(_ alert: AlertDefinition) {
        beginObject()
        key("actionAxis")
        caseName(alert.actionAxis)
        key("actions")
        beginArray()
        for action in alert.actions {
            element()
            self.action(action)
        }
        endArray()
        key("after")
        stringArray(alert.after)
        key("animation")
        caseName(alert.animation)
        key("animationDuration")
        number(alert.animationDuration)
        key("avoidsKeyboard")
        bool(alert.avoidsKeyboard)
        key("backdrop")
        backdrop(alert.backdrop)
        if let value = alert.backgroundColor {
            key("backgroundColor")
            color(value)
        }
        if let value = alert.containerView {
            key("containerView")
            customView(value)
        }
        if let value = alert.contentView {
            key("contentView")
            customView(value)
        }
        if let value = alert.cornerRadius {
            key("cornerRadius")
            number(value)
        }
        if let value = alert.deprecated {
            key("deprecated")
            string(value)
        }
        key("dialogBlur")
        bool(alert.dialogBlur)
        key("dismissOnBackdropTap")
        bool(alert.dismissOnBackdropTap)
        key("doc")
        optionalString(alert.doc)
        key("exclusive")
        caseName(alert.exclusive)
        key("fields")
        beginArray()
        for field in alert.fields {
            element()
            self.field(field)
        }
        endArray()
        if let value = alert.headerView {
            key("headerView")
            customView(value)
        }
        key("host")
        host(alert.host)
        if let value = alert.image {
            key("image")
            image(value)
        }
        if let value = alert.imageMaxSize {
            key("imageMaxSize")
            size(value)
        }
        if let value = alert.imageTint {
            key("imageTint")
            color(value)
        }
        key("keyboardOffset")
        number(alert.keyboardOffset)
        if let value = alert.maxSize {
            key("maxSize")
            size(value)
        }
        key("message")
        optionalText(alert.message)
        if let value = alert.messageColor {
            key("messageColor")
            color(value)
        }
        if let value = alert.messageFont {
            key("messageFont")
            font(value)
        }
        if let value = alert.minDistanceToEdges {
            key("minDistanceToEdges")
            number(value)
        }
        key("name")
        string(alert.name)
        key("offset")
        point(alert.offset)
        key("page")
        optionalString(alert.page)
        key("parameters")
        beginArray()
        for parameter in alert.parameters {
            element()
            self.parameter(parameter)
        }
        endArray()
        if let value = alert.popoverAnchor {
            key("popoverAnchor")
            popoverAnchor(value)
        }
        if let value = alert.preferred {
            key("preferred")
            string(value)
        }
        key("priority")
        integer(alert.priority)
        key("ready")
        caseName(alert.ready)
        if let value = alert.separatorColor {
            key("separatorColor")
            color(value)
        }
        key("style")
        caseName(alert.style)
        key("textAlignment")
        caseName(alert.textAlignment)
        if let value = alert.theme {
            key("theme")
            string(value)
        }
        if let value = alert.tintColor {
            key("tintColor")
            color(value)
        }
        key("title")
        optionalText(alert.title)
        if let value = alert.titleColor {
            key("titleColor")
            color(value)
        }
        if let value = alert.titleFont {
            key("titleFont")
            font(value)
        }
        endObject()
    }

    /// `{"name", "type"}`.
    mutating func parameter(_ parameter: ParameterDefinition) {
        beginObject()
        key("name")
        string(parameter.name)
        key("type")
        caseName(parameter.type)
        endObject()
    }
}
