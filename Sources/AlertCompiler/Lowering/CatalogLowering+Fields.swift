import AlertDSL
import AlertRuntimeCore

extension CatalogLowering {
    /// A text field: only what its declaration writes (§4 gives fields no defaults).
    static func lowerField(_ field: ResolvedField) -> FieldDefinition {
        var definition = FieldDefinition(name: field.name, doc: field.doc)
        for property in field.properties {
            let value = property.value
            switch property.name {
            case "placeholder": definition.placeholder = optionalText(value)
            case "text": definition.text = optionalText(value)
            case "secure": definition.secure = bool(value)
            case "keyboard": definition.keyboard = option(value)
            case "contentType": definition.contentType = option(value)
            case "font": definition.font = font(value)
            default: break
            }
        }
        return definition
    }

    private static func optionalText(_ value: ResolvedValue) -> AlertText? {
        guard case .text(let value) = value else { return nil }
        return text(value)
    }
}
