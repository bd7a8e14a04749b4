import AlertDSL
import AlertRuntime

/// Alerts, actions, fields and parameters straight from the resolved model, with `CatalogLowering`'s mapping
/// and `AlertJSON.swift`'s presence rules.
extension JSONOutput {
    /// An alert: the typed structural members and the `properties` slots of `PropertySlots.alert`, merged in key
    /// order. The slot ranges below are that layout's (see the key names beside them).
    mutating func alert(_ alert: ResolvedAlert) {
        let layout = PropertySlots.alert
        Self.withSlots(layout, alert.properties) { slots, properties in
            beginObject()
            members(layout, 0..<1, slots, properties)  // actionAxis
            key("actions")
            beginArray()
            alert.actions.withUnsafeBufferPointer { actions in
                for index in actions.indices {
                    element()
                    action(actions[index])
                }
            }
            endArray()
            key("after")
            stringArray(alert.after)
            members(layout, 1..<9, slots, properties)  // animation … cornerRadius
            if let value = alert.deprecated {
                key("deprecated")
                string(value)
            }
            members(layout, 9..<11, slots, properties)  // dialogBlur, dismissOnBackdropTap
            key("doc")
            optionalString(alert.doc)
            key("exclusive")
            caseName(CatalogLowering.lowerExclusivity(alert.exclusive))
            key("fields")
            beginArray()
            alert.fields.withUnsafeBufferPointer { fields in
                for index in fields.indices {
                    element()
                    field(fields[index])
                }
            }
            endArray()
            members(layout, 11..<12, slots, properties)  // headerView
            key("host")
            host(CatalogLowering.host(alert.host))
            members(layout, 12..<17, slots, properties)  // image … maxSize
            key("message")
            optionalText(alert.message)
            members(layout, 17..<20, slots, properties)  // messageColor … minDistanceToEdges
            key("name")
            string(alert.name)
            members(layout, 20..<21, slots, properties)  // offset
            key("page")
            optionalString(alert.page)
            key("parameters")
            beginArray()
            for parameter in alert.parameters {
                element()
                self.parameter(parameter)
            }
            endArray()
            members(layout, 21..<22, slots, properties)  // popoverAnchor
            if let value = alert.preferred {
                key("preferred")
                string(value)
            }
            key("priority")
            integer(Int(clamping: alert.priority))
            key("ready")
            caseName(CatalogLowering.lowerReadiness(alert.ready))
            members(layout, 22..<23, slots, properties)  // separatorColor
            key("style")
            caseName(CatalogLowering.lowerStyle(alert.style))
            members(layout, 23..<24, slots, properties)  // textAlignment
            if let value = alert.theme {
                key("theme")
                string(value)
            }
            members(layout, 24..<25, slots, properties)  // tintColor
            key("title")
            optionalText(alert.title)
            members(layout, 25..<27, slots, properties)  // titleColor, titleFont
            endObject()
        }
    }

    /// `{"name", "type"}`.
    mutating func parameter(_ parameter: ResolvedParameter) {
        beginObject()
        key("name")
        string(parameter.name)
        key("type")
        caseName(CatalogLowering.lowerParameter(parameter).type)
        endObject()
    }

    /// An action: `PropertySlots.action` merged with `name`, `doc`, `style`, `subtitle` and `title`.
    mutating func action(_ action: ResolvedAction) {
        let layout = PropertySlots.action
        Self.withSlots(layout, action.properties) { slots, properties in
            beginObject()
            members(layout, 0..<3, slots, properties)  // alignment, backgroundColor, dismisses
            if let value = action.doc {
                key("doc")
                string(value)
            }
            members(layout, 3..<9, slots, properties)  // enabled … insets
            key("name")
            string(action.name)
            members(layout, 9..<10, slots, properties)  // spacingAfter
            key("style")
            caseName(CatalogLowering.lowerActionStyle(action.style))
            if let value = action.subtitle {
                key("subtitle")
                text(value)
            }
            members(layout, 10..<12, slots, properties)  // subtitleColor, subtitleFont
            key("title")
            text(action.title)
            members(layout, 12..<15, slots, properties)  // titleColor, titleFont, trailingImage
            endObject()
        }
    }

    /// A text field: `name`, `doc` when set, and the properties `PropertySlots.field` finds.
    mutating func field(_ field: ResolvedField) {
        let layout = PropertySlots.field
        Self.withSlots(layout, field.properties) { slots, properties in
            beginObject()
            members(layout, 0..<1, slots, properties)  // contentType
            if let value = field.doc {
                key("doc")
                string(value)
            }
            members(layout, 1..<3, slots, properties)  // font, keyboard
            key("name")
            string(field.name)
            members(layout, 3..<6, slots, properties)  // placeholder, secure, text
            endObject()
        }
    }
}
