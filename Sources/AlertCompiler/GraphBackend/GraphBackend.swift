import AlertDSL

/// Draws a checked program's scheduling structure (spec §7): pages as nested clusters (a child
/// page inside its parent), app-wide alerts in a cluster of their own, each alert labelled with
/// what differs from the defaults (priority, exclusivity, deferred readiness), and every `after`
/// dependency as an edge from the alert that must end first to the alert that waits for it.
public enum GraphBackend {
    public enum Format: Sendable {
        /// Graphviz: `alertc graph samples | dot -Tsvg > graph.svg`.
        case dot
        /// Mermaid, for Markdown renderers.
        case mermaid
    }

    public static func emit(_ program: ResolvedProgram, format: Format) -> String {
        let layout = Layout(program)
        var writer = GraphWriter(format: format)
        writer.begin()
        // Iterative, so a page chain of any depth cannot overflow the stack.
        var stack: [(page: Int, opening: Bool)] = layout.roots.reversed().map { ($0, true) }
        while let (page, opening) = stack.popLast() {
            if opening {
                writer.openCluster(id: "page_" + program.pages[page].name, label: "page \(program.pages[page].name)")
                for alert in layout.alertsByPage[page] { writer.node(program.alerts[alert]) }
                stack.append((page, false))
                for child in layout.children[page].reversed() { stack.append((child, true)) }
            } else {
                writer.closeCluster()
            }
        }
        if !layout.appWide.isEmpty {
            writer.openCluster(id: "app_wide", label: "app-wide")
            for alert in layout.appWide { writer.node(program.alerts[alert]) }
            writer.closeCluster()
        }
        for alert in program.alerts {
            // `after: [x, x]` waits for `x` once (language.md choice 22): one edge, the first as written.
            var drawn: Set<String> = []
            for dependency in alert.after where drawn.insert(dependency).inserted {
                writer.edge(from: dependency, to: alert.name)
            }
        }
        writer.end()
        return writer.output
    }

    /// Pages as a forest and alerts grouped by page, each list in program order.
    private struct Layout {
        var roots: [Int] = []
        var children: [[Int]]
        var alertsByPage: [[Int]]
        var appWide: [Int] = []

        init(_ program: ResolvedProgram) {
            var pageIndex: [String: Int] = [:]
            for (index, page) in program.pages.enumerated() where pageIndex[page.name] == nil {
                pageIndex[page.name] = index
            }
            children = Array(repeating: [], count: program.pages.count)
            alertsByPage = Array(repeating: [], count: program.pages.count)
            for (index, page) in program.pages.enumerated() {
                if let parent = page.parent.flatMap({ pageIndex[$0] }), parent != index {
                    children[parent].append(index)
                } else {
                    roots.append(index)
                }
            }
            for (index, alert) in program.alerts.enumerated() {
                if let page = alert.page.flatMap({ pageIndex[$0] }) {
                    alertsByPage[page].append(index)
                } else {
                    appWide.append(index)
                }
            }
        }
    }
}

/// The two syntaxes behind one small interface. Names are identifiers (spec §1), but labels are
/// still escaped so no name can break the output.
private struct GraphWriter {
    let format: GraphBackend.Format
    var output = ""
    private var depth = 1

    init(format: GraphBackend.Format) {
        self.format = format
    }

    mutating func begin() {
        switch format {
        case .dot:
            output += "// The scheduling graph, drawn by alertc: an edge a -> b means b waits for a ('after').\n"
            output += "digraph alerts {\n    rankdir=LR;\n    node [shape=box, style=rounded];\n"
        case .mermaid:
            output += "%% The scheduling graph, drawn by alertc: an edge a --> b means b waits for a ('after').\n"
            output += "flowchart LR\n"
        }
    }

    mutating func end() {
        if format == .dot { output += "}\n" }
    }

    mutating func openCluster(id: String, label: String) {
        switch format {
        case .dot:
            line("subgraph \(quoted("cluster_" + id)) {")
            depth += 1
            line("label=\(quoted(label));")
        case .mermaid:
            line("subgraph \(id)[\(quoted(label))]")
            depth += 1
        }
    }

    mutating func closeCluster() {
        depth -= 1
        line(format == .dot ? "}" : "end")
    }

    mutating func node(_ alert: ResolvedAlert) {
        var details: [String] = []
        if alert.priority != 0 { details.append("priority \(alert.priority)") }
        if alert.exclusive != .none { details.append(alert.exclusive.rawValue) }
        if alert.ready == .deferred { details.append("deferred") }
        // The details go on a second line, which `quoted` breaks as each syntax does.
        let label = details.isEmpty ? alert.name : alert.name + "\n" + details.joined(separator: ", ")
        switch format {
        case .dot: line("\(quoted(alert.name)) [label=\(quoted(label))];")
        case .mermaid: line("\(nodeID(alert.name))[\(quoted(label))]")
        }
    }

    mutating func edge(from dependency: String, to alert: String) {
        switch format {
        case .dot: line("\(quoted(dependency)) -> \(quoted(alert));")
        case .mermaid: line("\(nodeID(dependency)) --> \(nodeID(alert))")
        }
    }

    /// Mermaid node ids get a prefix: an alert named `end` would otherwise close a subgraph.
    private func nodeID(_ name: String) -> String {
        "alert_" + name
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += format == .dot ? "\\\"" : "#quot;"
            case "\\": result += format == .dot ? "\\\\" : "\\"
            case "\n": result += format == .dot ? "\\n" : "<br/>"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// Indentation stops growing past a few levels: with one indent per level, a deep page chain
    /// would make the output quadratic in its length.
    private mutating func line(_ text: String) {
        output += String(repeating: "    ", count: min(depth, GraphWriter.maximumIndentation)) + text + "\n"
    }

    private static let maximumIndentation = 8
}
