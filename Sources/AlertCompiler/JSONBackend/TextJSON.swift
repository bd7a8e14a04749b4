import AlertRuntime

/// Text segments (docs/json-format.md "Text"), as the runtime's `TextSegment` encodes them.
extension JSONOutput {
    /// `[{"literal" : text} | {"parameter" : name}, ...]`.
    mutating func segments(_ segments: [TextSegment]) {
        beginArray()
        for segment in segments {
            element()
            beginObject()
            switch segment {
            case .literal(let text):
                key("literal")
                string(text)
            case .parameter(let name):
                key("parameter")
                string(name)
            }
            endObject()
        }
        endArray()
    }
}
