/// What `alertc` was asked to do, parsed from the command line.
public enum Invocation: Equatable, Sendable {
    case help(topic: String?)
    case version
    case check(CompileOptions)
    case build(CompileOptions)
    /// Draw the scheduling graph (pages, alerts and `after` dependencies).
    case graph(CompileOptions)
    /// Replay a scenario on the runtime's scheduler and print what shows when.
    case simulate(CompileOptions)
    /// Rewrite `.alert` files in the canonical layout (docs/formatting.md).
    case format(FormatOptions)
}

/// Options of `alertc format`.
public struct FormatOptions: Equatable, Sendable {
    /// The input that stands for standard input: `alertc format -` prints its formatted text.
    public static let standardInput = "-"

    public enum Mode: Sendable {
        /// Print the formatted text on stdout (one file only).
        case print
        /// Rewrite the files that change.
        case inPlace
        /// Report the files that would change; exit status 1 if any.
        case check
    }

    public var inputs: [String] = []
    public var mode: Mode = .print
    public var color: CompileOptions.ColorMode = .auto
    /// The common options of spec §9, as `check` takes them: an editor or a hook can read the syntax errors of a file
    /// that is not formatted as JSON, and `--werror` makes a warning (an input directory without `.alert` files)
    /// fail the run.
    public var diagnosticsFormat: CompileOptions.DiagnosticsFormat = .text
    public var warningsAsErrors = false

    public init() {}
}

/// The options every command takes (spec §9's common options).
protocol CommonOptions {
    var color: CompileOptions.ColorMode { get set }
    var diagnosticsFormat: CompileOptions.DiagnosticsFormat { get set }
    var warningsAsErrors: Bool { get set }
}

extension FormatOptions: CommonOptions {}
extension CompileOptions: CommonOptions {}

/// Options of `check`, `build`, `graph` and `simulate` (spec §9); one command's own option is an error in the others.
public struct CompileOptions: Equatable, Sendable {
    public enum ColorMode: String, Sendable, CaseIterable {
        case auto
        case always
        case never
    }

    public enum DiagnosticsFormat: String, Sendable, CaseIterable {
        case text
        case json
    }

    public enum Emit: String, Sendable, CaseIterable {
        case json
        case swift
        case all
    }

