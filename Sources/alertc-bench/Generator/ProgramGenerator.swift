/// One generated program: files (paths relative to the output directory) in program order.
struct GeneratedProgram {
    var files: [(path: String, text: String)]
    var alertCount: Int

    var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }
}

/// Generates realistic `.alert` programs of a given size, deterministically from a seed.
///
/// Layout: `shared/` holds the themes (one `@default`), root pages and action sets; each
/// `features/<Area><n>.alert` declares a few pages below a root page, sometimes a local theme,
/// and alerts until the file reaches its size. Every construct of the spec appears in
/// proportions like an app's: most alerts have a title, message and 2–6 actions; some have
/// parameters, localized or rich text, images, fonts and colours, fields, custom views,
/// priorities and dependencies. Dependencies point only to earlier alerts of the same page (or
/// of the same file's app-wide group), so they form a DAG in one domain; `exclusive` is set only
/// where an earlier alert of the group has a lower priority, so it always has an effect. The
/// program checks with no error.
struct ProgramGenerator {
    var random: SplitMix64
    let targetBytes: Int
    /// Size of one feature file; a real app keeps tens of kilobytes per file.
    let featureFileBytes: Int
    /// Stop after this many alerts (for the swiftc cost, which is per alert).
    let alertLimit: Int

    init(targetBytes: Int, seed: UInt64, featureFileBytes: Int = 48 * 1024, alertLimit: Int = .max) {
        self.random = SplitMix64(seed: seed)
        self.targetBytes = targetBytes
        self.featureFileBytes = featureFileBytes
        self.alertLimit = alertLimit
    }

    mutating func generate() -> GeneratedProgram {
        var program = GeneratedProgram(
            files: [
                ("shared/actions.alert", SharedDeclarations.actionsFile),
                ("shared/pages.alert", SharedDeclarations.pagesFile),
                ("shared/themes.alert", SharedDeclarations.themesFile),
            ],
            alertCount: 0
        )
        var total = program.byteCount
        var feature = 0
        var features: [(path: String, text: String)] = []
        repeat {
            feature += 1
            let budget = min(featureFileBytes, max(2048, targetBytes - total))
            var writer = FeatureWriter(feature: feature, random: random)
            let text = writer.write(budget: budget, alertLimit: alertLimit - program.alertCount)
            random = writer.random
            program.alertCount += writer.alertCount
            total += text.utf8.count
            let area = Vocabulary.areas[(feature - 1) % Vocabulary.areas.count]
            features.append((path: "features/\(area)\(paddedNumber(feature)).alert", text: text))
        } while total < targetBytes && program.alertCount < alertLimit
        // Program order is byte-wise path order; keep the list in that order.
        features.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        program.files = features + program.files
        return program
    }

    private func paddedNumber(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}

/// The alerts of one scheduling group (a page, or the file's app-wide alerts).
private struct AlertGroup {
    var page: String?
    var names: [String] = []
    var priorities: [Int] = []
}

/// Writes one feature file.
private struct FeatureWriter {
    let feature: Int
    var random: SplitMix64
    var out = ""
    var alertCount = 0
    private var groups: [AlertGroup] = []
    private var localTheme: String?

    init(feature: Int, random: SplitMix64) {
        self.feature = feature
        self.random = random
    }

