import AlertRuntime

/// Text values (docs/json-format.md "Text"), as `AlertText`, `TextSpan` and `TextSegment` encode them.
extension JSONOutput {
    /// `{"plain" : [segments]}`, `{"localized" : {"default"?, "key", "parameters", "table"?}}` or
    /// `{"rich" : [spans]}`.
    mutating func text(_ text: AlertText) {
        beginObject()
        switch text {
        case .plain(let segments):
            key("plain")
            self.segments(segments)
        case .localized(let key, let table, let defaultValue):
            self.key("localized")
            beginObject()
            if let defaultValue {
                self.key("default")
                segments(defaultValue)
            }
            self.key("key")
            string(key)
            self.key("parameters")
            // The parameter names of `default`, in order, repeats included (`AlertText.parameterNames`).
            beginArray()
            if let defaultValue {
                for case .parameter(let name) in defaultValue {
                    element()
                    string(name)
                }
            }
            endArray()
            if let table {
                self.key("table")
                string(table)
            }
            endObject()
        case .rich(let spans):
            key("rich")
            beginArray()
            for span in spans {
                element()
                self.span(span)
            }
            endArray()
        }
        endObject()
    }

    /// A text, or `null` (`title` and `message` of an alert).
    mutating func optionalText(_ value: AlertText?) {
        if let value { text(value) } else { null() }
    }

    /// `{"plain" | "bold" | "italic" : [segments]}` or `{"styled" : {"color"?, "font"?, "text"}}`.
    mutating func span(_ span: TextSpan) {
        beginObject()
        switch span {
        case .plain(let segments):
            key("plain")
            self.segments(segments)
        case .bold(let segments):
            key("bold")
            self.segments(segments)
        case .italic(let segments):
            key("italic")
            self.segments(segments)
        case .styled(let segments, let font, let color):
            key("styled")
            beginObject()
            if let color {
                key("color")
                self.color(color)
            }
            if let font {
                key("font")
                self.font(font)
            }
            key("text")
            self.segments(segments)
            endObject()
        }
        endObject()
    }

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
