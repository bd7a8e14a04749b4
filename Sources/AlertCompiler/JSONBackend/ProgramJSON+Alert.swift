import AlertDSL
import AlertRuntimeCore

/// Alerts, actions, fields and parameters straight from the resolved model, with `CatalogLowering`'s mapping
/// and the runtime model's `encode(to:)` presence rules.
extension JSONOutput {
    /// An alert: the typed structural members and the `properties` slots of `PropertySlots.alert`, merged in key
    /// order. The slot ranges below are that layout's (see the key names beside them).
    mutating func alert(_ alert: borrowing ResolvedAlert) {
        let layout = PropertySlots.alert
        Self.withSlots(layout, alert.properties) { slots in
            beginObject()
            members(slots, 0..<1)  // actionAxis
            key("actions")
            beginArray()
            alert.actions.withUnsafeBufferPointer { actions in
                for index in actions.indices {
                    element()
                    action(at: actions.baseAddress.unsafelyUnwrapped + index)
                }
            }
            endArray()
            key("after")
            stringArray(alert.after)
            members(slots, 1..<9)  // animation … cornerRadius
            if let value = alert.deprecated {
                key("deprecated")
                string(value)
            }
            members(slots, 9..<11)  // dialogBlur, dismissOnBackdropTap
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
            members(slots, 11..<12)  // headerView
            key("host")
            host(CatalogLowering.host(alert.host))
            members(slots, 12..<17)  // image … maxSize
            key("message")
            optionalText(alert.message)
            members(slots, 17..<20)  // messageColor … minDistanceToEdges
            key("name")
            string(alert.name)
            members(slots, 20..<21)  // offset
            key("page")
            optionalString(alert.page)
            key("parameters")
            beginArray()
            for parameter in alert.parameters {
                element()
                self.parameter(parameter)
            }
            endArray()
            members(slots, 21..<22)  // popoverAnchor
            if let value = alert.preferred {
                key("preferred")
                string(value)
            }
            key("priority")
            integer(Int(clamping: alert.priority))
            key("ready")
            caseName(CatalogLowering.lowerReadiness(alert.ready))
            members(slots, 22..<23)  // separatorColor
            key("style")
            caseName(CatalogLowering.lowerStyle(alert.style))
            members(slots, 23..<24)  // textAlignment
            if let value = alert.theme {
                key("theme")
                string(value)
            }
            members(slots, 24..<25)  // tintColor
            key("title")
            optionalText(alert.title)
            members(slots, 25..<27)  // titleColor, titleFont
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

    /// An action: `PropertySlots.action` merged with `name`, `doc`, `style`, `subtitle` and `title`. Read in place:
    /// passed by value, each action was copied out of its alert's array (every reference in it retained, then
    /// released).
    mutating func action(at action: UnsafePointer<ResolvedAction>) {
        let layout = PropertySlots.action
        // Most actions share their properties array with others (see `MemberMemo`).
        let properties = action.pointee.properties  // one retain, not one per use
        let memo = actionMembers.use(properties, layout: layout, depth: depth &+ 1)
        Self.withSlots(layout, properties, memo: memo) { slots in
            beginObject()
            members(slots, 0..<3)  // alignment, backgroundColor, dismisses
            if let value = action.pointee.doc {
                key("doc")
                string(value)
            }
            members(slots, 3..<9)  // enabled … insets
            key("name")
            string(action.pointee.name)
            members(slots, 9..<10)  // spacingAfter
            key("style")
            caseName(CatalogLowering.lowerActionStyle(action.pointee.style))
            if let value = action.pointee.subtitle {
                key("subtitle")
                text(value)
            }
            members(slots, 10..<12)  // subtitleColor, subtitleFont
            key("title")
            text(action.pointee.title)
            members(slots, 12..<15)  // titleColor, titleFont, trailingImage
            endObject()
        }
    }

    /// A text field: `name`, `doc` when set, and the properties `PropertySlots.field` finds.
    mutating func field(_ field: borrowing ResolvedField) {
        let layout = PropertySlots.field
        Self.withSlots(layout, field.properties) { slots in
            beginObject()
            members(slots, 0..<1)  // contentType
            if let value = field.doc {
                key("doc")
                string(value)
            }
            members(slots, 1..<3)  // font, keyboard
            key("name")
            string(field.name)
            members(slots, 3..<6)  // placeholder, secure, text
            endObject()
        }
    }
}