    mutating func write(budget: Int, alertLimit: Int) -> String {
        let area = Vocabulary.areas[(feature - 1) % Vocabulary.areas.count]
        let prefix = "\(area)\(feature)"
        out.reserveCapacity(budget + 2048)
        out += "// \(area) feature \(feature): the alerts of its screens.\n"
        if random.chance(30) {
            out += "/*\n * Owned by the \(area.lowercased()) team. Keep priorities below 1_000:\n"
            out += " * those are reserved for app-wide alerts.\n */\n"
        }
        out += "\nimport \"../shared/themes.alert\"\n"
        if random.chance(50) { out += "import \"../shared/pages.alert\"\n" }
        out += "\n"
        if random.chance(25) {
            let name = "\(prefix)Accent"
            localTheme = name
            out += "/// Accent colours of the \(area.lowercased()) screens.\n"
            out += "theme \(name): \(random.pick(["Brand", "Base", "Compact"])) {\n"
            out += "    tintColor: \(color())\n"
            out += "    titleFont: \(font())\n"
            if random.chance(50) { out += "    cornerRadius: \(random.int(8...20))\n" }
            out += "}\n\n"
        }
        // Pages: one below a shared root, then a chain or fan of children.
        let root = random.pick(SharedDeclarations.pages)
        var pages = [prefix]
        out += "/// The \(area.lowercased()) screen.\n"
        out += "page \(prefix): \(root)"
        out += random.chance(30) ? " { theme: \(theme(forPage: true)) }\n" : "\n"
        for index in 0..<random.int(1...3) {
            let name = prefix + Vocabulary.pageSuffixes[(feature + index) % Vocabulary.pageSuffixes.count]
            let parent = random.pick(pages)
            out += "page \(name): \(parent)"
            if random.chance(20) {
                out += " {\n    theme: \(theme(forPage: true))\n}\n"
            } else {
                out += random.chance(10) ? ";\n" : "\n"
            }
            pages.append(name)
        }
        out += "\n"
        groups = pages.map { AlertGroup(page: $0) } + [AlertGroup(page: nil)]
        var index = 0
        while out.utf8.count < budget, alertCount < alertLimit {
            index += 1
            let group = random.chance(85) ? random.below(groups.count - 1) : groups.count - 1
            if index % 12 == 1 {
                out += "// MARK: - \(groups[group].page ?? "App-wide")\n\n"
            }
            writeAlert(name: alertName(index), group: group)
            out += "\n"
            alertCount += 1
        }
        return out
    }

    private mutating func alertName(_ index: Int) -> String {
        random.pick(Vocabulary.verbs) + random.pick(Vocabulary.nouns) + "\(feature)_\(index)"
    }

    // MARK: Alerts

