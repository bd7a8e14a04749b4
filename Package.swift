// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "alertc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "alertc", targets: ["alertc"]),
        .library(name: "AlertRuntime", targets: ["AlertRuntime"]),
        .library(name: "AlertDSL", targets: ["AlertDSL"]),
        .library(name: "AlertCompiler", targets: ["AlertCompiler"]),
        .plugin(name: "AlertcPlugin", targets: ["AlertcPlugin"]),
    ],
    targets: [
        // The language: sources, lexer, parser, syntax tree, diagnostics, semantic checks.
        .target(name: "AlertDSL"),
        // The runtime's model types, values, text and scheduler: what the compiler lowers to and simulates on. Uses
        // FoundationEssentials only, so that alertc does not load Foundation (docs/runtime.md, "Layout").
        .target(name: "AlertRuntimeCore"),
        // What generated Swift imports: the core (re-exported), `BundleStringProvider`, the UIKit presenter.
        .target(name: "AlertRuntime", dependencies: ["AlertRuntimeCore"]),
        // Lowering to the resolved model, back ends and the compilation driver.
        .target(name: "AlertCompiler", dependencies: ["AlertDSL", "AlertRuntimeCore"]),
        // The command-line tool (thin).
        .executableTarget(name: "alertc", dependencies: ["AlertCompiler"]),
        // Generates a target's Swift API from its .alert files on every build (docs/build-plugin.md).
        .plugin(name: "AlertcPlugin", capability: .buildTool(), dependencies: ["alertc"]),
        // The release-build benchmark and program generator (docs/performance.md).
        .executableTarget(name: "alertc-bench", dependencies: ["AlertCompiler", "AlertRuntime"]),
        // libFuzzer harness for the front end (scripts/fuzz.sh); replays inputs in normal builds.
        .executableTarget(name: "fuzz-alert", dependencies: ["AlertCompiler"]),
        // Fixtures are read from the source tree (via #filePath) so goldens can be refreshed in place.
        .testTarget(name: "AlertDSLTests", dependencies: ["AlertDSL"], exclude: ["Fixtures"]),
        .testTarget(name: "AlertRuntimeTests", dependencies: ["AlertRuntime", "AlertRuntimeCore"]),
        .testTarget(
            name: "AlertCompilerTests",
            dependencies: ["AlertCompiler", "AlertDSL", "AlertRuntime", "AlertRuntimeCore"],
            // Golden outputs (JSON, generated Swift, formatter layouts) are read from the source tree via #filePath.
            exclude: ["Reference", "Format/Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
