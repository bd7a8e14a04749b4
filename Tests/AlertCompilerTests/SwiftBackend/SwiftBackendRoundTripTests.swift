import AlertCompiler
import AlertRuntime
import Foundation
import Testing

/// Compiles generated Swift for real, once for everything: one temporary SwiftPM package that depends on this
/// repository for AlertRuntime, with
/// - an executable target (Swift 6 mode, strict concurrency) holding the generated file of every sample alone,
///   of the whole samples directory, of the injection and keyword programs and of an empty program, with
///   different namespaces and access levels, plus a typed driver (exhaustive `switch`es over action enums,
///   parameterised alerts called with their parameters, field values read), which prints each catalog as JSON,
///   and the examples of docs/runtime.md (`RuntimeDocumentationSnippets`), which it runs;
/// - a library target with `.defaultIsolation(MainActor.self)` compiling the same files and using them from
///   `nonisolated` code;
/// - a library target with access-level imports on (`InternalImportsByDefault`, where a plain import is internal)
///   compiling the public file;
/// - a library built for distribution (library evolution) in a package of its own, holding public files that the
///   driver switches over exhaustively, as an app does with a framework's alerts.
/// The printed catalogs must equal the JSON back end's output byte for byte, and the examples must compile without a
/// warning and print what their comments say.
@Suite struct SwiftBackendRoundTripTests {
    /// One generated file of the package.
    struct Variant {
        var namespace: String
        var accessLevel: String
        var swift: String
        var json: String
        /// Compiled in the library built for distribution rather than in the driver.
        var distributed = false
    }

    @Test(.timeLimit(.minutes(20))) func generatedSwiftCompilesAndRoundTrips() throws {
        let variants = try Self.variants()
        let package = try TemporaryTree()
        try Self.writePackage(variants, into: package)
        let scratch = package.root.appendingPathComponent(".scratch").path
        let temporary = package.root.appendingPathComponent(".tmp")

        let build = try ProcessRunner.run(
            "swift", ["build", "--package-path", package.root.path, "--scratch-path", scratch],
            in: package.root, timeout: .seconds(900), temporaryDirectory: temporary)
        try #require(!build.timedOut, "swift build timed out")
        let diagnostics = build.output.split(separator: "\n").filter {
            $0.contains("error:") || ($0.contains("warning:") && $0.contains("/Sources/"))
        }
        try #require(build.status == 0, "the generated Swift does not compile:\n\(diagnostics.joined(separator: "\n"))")
        // Generated files must compile without a warning (apps build with warnings as errors); the driver's own
        // warnings (deprecated alerts, uninhabited switches) are expected, and so is the library evolution warning
        // that AlertRuntime itself is not built for distribution (an app's would be).
        let generatedWarnings = diagnostics.filter {
            $0.contains("/Generated_") && !$0.contains("was not compiled with library evolution support")
        }
        #expect(generatedWarnings.isEmpty, "warnings in generated Swift:\n\(generatedWarnings.joined(separator: "\n"))")
        // The documentation's examples must not warn either (an ignored result), except for the values an example
        // only shows how to get. swift build repeats a warning in each of its summaries: list each once.
        var exampleWarnings: [Substring] = []
        for line in diagnostics
        where line.contains("/RuntimeDocumentation.swift") && !line.contains("never used")
            && !exampleWarnings.contains(line)
        {
            exampleWarnings.append(line)
        }
        #expect(
            exampleWarnings.isEmpty,
            "warnings in docs/runtime.md's examples:\n\(exampleWarnings.joined(separator: "\n"))")

