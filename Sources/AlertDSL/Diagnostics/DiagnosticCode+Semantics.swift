/// Codes of semantic analysis (spec §2–§6, except the scheduling checks). Every code is
/// documented in `docs/diagnostics.md` and has a fixture in `Tests/AlertDSLTests/Fixtures/diagnostics`.
extension DiagnosticCode {
    // Declarations and names.
    public static let duplicateDeclaration = DiagnosticCode("duplicate-declaration")
    public static let unknownTheme = DiagnosticCode("unknown-theme")
    public static let unknownPage = DiagnosticCode("unknown-page")
    public static let unknownActionSet = DiagnosticCode("unknown-action-set")
    public static let unknownAction = DiagnosticCode("unknown-action")
    public static let themeCycle = DiagnosticCode("theme-cycle")
    public static let memberNotAllowed = DiagnosticCode("member-not-allowed")
    public static let duplicateAction = DiagnosticCode("duplicate-action")
    public static let duplicateField = DiagnosticCode("duplicate-field")
    public static let missingActionTitle = DiagnosticCode("missing-action-title")

    // Properties and values.
    public static let unknownProperty = DiagnosticCode("unknown-property")
    public static let duplicateProperty = DiagnosticCode("duplicate-property")
    public static let typeMismatch = DiagnosticCode("type-mismatch")
    public static let unknownEnumCase = DiagnosticCode("unknown-enum-case")
    public static let enumCaseExpected = DiagnosticCode("enum-case-expected")
    public static let referenceExpected = DiagnosticCode("reference-expected")
    public static let invalidArguments = DiagnosticCode("invalid-arguments")
    public static let valueOutOfRange = DiagnosticCode("value-out-of-range")
    public static let invalidTypeName = DiagnosticCode("invalid-type-name")
    public static let emptyName = DiagnosticCode("empty-name")

    // Parameters and text.
    public static let invalidParameterType = DiagnosticCode("invalid-parameter-type")
    public static let duplicateParameter = DiagnosticCode("duplicate-parameter")
    public static let undeclaredParameter = DiagnosticCode("undeclared-parameter")
    public static let unusedParameter = DiagnosticCode("unused-parameter")
    public static let interpolationNotAllowed = DiagnosticCode("interpolation-not-allowed")

    // Attributes.
    public static let unknownAttribute = DiagnosticCode("unknown-attribute")
    public static let duplicateAttribute = DiagnosticCode("duplicate-attribute")
    public static let misplacedAttribute = DiagnosticCode("misplaced-attribute")
    public static let invalidAttributeArgument = DiagnosticCode("invalid-attribute-argument")
    public static let multipleDefaultThemes = DiagnosticCode("multiple-default-themes")
    public static let deprecatedReference = DiagnosticCode("deprecated-reference")

    // UIKit and library rules.
    public static let alertStyleOnly = DiagnosticCode("alert-style-only")
    public static let actionSheetOnly = DiagnosticCode("action-sheet-only")
    public static let multipleCancelActions = DiagnosticCode("multiple-cancel-actions")
    public static let preferredCancel = DiagnosticCode("preferred-cancel")
    public static let spacingAfterCancel = DiagnosticCode("spacing-after-cancel")
    public static let headerViewConflict = DiagnosticCode("header-view-conflict")
    public static let containerViewConflict = DiagnosticCode("container-view-conflict")
    public static let contentViewRequirements = DiagnosticCode("content-view-requirements")
    public static let hostPageWithoutPage = DiagnosticCode("host-page-without-page")
    public static let undismissableAlert = DiagnosticCode("undismissable-alert")
    public static let sheetWithoutCancel = DiagnosticCode("sheet-without-cancel")

    /// The codes `SemanticAnalyzer` itself can emit (the scheduling checks have their own list).
    public static let semanticCodes: [DiagnosticCode] = [
        .duplicateDeclaration, .unknownTheme, .unknownPage, .unknownActionSet, .unknownAction, .themeCycle,
        .memberNotAllowed, .duplicateAction, .duplicateField, .missingActionTitle, .unknownProperty,
        .duplicateProperty, .typeMismatch, .unknownEnumCase, .enumCaseExpected, .referenceExpected,
        .invalidArguments, .valueOutOfRange, .invalidTypeName, .emptyName, .invalidParameterType, .duplicateParameter,
        .undeclaredParameter, .unusedParameter, .interpolationNotAllowed, .unknownAttribute, .duplicateAttribute,
        .misplacedAttribute, .invalidAttributeArgument, .multipleDefaultThemes, .deprecatedReference,
        .alertStyleOnly, .actionSheetOnly, .multipleCancelActions, .preferredCancel, .spacingAfterCancel,
        .headerViewConflict, .containerViewConflict, .contentViewRequirements, .hostPageWithoutPage,
        .undismissableAlert, .sheetWithoutCancel,
    ]

    /// Every code the compiler can emit: syntax, driver, semantic and scheduling codes.
    public static var all: [DiagnosticCode] {
        syntaxCodes + driverCodes + semanticCodes + schedulingCodes
    }
}
