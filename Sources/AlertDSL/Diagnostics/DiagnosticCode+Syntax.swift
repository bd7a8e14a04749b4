/// Codes of lexical and syntax errors. Every code is documented in `docs/diagnostics.md`;
/// a test keeps that catalogue and `DiagnosticCode.all` in step.
extension DiagnosticCode {
    public static let invalidUTF8 = DiagnosticCode("invalid-utf8")
    public static let nulCharacter = DiagnosticCode("nul-character")
    public static let unexpectedCharacter = DiagnosticCode("unexpected-character")
    public static let unterminatedString = DiagnosticCode("unterminated-string")
    public static let unterminatedComment = DiagnosticCode("unterminated-comment")
    public static let invalidEscape = DiagnosticCode("invalid-escape")
    public static let controlCharacterInString = DiagnosticCode("control-character-in-string")
    public static let invalidInterpolation = DiagnosticCode("invalid-interpolation")
    public static let multilineStringStart = DiagnosticCode("multiline-string-start")
    public static let multilineStringIndentation = DiagnosticCode("multiline-string-indentation")
    public static let invalidColor = DiagnosticCode("invalid-color")
    public static let invalidNumber = DiagnosticCode("invalid-number")
    public static let integerOverflow = DiagnosticCode("integer-overflow")
    public static let expectedToken = DiagnosticCode("expected-token")
    public static let expectedDeclaration = DiagnosticCode("expected-declaration")
    public static let expectedMember = DiagnosticCode("expected-member")
    public static let expectedValue = DiagnosticCode("expected-value")
    public static let nestingTooDeep = DiagnosticCode("nesting-too-deep")
    public static let invalidActionStyle = DiagnosticCode("invalid-action-style")

    /// The codes the lexer and parser can emit.
    public static let syntaxCodes: [DiagnosticCode] = [
        .invalidUTF8, .nulCharacter, .unexpectedCharacter, .unterminatedString, .unterminatedComment,
        .invalidEscape, .controlCharacterInString, .invalidInterpolation, .multilineStringStart,
        .multilineStringIndentation, .invalidColor, .invalidNumber, .integerOverflow, .expectedToken,
        .expectedDeclaration, .expectedMember, .expectedValue, .nestingTooDeep, .invalidActionStyle,
    ]
}
