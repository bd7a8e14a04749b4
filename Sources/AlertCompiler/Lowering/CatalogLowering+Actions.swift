import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// An action with its appearance resolved by semantic analysis (spec §5): the model already applied
    /// the style slots, the generic slots, `tintColor` and the built-in destructive colour.
    static func lowerAction(_ action: ResolvedAction) -> ActionDefinition {
        var definition = ActionDefinition(
            name: action.name,
            title: text(action.title),
            style: lowerActionStyle(action.style),
            subtitle: action.subtitle.map(text),
            doc: action.doc
        )
        for property in action.properties {
            apply(property, to: &definition)
        }
        return definition
    }

    static func lowerActionStyle(_ style: ResolvedAction.Style) -> ActionStyle {
        switch style {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }

    private static func apply(_ property: ResolvedProperty, to action: inout ActionDefinition) {
        let value = property.value
        switch property.name {
        case "titleFont": action.titleFont = font(value)
        case "titleColor": action.titleColor = color(value)
        case "subtitleFont": action.subtitleFont = font(value)
        case "subtitleColor": action.subtitleColor = color(value)
        case "alignment": action.alignment = option(value) ?? action.alignment
        case "image": action.image = image(value)
        case "trailingImage": action.trailingImage = image(value)
        case "imageTint": action.imageTint = color(value)
        case "imageSpacing": action.imageSpacing = number(value)
        case "backgroundColor": action.backgroundColor = color(value)
        case "insets": action.insets = insets(value)
        case "height": action.height = number(value)
        case "enabled": action.enabled = bool(value) ?? action.enabled
        case "dismisses": action.dismisses = bool(value) ?? action.dismisses
        case "spacingAfter": action.spacingAfter = number(value)
        default: break  // `title`, `style` and `subtitle` are typed in the model.
        }
    }
}
