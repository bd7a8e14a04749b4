import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// An alert with every value resolved. Structural values come from the model's typed fields; the
    /// appearance values from its `properties` (already own, else themed, else §4's default). A property
    /// the model leaves out keeps the runtime's default, which is §4's.
    static func lowerAlert(_ alert: ResolvedAlert) -> AlertDefinition {
        var definition = AlertDefinition(
            name: alert.name,
            doc: alert.doc,
            deprecated: alert.deprecated,
            parameters: alert.parameters.map(lowerParameter),
            style: lowerStyle(alert.style),
            theme: alert.theme,
            title: alert.title.map(text),
            message: alert.message.map(text),
            actions: alert.actions.map(lowerAction),
            fields: alert.fields.map(lowerField),
            preferred: alert.preferred,
            host: host(alert.host),
            page: alert.page,
            priority: Int(clamping: alert.priority),
            exclusive: lowerExclusivity(alert.exclusive),
            after: alert.after,
            ready: lowerReadiness(alert.ready)
        )
        for property in alert.properties {
            apply(property, to: &definition)
        }
        return definition
    }

    static func lowerParameter(_ parameter: ResolvedParameter) -> ParameterDefinition {
        let type: ParameterDefinition.ParameterType
        switch parameter.type {
        case .string: type = .string
        case .int: type = .int
        case .double: type = .double
        }
        return ParameterDefinition(name: parameter.name, type: type)
    }

    static func lowerStyle(_ style: ResolvedAlert.Style) -> AlertStyle {
        switch style {
        case .alert: .alert
        case .actionSheet: .actionSheet
        }
    }

    static func lowerExclusivity(_ exclusive: ResolvedAlert.Exclusivity) -> AlertExclusivity {
        switch exclusive {
        case .none: .none
        case .cover: .cover
        case .hide: .hide
        }
    }

    static func lowerReadiness(_ ready: ResolvedAlert.Readiness) -> AlertReadiness {
        switch ready {
        case .immediate: .immediate
        case .deferred: .deferred
        }
    }

    /// One appearance property of the alert. Properties with a §4 default keep the runtime's default
    /// (the same value) when the model's value is not of the expected kind.
    private static func apply(_ property: ResolvedProperty, to alert: inout AlertDefinition) {
        let value = property.value
        switch property.name {
        case "titleFont": alert.titleFont = font(value)
        case "titleColor": alert.titleColor = color(value)
        case "messageFont": alert.messageFont = font(value)
        case "messageColor": alert.messageColor = color(value)
        case "textAlignment": alert.textAlignment = option(value) ?? alert.textAlignment
        case "image": alert.image = image(value)
        case "imageMaxSize": alert.imageMaxSize = size(value)
        case "imageTint": alert.imageTint = color(value)
        case "headerView": alert.headerView = customView(value)
        case "contentView": alert.contentView = customView(value)
        case "containerView": alert.containerView = customView(value)
        case "actionAxis": alert.actionAxis = option(value) ?? alert.actionAxis
        case "tintColor": alert.tintColor = color(value)
        case "minDistanceToEdges": alert.minDistanceToEdges = number(value)
        case "cornerRadius": alert.cornerRadius = number(value)
        case "offset": alert.offset = point(value) ?? alert.offset
        case "maxSize": alert.maxSize = size(value)
        case "backgroundColor": alert.backgroundColor = color(value)
        case "separatorColor": alert.separatorColor = color(value)
        case "backdrop": alert.backdrop = backdrop(value) ?? alert.backdrop
        case "dialogBlur": alert.dialogBlur = bool(value) ?? alert.dialogBlur
        case "dismissOnBackdropTap": alert.dismissOnBackdropTap = bool(value) ?? alert.dismissOnBackdropTap
        case "animation": alert.animation = option(value) ?? alert.animation
        case "animationDuration": alert.animationDuration = number(value) ?? alert.animationDuration
        case "avoidsKeyboard": alert.avoidsKeyboard = bool(value) ?? alert.avoidsKeyboard
        case "keyboardOffset": alert.keyboardOffset = number(value) ?? alert.keyboardOffset
        case "popoverAnchor": alert.popoverAnchor = popoverAnchor(value)
        default: break  // Structural properties are typed in the model; action slots feed the actions.
        }
    }
}
