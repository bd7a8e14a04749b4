import AlertRuntime

/// Writes an `AlertCatalog` as JSON text, byte for byte what `AlertCatalog.jsonData()` (Foundation's
/// `JSONEncoder` with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`, then a newline) produces, without
/// Codable: every object's members are written directly, in the encoder's sorted key order (the keys' UTF-8
/// bytes), with the same omissions and `null`s as the model's `encode(to:)` implementations.
///
/// One file per construct: catalog (here), theme, page, alert, action, field, values and text.
public enum CatalogJSONWriter {
    /// A number in the catalog is infinite or NaN, which JSON cannot hold (`jsonData()` throws too).
    public struct NonFiniteNumberError: Error, Hashable, Sendable {}

    /// The canonical document of `catalog` as UTF-8 bytes, final newline included.
    public static func bytes(_ catalog: AlertCatalog) throws(NonFiniteNumberError) -> [UInt8] {
        let output = write(catalog)
        guard !output.sawNonFiniteNumber else { throw NonFiniteNumberError() }
        return output.bytes
    }

    /// The canonical document of `catalog` as text, final newline included.
    public static func text(_ catalog: AlertCatalog) throws(NonFiniteNumberError) -> String {
        let output = write(catalog)
        guard !output.sawNonFiniteNumber else { throw NonFiniteNumberError() }
        return output.text
    }

    private static func write(_ catalog: AlertCatalog) -> JSONOutput {
        // About 4.1 KB of text per alert in practice (the benchmark program); growing by doubling covers the rest.
        var output = JSONOutput(capacity: 4096 &+ catalog.alerts.count &* 4608 &+ catalog.themes.count &* 1024)
        output.catalog(catalog)
        output.appendRaw("\n")
        return output
    }
}

extension JSONOutput {
    /// `{"alerts", "format", "pages", "themes"}`.
    mutating func catalog(_ catalog: AlertCatalog) {
        beginObject()
        key("alerts")
        beginArray()
        for alert in catalog.alerts {
            element()
            self.alert(alert)
        }
        endArray()
        key("format")
        string(catalog.format)
        key("pages")
        beginArray()
        for page in catalog.pages {
            element()
            self.page(page)
        }
        endArray()
        key("themes")
        beginArray()
        for theme in catalog.themes {
            element()
            self.theme(theme)
        }
        endArray()
        endObject()
    }

    /// An array of strings (`after`, localized `parameters`).
    mutating func stringArray(_ strings: [String]) {
        beginArray()
        for text in strings {
            element()
            string(text)
        }
        endArray()
    }
}