        let run = try ProcessRunner.run(
            scratch + "/debug/RoundTrip", [], in: package.root, timeout: .seconds(120))
        try #require(run.status == 0 && !run.timedOut, "the driver failed:\n\(run.output)")
        let sections = Self.sections(of: run.output)
        #expect(sections["checks"] == "typed checks passed\n", "typed checks: \(sections["checks"] ?? "missing")")
        let examples = try RuntimeDocumentationSnippets.examples()
        #expect(
            sections["docs"] == RuntimeDocumentationSnippets.expectedOutput(examples),
            "what docs/runtime.md's examples print differs from their comments")
        for variant in variants {
            let printed = sections[variant.namespace]
            #expect(
                printed == variant.json, "\(variant.namespace): the compiled catalog differs from the JSON back end")
        }
    }

    // MARK: - The package

    /// Every generated file of the build: the samples alone (internal), the samples directory (public), one sample
    /// at `package` access, the injection and keyword programs and an empty program.
    static func variants() throws -> [Variant] {
        var variants: [Variant] = []
        func add(_ namespace: String, _ access: String, _ program: ResolvedProgram) {
            let options = SwiftBackendOptions(namespace: namespace, accessLevel: access, sourcePaths: ["test"])
            variants.append(
                Variant(
                    namespace: namespace, accessLevel: access, swift: SwiftBackend.emit(program, options: options),
                    json: JSONBackend.emit(program)))
        }
        for file in BackendTestSupport.sampleFiles {
            let name = file.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: "_")
            add("Sample_" + name, "internal", BackendTestSupport.compile([file.path]).program)
        }
        add("Samples", "public", BackendTestSupport.compile([BackendTestSupport.samplesDirectory.path]).program)
        let uikit = BackendTestSupport.samplesDirectory.appendingPathComponent("uikit-confirmations.alert")
        add("PackageAlerts", "package", BackendTestSupport.compile([uikit.path]).program)
        // Public action enums switched over from another package: without `@frozen`, Swift 6 refuses the switches.
        add("Distributed", "public", BackendTestSupport.compile([uikit.path]).program)
        variants[variants.count - 1].distributed = true
        let tree = try TemporaryTree()
        for (namespace, source) in [
            ("Injection", SwiftBackendPrograms.injection), ("Keywords", SwiftBackendPrograms.keywords),
            ("Recurring", SwiftBackendPrograms.recurringValues), ("Empty", ""),
            ("Alerts", RuntimeDocumentationSnippets.program),
        ] {
            let path = try tree.write(namespace + ".alert", source)
            add(namespace, "internal", BackendTestSupport.compile([path]).program)
        }
        // An alert without actions gets an enum of its own shape (no raw type): it must be frozen too.
        let keywords = try tree.write("DistributedKeywords.alert", SwiftBackendPrograms.keywords)
        add("DistributedKeywords", "public", BackendTestSupport.compile([keywords]).program)
        variants[variants.count - 1].distributed = true
        return variants
    }

    static func writePackage(_ variants: [Variant], into package: TemporaryTree) throws {
        let root = BackendTestSupport.packageRoot
        try package.write(
            "Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let runtime = Target.Dependency.product(name: "AlertRuntime", package: "\(root.lastPathComponent)")
            let package = Package(
                name: "GeneratedSwiftRoundTrip",
                dependencies: [
                    .package(path: \(SwiftNaming.stringLiteral(root.path))), .package(path: "DistributedAlerts"),
                ],
                targets: [
                    .executableTarget(
                        name: "RoundTrip",
                        dependencies: [runtime, .product(name: "DistributedAlerts", package: "DistributedAlerts")]),
                    .target(
                        name: "MainActorClient", dependencies: [runtime],
                        swiftSettings: [.defaultIsolation(MainActor.self)]),
                    .target(
                        name: "InternalImportsClient", dependencies: [runtime],
                        swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        // A package of its own: within one package Swift lets a module see another's enums whole, frozen or not.
        try package.write(
            "DistributedAlerts/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "DistributedAlerts",
                products: [.library(name: "DistributedAlerts", targets: ["DistributedAlerts"])],
                dependencies: [.package(path: \(SwiftNaming.stringLiteral(root.path)))],
                targets: [
                    .target(
                        name: "DistributedAlerts",
                        dependencies: [.product(name: "AlertRuntime", package: "\(root.lastPathComponent)")],
                        swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        for variant in variants where variant.distributed {
            _ = try package.write(
                "DistributedAlerts/Sources/DistributedAlerts/Generated_\(variant.namespace).swift", variant.swift)
        }
        for variant in variants where !variant.distributed {
            _ = try package.write("Sources/RoundTrip/Generated_\(variant.namespace).swift", variant.swift)
            _ = try package.write("Sources/MainActorClient/Generated_\(variant.namespace).swift", variant.swift)
            // With access-level imports on, a plain import is internal: a public API must import the runtime
            // publicly.
            if variant.accessLevel == "public" {
                _ = try package.write(
                    "Sources/InternalImportsClient/Generated_\(variant.namespace).swift", variant.swift)
            }
        }
        let catalogs = variants.map { "(\(SwiftNaming.stringLiteral($0.namespace)), \($0.namespace).catalog)," }
        _ = try package.write(
            "Sources/RoundTrip/main.swift",
            """
            import AlertRuntime
            import DistributedAlerts
            import Foundation

            let catalogs: [(String, AlertCatalog)] = [
                \(catalogs.joined(separator: "\n    "))
            ]
            print("=== checks")
            print(runTypedChecks())
            print("=== docs")
            try await runRuntimeDocumentation()
            for (name, catalog) in catalogs {
                print("=== " + name)
                print(String(decoding: try catalog.jsonData(), as: UTF8.self), terminator: "")
            }

            """)
        _ = try package.write("Sources/RoundTrip/TypedChecks.swift", typedChecks)
        let examples = try RuntimeDocumentationSnippets.examples()
        try #require(examples.count >= 3, "docs/runtime.md's examples were not found")
        _ = try package.write(
            "Sources/RoundTrip/RuntimeDocumentation.swift", RuntimeDocumentationSnippets.source(examples))
        _ = try package.write("Sources/MainActorClient/NonisolatedUse.swift", nonisolatedUse)
    }

    /// The driver's output split at its `=== name` lines.
    static func sections(of output: String) -> [String: String] {
        var sections: [String: String] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                sections[current!] = ""
            } else if let name = current {
                sections[name]! += line + "\n"
            }
        }
        // The text ends with a newline, which the split turned into one empty last line.
        if let name = current, let text = sections[name], text.hasSuffix("\n\n") {
            sections[name] = String(text.dropLast())
        }
        return sections
    }

    /// Uses the typed API the way an app does; it does not compile if the generated API is wrong (a missing or
    /// extra action case breaks the exhaustive switches, a wrong parameter type breaks the calls).
    static let typedChecks = #"""
        import AlertRuntime
        import DistributedAlerts

        private func handle(_ action: Sample_uikit_confirmations.DeleteNoteAction) -> String {
            switch action {
            case .delete: "delete"
            case .keep: "keep"
            }
        }

        private func handle(_ outcome: AlertOutcome<Sample_uikit_confirmations.SignInAction, Sample_uikit_confirmations.SignInFields>) -> String {
            switch outcome {
            case .action(.signIn, let fields): "signIn \(fields.email) \(fields.password)"
            case .action(.cancel, _): "cancel"
            case .action(.forgotPassword, _): "forgot"
            case .dismissed: "dismissed"
            }
        }

        private func handle(_ action: Keywords.DefaultAction_) -> String {
            switch action {
            case .default: "default"
            case .class: "class"
            case .continue: "continue"
            case .self: "self"
            case .Self_: "Self"
            case .allCases_: "allCases"
            case .rawValue_: "rawValue"
            case .String_: "String"
            case .Type_: "Type"
            case .init_: "init"
            case .__: "_"
            }
        }

        // The action enums of a library built for distribution, switched over from another package without
        // `@unknown default`.
        private func handle(_ outcome: AlertOutcome<Distributed.SignInAction, Distributed.SignInFields>) -> String {
            switch outcome {
            case .action(.signIn, let fields): "signIn \(fields.email)"
            case .action(.cancel, _): "cancel"
            case .action(.forgotPassword, _): "forgot"
            case .dismissed: "dismissed"
            }
        }

        private func handle(_ action: DistributedKeywords.NoActionsAction) -> String {
            switch action {}
        }

        private func handle(_ action: Recurring.ThirdAction) -> String {
            switch action {
            case .ok: "ok"
            }
        }

        private func handle(_ action: Keywords.NoActionsAction) -> String {
            switch action {}
        }

        private func handle(_ action: Injection.HostileAction) -> String {
            switch action {
            case .ok: "ok"
            case .cancel: "cancel"
            }
        }

        // Every generated type is Sendable, also at public access (Swift infers it only below public).
        private func requireSendable<T: Sendable>(_: T.Type) {}
        private func sendableChecks() {
            requireSendable(Samples.self)
            requireSendable(Samples.Themes.self)
            requireSendable(Samples.Pages.self)
            requireSendable(Samples.ThemeDefinitions.self)
            requireSendable(Samples.PageDefinitions.self)
            requireSendable(Samples.Definitions.self)
        }

        func runTypedChecks() -> String {
            var failures: [String] = []
            func check(_ condition: Bool, _ message: String, line: Int = #line) {
                if !condition { failures.append("line \(line): \(message)") }
            }
            let strings = DevelopmentStringProvider()

            // A parameterised alert, its arguments and its rendered text.
            let delete = Sample_uikit_confirmations.deleteNote(noteTitle: "Groceries")
            check(delete.arguments == ["noteTitle": .string("Groceries")], "deleteNote arguments")
            check(delete.title(strings: strings) == "Delete “Groceries”?", "deleteNote title")
            check(Sample_uikit_confirmations.DeleteNoteAction.allCases.map(handle) == ["delete", "keep"], "actions")
            let trash = Samples.emptyTrash(count: 3)
            check(trash.arguments == ["count": .int(3)], "emptyTrash arguments")
            check(PackageAlerts.emptyTrash(count: 4).definition == Sample_uikit_confirmations.Definitions.emptyTrash, "package")

            // Field values and outcomes.
            let signIn = Sample_uikit_confirmations.signIn
            let fields = Sample_uikit_confirmations.SignInFields(fieldValues: ["email": "a@b.c", "password": "pw"])
            check(fields.email == "a@b.c" && fields.password == "pw", "fields")
            check(Sample_uikit_confirmations.SignInFields(fieldValues: [:]).email == "", "missing field")
            check(Sample_uikit_confirmations.SignInFields(email: "a@b.c", password: "pw") == fields, "fields one by one")
            let outcome = signIn.outcome(actionName: "signIn", fieldValues: ["email": "x", "password": "y"])
            check(outcome.map(handle) == "signIn x y", "outcome")
            check(signIn.outcome(actionName: "nope", fieldValues: [:]) == nil, "unknown action")
            check((try? TypedAlert<Sample_uikit_confirmations.SignInAction, Sample_uikit_confirmations.SignInFields>(checking: signIn.definition)) != nil, "checked")

            let distributedOutcome = Distributed.signIn.outcome(actionName: "signIn", fieldValues: ["email": "d"])
            check(distributedOutcome.map(handle) == "signIn d", "distributed outcome")
            check(DistributedKeywords.NoActionsAction.allCases.map(handle).isEmpty, "distributed enum without cases")

            // Themes, pages and the catalog.
            check(Samples.Themes.Brand.name == "Brand", "theme constant")
            check(Samples.catalog.themes.contains(Samples.Themes.BrandDark), "catalog themes")
            check(Empty.catalog == AlertCatalog(), "empty catalog")

            // The outline is the catalog's pages and alert names, without reading a stored definition.
            for (outline, catalog) in [(Samples.outline, Samples.catalog), (Keywords.outline, Keywords.catalog), (Injection.outline, Injection.catalog), (Empty.outline, Empty.catalog)] {
                check(outline == catalog.outline, "outline")
            }
            check(Keywords.outline_.definition.name == "outline" && Keywords.AlertProgramOutline_.definition.name == "AlertProgramOutline", "outline names")

            // A repeated action list is a typealias of the first enum: the same type, switched over the same way.
            check(Recurring.ThirdAction.self == Recurring.FirstAction.self && Recurring.SecondAction.allCases.map(handle) == ["ok"], "shared action enum")

            // Keywords and clashing names.
            let keyword = Keywords.default(
                class: 1, self: "s", in: 2.5, `inout`: 3, var: "v", let: 4, __: "u", Definitions: 5, String: "S",
                TypedAlert: 6)
            check(keyword.title(strings: strings) == "1 s 2.5 3 v 4 u 5 S 6", "keyword title")
            check(Keywords.DefaultAction_.allCases.map(handle) == ["default", "class", "continue", "self", "Self", "allCases", "rawValue", "String", "Type", "init", "_"], "keyword actions")
            check(Keywords.DefaultAction_.allCases.map(\.rawValue) == ["default", "class", "continue", "self", "Self", "allCases", "rawValue", "String", "Type", "init", "_"], "raw values")
            let keywordFields = Keywords.DefaultFields(fieldValues: ["self": "a", "default": "b", "_": "c", "fieldValues": "d", "String": "e", "hashValue": "f", "Type": "g", "init": "h"])
            check([keywordFields.`self`, keywordFields.default, keywordFields.__, keywordFields.fieldValues_, keywordFields.String_, keywordFields.hashValue_, keywordFields.Type_, keywordFields.init_] == ["a", "b", "c", "d", "e", "f", "g", "h"], "keyword fields")
            check(Keywords.DefaultFields(self: "a", init_: "h", fieldValues_: "d", String_: "e", hashValue_: "f", Type_: "g", __: "c", default: "b") == keywordFields, "keyword fields one by one")
            check(Keywords.NoActionsAction.allCases.isEmpty && Keywords.NoActionsAction(rawValue: "x") == nil, "no actions")
            check(Keywords.class(default: 7).title(strings: strings) == "7", "class alert")
            check(Keywords.underscores(____: "u", __: 2, ___: 3.5).title(strings: strings) == "u 2 3.5", "underscore labels")
            // A name Swift takes as written keeps it, also after a name renamed to its spelling would have taken it.
            check(Keywords.Protocol_.definition.name == "Protocol_" && Keywords.Protocol__.definition.name == "Protocol", "renamed alert")
            check(Keywords.Themes.Protocol_.name == "Protocol_" && Keywords.Themes.Protocol__.name == "Protocol", "renamed theme")
            check(Keywords.RenamedAction.init_.rawValue == "init_" && Keywords.RenamedAction.init__.rawValue == "init", "renamed action")
            let renamedFields = Keywords.RenamedFields(fieldValues: ["Type": "t", "Type_": "u"])
            check(renamedFields.Type_ == "u" && renamedFields.Type__ == "t", "renamed field")
            check(Keywords.renamed(Type: 1, Type_: 2).title(strings: strings) == "1 2", "renamed parameter")
            check([Keywords.`self`.definition.name, Keywords.init_.definition.name, Keywords.__.definition.name, Keywords.catalog_.definition.name, Keywords.String_.definition.name, Keywords.Type_.definition.name, Keywords.AlertDefinition_.definition.name, Keywords.Definitions_.definition.name, Keywords.Default.definition.name, Keywords.DefaultAction.definition.name] == ["self", "init", "_", "catalog", "String", "Type", "AlertDefinition", "Definitions", "Default", "DefaultAction"], "clashing alert names")
            check(Keywords.Pages.`self`.name == "self" && Keywords.Pages.Type_.parent == "default" && Keywords.Themes.class.name == "class", "keyword pages and themes")
            check(Keywords.Themes.class.properties.animation == AlertAnimation.none && Keywords.Themes.class.properties.backdrop == AlertBackdrop.none, "none in optional positions")

            // Hostile text survives exactly.
            let hostile = Injection.hostile(count: 2, name: "N", ratio: 0.5)
            check(hostile.arguments == ["count": .int(2), "name": .string("N"), "ratio": .double(0.5)], "injection arguments")
            check(hostile.title(strings: strings) == "Quote \" backslash \\ interp \\(count) real 2 triple \"\"\" end */ /* open\nnewline\rCR\ttab\0NUL ctrl \u{1}\u{1F}\u{7F}\u{9F} ls\u{2028}ps\u{2029} RTL \u{202E}abc\u{202C} emoji 🧨👩‍👩‍👧 combining \u{301}", "injection title")
            check(Injection.HostileAction.allCases.map(handle) == ["ok", "cancel"], "injection actions")
            check(Injection.rawHazards.title(strings: strings) == "colour #FFF \"# quote-hash \"## two \u{5C}#(x) backslash-hash \u{5C}##(y) two", "raw string hazards")
            check(Injection.longHashRun.title(strings: strings) == "\"" + String(repeating: "#", count: 256) + " \u{5C}#(injected) \u{5C}#n", "hash run longer than a raw delimiter")
            check(Injection.HostileFields(fieldValues: ["input": "v"]).input == "v", "injection fields")

            return failures.isEmpty ? "typed checks passed" : failures.joined(separator: "\n")
        }

        """#

    /// Compiles in the main-actor-by-default target: the generated API is usable from nonisolated code.
    static let nonisolatedUse = #"""
        import AlertRuntime

        nonisolated func catalogsFromNonisolatedCode() -> [AlertCatalog] {
            [Samples.catalog, Keywords.catalog, Injection.catalog, Empty.catalog]
        }

        nonisolated func typedAlertFromNonisolatedCode() -> TypedAlert<Samples.DeleteNoteAction, NoFields> {
            Samples.deleteNote(noteTitle: "x")
        }

        nonisolated func fieldsFromNonisolatedCode() -> String {
            Sample_uikit_confirmations.SignInFields(fieldValues: ["email": "e"]).email
        }

        nonisolated func handleFromNonisolatedCode(_ action: Samples.DeleteNoteAction) -> Int {
            switch action {
            case .delete: 1
            case .keep: 2
            }
        }

        func sendAcrossActors() async -> Int {
            let alert = Sample_uikit_confirmations.emptyTrash(count: 1)
            return await Task.detached { alert.definition.actions.count + Keywords.Pages.`self`.name.count }.value
        }

        """#
}
