import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// A theme as written: only its own properties (spec §8; consumers never resolve themes).
    static func lowerTheme(_ theme: ResolvedTheme) -> ThemeDefinition {
        var properties = ThemeProperties()
        for property in theme.properties {
            apply(property, to: &properties)
        }
        return ThemeDefinition(
            name: theme.name, parent: theme.parent, doc: theme.doc, deprecated: theme.deprecated,
            isDefault: theme.isDefault, properties: properties)
    }

    private static func apply(_ property: ResolvedProperty, to theme: inout ThemeProperties) {
        let value = property.value
        switch property.name {
        // Alert properties.
        case "titleFont": theme.titleFont = font(value)
        case "titleColor": theme.titleColor = color(value)
        case "messageFont": theme.messageFont = font(value)
        case "messageColor": theme.messageColor = color(value)
        case "textAlignment": theme.textAlignment = option(value)
        case "imageMaxSize": theme.imageMaxSize = size(value)
        case "imageTint": theme.imageTint = color(value)
        case "minDistanceToEdges": theme.minDistanceToEdges = number(value)
        case "cornerRadius": theme.cornerRadius = number(value)
        case "maxSize": theme.maxSize = size(value)
        case "backgroundColor": theme.backgroundColor = color(value)
        case "separatorColor": theme.separatorColor = color(value)
        case "backdrop": theme.backdrop = backdrop(value)
        case "dialogBlur": theme.dialogBlur = bool(value)
        case "dismissOnBackdropTap": theme.dismissOnBackdropTap = bool(value)
        case "animation": theme.animation = option(value)
        case "animationDuration": theme.animationDuration = number(value)
        case "actionAxis": theme.actionAxis = option(value)
        case "avoidsKeyboard": theme.avoidsKeyboard = bool(value)
        case "keyboardOffset": theme.keyboardOffset = number(value)
        // Action slots.
        case "tintColor": theme.tintColor = color(value)
        case "actionFont": theme.actionFont = font(value)
        case "actionColor": theme.actionColor = color(value)
        case "cancelFont": theme.cancelFont = font(value)
        case "cancelColor": theme.cancelColor = color(value)
        case "destructiveFont": theme.destructiveFont = font(value)
        case "destructiveColor": theme.destructiveColor = color(value)
        case "subtitleFont": theme.subtitleFont = font(value)
        case "subtitleColor": theme.subtitleColor = color(value)
        case "actionBackground": theme.actionBackground = color(value)
        case "actionHeight": theme.actionHeight = number(value)
        case "actionInsets": theme.actionInsets = insets(value)
        default: break  // Not a theme property; semantic analysis has reported it.
        }
    }
}
