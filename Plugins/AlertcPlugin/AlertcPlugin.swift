import Foundation
import PackagePlugin

/// The build-tool plugin: generates the typed Swift API of a target's `.alert` files on every build, with
/// `alertc build --emit swift` (docs/build-plugin.md). SwiftPM (and Xcode) run the command again only when one of
/// the files or the configuration changed; an error in a `.alert` file fails the build with alertc's diagnostics,
/// which point at the file, line and column.
@main
struct AlertcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try GenerationCommand.commands(
            files: module.sourceFiles.map(\.url), tool: try context.tool(named: "alertc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension AlertcPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try GenerationCommand.commands(
                files: target.inputFiles.map(\.url), tool: try context.tool(named: "alertc").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif

/// The one command the plugin adds to a target: every `.alert` file of the target in, `NAMESPACE.swift` out.
enum GenerationCommand {
    /// The command for a target whose files are `files` (no command when none of them is a `.alert` file).
    static func commands(files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        // Sorted, so the command line (and the generated file's header) does not depend on the order SwiftPM lists
        // the files in.
        let inputs = files.filter { $0.pathExtension == "alert" }.sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let configurationFile = files.first { $0.lastPathComponent == PluginConfiguration.fileName }
        let configuration = try configurationFile.map(PluginConfiguration.load) ?? PluginConfiguration()
        let output = workDirectory.appendingPathComponent(configuration.namespace + ".swift")
        var arguments = [
            "build", "--emit", "swift", "-o", workDirectory.path, "--namespace", configuration.namespace,
            "--access-level", configuration.accessLevel, "--color", "never",
        ]
        if configuration.warningsAsErrors { arguments.append("--werror") }
        arguments += inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(inputs.count) .alert file(s)",
                executable: tool, arguments: arguments, inputFiles: inputs + (configurationFile.map { [$0] } ?? []),
                outputFiles: [output])
        ]
    }
}

/// `alertc-config.json` beside a target's sources: the `alertc build` options for its generated file. Every key is
/// optional; an unknown key or a value of the wrong type stops the build with a message naming the file.
struct PluginConfiguration: Decodable {
    static let fileName = "alertc-config.json"

    /// `--namespace`: the enum that holds the generated API.
    var namespace = "Alerts"
    /// `--access-level`: `internal`, `package` or `public`.
    var accessLevel = "internal"
    /// `--werror`: a warning in a `.alert` file fails the build.
    var warningsAsErrors = false

    init() {}

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case namespace, accessLevel, warningsAsErrors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        namespace = try container.decodeIfPresent(String.self, forKey: .namespace) ?? namespace
        accessLevel = try container.decodeIfPresent(String.self, forKey: .accessLevel) ?? accessLevel
        warningsAsErrors = try container.decodeIfPresent(Bool.self, forKey: .warningsAsErrors) ?? warningsAsErrors
    }

    static func load(from file: URL) throws -> PluginConfiguration {
        let data = try Data(contentsOf: file)
        let keys = Set(CodingKeys.allCases.map(\.rawValue))
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            let unknown = object.keys.filter { !keys.contains($0) }.sorted()
            guard unknown.isEmpty else {
                throw ConfigurationError(
                    file: file,
                    message: "unknown key(s) \(unknown.joined(separator: ", ")); expected "
                        + keys.sorted().joined(separator: ", "))
            }
        }
        do {
            return try JSONDecoder().decode(PluginConfiguration.self, from: data)
        } catch {
            throw ConfigurationError(file: file, message: "not a valid configuration: \(error)")
        }
    }
}

/// A configuration file the plugin cannot use.
struct ConfigurationError: Error, CustomStringConvertible {
    var file: URL
    var message: String

    var description: String { "\(file.path): \(message)" }
}
