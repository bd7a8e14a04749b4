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
        // What generated Swift imports: model types, scheduler, UIKit presenter.
        .target(name: "AlertRuntime"),
        // Lowering to the resolved model, back ends and the compilation driver.
        .target(name: "AlertCompiler", dependencies: ["AlertDSL", "AlertRuntime"]),
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
        .testTarget(name: "AlertRuntimeTests", dependencies: ["AlertRuntime"]),
        .testTarget(
            name: "AlertCompilerTests",
            dependencies: ["AlertCompiler", "AlertDSL", "AlertRuntime"],
            // Golden outputs (JSON, generated Swift, formatter layouts) are read from the source tree via #filePath.
            exclude: ["Reference", "Format/Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
