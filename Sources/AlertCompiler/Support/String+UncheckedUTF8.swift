extension String {
    /// Text from bytes a back end wrote itself. They are valid UTF-8 by construction (every piece came from a
    /// `String` or is ASCII, and pieces meet at ASCII bytes), so where the standard library allows it the text is
    /// made without validating them again: validating a document cost more than writing it.
    init(uncheckedUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            self.init(copying: UTF8Span(unchecked: bytes.span))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}