    private mutating func writeAlert(name: String, group: Int) {
        let isSheet = random.chance(25)
        let noun = random.pick(Vocabulary.nouns)
        let deprecated = random.chance(2)
        let page = groups[group].page
        // Parameters (each is interpolated at least once, in the title or the message).
        var parameters: [(name: String, type: String)] = []
        if random.chance(30) {
            let first = random.below(Vocabulary.parameters.count)
            parameters.append(Vocabulary.parameters[first])
            if random.chance(30) {
                parameters.append(Vocabulary.parameters[(first + 1 + random.below(3)) % Vocabulary.parameters.count])
            }
        }
        // Which header the alert has: a title (usually), a header view, or a container view.
        let customHeader = parameters.isEmpty && random.chance(3)
        let container = parameters.isEmpty && !isSheet && !customHeader && random.chance(1)

        if random.chance(50) {
            out += "/// \(docLine(noun))\n"
            if random.chance(30) { out += "/// Shown at most once per session.\n" }
        }
        if deprecated { out += random.chance(50) ? "@deprecated\n" : "@deprecated(\"use the new \(noun) flow\")\n" }
        out += "alert \(name)"
        if !parameters.isEmpty {
            out += "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
        }
        out += " {\n"
        if isSheet {
            out += "    style: .actionSheet\n"
        } else if random.chance(15) {
            out += "    style: .alert\n"
        }
        if let page { out += "    page: \(page)\n" }

        var hasCancel = isSheet ? random.chance(85) : random.chance(45)
        if random.chance(12) {
            // Critical never goes on a sheet without cancel (it turns off backdrop dismissal).
            let named = theme()
            if named != "Critical" || !isSheet || hasCancel { out += "    theme: \(named)\n" }
        }
        // Header.
        if container {
            out += "    containerView: .custom(\"\(random.pick(Vocabulary.customViews))\", size: .size(300, 360))\n"
        } else if customHeader {
            out +=
                "    headerView: .custom(\"\(random.pick(Vocabulary.customViews))\", height: \(random.int(60...200)))\n"
        } else {
            let template = random.pick(Vocabulary.titleTemplates)
            var title = template.replacingPercent(with: noun.lowercased())
            var remaining = parameters
            if let parameter = remaining.first, random.chance(70) {
                title = template.replacingPercent(with: "\\(\(parameter.name))")
                remaining.removeFirst()
            }
            out += "    title: \(text(title, key: "\(name).title"))\n"
            if !remaining.isEmpty || random.chance(80) {
                var message = random.pick(Vocabulary.messages)
                for parameter in remaining { message = "\\(\(parameter.name)) — " + message }
                if remaining.isEmpty, random.chance(6) {
                    out += "    message: \"\"\"\n        \(message)\n        \(random.pick(Vocabulary.messages))\n"
                    out += "        \"\"\"\n"
                } else {
                    if random.chance(4) { message += " Tap \\\"\(noun)\\\" to see it again." }
                    out += "    message: \(text(message, key: "\(name).message"))\n"
                }
            }
            if random.chance(15) {
                out += "    image: \(image())\n"
                if random.chance(40) {
                    out += "    imageMaxSize: .size(\(random.int(40...200)), \(random.int(40...160)))\n"
                }
                if random.chance(20) { out += "    imageTint: \(color())\n" }
            }
            if random.chance(3) {
                out +=
                    "    contentView: .custom(\"\(random.pick(Vocabulary.customViews))\", height: \(random.int(44...240)))\n"
            }
        }
        // Appearance.
        if random.chance(25) { out += "    titleFont: \(font())\n" }
        if random.chance(15) { out += "    titleColor: \(color())\n" }
        if random.chance(12) { out += "    messageFont: \(font())\n" }
        if random.chance(8) { out += "    messageColor: \(color())\n" }
        if random.chance(6) { out += "    textAlignment: \(random.pick(Vocabulary.alignments))\n" }
        if random.chance(10) { out += "    backgroundColor: \(color())\n" }
        if random.chance(10) { out += "    tintColor: \(color())\n" }
        if random.chance(5) { out += "    destructiveColor: \(color())\n" }
        if random.chance(8) { out += "    cornerRadius: \(random.int(0...28))\n" }
        if random.chance(8) { out += "    backdrop: \(backdrop())\n" }
        if random.chance(12) { out += "    animation: \(random.pick(Vocabulary.animations))\n" }
        if random.chance(6) { out += "    animationDuration: \(random.pick(["0.2", "0.35", "0.5", "1"]))\n" }
        if random.chance(4) { out += "    actionAxis: \(random.pick([".auto", ".horizontal", ".vertical"]))\n" }
        if random.chance(3) { out += "    dialogBlur: true\n" }
        if random.chance(3) { out += "    maxSize: .size(\(random.int(280...400)), \(random.int(300...700)))\n" }
        if random.chance(3) { out += "    minDistanceToEdges: \(random.int(8...40))\n" }
        if !isSheet, random.chance(4) { out += "    offset: .point(0, \(random.int(-80...0)))\n" }
        if isSheet, random.chance(30) {
            out +=
                random.chance(50)
                ? "    popoverAnchor: .view(\"moreButton\")\n"
                : "    popoverAnchor: .barButton(\"shareItem\", arrows: [.up, .down])\n"
        }
        if random.chance(4) { out += "    avoidsKeyboard: true\n    keyboardOffset: \(random.int(0...24))\n" }
        // Scheduling.
        let priority = random.chance(50) ? random.int(-10...100) : 0
        if priority != 0 || random.chance(5) { out += "    priority: \(priority)\n" }
        if groups[group].priorities.contains(where: { $0 < priority }), random.chance(25) {
            out += "    exclusive: \(random.chance(50) ? ".cover" : ".hide")\n"
        } else if random.chance(3) {
            out += "    exclusive: .none\n"
        }
        let earlier = groups[group].names
        if !earlier.isEmpty, random.chance(30) {
            var dependencies: [String] = []
            for _ in 0..<random.int(1...3) {
                let candidate = earlier[max(0, earlier.count - 1 - random.below(8))]
                if !dependencies.contains(candidate) { dependencies.append(candidate) }
            }
            out += "    after: [\(dependencies.joined(separator: ", "))\(random.chance(10) ? "," : "")]\n"
        }
        if random.chance(10) {
            out += "    ready: .deferred\n"
        } else if random.chance(3) {
            out += "    ready: .immediate\n"
        }
        if page == nil {
            if random.chance(15) { out += "    host: \(random.chance(50) ? ".window" : ".view(\"banner\")")\n" }
        } else if random.chance(8) {
            out += "    host: \(random.chance(70) ? ".page" : ".view(\"contentArea\")")\n"
        }
        if !isSheet || hasCancel, random.chance(5) { out += "    dismissOnBackdropTap: false\n" }
        // Fields (alert style only, not with a container view).
        if !isSheet, !container, random.chance(8) {
            let first = random.below(Vocabulary.fields.count)
            for offset in 0..<random.int(1...2) {
                writeField(Vocabulary.fields[(first + offset) % Vocabulary.fields.count])
            }
        }
        // Actions: 2–6, at most one cancel, possibly a spliced set.
        var actionCount = random.int(2...6)
        if random.chance(10) {
            let set = random.pick(SharedDeclarations.actionSets)
            if set.count < actionCount {
                out += "    use \(set.name)\n"
                actionCount -= set.count
            }
        }
        var available = Array(Vocabulary.actionNames.indices)
        var ownActions: [String] = []
        for position in 0..<actionCount {
            let isCancel = hasCancel && position == actionCount - 1
            if isCancel {
                let choice = random.below(Vocabulary.cancelNames.count)
                writeAction(
                    name: Vocabulary.cancelNames[choice], title: Vocabulary.cancelTitles[choice], style: ".cancel",
                    parameters: parameters, alertName: name)
                hasCancel = false
            } else {
                let choice = available.remove(at: random.below(available.count))
                let actionName = Vocabulary.actionNames[choice]
                let style = random.chance(15) ? ".destructive" : random.chance(10) ? ".default" : nil
                writeAction(
                    name: actionName, title: Vocabulary.actionTitles[choice], style: style, parameters: parameters,
                    alertName: name)
                ownActions.append(actionName)
            }
        }
        if !isSheet, !ownActions.isEmpty, random.chance(15) {
            out += "    preferred: \(random.pick(ownActions))\n"
        }
        out += random.chance(2) ? "};\n" : "}\n"
        if !deprecated {
            groups[group].names.append(name)
            groups[group].priorities.append(priority)
        }
    }

    private mutating func writeAction(
        name: String, title: String, style: String?, parameters: [(name: String, type: String)], alertName: String
    ) {
        if random.chance(8) { out += "    /// Runs the \(name) handler.\n" }
        var titleText = title
        if let parameter = parameters.first, random.chance(15) { titleText += " (\\(\(parameter.name)))" }
        out += "    action \(name) \(text(titleText, key: "\(alertName).\(name)", allowRich: false))"
        if let style { out += " \(style)" }
        guard random.chance(35) else {
            out += "\n"
            return
        }
        out += " {\n"
        if random.chance(45) {
            out +=
                "        subtitle: \(text(random.pick(Vocabulary.subtitles), key: "\(alertName).\(name).subtitle"))\n"
        }
        if random.chance(35) { out += "        image: \(image())\n" }
        if random.chance(10) { out += "        trailingImage: .symbol(\"chevron.right\")\n" }
        if random.chance(25) { out += "        titleFont: \(font())\n" }
        if random.chance(25) { out += "        titleColor: \(color())\n" }
        if random.chance(10) { out += "        subtitleFont: \(font())\n" }
        if random.chance(10) { out += "        subtitleColor: \(color())\n" }
        if random.chance(10) { out += "        alignment: \(random.pick(Vocabulary.alignments))\n" }
        if random.chance(10) { out += "        imageTint: \(color())\n" }
        if random.chance(5) { out += "        imageSpacing: \(random.int(4...12))\n" }
        if random.chance(8) { out += "        backgroundColor: \(color())\n" }
        if random.chance(5) { out += "        height: \(random.int(44...64))\n" }
        if random.chance(4) { out += "        insets: .insets(\(random.int(0...12)), 16, \(random.int(0...12)), 16)\n" }
        if random.chance(4) {
            out += "        enabled: false\n"
        } else if random.chance(3) {
            out += "        enabled: true;\n"
        }
        if random.chance(5) { out += "        dismisses: false\n" }
        if style != ".cancel", random.chance(4) { out += "        spacingAfter: \(random.int(4...16))\n" }
        out += "    }\n"
    }

    private mutating func writeField(
        _ field: (name: String, placeholder: String, keyboard: String, contentType: String?)
    ) {
        if random.chance(30) {
            out += "    field \(field.name)\n"
            return
        }
        out += "    field \(field.name) {\n"
        out += "        placeholder: \(text(field.placeholder, key: "field.\(field.name)", allowRich: false))\n"
        if field.name == "password" { out += "        secure: true\n" }
        out += "        keyboard: \(field.keyboard)\n"
        if let contentType = field.contentType { out += "        contentType: \(contentType)\n" }
        if random.chance(15) { out += "        font: \(font())\n" }
        out += "    }\n"
    }

    // MARK: Values

    private mutating func docLine(_ noun: String) -> String {
        random.pick([
            "Asks before removing the \(noun.lowercased()).", "Shown when the \(noun.lowercased()) cannot be saved.",
            "Offers the ways to share a \(noun.lowercased()).", "Explains why the \(noun.lowercased()) is locked.",
            "Confirms the \(noun.lowercased()) change.",
        ])
    }

    /// A Text value: usually a string, sometimes localized or rich spans.
    private mutating func text(_ plain: String, key: String, allowRich: Bool = true) -> String {
        let roll = random.below(100)
        if roll < 70 { return "\"\(plain)\"" }
        if roll < 85 { return ".localized(\"alerts.\(key)\", default: \"\(plain)\", table: \"Alerts\")" }
        if roll < 92, !plain.contains("\\(") { return ".localized(\"alerts.\(key)\")" }
        guard allowRich, let space = plain.firstIndex(of: " ") else { return "\"\(plain)\"" }
        let head = String(plain[..<space])
        let tail = String(plain[space...])
        switch random.below(3) {
        case 0: return "[.bold(\"\(head)\"), \"\(tail)\"]"
        case 1: return "[\"\(head)\", .italic(\"\(tail)\")]"
        default: return "[.styled(\"\(head)\", font: \(font()), color: \(color())), \"\(tail)\"]"
        }
    }

    /// A theme to name; pages never get Critical (it turns off backdrop dismissal, which would
    /// warn on their action sheets without a cancel action).
    private mutating func theme(forPage: Bool = false) -> String {
        if let localTheme, random.chance(40) { return localTheme }
        let name = random.pick(SharedDeclarations.themes)
        return forPage && name == "Critical" ? "Brand" : name
    }

    private mutating func color() -> String {
        switch random.below(20) {
        case 0..<8: return "#" + hex(random.below(1 << 24), digits: 6)
        case 8..<10: return "#" + hex(random.below(1 << 12), digits: 3)
        case 10..<12: return "#" + hex(random.below(1 << 24), digits: 6) + hex(random.int(0x40...0xFF), digits: 2)
        case 12..<15: return ".system(.\(random.pick(Vocabulary.systemColors)))"
        case 15..<17: return ".rgb(\(random.int(0...255)), \(random.int(0...255)), \(random.int(0...255)))"
        case 17:
            return
                ".rgba(\(random.int(0...255)), \(random.int(0...255)), \(random.int(0...255)), 0.\(random.int(1...9)))"
        default:
            return
                ".dynamic(light: #\(hex(random.below(1 << 24), digits: 6)), dark: #\(hex(random.below(1 << 24), digits: 6)))"
        }
    }

    private mutating func font() -> String {
        switch random.below(10) {
        case 0..<5: return ".system(\(random.int(11...28)), \(random.pick(Vocabulary.weights)))"
        case 5..<7: return ".system(\(random.int(11...28)))"
        case 7..<9: return ".custom(\"\(random.pick(Vocabulary.customFonts))\", \(random.int(12...24)))"
        default: return ".textStyle(\(random.pick(Vocabulary.textStyles)))"
        }
    }

    private mutating func image() -> String {
        switch random.below(10) {
        case 0..<5: return ".symbol(\"\(random.pick(Vocabulary.symbols))\")"
        case 5..<8: return ".asset(\"\(random.pick(Vocabulary.assets))\")"
        default: return "\"\(random.pick(Vocabulary.assets))\""
        }
    }

    private mutating func backdrop() -> String {
        switch random.below(4) {
        case 0, 1: return ".dim(0.\(random.int(2...7)))"
        case 2: return ".blur(\(random.pick([".dark", ".light", ".extraLight"])), alpha: 0.\(random.int(5...9)))"
        default: return ".none"
        }
    }

    private func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: value % 3 == 0)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension String {
    /// The template with its `%` replaced.
    fileprivate func replacingPercent(with replacement: String) -> String {
        split(separator: "%", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
