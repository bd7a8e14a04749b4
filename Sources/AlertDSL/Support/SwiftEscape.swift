/// Swift's escapes for a character that must not appear as itself, shared by the text diagnostics (a quoted text
/// kept on its line) and the Swift back end (string literals and comments), so both spell a character the same.
package enum SwiftEscape {
    /// `\n`, `\r`, `\t` or `\0` for those characters, `\u{…}` for any other.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: unicode(scalar)
        }
    }

    /// `\u{…}`, the code in upper-case hex.
    package static func unicode(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
