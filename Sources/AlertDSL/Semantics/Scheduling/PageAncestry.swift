extension SchedulingChecker {
    /// The `page` parent relation: reports unknown parents and parent cycles, and lays the
    /// well-formed pages out as a forest with Euler-tour intervals so "is an ancestor of" is
    /// O(1).
    ///
    /// A page is *resolved* when following its parents ends at a root: no unknown parent and
    /// no cycle on the way. Only resolved pages take part in the domain checks; for any other
    /// page the intended chain is unknown, and guessing would turn one error into a cascade.
    /// A descendant of a resolved page is itself resolved, so resolved pages form a forest.
    struct PageAncestry {
        /// Index of each page by name (the first declaration wins, as in the input).
        let indexByName: NameIndex
        /// Parent of each resolved page, or `nil` for roots and unresolved pages.
        private(set) var parent: [Int?]
        private(set) var isResolved: [Bool]
        /// Euler-tour entry and exit times of resolved pages: `a` is an ancestor-or-self of
        /// `b` exactly when `a`'s interval contains `b`'s.
        private(set) var entry: [Int]
        private(set) var exit: [Int]
        /// Resolved pages with every parent before its children (a pre-order).
        private(set) var preorder: [Int] = []

        /// `elsewhere` holds, for a parent name that is no page but another declaration, notes saying where it is.
        init(
            _ pages: [SchedulingInput.Page], elsewhere: [String: [DiagnosticNote]], suggester: inout NameSuggester,
            into diagnostics: inout DiagnosticBag
        ) {
            var indexByName = NameIndex(capacity: pages.count)
            for (index, page) in pages.enumerated() {
                _ = indexByName.insertIfAbsent(page.name, value: index)
            }
            self.indexByName = indexByName
            let count = pages.count
            parent = Array(repeating: nil, count: count)
            isResolved = Array(repeating: false, count: count)
            entry = Array(repeating: -1, count: count)
            exit = Array(repeating: -1, count: count)

            var declaredParent = [Int?](repeating: nil, count: count)
            var hasUnknownParent = [Bool](repeating: false, count: count)
            for (index, page) in pages.enumerated() {
                guard let parentName = page.parent else { continue }
                if let parentIndex = indexByName[parentName] {
                    declaredParent[index] = parentIndex
                } else {
                    hasUnknownParent[index] = true
                    Self.reportUnknownParent(page, elsewhere: elsewhere, suggester: &suggester, into: &diagnostics)
                }
            }
            resolve(pages, declaredParent: declaredParent, hasUnknownParent: hasUnknownParent, into: &diagnostics)
            layOut(count: count)
        }

        /// A later declaration of a page name is no page of the program, but the parent it names is still looked up
        /// (spec §6: an unknown page is an error wherever it is named).
        func reportUnknownParents(
            ofLater pages: [SchedulingInput.Page], elsewhere: [String: [DiagnosticNote]],
            suggester: inout NameSuggester, into diagnostics: inout DiagnosticBag
        ) {
            for page in pages {
                guard let parentName = page.parent, indexByName[parentName] == nil else { continue }
                Self.reportUnknownParent(page, elsewhere: elsewhere, suggester: &suggester, into: &diagnostics)
            }
        }

        func isAncestorOrSelf(_ ancestor: Int, of page: Int) -> Bool {
            entry[ancestor] <= entry[page] && exit[page] <= exit[ancestor]
        }

        /// The parent name is the tail of the `: Parent` clause, so the error points at the
        /// name itself, as every unknown-name error does (spec §6 "Location").
        private static func reportUnknownParent(
            _ page: SchedulingInput.Page,
            elsewhere: [String: [DiagnosticNote]],
            suggester: inout NameSuggester,
            into diagnostics: inout DiagnosticBag
        ) {
            let parentName = page.parent ?? ""
            var range = page.parentRange ?? page.nameRange
            if let clause = page.parentRange, clause.end - clause.start >= parentName.utf8.count {
                range = SourceRange(file: clause.file, start: clause.end - parentName.utf8.count, end: clause.end)
            }
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let suggestion = suggester.suggestion(for: parentName, excluding: page.name) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: range))
                fixIts.append(FixIt(range: range, replacement: suggestion))
            }
            notes += elsewhere[parentName] ?? []
            diagnostics.error(
                .unknownParentPage, "unknown page '\(parentName)'", at: range, notes: notes, fixIts: fixIts)
        }

        /// Walks every parent chain once (each page is visited by exactly one walk), finds the
        /// cycles, and marks every page of a walk with how that walk ended.
        private mutating func resolve(
            _ pages: [SchedulingInput.Page],
            declaredParent: [Int?],
            hasUnknownParent: [Bool],
            into diagnostics: inout DiagnosticBag
        ) {
            let count = pages.count
            // The walk that first reached each page, or -1.
            var walkOf = [Int](repeating: -1, count: count)
            var positionInWalk = [Int](repeating: 0, count: count)
            var cycles: [[Int]] = []
            var walk: [Int] = []
            for start in 0..<count where walkOf[start] == -1 {
                walk.removeAll(keepingCapacity: true)
                var current: Int? = start
                var resolved = false
                while let page = current {
                    if walkOf[page] == start {
                        // Back on this walk: the pages from there on form a cycle.
                        cycles.append(Array(walk[positionInWalk[page]...]))
                        resolved = false
                        break
                    }
                    if walkOf[page] != -1 {
                        // Joined an earlier walk, which already knows how its chain ends.
                        resolved = isResolved[page]
                        break
                    }
                    walkOf[page] = start
                    positionInWalk[page] = walk.count
                    walk.append(page)
                    if hasUnknownParent[page] {
                        resolved = false
                        break
                    }
                    current = declaredParent[page]
                    if current == nil { resolved = true }
                }
                for page in walk { isResolved[page] = resolved }
            }
            for index in 0..<count where isResolved[index] { parent[index] = declaredParent[index] }
            reportCycles(cycles, pages, declaredParent: declaredParent, into: &diagnostics)
        }

        /// One error per cycle, at the `: Parent` of its first page in program order, naming
        /// the whole cycle from that page.
        private func reportCycles(
            _ cycles: [[Int]],
            _ pages: [SchedulingInput.Page],
            declaredParent: [Int?],
            into diagnostics: inout DiagnosticBag
        ) {
            let ordered = cycles.map { $0.min()! }.sorted()
            for first in ordered {
                let names = ParentCycle.path(from: first, parents: declaredParent).map { pages[$0].name }
                diagnostics.error(
                    .pageCycle,
                    "page inheritance cycle: " + names.joined(separator: " → "),
                    at: pages[first].parentRange ?? pages[first].nameRange
                )
            }
        }

        /// Numbers the resolved pages in an iterative depth-first walk (chains may be as long
        /// as the program, so no recursion), children in program order.
        private mutating func layOut(count: Int) {
            // Children of each page in program order, as one array sliced by `childStart`.
            var childStart = [Int](repeating: 0, count: count + 1)
            for index in 0..<count {
                if let parent = parent[index] { childStart[parent + 1] += 1 }
            }
            for index in 0..<count { childStart[index + 1] += childStart[index] }
            var children = [Int](repeating: 0, count: childStart[count])
            var fill = childStart
            for index in 0..<count {
                guard let parent = parent[index] else { continue }
                children[fill[parent]] = index
                fill[parent] += 1
            }

            var time = 0
            preorder.reserveCapacity(count)
            var stack: [(page: Int, next: Int)] = []
            for root in 0..<count where isResolved[root] && parent[root] == nil {
                entry[root] = time
                time += 1
                preorder.append(root)
                stack.append((root, childStart[root]))
                while let top = stack.last {
                    if top.next < childStart[top.page + 1] {
                        stack[stack.count - 1].next += 1
                        let child = children[top.next]
                        entry[child] = time
                        time += 1
                        preorder.append(child)
                        stack.append((child, childStart[child]))
                    } else {
                        exit[top.page] = time
                        time += 1
                        stack.removeLast()
                    }
                }
            }
        }
    }
}
