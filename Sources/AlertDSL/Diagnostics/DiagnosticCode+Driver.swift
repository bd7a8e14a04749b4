/// Codes of the driver: inputs and imports.
extension DiagnosticCode {
    /// An input named on the command line does not exist.
    public static let inputNotFound = DiagnosticCode("input-not-found")
    /// An input named on the command line cannot be read.
    public static let inputUnreadable = DiagnosticCode("input-unreadable")
    /// A directory named on the command line holds no `.alert` file.
    public static let emptyInputDirectory = DiagnosticCode("empty-input-directory")
    /// An `import` names a file that cannot be loaded.
    public static let importInvalid = DiagnosticCode("import-invalid")
    /// A line of an `alertc simulate --script` file is not a step.
    public static let invalidScriptStep = DiagnosticCode("invalid-script-step")
    /// A step of an `alertc simulate --script` file cannot run (an unknown alert, an instance in the wrong state).
    public static let scriptStepFailed = DiagnosticCode("script-step-failed")

    public static let driverCodes: [DiagnosticCode] = [
        .inputNotFound, .inputUnreadable, .emptyInputDirectory, .importInvalid, .invalidScriptStep, .scriptStepFailed,
    ]
}
