import AlertRuntime

/// Swift expressions that build AlertRuntime values equal to the lowered catalog's, spelling only the arguments
/// that differ from the initializer's defaults. Every value has one spelling, so the output is deterministic,
/// and every expression is a direct initializer or case call with a known type, which keeps the type checker
/// fast.
enum ValueExpressions {
    // MARK: - Model

    static func alert(_ alert: AlertDefinition) -> SwiftExpression {
        // `host` defaults by page (§4), so its default is that of an alert with the same page.
        var defaults = AlertDefinition(name: alert.name)
        defaults.host = AlertDefinition(name: alert.name, page: alert.page).host
        var arguments = [SwiftArgument("name", .string(alert.name))]
        func add<Value: Equatable>(
            _ label: String, _ keyPath: KeyPath<AlertDefinition, Value>, _ render: (Value) -> SwiftExpression
        ) {
            guard alert[keyPath: keyPath] != defaults[keyPath: keyPath] else { return }
            arguments.append(SwiftArgument(label, render(alert[keyPath: keyPath])))
        }
        add("doc", \.doc) { string($0!) }
        add("deprecated", \.deprecated) { string($0!) }
        add("parameters", \.parameters) { .array($0.map(parameter)) }
        add("style", \.style, option)
        add("theme", \.theme) { string($0!) }
        add("title", \.title) { text($0!) }
        add("message", \.message) { text($0!) }
        add("titleFont", \.titleFont) { font($0!) }
        add("titleColor", \.titleColor) { color($0!) }
        add("messageFont", \.messageFont) { font($0!) }
        add("messageColor", \.messageColor) { color($0!) }
        add("textAlignment", \.textAlignment, option)
        add("image", \.image) { image($0!) }
        add("imageMaxSize", \.imageMaxSize) { size($0!) }
        add("imageTint", \.imageTint) { color($0!) }
        add("headerView", \.headerView) { customView($0!) }
        add("contentView", \.contentView) { customView($0!) }
        add("containerView", \.containerView) { customView($0!) }
        add("actions", \.actions) { .array($0.map(action)) }
        add("fields", \.fields) { .array($0.map(field)) }
        add("actionAxis", \.actionAxis, option)
        add("preferred", \.preferred) { string($0!) }
        add("tintColor", \.tintColor) { color($0!) }
        add("minDistanceToEdges", \.minDistanceToEdges) { number($0!) }
        add("cornerRadius", \.cornerRadius) { number($0!) }
        add("offset", \.offset, point)
        add("maxSize", \.maxSize) { size($0!) }
        add("backgroundColor", \.backgroundColor) { color($0!) }
        add("separatorColor", \.separatorColor) { color($0!) }
        add("backdrop", \.backdrop, backdrop)
        add("dialogBlur", \.dialogBlur, bool)
        add("dismissOnBackdropTap", \.dismissOnBackdropTap, bool)
        add("animation", \.animation, animation)
        add("animationDuration", \.animationDuration, number)
        add("avoidsKeyboard", \.avoidsKeyboard, bool)
        add("keyboardOffset", \.keyboardOffset, number)
        add("popoverAnchor", \.popoverAnchor) { popoverAnchor($0!) }
        add("host", \.host, host)
        add("page", \.page) { string($0!) }
        add("priority", \.priority) { .code(String($0)) }
        add("exclusive", \.exclusive, exclusivity)
        add("after", \.after) { .array($0.map(string)) }
        add("ready", \.ready, option)
        return .call("AlertDefinition", arguments)
    }

    static func action(_ action: ActionDefinition) -> SwiftExpression {
        .shareable(type: "ActionDefinition", actionValue(action))
    }

    private static func actionValue(_ action: ActionDefinition) -> SwiftExpression {
        let defaults = ActionDefinition(name: action.name, title: action.title)
        var arguments = [SwiftArgument("name", .string(action.name)), SwiftArgument("title", text(action.title))]
        func add<Value: Equatable>(
            _ label: String, _ keyPath: KeyPath<ActionDefinition, Value>, _ render: (Value) -> SwiftExpression
        ) {
            guard action[keyPath: keyPath] != defaults[keyPath: keyPath] else { return }
            arguments.append(SwiftArgument(label, render(action[keyPath: keyPath])))
        }
        add("style", \.style, option)
        add("subtitle", \.subtitle) { text($0!) }
        add("titleFont", \.titleFont) { font($0!) }
        add("titleColor", \.titleColor) { color($0!) }
        add("subtitleFont", \.subtitleFont) { font($0!) }
        add("subtitleColor", \.subtitleColor) { color($0!) }
        add("alignment", \.alignment, option)
        add("image", \.image) { image($0!) }
        add("trailingImage", \.trailingImage) { image($0!) }
        add("imageTint", \.imageTint) { color($0!) }
        add("imageSpacing", \.imageSpacing) { number($0!) }
        add("backgroundColor", \.backgroundColor) { color($0!) }
        add("insets", \.insets) { insets($0!) }
        add("height", \.height) { number($0!) }
        add("enabled", \.enabled, bool)
        add("dismisses", \.dismisses, bool)
        add("spacingAfter", \.spacingAfter) { number($0!) }
        add("doc", \.doc) { string($0!) }
        return .call("ActionDefinition", arguments)
    }