    public enum GraphFormat: String, Sendable, CaseIterable {
        case dot
        case mermaid
    }

    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`
        case package
        case `internal`
    }

    public var inputs: [String] = []
    public var color: ColorMode = .auto
    public var diagnosticsFormat: DiagnosticsFormat = .text
    public var warningsAsErrors = false
    public var emit: Emit = .all
    /// Whether `--emit` was given (without `-o`, a single emit goes to stdout).
    public var emitGiven = false
    public var outputDirectory: String?
    public var namespace = "Alerts"
    public var accessLevel: AccessLevel = .internal
    /// `alertc graph --format`.
    public var graphFormat: GraphFormat = .dot
    /// `alertc simulate --script`: a scenario file; `nil` runs the default scenario.
    public var script: String?

    public init() {}
}

/// A command line that cannot be understood: exit status 2.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Hand-written argument parsing in the style of Swift's own tools: `--name value` or
/// `--name=value`, `--` ends options, and every mistake is a one-line usage error.
public enum CommandLineParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let command = arguments.first else { return .help(topic: nil) }
        switch command {
        case "-h", "--help", "help":
            let rest = arguments.dropFirst()
            guard let topic = rest.first, topic != "-h", topic != "--help" else { return .help(topic: nil) }
            // `alertc help bogus` is a mistake to say so, not the overview with exit 0.
            guard HelpText.topics.contains(topic) else {
                throw UsageError(
                    "unknown command '\(topic)'; expected 'check', 'build', 'graph', 'simulate' or 'format'")
            }
            if let extra = rest.dropFirst().first { throw UsageError("unexpected argument '\(extra)'") }
            return .help(topic: topic)
        case "--version", "-version", "version":
            if let extra = arguments.dropFirst().first { throw UsageError("unexpected argument '\(extra)'") }
            return .version
        case "format":
            let rest = Array(arguments.dropFirst())
            if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(topic: command) }
            return .format(try parseFormatOptions(rest))
        case "check", "build", "graph", "simulate":
            let rest = Array(arguments.dropFirst())
            if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(topic: command) }
            let options = try parseOptions(rest, command: command)
            switch command {
            case "check": return .check(options)
            case "build": return .build(options)
            case "graph": return .graph(options)
            default: return .simulate(options)
            }
        default:
            if command.hasPrefix("-") { throw UsageError("unknown option '\(command)'") }
            throw UsageError(
                "unknown command '\(command)'; expected 'check', 'build', 'graph', 'simulate' or 'format'")
        }
    }

    private static func parseFormatOptions(_ arguments: [String]) throws(UsageError) -> FormatOptions {
        var options = FormatOptions()
        var modeFlag: String?
        var cursor = ArgumentCursor(arguments: arguments)
        var onlyInputs = false
        while let argument = cursor.next() {
            if onlyInputs || !argument.hasPrefix("-") || argument == "-" {
                options.inputs.append(argument)
                continue
            }
            let (name, inline) = splitInlineValue(argument)
            switch name {
            case "--":
                onlyInputs = true
            case "--in-place", "--check":
                guard inline == nil else { throw UsageError("'\(name)' takes no value") }
                if let modeFlag, modeFlag != name {
                    throw UsageError("'\(modeFlag)' and '\(name)' cannot be used together")
                }
                modeFlag = name
                options.mode = name == "--check" ? .check : .inPlace
            default:
                guard try readCommonOption(name, inline, &cursor, into: &options) else {
                    throw UsageError("unknown option '\(name)' for 'alertc format'")
                }
            }
        }
        guard !options.inputs.isEmpty else { throw UsageError("no input files; give .alert files or directories") }
        if options.mode == .print, options.inputs.count > 1 {
            throw UsageError("several inputs need '--in-place' or '--check'; without them one file is printed")
        }
        if options.inputs.contains(FormatOptions.standardInput) {
            guard options.mode != .inPlace else {
                throw UsageError("'-' (standard input) cannot be formatted in place; its formatted text is printed")
            }
            guard options.inputs.count(where: { $0 == FormatOptions.standardInput }) == 1 else {
                throw UsageError("'-' (standard input) can be given once")
            }
        }
        return options
    }

    private static func parseOptions(_ arguments: [String], command: String) throws(UsageError) -> CompileOptions {
        var options = CompileOptions()
        let isBuild = command == "build"
        var cursor = ArgumentCursor(arguments: arguments)
        var onlyInputs = false
        while let argument = cursor.next() {
            if onlyInputs || !argument.hasPrefix("-") || argument == "-" {
                options.inputs.append(argument)
                continue
            }
            if argument == "--" {
                onlyInputs = true
                continue
            }
            let (name, inline) = splitInlineValue(argument)
            switch name {
            case "--emit" where isBuild:
                options.emit = try choice(
                    name, try cursor.value(for: name, inline: inline), as: CompileOptions.Emit.self)
                options.emitGiven = true
            case "-o" where isBuild, "--output" where isBuild:
                let directory = try cursor.value(for: name, inline: inline)
                // `-o ""` (an unset variable in a build script) names no directory: bad usage, not a write failure.
                guard !directory.isEmpty else { throw UsageError("'\(name)' needs a directory; give '\(name) <dir>'") }
                options.outputDirectory = directory
            case "--namespace" where isBuild:
                let namespace = try cursor.value(for: name, inline: inline)
                if let problem = SwiftNaming.typeNameProblem(namespace) {
                    throw UsageError("invalid namespace '\(namespace)'; \(problem)")
                }
                guard SwiftNaming.isValidNamespace(namespace) else {
                    throw UsageError(
                        "invalid namespace '\(namespace)'; it would shadow '\(namespace)', which the generated Swift uses"
                    )
                }
                options.namespace = namespace
            case "--access-level" where isBuild:
                options.accessLevel = try choice(
                    name, try cursor.value(for: name, inline: inline), as: CompileOptions.AccessLevel.self)
            case "--format" where command == "graph":
                options.graphFormat = try choice(
                    name, try cursor.value(for: name, inline: inline), as: CompileOptions.GraphFormat.self)
            case "--script" where command == "simulate":
                options.script = try cursor.value(for: name, inline: inline)
            default:
                guard try readCommonOption(name, inline, &cursor, into: &options) else {
                    throw UsageError("unknown option '\(name)' for 'alertc \(command)'")
                }
            }
        }
        guard !options.inputs.isEmpty else { throw UsageError("no input files; give .alert files or directories") }
        return options
    }

    /// Reads `name`, if it is one of spec §9's common options, into `options`; returns whether it was.
    private static func readCommonOption<Options: CommonOptions>(
        _ name: String, _ inline: String?, _ cursor: inout ArgumentCursor, into options: inout Options
    ) throws(UsageError) -> Bool {
        switch name {
        case "--color":
            options.color = try choice(
                name, try cursor.value(for: name, inline: inline), as: CompileOptions.ColorMode.self)
        case "--diagnostics-format":
            options.diagnosticsFormat = try choice(
                name, try cursor.value(for: name, inline: inline), as: CompileOptions.DiagnosticsFormat.self)
        case "--werror":
            guard inline == nil else { throw UsageError("'--werror' takes no value") }
            options.warningsAsErrors = true
        default:
            return false
        }
        return true
    }

    /// `--name=value` as its name and value; any other argument is a name alone.
    private static func splitInlineValue(_ argument: String) -> (name: String, inline: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value `raw` of option `name`, one of `T`'s raw values.
    private static func choice<T: RawRepresentable & CaseIterable>(
        _ name: String,
        _ raw: String,
        as _: T.Type
    ) throws(UsageError) -> T where T.RawValue == String {
        guard let parsed = T(rawValue: raw) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("invalid value '\(raw)' for '\(name)'; expected one of: \(allowed)")
        }
        return parsed
    }
}

/// Reads a command's arguments in order; an option's value is inline (`--name=value`) or the next argument.
private struct ArgumentCursor {
    let arguments: [String]
    private var index = 0

    init(arguments: [String]) {
        self.arguments = arguments
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let value = next() else { throw UsageError("missing value for '\(name)'") }
        return value
    }
}
