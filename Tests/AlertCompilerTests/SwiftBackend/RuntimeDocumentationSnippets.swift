import Foundation

/// The Swift examples of docs/runtime.md, compiled and run by `SwiftBackendRoundTripTests` against Swift generated
/// from `program` (namespace `Alerts`, the name the examples use): an example that no longer compiles against the
/// runtime or the generated API, or warns, fails that test, and so does one whose `print(…)  // OUTPUT` lines print
/// something else.
///
/// Every ```swift block is an example except the illustrative ones: the app's `Package.swift` fragment, the sketch
/// of the generated file (`enum Alerts`, elided with `...` and `…`) and the `AlertPresenting` declaration.
enum RuntimeDocumentationSnippets {
    /// The alerts the examples name, with the actions and fields they switch over.
    static let program = """
        page Home

        /// Asks before deleting the selection.
        alert deleteItems(count: Int) {
            style: .actionSheet
            title: "Delete \\(count) items?"
            action delete "Delete" .destructive
            action cancel "Cancel" .cancel
        }

        alert signIn {
            title: "Sign In"
            field user
            field password { secure: true }
            action signIn "Sign In"
            action later "Later" .cancel
        }

        alert promo(days: Int) {
            page: Home
            title: "\\(days) days left"
            action ok "OK"
        }

        """

    struct Example {
        /// The line of the block's first line in docs/runtime.md.
        var line: Int
        var text: String
    }

    static let path = "docs/runtime.md"

    /// The examples of docs/runtime.md, in order.
    static func examples() throws -> [Example] {
        let url = BackendTestSupport.packageRoot.appendingPathComponent(path)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard fence == "```swift" else { continue }
            let start = index
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" { index += 1 }
            let text = lines[start..<min(index, lines.count)].joined(separator: "\n")
            let illustrative =
                text.hasPrefix("// Package.swift") || text.contains("enum Alerts")
                || text.contains("protocol AlertPresenting")
            if !illustrative { examples.append(Example(line: start + 1, text: text)) }
        }
        return examples
    }

    /// What the examples print: the comment after each `print(…)`, in order.
    static func expectedOutput(_ examples: [Example]) -> String {
        var output = ""
        for example in examples {
            for line in example.text.split(separator: "\n") where line.hasPrefix("print(") {
                guard let comment = line.range(of: "// ") else { continue }
                output += line[comment.upperBound...].trimmingCharacters(in: .whitespaces) + "\n"
            }
        }
        return output
    }

    /// A Swift file with each example as the body of a function, what they refer to, and
    /// `runRuntimeDocumentation()`, which runs them in order. A stand-in presenter answers every alert with its
    /// first action at once, so awaited outcomes arrive.
    static func source(_ examples: [Example]) -> String {
        var source = """
            import AlertRuntime
            import Foundation

            #if !canImport(UIKit)
                /// Stands in for the UIKit presenter the examples create; answers each alert with its first action.
                @MainActor final class UIAlertControllerPresenter: AlertPresenting {
                    func present(
                        _ presentation: AlertPresentation,
                        respond: @escaping @MainActor @Sendable (AlertResponse) -> Void
                    ) {
                        respond(.action(presentation.definition.actions[0].name))
                    }
                    func hide(_ id: AlertInstanceID) {}
                    func restore(_ id: AlertInstanceID) {}
                    func dismiss(_ id: AlertInstanceID) {}
                }
            #endif

            private func deleteSelection() {}
            private func signIn(_ user: String, _ password: String) {}
            /// A server-driven alert's action type, declared by the app.
            private enum PromoAction: String, AlertActionKey { case ok }


            """
        for (number, example) in examples.enumerated() {
            source += """
                // \(path):\(example.line)
                @MainActor private func example\(number)(
                    data: Data, catalog: AlertCatalog, presenter: any AlertPresenting
                ) async throws {
                \(example.text)
                }


                """
        }
        source += """
            @MainActor func runRuntimeDocumentation() async throws {
                let presenter = UIAlertControllerPresenter()
                let catalog = Alerts.catalog
                let data = try catalog.jsonData()

            """
        for number in examples.indices {
            source += "    try await example\(number)(data: data, catalog: catalog, presenter: presenter)\n"
        }
        return source + "}\n"
    }
}