    static func field(_ field: FieldDefinition) -> SwiftExpression {
        .shareable(type: "FieldDefinition", fieldValue(field))
    }

    private static func fieldValue(_ field: FieldDefinition) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(field.name))]
        if let placeholder = field.placeholder { arguments.append(SwiftArgument("placeholder", text(placeholder))) }
        if let text = field.text { arguments.append(SwiftArgument("text", self.text(text))) }
        if let secure = field.secure { arguments.append(SwiftArgument("secure", bool(secure))) }
        if let keyboard = field.keyboard { arguments.append(SwiftArgument("keyboard", option(keyboard))) }
        if let contentType = field.contentType {
            arguments.append(SwiftArgument("contentType", option(contentType)))
        }
        if let font = field.font { arguments.append(SwiftArgument("font", self.font(font))) }
        if let doc = field.doc { arguments.append(SwiftArgument("doc", string(doc))) }
        return .call("FieldDefinition", arguments)
    }

    static func parameter(_ parameter: ParameterDefinition) -> SwiftExpression {
        let type =
            switch parameter.type {
            case .string: ".string"
            case .int: ".int"
            case .double: ".double"
            }
        return .call(
            "ParameterDefinition", [SwiftArgument("name", .string(parameter.name)), SwiftArgument("type", .code(type))])
    }

    static func theme(_ theme: ThemeDefinition) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(theme.name))]
        if let parent = theme.parent { arguments.append(SwiftArgument("parent", string(parent))) }
        if let doc = theme.doc { arguments.append(SwiftArgument("doc", string(doc))) }
        if let deprecated = theme.deprecated { arguments.append(SwiftArgument("deprecated", string(deprecated))) }
        if theme.isDefault { arguments.append(SwiftArgument("isDefault", bool(true))) }
        if !theme.properties.isEmpty { arguments.append(SwiftArgument("properties", properties(theme.properties))) }
        return .call("ThemeDefinition", arguments)
    }

    static func properties(_ properties: ThemeProperties) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        func add<Value>(_ label: String, _ value: Value?, _ render: (Value) -> SwiftExpression) {
            if let value { arguments.append(SwiftArgument(label, render(value))) }
        }
        add("titleFont", properties.titleFont, font)
        add("titleColor", properties.titleColor, color)
        add("messageFont", properties.messageFont, font)
        add("messageColor", properties.messageColor, color)
        add("textAlignment", properties.textAlignment, option)
        add("imageMaxSize", properties.imageMaxSize, size)
        add("imageTint", properties.imageTint, color)
        add("minDistanceToEdges", properties.minDistanceToEdges, number)
        add("cornerRadius", properties.cornerRadius, number)
        add("maxSize", properties.maxSize, size)
        add("backgroundColor", properties.backgroundColor, color)
        add("separatorColor", properties.separatorColor, color)
        add("backdrop", properties.backdrop, backdrop)
        add("dialogBlur", properties.dialogBlur, bool)
        add("dismissOnBackdropTap", properties.dismissOnBackdropTap, bool)
        add("animation", properties.animation, animation)
        add("animationDuration", properties.animationDuration, number)
        add("actionAxis", properties.actionAxis, option)
        add("avoidsKeyboard", properties.avoidsKeyboard, bool)
        add("keyboardOffset", properties.keyboardOffset, number)
        add("tintColor", properties.tintColor, color)
        add("actionFont", properties.actionFont, font)
        add("actionColor", properties.actionColor, color)
        add("cancelFont", properties.cancelFont, font)
        add("cancelColor", properties.cancelColor, color)
        add("destructiveFont", properties.destructiveFont, font)
        add("destructiveColor", properties.destructiveColor, color)
        add("subtitleFont", properties.subtitleFont, font)
        add("subtitleColor", properties.subtitleColor, color)
        add("actionBackground", properties.actionBackground, color)
        add("actionHeight", properties.actionHeight, number)
        add("actionInsets", properties.actionInsets, insets)
        return .call("ThemeProperties", arguments)
    }

    static func page(_ page: PageDefinition) -> SwiftExpression {
        var arguments = [SwiftArgument("name", .string(page.name))]
        if let parent = page.parent { arguments.append(SwiftArgument("parent", string(parent))) }
        if let theme = page.theme { arguments.append(SwiftArgument("theme", string(theme))) }
        if let doc = page.doc { arguments.append(SwiftArgument("doc", string(doc))) }
        if let deprecated = page.deprecated { arguments.append(SwiftArgument("deprecated", string(deprecated))) }
        return .call("PageDefinition", arguments)
    }

    // MARK: - Text

    /// A single literal is spelled `.literal("…")` (the runtime's shorthand for exactly that value).
    static func text(_ text: AlertText) -> SwiftExpression {
        .shareable(type: "AlertText", textValue(text))
    }

    private static func textValue(_ text: AlertText) -> SwiftExpression {
        switch text {
        case .plain(let segments):
            if segments.count == 1, case .literal(let literal) = segments[0], !literal.isEmpty {
                return .call(".literal", [SwiftArgument(nil, .string(literal))])
            }
            return .call(".plain", [SwiftArgument(nil, self.segments(segments))])
        case .localized(let key, let table, let defaultValue):
            var arguments = [SwiftArgument("key", .string(key))]
            if let table { arguments.append(SwiftArgument("table", .string(table))) }
            if let defaultValue { arguments.append(SwiftArgument("defaultValue", segments(defaultValue))) }
            return .call(".localized", arguments)
        case .rich(let spans):
            return .call(".rich", [SwiftArgument(nil, .array(spans.map(span)))])
        }
    }

    static func segments(_ segments: [TextSegment]) -> SwiftExpression {
        .array(
            segments.map { segment in
                switch segment {
                case .literal(let text): .call(".literal", [SwiftArgument(nil, .string(text))])
                case .parameter(let name): .call(".parameter", [SwiftArgument(nil, .string(name))])
                }
            })
    }

    static func span(_ span: TextSpan) -> SwiftExpression {
        switch span {
        case .plain(let segments): return .call(".plain", [SwiftArgument(nil, self.segments(segments))])
        case .bold(let segments): return .call(".bold", [SwiftArgument(nil, self.segments(segments))])
        case .italic(let segments): return .call(".italic", [SwiftArgument(nil, self.segments(segments))])
        case .styled(let segments, let font, let color):
            var arguments = [SwiftArgument(nil, self.segments(segments))]
            if let font { arguments.append(SwiftArgument("font", self.font(font))) }
            if let color { arguments.append(SwiftArgument("color", self.color(color))) }
            return .call(".styled", arguments)
        }
    }

    // MARK: - Values

    static func color(_ color: AlertColor) -> SwiftExpression {
        .shareable(type: "AlertColor", colorValue(color))
    }

    private static func colorValue(_ color: AlertColor) -> SwiftExpression {
        switch color {
        case .fixed(let red, let green, let blue, let alpha):
            .call(
                ".fixed",
                [
                    SwiftArgument("red", .code(String(red))), SwiftArgument("green", .code(String(green))),
                    SwiftArgument("blue", .code(String(blue))), SwiftArgument("alpha", .code(String(alpha))),
                ])
        case .system(let name):
            .call(".system", [SwiftArgument(nil, option(name))])
        case .dynamic(let light, let dark):
            .call(".dynamic", [SwiftArgument("light", self.color(light)), SwiftArgument("dark", self.color(dark))])
        }
    }

    static func font(_ font: AlertFont) -> SwiftExpression {
        .shareable(type: "AlertFont", fontValue(font))
    }

    private static func fontValue(_ font: AlertFont) -> SwiftExpression {
        switch font {
        case .system(let size, let weight):
            var arguments = [SwiftArgument("size", number(size))]
            if let weight { arguments.append(SwiftArgument("weight", option(weight))) }
            return .call(".system", arguments)
        case .custom(let name, let size):
            return .call(".custom", [SwiftArgument("name", .string(name)), SwiftArgument("size", number(size))])
        case .textStyle(let style):
            return .call(".textStyle", [SwiftArgument(nil, option(style))])
        }
    }

    static func image(_ image: AlertImage) -> SwiftExpression {
        .shareable(type: "AlertImage", imageValue(image))
    }

    private static func imageValue(_ image: AlertImage) -> SwiftExpression {
        switch image {
        case .asset(let name): .call(".asset", [SwiftArgument(nil, .string(name))])
        case .symbol(let name): .call(".symbol", [SwiftArgument(nil, .string(name))])
        }
    }

    static func size(_ size: AlertSize) -> SwiftExpression {
        .shareable(type: "AlertSize", sizeValue(size))
    }

    private static func sizeValue(_ size: AlertSize) -> SwiftExpression {
        .call("AlertSize", [SwiftArgument("width", number(size.width)), SwiftArgument("height", number(size.height))])
    }

    static func point(_ point: AlertPoint) -> SwiftExpression {
        .call("AlertPoint", [SwiftArgument("x", number(point.x)), SwiftArgument("y", number(point.y))])
    }

    static func insets(_ insets: AlertInsets) -> SwiftExpression {
        .shareable(type: "AlertInsets", insetsValue(insets))
    }

    private static func insetsValue(_ insets: AlertInsets) -> SwiftExpression {
        .call(
            "AlertInsets",
            [
                SwiftArgument("top", number(insets.top)), SwiftArgument("left", number(insets.left)),
                SwiftArgument("bottom", number(insets.bottom)), SwiftArgument("right", number(insets.right)),
            ])
    }

    /// `.none` is spelled `AlertBackdrop.none`: in an optional position (`ThemeProperties`) a bare `.none` is `nil`.
    static func backdrop(_ backdrop: AlertBackdrop) -> SwiftExpression {
        switch backdrop {
        case .dim(let alpha): .call(".dim", [SwiftArgument("alpha", number(alpha))])
        case .blur(let style, let alpha):
            .call(".blur", [SwiftArgument("style", option(style)), SwiftArgument("alpha", number(alpha))])
        case .none: .code("AlertBackdrop.none")
        }
    }

    /// `.none` is spelled `AlertAnimation.none`, as for ``backdrop(_:)``.
    static func animation(_ animation: AlertAnimation) -> SwiftExpression {
        animation == .none ? .code("AlertAnimation.none") : option(animation)
    }

    static func exclusivity(_ exclusivity: AlertExclusivity) -> SwiftExpression {
        exclusivity == .none ? .code("AlertExclusivity.none") : option(exclusivity)
    }

    static func customView(_ view: CustomView) -> SwiftExpression {
        .shareable(type: "CustomView", customViewValue(view))
    }

    private static func customViewValue(_ view: CustomView) -> SwiftExpression {
        switch view.extent {
        case .height(let height):
            .call(
                "CustomView",
                [SwiftArgument("typeName", .string(view.typeName)), SwiftArgument("height", number(height))])
        case .size(let size):
            .call(
                "CustomView",
                [SwiftArgument("typeName", .string(view.typeName)), SwiftArgument("size", self.size(size))])
        }
    }

    static func popoverAnchor(_ anchor: PopoverAnchor) -> SwiftExpression {
        let (callee, name, arrows): (String, String, [PopoverArrow]?) =
            switch anchor {
            case .view(let name, let arrows): (".view", name, arrows)
            case .barButton(let name, let arrows): (".barButton", name, arrows)
            }
        var arguments = [SwiftArgument(nil, .string(name))]
        if let arrows { arguments.append(SwiftArgument("arrows", .array(arrows.map(option)))) }
        return .call(callee, arguments)
    }

    static func host(_ host: AlertHost) -> SwiftExpression {
        switch host {
        case .page: .code(".page")
        case .window: .code(".window")
        case .view(let name): .call(".view", [SwiftArgument(nil, .string(name))])
        }
    }

    /// A case of a `String`-backed runtime enum: `.name` (every such case name is allowed after a dot).
    static func option<Option: RawRepresentable>(_ value: Option) -> SwiftExpression where Option.RawValue == String {
        .code("." + value.rawValue)
    }

    static func string(_ text: String) -> SwiftExpression {
        .string(text)
    }

    static func bool(_ value: Bool) -> SwiftExpression {
        .code(value ? "true" : "false")
    }

    /// A `Double` literal that reads back as exactly `value`: integral values without a fraction (`17`), others in
    /// Swift's shortest round-tripping form (`0.4`, `1e-07`). Negative zero keeps its sign (`-0.0`).
    static func number(_ value: Double) -> SwiftExpression {
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return .code(String(Int64(value)))
        }
        return .code(value.description)
    }
}
