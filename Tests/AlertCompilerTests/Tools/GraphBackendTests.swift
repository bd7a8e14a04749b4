import AlertCompiler
import AlertDSL
import Testing

@Suite struct GraphBackendTests {
    static let source = """
        page Tabs
        page Home: Tabs
        alert welcome { page: Home; priority: 3; exclusive: .cover; action ok "OK" }
        alert tour { page: Home; after: [welcome, welcome]; ready: .deferred; action ok "OK" }
        alert end { action ok "OK" }
        """

    private func graph(_ format: GraphBackend.Format) throws -> String {
        var sources = SourceManager()
        let file = sources.add(displayPath: "t.alert", bytes: Array(Self.source.utf8))
        let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
        try #require(!diagnostics.hasErrors)
        return GraphBackend.emit(program, format: format)
    }

    /// `after: [welcome, welcome]` is one edge: waiting for an alert twice is waiting for it.
    @Test func dotNestsChildPagesAndDrawsDependencies() throws {
        #expect(
            try graph(.dot) == """
                // The scheduling graph, drawn by alertc: an edge a -> b means b waits for a ('after').
                digraph alerts {
                    rankdir=LR;
                    node [shape=box, style=rounded];
                    subgraph "cluster_page_Tabs" {
                        label="page Tabs";
                        subgraph "cluster_page_Home" {
                            label="page Home";
                            "welcome" [label="welcome\\npriority 3, cover"];
                            "tour" [label="tour\\ndeferred"];
                        }
                    }
                    subgraph "cluster_app_wide" {
                        label="app-wide";
                        "end" [label="end"];
                    }
                    "welcome" -> "tour";
                }

                """)
    }

    @Test func mermaidPrefixesNodeIDs() throws {
        let mermaid = try graph(.mermaid)
        #expect(mermaid.hasPrefix("%% The scheduling graph"))
        #expect(
            mermaid.contains("\n    subgraph page_Tabs[\"page Tabs\"]\n        subgraph page_Home[\"page Home\"]\n"))
        #expect(mermaid.contains("alert_end[\"end\"]"))
        #expect(mermaid.contains("alert_welcome[\"welcome<br/>priority 3, cover\"]"))
        #expect(mermaid.contains("alert_welcome --> alert_tour"))
    }

    /// Mermaid closes every subgraph with `end`, and sibling pages (roots and children alike) are drawn in
    /// program order, each with its own alerts in program order.
    @Test func mermaidClosesSubgraphsAndKeepsSiblingPagesInProgramOrder() throws {
        let source = """
            page A
            page B
            page A1: A
            page A2: A
            alert a2 { page: A2; action ok "OK" }
            alert a1 { page: A1; action ok "OK" }
            alert b { page: B; action ok "OK" }
            alert b2 { page: B; after: [b]; action ok "OK" }
            """
        var sources = SourceManager()
        let file = sources.add(displayPath: "t.alert", bytes: Array(source.utf8))
        let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
        try #require(!diagnostics.hasErrors)
        #expect(
            GraphBackend.emit(program, format: .mermaid) == """
                %% The scheduling graph, drawn by alertc: an edge a --> b means b waits for a ('after').
                flowchart LR
                    subgraph page_A["page A"]
                        subgraph page_A1["page A1"]
                            alert_a1["a1"]
                        end
                        subgraph page_A2["page A2"]
                            alert_a2["a2"]
                        end
                    end
                    subgraph page_B["page B"]
                        alert_b["b"]
                        alert_b2["b2"]
                    end
                    alert_b --> alert_b2

                """)
    }

    /// README: each alert is drawn "with its non-default priority, exclusivity and readiness": a negative priority
    /// is one (the default is 0), and so is `.hide`, as a positive priority and `.cover` are.
    @Test func negativePriorityAndHideAreShown() throws {
        let source = """
            alert late { priority: -2; exclusive: .hide; action ok "OK" }
            alert plain { priority: 0; exclusive: .none; action ok "OK" }
            """
        var sources = SourceManager()
        let file = sources.add(displayPath: "t.alert", bytes: Array(source.utf8))
        let (program, diagnostics) = FrontEnd.analyze([file], sources: sources)
        try #require(!diagnostics.hasErrors)
        let dot = GraphBackend.emit(program, format: .dot)
        #expect(dot.contains("\n        \"late\" [label=\"late\\npriority -2, hide\"];\n"))
        #expect(dot.contains("\n        \"plain\" [label=\"plain\"];\n"))
        #expect(GraphBackend.emit(program, format: .mermaid).contains("alert_late[\"late<br/>priority -2, hide\"]"))
    }

    @Test func deepPageChainsDoNotRecurse() throws {
        var text = "page P0\n"
        for index in 1..<20_000 { text += "page P\(index): P\(index - 1)\n" }
        var sources = SourceManager()
        let file = sources.add(displayPath: "deep.alert", bytes: Array(text.utf8))
        let (program, _) = FrontEnd.analyze([file], sources: sources)
        let dot = GraphBackend.emit(program, format: .dot)
        #expect(dot.components(separatedBy: "subgraph").count == 20_001)
        // Indentation is capped, so the output stays linear in the chain's length.
        #expect(dot.utf8.count < 200 * 20_000)
    }
}
