/// What a byte starts where a token or its trivia may start (spec §1): one load from a table of
/// 256 entries picks the lexer's path, where a switch on the byte compiled to a range test for
/// letters followed by a jump table. A punctuation byte's entry is its token kind's raw value,
/// so the lexer reads the kind from the table too.
enum TokenStart {
    static let identifier: UInt8 = 0
    /// Entries from here through `TokenKind.semicolon`'s raw value are punctuation.
    static let firstPunctuation: UInt8 = 10
    static let punctuationCount: UInt8 = 9
    static let whitespace: UInt8 = 20
    static let string: UInt8 = 21
    /// `.` or `@`, which start an enum case or an attribute.
    static let dotOrAt: UInt8 = 22
    static let digit: UInt8 = 23
    static let minus: UInt8 = 24
    static let hash: UInt8 = 25
    static let slash: UInt8 = 26
    /// Anything else: a character that starts no token.
    static let other: UInt8 = 27

    /// The kind of a punctuation entry. `TokenKind`'s raw values are its cases' declaration
    /// order, which is how a case is stored, so the entry is the kind's bit pattern; the
    /// optimiser does not inline `init(rawValue:)`, which would cost a call per token.
    @inline(__always)
    static func punctuationKind(_ entry: UInt8) -> TokenKind {
        unsafeBitCast(entry, to: TokenKind.self)
    }

    /// The entry of every byte. Written out as literals (the short names below), so the compiler
    /// lays the array out in the binary: no lazy initialisation, and no bounds check for a byte
    /// as index. `TokenStartTests` checks it against the spec's character classes.
    static let table: [UInt8] = [
        __, __, __, __, __, __, __, __, __, ws, ws, __, __, ws, __, __,  // 0x00 · · · · · · · · · · · · · · · ·
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,  // 0x10 · · · · · · · · · · · · · · · ·
        ws, __, st, hs, __, __, __, __, lp, rp, __, __, cm, mi, dn, sl,  // 0x20 · ! " # $ % & ' ( ) * + , - . /
        dg, dg, dg, dg, dg, dg, dg, dg, dg, dg, co, sc, __, __, __, __,  // 0x30 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
        dn, id, id, id, id, id, id, id, id, id, id, id, id, id, id, id,  // 0x40 @ A B C D E F G H I J K L M N O
        id, id, id, id, id, id, id, id, id, id, id, ls, __, rs, __, id,  // 0x50 P Q R S T U V W X Y Z [ \ ] ^ _
        __, id, id, id, id, id, id, id, id, id, id, id, id, id, id, id,  // 0x60 ` a b c d e f g h i j k l m n o
        id, id, id, id, id, id, id, id, id, id, id, lb, __, rb, __, __,  // 0x70 p q r s t u v w x y z { | } ~ ·
        // 0x80–0xFF: the bytes of non-ASCII characters, which start no token.
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
        __, __, __, __, __, __, __, __, __, __, __, __, __, __, __, __,
    ]

    // Short names for the table's entries.
    private static let id = identifier
    private static let ws = whitespace
    private static let st = string
    private static let dn = dotOrAt
    private static let dg = digit
    private static let mi = minus
    private static let hs = hash
    private static let sl = slash
    private static let __ = other
    private static let lb = TokenKind.leftBrace.rawValue
    private static let rb = TokenKind.rightBrace.rawValue
    private static let lp = TokenKind.leftParen.rawValue
    private static let rp = TokenKind.rightParen.rawValue
    private static let ls = TokenKind.leftBracket.rawValue
    private static let rs = TokenKind.rightBracket.rawValue
    private static let co = TokenKind.colon.rawValue
    private static let cm = TokenKind.comma.rawValue
    private static let sc = TokenKind.semicolon.rawValue
}
