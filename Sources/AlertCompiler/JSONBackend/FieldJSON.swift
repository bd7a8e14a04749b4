import AlertRuntime

extension JSONOutput {
    /// A text field: `name`, and every other property only when set (the synthesized `Codable` of
    /// `FieldDefinition`).
    mutating func field(_ field: FieldDefinition) {
        beginObject()
        if let value = field.contentType {
            key("contentType")
            caseName(value)
        }
        if let value = field.doc {
            key("doc")
            string(value)
        }
        if let value = field.font {
            key("font")
            font(value)
        }
        if let value = field.keyboard {
            key("keyboard")
            caseName(value)
        }
        key("name")
        string(field.name)
        if let value = field.placeholder {
            key("placeholder")
            text(value)
        }
        if let value = field.secure {
            key("secure")
            bool(value)
        }
        if let value = field.text {
            key("text")
            text(value)
        }
        endObject()
    }
}
