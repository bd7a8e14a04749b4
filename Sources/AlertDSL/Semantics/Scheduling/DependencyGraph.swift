extension SchedulingChecker {
    /// The effective `after` dependencies: an edge from each alert to every alert it waits on,
    /// kept in program order (alerts, then entries) so every traversal, and so every report,
    /// is deterministic. Stored as flat arrays (compressed sparse rows) because programs may
    /// hold 100,000 alerts.
    struct DependencyGraph {
        /// The edges of alert `v` are `edgeStart[v]..<edgeStart[v + 1]`.
        private var edgeStart: [Int]
        private var edgeTarget: [Int] = []
        /// Index of the edge's entry in its alert's `after` list.
        private var edgeEntry: [Int] = []

        /// Checks every `after` entry and keeps the effective ones as edges.
        init(
            _ input: SchedulingInput,
            domains: [Domain],
            ancestry: PageAncestry,
            into diagnostics: inout DiagnosticBag
        ) {
            let alerts = input.alerts
            var indexByName = NameIndex(capacity: alerts.count)
            // By index, reading fields in place: binding each alert entry copied it whole.
            for index in alerts.indices {
                _ = indexByName.insertIfAbsent(alerts[index].name, value: index)
            }
            var suggester = NameSuggester(names: alerts.map(\.name))
            edgeStart = [0]
            edgeStart.reserveCapacity(alerts.count + 1)
            for source in alerts.indices {
                for (entry, dependency) in alerts[source].after.enumerated() {
                    guard let target = indexByName[dependency.name] else {
                        Self.reportUnknown(
                            dependency, of: alerts[source], elsewhere: input.otherDeclarations[dependency.name] ?? [],
                            suggester: &suggester, into: &diagnostics)
                        continue
                    }
                    if target == source {
                        diagnostics.error(
                            .selfDependency,
                            "alert '\(alerts[source].name)' cannot follow itself",
                            at: dependency.range
                        )
                        continue
                    }
                    if shareDomain(domains[source], domains[target], in: ancestry) == false {
                        Self.reportCrossDomain(
                            dependency,
                            from: source,
                            to: target,
                            input,
                            domains: domains,
                            into: &diagnostics
                        )
                        continue
                    }
                    edgeTarget.append(target)
                    edgeEntry.append(entry)
                }
                edgeStart.append(edgeTarget.count)
            }
            // A later declaration of an alert name is not scheduled, but its entries must still name alerts.
            for later in input.laterAlerts {
                for dependency in later.after where indexByName[dependency.name] == nil {
                    Self.reportUnknown(
                        dependency, of: later, elsewhere: input.otherDeclarations[dependency.name] ?? [],
                        suggester: &suggester, into: &diagnostics)
                }
            }
        }

        private static func reportUnknown(
            _ dependency: SchedulingInput.Dependency,
            of alert: SchedulingInput.AlertEntry,
            elsewhere: [DiagnosticNote],
            suggester: inout NameSuggester,
            into diagnostics: inout DiagnosticBag
        ) {
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            // The alert's own name is never suggested: taking it would only trade this error
            // for a self-dependency. Hints are notes with a fix-it, as elsewhere in analysis.
            if let suggestion = suggester.suggestion(for: dependency.name, excluding: alert.name) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: dependency.range))
                fixIts.append(FixIt(range: dependency.range, replacement: suggestion))
            }
            notes += elsewhere
            diagnostics.error(
                .unknownDependency,
                "unknown alert '\(dependency.name)'",
                at: dependency.range,
                notes: notes,
                fixIts: fixIts
            )
        }

        private static func reportCrossDomain(
            _ dependency: SchedulingInput.Dependency,
            from source: Int,
            to target: Int,
            _ input: SchedulingInput,
            domains: [Domain],
            into diagnostics: inout DiagnosticBag
        ) {
            func describe(_ index: Int) -> String {
                let name = input.alerts[index].name
                guard case .page(let page) = domains[index] else { return "'\(name)' (app-wide)" }
                return "'\(name)' (page '\(input.pages[page].name)')"
            }
            let other = input.alerts[target]
            let note: DiagnosticNote
            if case .page(let page) = domains[target] {
                note = DiagnosticNote(
                    "'\(other.name)' is on page '\(input.pages[page].name)', declared here",
                    at: input.pages[page].nameRange
                )
            } else {
                note = DiagnosticNote("'\(other.name)' has no page, so it is scheduled app-wide", at: other.nameRange)
            }
            diagnostics.error(
                .crossDomainDependency,
                "\(describe(source)) and \(describe(target)) share no scheduling domain, so this dependency has no effect",
                at: dependency.range,
                notes: [note]
            )
        }

        private func edges(of alert: Int) -> Range<Int> {
            edgeStart[alert]..<edgeStart[alert + 1]
        }

        private func range(of edge: Int, from alert: Int, _ input: SchedulingInput) -> SourceRange {
            input.alerts[alert].after[edgeEntry[edge]].range
        }

        // MARK: Strongly connected components

        /// Tarjan's algorithm with an explicit stack. Components are numbered in the order
        /// they complete, which is a reverse topological order: every component an alert
        /// waits on has a smaller number than the alert's own.
        private func components() -> (component: [Int], count: Int) {
            let count = edgeStart.count - 1
            var order = [Int](repeating: -1, count: count)
            var lowLink = [Int](repeating: 0, count: count)
            var onStack = [Bool](repeating: false, count: count)
            var component = [Int](repeating: -1, count: count)
            var stack: [Int] = []
            var calls: [(alert: Int, next: Int)] = []
            var counter = 0
            var componentCount = 0
            /// Numbers `alert`, puts it on the stack and starts walking its edges.
            func visit(_ alert: Int) {
                order[alert] = counter
                lowLink[alert] = counter
                counter += 1
                stack.append(alert)
                onStack[alert] = true
                calls.append((alert, edgeStart[alert]))
            }
            for root in 0..<count where order[root] == -1 {
                visit(root)
                while let top = calls.last {
                    let alert = top.alert
                    if top.next < edgeStart[alert + 1] {
                        calls[calls.count - 1].next += 1
                        let target = edgeTarget[top.next]
                        if order[target] == -1 {
                            visit(target)
                        } else if onStack[target] {
                            lowLink[alert] = min(lowLink[alert], order[target])
                        }
                        continue
                    }
                    calls.removeLast()
                    if let caller = calls.last {
                        lowLink[caller.alert] = min(lowLink[caller.alert], lowLink[alert])
                    }
                    guard lowLink[alert] == order[alert] else { continue }
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = componentCount
                        if member == alert { break }
                    }
                    componentCount += 1
                }
            }
            return (component, componentCount)
        }

        // MARK: Reports

        /// One report per cyclic group, then one per alert that waits on a group from outside.
        func reportCycles(_ input: SchedulingInput, into diagnostics: inout DiagnosticBag) {
            let alertCount = edgeStart.count - 1
            let (component, componentCount) = components()

            // The members of every component in program order, as one array sliced by
            // `memberStart` (a counting sort over the alerts, which are in program order).
            var memberStart = [Int](repeating: 0, count: componentCount + 1)
            for alert in 0..<alertCount { memberStart[component[alert] + 1] += 1 }
            for index in 0..<componentCount { memberStart[index + 1] += memberStart[index] }
            var members = [Int](repeating: 0, count: alertCount)
            var fill = memberStart
            for alert in 0..<alertCount {
                members[fill[component[alert]]] = alert
                fill[component[alert]] += 1
            }
            func isCyclic(_ group: Int) -> Bool { memberStart[group + 1] - memberStart[group] >= 2 }

            // Groups are reported in program order of their first member.
            var groups = (0..<componentCount).filter(isCyclic)
            groups.sort { members[memberStart[$0]] < members[memberStart[$1]] }
            var cycles = [Int: Cycle]()
            var visited = [Bool](repeating: false, count: alertCount)
            var onCycleEdge = [Bool](repeating: false, count: edgeTarget.count)
            for group in groups {
                let groupMembers = members[memberStart[group]..<memberStart[group + 1]]
                let cycle = findCycle(in: group, from: groupMembers.first!, component: component, visited: &visited)
                cycles[group] = cycle
                reportGroup(
                    groupMembers,
                    cycle: cycle,
                    component: component,
                    onCycleEdge: &onCycleEdge,
                    input,
                    into: &diagnostics
                )
            }
            reportBlocked(
                input,
                component: component,
                componentCount: componentCount,
                members: members,
                memberStart: memberStart,
                cycles: cycles,
                into: &diagnostics
            )
        }

        /// One simple cycle through a group, as alerts and the edges between them.
        private struct Cycle {
            var alerts: [Int]
            /// `edges[i]` leads from `alerts[i]` to the next alert; the last one back to the start.
            var edges: [Int]
        }

        /// A depth-first search restricted to the group, from its first alert, taking `after`
        /// entries in order and stopping at the first entry back to the start. Each alert is
        /// entered at most once, so it is linear in the group's size. Its first step is the
        /// start's first entry into the group (the search from there reaches every alert
        /// that leads back to the start before it could return), which is where the group is
        /// reported.
        private func findCycle(in group: Int, from start: Int, component: [Int], visited: inout [Bool]) -> Cycle {
            var path = [start]
            var pathEdges: [Int] = []
            var next = [edgeStart[start]]
            visited[start] = true
            while let alert = path.last {
                let edge = next[next.count - 1]
                guard edge < edgeStart[alert + 1] else {
                    path.removeLast()
                    next.removeLast()
                    if !pathEdges.isEmpty { pathEdges.removeLast() }
                    continue
                }
                next[next.count - 1] += 1
                let target = edgeTarget[edge]
                guard component[target] == group else { continue }
                if target == start {
                    pathEdges.append(edge)
                    break
                }
                guard !visited[target] else { continue }
                visited[target] = true
                path.append(target)
                pathEdges.append(edge)
                next.append(edgeStart[target])
            }
            return Cycle(alerts: path, edges: pathEdges)
        }

        private func reportGroup(
            _ groupMembers: ArraySlice<Int>,
            cycle: Cycle,
            component: [Int],
            onCycleEdge: inout [Bool],
            _ input: SchedulingInput,
            into diagnostics: inout DiagnosticBag
        ) {
            let start = cycle.alerts[0]
            for edge in cycle.edges { onCycleEdge[edge] = true }
            var message = "dependency cycle: " + Self.describe(cycle.alerts, input)
            let onCycle = Set(cycle.alerts)
            let others = groupMembers.filter { !onCycle.contains($0) }
            if !others.isEmpty {
                message += "; also in the cycle group: " + others.map { input.alerts[$0].name }.joined(separator: ", ")
            }
            // A note at every other edge of the group: first along the printed cycle, then the
            // group's remaining edges in program order.
            func note(_ edge: Int, from alert: Int) -> DiagnosticNote {
                DiagnosticNote(
                    "'\(input.alerts[alert].name)' depends on '\(input.alerts[edgeTarget[edge]].name)' here",
                    at: range(of: edge, from: alert, input)
                )
            }
            var notes: [DiagnosticNote] = []
            for index in cycle.edges.indices.dropFirst() {
                notes.append(note(cycle.edges[index], from: cycle.alerts[index]))
            }
            for alert in groupMembers {
                for edge in edges(of: alert) where component[edgeTarget[edge]] == component[start] && !onCycleEdge[edge]
                {
                    notes.append(note(edge, from: alert))
                }
            }
            diagnostics.error(
                .dependencyCycle,
                message,
                at: range(of: cycle.edges[0], from: start, input),
                notes: notes
            )
        }

        /// `a → b → c → a`.
        private static func describe(_ cycle: [Int], _ input: SchedulingInput) -> String {
            (cycle + [cycle[0]]).map { input.alerts[$0].name }.joined(separator: " → ")
        }

        /// A group as a blocked alert names it: its printed cycle and its other members (spec §6: "naming the
        /// cycle's alerts"), as in the group's own report while the group has at most eight alerts. Past that
        /// the cycle is shortened and the others counted: every blocked alert names its group, and repeating a
        /// large group in full for each would make the output quadratic.
        private static func describeBriefly(_ cycle: [Int], others: [Int], _ input: SchedulingInput) -> String {
            if cycle.count + others.count <= 8 {
                let rest = others.map { input.alerts[$0].name }.joined(separator: ", ")
                return describe(cycle, input) + (others.isEmpty ? "" : "; also in the cycle group: " + rest)
            }
            var text = describe(cycle, input)
            if cycle.count > 8 {
                let shown = cycle.prefix(3).map { input.alerts[$0].name }
                text =
                    (shown + ["…", input.alerts[cycle[0]].name]).joined(separator: " → ") + " (\(cycle.count) alerts)"
            }
            if !others.isEmpty {
                text += "; also in the cycle group: \(others.count) other alert" + (others.count == 1 ? "" : "s")
            }
            return text
        }

        /// An alert outside every cycle waits forever when one of its entries leads to a
        /// cycle. Components are visited in completion order, so everything an alert waits on
        /// is settled before the alert: one linear pass over the condensation. The reported
        /// entry is the first one that leads to a cycle; the cycle named is the one reached
        /// through it (transitively, again by first entries).
        private func reportBlocked(
            _ input: SchedulingInput,
            component: [Int],
            componentCount: Int,
            members: [Int],
            memberStart: [Int],
            cycles: [Int: Cycle],
            into diagnostics: inout DiagnosticBag
        ) {
            let alertCount = edgeStart.count - 1
            // For each component, the cyclic group it waits on, or -1.
            var waitsOn = [Int](repeating: -1, count: componentCount)
            var blockingEdge = [Int](repeating: -1, count: alertCount)
            for group in 0..<componentCount {
                if cycles[group] != nil {
                    waitsOn[group] = group
                    continue
                }
                let alert = members[memberStart[group]]
                for edge in edges(of: alert) where waitsOn[component[edgeTarget[edge]]] != -1 {
                    waitsOn[group] = waitsOn[component[edgeTarget[edge]]]
                    blockingEdge[alert] = edge
                    break
                }
            }
            // Each group's text is made once, for all the alerts that wait on it.
            var groupTexts = [Int: String]()
            for alert in 0..<alertCount where blockingEdge[alert] != -1 {
                let edge = blockingEdge[alert]
                let target = edgeTarget[edge]
                let group = waitsOn[component[target]]
                guard let cycle = cycles[group] else { continue }
                let groupText =
                    groupTexts[group]
                    ?? {
                        let onCycle = Set(cycle.alerts)
                        let others = members[memberStart[group]..<memberStart[group + 1]].filter {
                            !onCycle.contains($0)
                        }
                        let text = Self.describeBriefly(cycle.alerts, others: others, input)
                        groupTexts[group] = text
                        return text
                    }()
                let cycleText = "the dependency cycle " + groupText
                let reason =
                    component[target] == group
                    ? "it waits on \(cycleText)"
                    : "it waits on '\(input.alerts[target].name)', which waits on \(cycleText)"
                diagnostics.error(
                    .blockedByDependencyCycle,
                    "'\(input.alerts[alert].name)' can never show: \(reason)",
                    at: range(of: edge, from: alert, input),
                    notes: [
                        DiagnosticNote(
                            "dependency cycle reported here",
                            at: range(of: cycle.edges[0], from: cycle.alerts[0], input)
                        )
                    ]
                )
            }
        }
    }
}
