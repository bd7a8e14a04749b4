import AlertCompiler
import Foundation
import Testing

/// The `AlertcPlugin` build-tool plugin, used the way an app's package uses it: a temporary SwiftPM package that
/// depends on this repository, with a target whose `.alert` files (in a subfolder, one importing another) and
/// `alertc-config.json` the plugin turns into `AppAlerts.swift` on every build. One package, built again after each
/// change, checks in turn:
/// - the first build generates the typed API with the configured namespace and access level, and the program that
///   switches over its actions runs;
/// - an edited `.alert` file is generated again (a new alert appears);
/// - an error in a `.alert` file fails the build with alertc's `file:line:col: error:` diagnostic;
/// - an unknown configuration key fails the build with a message naming the file and the key.
@Suite struct BuildPluginTests {
    @Test(.timeLimit(.minutes(20))) func pluginGeneratesChecksAndRegenerates() throws {
        let package = try TemporaryTree()
        let root = BackendTestSupport.packageRoot
        try package.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PluginClient",
                dependencies: [.package(path: \(SwiftNaming.stringLiteral(root.path)))],
                targets: [
                    .target(
                        name: "AppAlerts",
                        dependencies: [.product(name: "AlertRuntime", package: "\(root.lastPathComponent)")],
                        plugins: [.plugin(name: "AlertcPlugin", package: "\(root.lastPathComponent)")]),
                    .executableTarget(
                        name: "App",
                        dependencies: [
                            "AppAlerts", .product(name: "AlertRuntime", package: "\(root.lastPathComponent)"),
                        ]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try package.write(
            "Sources/AppAlerts/alertc-config.json", #"{ "namespace": "AppAlerts", "accessLevel": "public" }"#)
        // SwiftPM needs a Swift file in every target: the plugin's output is added to the target's own code.
        try package.write(
            "Sources/AppAlerts/Confirmations.swift",
            """
            import AlertRuntime

            /// App code beside the generated API, in the same module.
            public func deleteConfirmation(count: Int) -> TypedAlert<AppAlerts.DeleteItemsAction, NoFields> {
                AppAlerts.deleteItems(count: count)
            }

            """)
        try package.write("Sources/AppAlerts/Alerts/Shared/look.alert", "@default theme Base { tintColor: #007AFF }\n")
        let confirm = """
            import "Shared/look.alert"

            /// Asks before deleting the selection.
            alert deleteItems(count: Int) {
                style: .actionSheet
                title: "Delete \\(count) items?"
                action delete "Delete" .destructive
                action cancel "Cancel" .cancel
            }

            """
        try package.write("Sources/AppAlerts/Alerts/confirm.alert", confirm)
        try package.write(
            "Sources/App/main.swift",
            """
            import AlertRuntime
            import AppAlerts

            func describe(_ action: AppAlerts.DeleteItemsAction) -> String {
                switch action {
                case .delete: "delete"
                case .cancel: "cancel"
                }
            }
            _ = deleteConfirmation(count: 2)
            print(AppAlerts.outline.alerts.joined(separator: ","), describe(.cancel))

            """)
        let scratch = package.root.appendingPathComponent(".scratch").path
        let temporary = package.root.appendingPathComponent(".tmp")
        func build() throws -> ProcessRunner.Result {
            let result = try ProcessRunner.run(
                "swift", ["build", "--package-path", package.root.path, "--scratch-path", scratch],
                in: package.root, timeout: .seconds(900), temporaryDirectory: temporary)
            try #require(!result.timedOut, "swift build timed out")
            return result
        }
        func run() throws -> String {
            let result = try ProcessRunner.run(scratch + "/debug/App", [], in: package.root, timeout: .seconds(60))
            try #require(result.status == 0, "the app failed:\n\(result.output)")
            return result.output
        }

        var result = try build()
        try #require(result.status == 0, "the package does not build:\n\(result.output)")
        #expect(result.output.contains("Generating AppAlerts.swift from 2 .alert file(s)"))
        #expect(try run() == "deleteItems cancel\n")

        try package.write(
            "Sources/AppAlerts/Alerts/confirm.alert", confirm + "alert saved { title: \"Saved\" action ok \"OK\" }\n")
        result = try build()
        try #require(result.status == 0, "the edited package does not build:\n\(result.output)")
        #expect(try run() == "deleteItems,saved cancel\n")

        let broken = try package.write("Sources/AppAlerts/Alerts/broken.alert", "alert broken { title: 42 }\n")
        result = try build()
        #expect(result.status != 0)
        #expect(
            result.output.contains("\(broken):1:23: error: cannot use integer as Text [type-mismatch]"),
            "the build's output lacks alertc's diagnostic:\n\(result.output)")
        try FileManager.default.removeItem(atPath: broken)

        let configuration = try package.write(
            "Sources/AppAlerts/alertc-config.json", #"{ "namespace": "AppAlerts", "acessLevel": "public" }"#)
        result = try build()
        #expect(result.status != 0)
        #expect(
            result.output.contains("\(configuration): unknown key(s) acessLevel"),
            "the build's output lacks the configuration error:\n\(result.output)")
    }
}
