import AlertDSL
import AlertRuntimeCore

/// Options of the Swift back end (`alertc build --emit swift`).
public struct SwiftBackendOptions: Sendable {
    /// The name of the enum that holds everything generated (`--namespace`).
    public var namespace: String
    /// `public`, `package` or `internal` (`--access-level`), written on every generated declaration.
    public var accessLevel: String
    /// The source files named in the generated file's header, as they should appear there (`alertc build` passes
    /// `Compilation.sourceListing`).
    public var sourcePaths: [String]

    public init(namespace: String = "Alerts", accessLevel: String = "internal", sourcePaths: [String] = []) {
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.sourcePaths = sourcePaths
    }
}

/// The Swift back end (spec §8): one file that compiles in Swift 6 mode with strict concurrency against
/// AlertRuntime, also in a module whose default isolation is the main actor.
///
/// The file holds, in one namespace enum: `catalog`, the whole `AlertCatalog`; `Themes` and `Pages`, a typed
/// constant per theme and page; per alert, a typed accessor (`TypedAlert<Action, Fields>`, a function when the
/// alert has parameters), its action enum and, with fields, its field values; and the stored definitions
/// (`ThemeDefinitions`, `PageDefinitions`, `Definitions`), one constant per declaration holding its JSON form
/// (`StoredDefinition`), written by the JSON back end's writer, so the catalog equals what the JSON back end
/// writes.
public enum SwiftBackend {
    /// The Swift source of `program`, a checked program without errors. The same program and options always give
    /// the same bytes.
    public static func emit(_ program: ResolvedProgram, options: SwiftBackendOptions) -> String {
        var bytes: [UInt8] = []
        write(program, options: options) { bytes.append(contentsOf: $0) }
        return bytes.withUnsafeBufferPointer { String(uncheckedUTF8: $0) }
    }

    /// The Swift source of `program`, handed to `sink` in consecutive chunks of whole UTF-8 as it is rendered.
    public static func write(
        _ program: ResolvedProgram, options: SwiftBackendOptions, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var generator = NamespaceGenerator(
            program: program, alertNames: program.alerts.map(\.name), options: options, to: sink)
        let names = program.alerts.map { generator.writeDeclarations($0, to: sink) }
        generator.beginDefinitions(to: sink)
        for (alert, alertNames) in zip(program.alerts, names) {
            generator.writeDefinition(generator.definition(alert, names: alertNames), to: sink)
        }
        generator.finish(to: sink)
    }

    /// The file `name` holding the Swift source of `program`, rendered into the output as it is written.
    public static func file(named name: String, for program: ResolvedProgram, options: SwiftBackendOptions)
        -> GeneratedFile
    {
        GeneratedFile(name: name) { sink in write(program, options: options, to: sink) }
    }
}
