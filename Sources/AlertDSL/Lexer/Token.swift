/// The kinds of token of spec §1. Contextual keywords (`alert`, `action`, …) are identifiers;
/// only `true` and `false` are reserved.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case trueKeyword
    case falseKeyword
    /// `"..."`; decode with `StringLiteralScanner`.
    case string
    /// `"""` … `"""`; decode with `StringLiteralScanner`.
    case multilineString
    /// `42`, `-3`, `1_000`; the value is in `Token.payload`.
    case integer
    /// `0.4`, `-12.5`; the value's bit pattern is in `Token.payload`.
    case decimal
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`; RGBA packed into `Token.payload`.
    case color
    /// `.name`; the range includes the dot.
    case enumCase
    /// `@name`; the range includes the `@`.
    case attribute
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case colon
    case comma
    case semicolon
    case endOfFile

    /// How the token is named in "expected …" diagnostics.
    public var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .trueKeyword: "'true'"
        case .falseKeyword: "'false'"
        case .string, .multilineString: "string literal"
        case .integer: "integer literal"
        case .decimal: "decimal literal"
        case .color: "colour literal"
        case .enumCase: "enum case"
        case .attribute: "attribute"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .colon: "':'"
        case .comma: "','"
        case .semicolon: "';'"
        case .endOfFile: "end of file"
        }
    }
}

/// One token. Its leading trivia (whitespace, comments, skipped bad bytes) runs from the end of
/// the token before it (or the file's start) to `start`, so the tokens of a file reproduce it byte
/// for byte. The trivia's start is not stored: four words are returned in registers, five are
/// not, and every consumer already knows where the previous token ended.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var start: Int
    public var end: Int
    /// The literal's value for integers, decimals and colours; `plainString` for a one-line string literal
    /// without escapes, closed on its line, whose bytes are valid UTF-8 (its text is its bytes between the quotes,
    /// so the parser need not scan it again); 0 otherwise.
    public var payload: Int64

    /// The payload of a string literal whose text is its bytes between the quotes.
    public static let plainString: Int64 = 1

    public init(kind: TokenKind, start: Int, end: Int, payload: Int64 = 0) {
        self.kind = kind
        self.start = start
        self.end = end
        self.payload = payload
    }

    public var decimalValue: Double { Double(bitPattern: UInt64(bitPattern: payload)) }

    /// The colour's components, red first.
    public var rgba: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let value = UInt32(truncatingIfNeeded: payload)
        return (UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
