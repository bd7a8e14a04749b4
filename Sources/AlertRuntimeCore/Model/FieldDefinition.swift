/// A text field of an alert (`field name { ... }`, alert style only).
///
/// Every property but `name` is omitted from JSON when the source does not set it: §4 gives fields no defaults,
/// so presenters use the platform's (not secure, default keyboard, no content type, system font).
public struct FieldDefinition: Sendable, Hashable, Codable {
    /// The field's identity in code: the property name of the generated field values.
    public var name: String
    public var placeholder: AlertText?
    /// The initial text.
    public var text: AlertText?
    public var secure: Bool?
    public var keyboard: FieldKeyboard?
    public var contentType: FieldContentType?
    public var font: AlertFont?
    /// The `///` documentation comment, lines joined with `\n`.
    public var doc: String?

    public init(
        name: String,
        placeholder: AlertText? = nil,
        text: AlertText? = nil,
        secure: Bool? = nil,
        keyboard: FieldKeyboard? = nil,
        contentType: FieldContentType? = nil,
        font: AlertFont? = nil,
        doc: String? = nil
    ) {
        self.name = name
        self.placeholder = placeholder
        self.text = text
        self.secure = secure
        self.keyboard = keyboard
        self.contentType = contentType
        self.font = font
        self.doc = doc
    }
}
