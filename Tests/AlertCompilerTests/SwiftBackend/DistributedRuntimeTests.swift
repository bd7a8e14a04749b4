import Foundation
import Testing

/// An app that ships its alerts in a framework built for distribution builds AlertRuntime so too (library evolution),
/// and there a public enum may gain cases in a later version: Swift 6 refuses a client's `switch` over one without
/// `@unknown default`. A handler's `switch` over an `AlertOutcome` (docs/runtime.md, "Showing alerts") must still
/// compile. The generated action enums are checked by `SwiftBackendRoundTripTests`; this builds only the interface of
/// `AlertRuntimeCore`, where `AlertOutcome` lives, and type-checks a client: two quick `swiftc` runs.
@Suite struct DistributedRuntimeTests {
    @Test(.timeLimit(.minutes(5))) func handlersSwitchOverOutcomesOfARuntimeBuiltForDistribution() throws {
        let tree = try TemporaryTree()
        let sources = BackendTestSupport.packageRoot.appendingPathComponent("Sources/AlertRuntimeCore")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        try #require(files.contains { $0.hasSuffix("/AlertOutcome.swift") })
        let module = try ProcessRunner.run(
            "swiftc",
            [
                "-frontend", "-emit-module", "-swift-version", "6", "-parse-as-library", "-package-name", "alertc",
                "-enable-library-evolution", "-experimental-skip-non-inlinable-function-bodies",
                "-module-name", "AlertRuntimeCore", "-o", tree.path("AlertRuntimeCore.swiftmodule"),
            ] + files,
            in: tree.root, timeout: .seconds(240))
        try #require(module.status == 0 && !module.timedOut, "AlertRuntimeCore does not build:\n\(module.output)")

        let client = try tree.write(
            "Client.swift",
            """
            import AlertRuntimeCore

            enum SignInAction: String, AlertActionKey { case signIn, later }

            func handle(_ outcome: AlertOutcome<SignInAction, NoFields>) -> String {
                switch outcome {
                case .action(.signIn, _): "signIn"
                case .action(.later, _): "later"
                case .dismissed: "dismissed"
                }
            }

            """)
        let check = try ProcessRunner.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-I", tree.root.path, client],
            in: tree.root, timeout: .seconds(120))
        #expect(check.status == 0, "a switch over AlertOutcome does not compile:\n\(check.output)")
    }
}
