/// One parameter of a `.case(...)` value form: positional when `label` is `nil`.
struct ArgumentSpec: Sendable {
    var label: String?
    var name: String
    var optional: Bool

    init(_ label: String?, _ name: String? = nil, optional: Bool = false) {
        self.label = label
        self.name = name ?? label ?? ""
        self.optional = optional
    }
}

/// The arguments of `.case(...)` value forms, matched against their parameters.
extension Analysis {
    /// `.name(_:label:)` for messages.
    private func signature(_ name: String, _ parameters: [ArgumentSpec]) -> String {
        ".\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Matches the arguments of `.case(...)` against `parameters`: labelled ones by label, wherever they stand,
    /// unlabelled ones in order (language.md, choice 16). Returns the values in parameter order (`nil` for an omitted
    /// optional one), or `nil` after reporting a mismatch.
    mutating func matchArguments(_ enumCase: EnumCaseSyntax, _ parameters: [ArgumentSpec]) -> MatchedArguments? {
        let name = enumCase.name.text
        let arguments = enumCase.arguments ?? []
        // Only messages need the signature, so it is built only for them.
        var signature: String { self.signature(name, parameters) }
        var result = MatchedArguments(arguments, parameterCount: parameters.count)
        var valid = true
        var nextPositional = 0
        // The positions of labels written on positional parameters, reported together after the loop: a mask, not an
        // array, so that the common call allocates and frees nothing for it.
        var extraneous: UInt64 = 0
        for (position, argument) in arguments.enumerated() {
            if let label = argument.label {
                if let index = parameters.firstIndex(where: { $0.label == label.text }) {
                    if result.isGiven(index) {
                        diagnostics.error(
                            .invalidArguments, "argument '\(label.text):' is given twice in '\(signature)'",
                            at: label.range)
                        valid = false
                    } else {
                        result.give(index, position: position)
                    }
                    continue
                }
                let positional = parameters.indices.first { $0 >= nextPositional && parameters[$0].label == nil }
                if let positional, parameters[positional].name == label.text {
                    if position < 64 {
                        extraneous |= 1 << UInt64(position)
                    } else {
                        reportExtraneousLabels([argument], signature)
                    }
                } else {
                    var notes: [DiagnosticNote] = []
                    var fixIts: [FixIt] = []
                    let labels = parameters.compactMap(\.label)
                    if let suggestion = suggester.suggestion(for: label.text, among: labels) {
                        notes.append(DiagnosticNote("did you mean '\(suggestion):'?", at: label.range))
                        fixIts.append(FixIt(range: label.range, replacement: suggestion))
                    }
                    diagnostics.error(
                        .invalidArguments, "incorrect argument label '\(label.text):' in '\(signature)'",
                        at: label.range, notes: notes, fixIts: fixIts)
                }
                // The argument stands where that positional parameter is expected, so a label after it is
                // judged against the next one (`.insets(top: 1, left: 2, ...)`: each label is extraneous).
                if let positional { nextPositional = positional + 1 }
                valid = false
                continue
            }
            if let index = parameters.indices.first(where: {
                $0 >= nextPositional && parameters[$0].label == nil && !result.isGiven($0)
            }) {
                result.give(index, position: position)
                nextPositional = index + 1
            } else if let index = parameters.indices.first(where: { parameters[$0].label != nil && !result.isGiven($0) }
            ) {
                let label = parameters[index].label!
                diagnostics.error(
                    .invalidArguments, "missing argument label '\(label):' in '\(signature)'", at: argument.range,
                    fixIts: [FixIt(range: .point(argument.range.file, argument.range.start), replacement: "\(label): ")]
                )
                // The argument stands for that parameter: the next unlabelled one is missing the next label. Not
                // when a later argument is written with that label (`.localized("k", "x", default: "y")`): that one
                // is the parameter's, and is not "given twice".
                if !arguments[(position + 1)...].contains(where: { $0.label?.text == label }) {
                    result.give(index, position: position)
                }
                valid = false
            } else {
                // After a missing `,` the count is the parser's guess: that error is the mistake's one.
                if !missesComma(arguments) {
                    diagnostics.error(.invalidArguments, "extra argument in '\(signature)'", at: argument.range)
                }
                valid = false
            }
        }
        if extraneous != 0 {
            reportExtraneousLabels(
                arguments.indices.prefix(64).filter { extraneous & 1 << UInt64($0) != 0 }.map {
                    arguments[$0]
                }, signature)
        }
        if valid {
            let missing = parameters.indices.filter { !parameters[$0].optional && !result.isGiven($0) }
            if !missing.isEmpty {
                let names = missing.map { parameters[$0].name }
                let plural = names.count == 1 ? "argument" : "arguments"
                diagnostics.error(
                    .invalidArguments, "missing \(plural) for \(Wording.list(names)) in '\(signature)'",
                    at: enumCase.range)
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// Labels written on positional parameters (`.system(size: 17, weight: .bold)`, as Swift's initializers are
    /// called): one error for the call, at the first, as swiftc gives ("extraneous argument labels 'size:weight:'").
    /// Its fix-it is the arguments from the first label to the last such argument's end, labels removed (`17, .bold`),
    /// so that it reads as the arguments to write. A label written without its `:` (`.custom("Avenir", size 15)`) has
    /// the parser's `:` fix-it inside it, which a fix-it over it would overlap: the labels then get none.
    @inline(never)
    private mutating func reportExtraneousLabels(_ arguments: [ArgumentSyntax], _ signature: String) {
        let labels = arguments.compactMap(\.label)
        let written = labels.map { $0.text + ":" }.joined()
        let noun = labels.count == 1 ? "label" : "labels"
        var fixIts: [FixIt] = []
        // A label written without its `:` (`size 12`) has the parser's `:` fix-it inside the label and the space after
        // it: removing them too would overlap it, and applying both gives `: 12`.
        let removals = arguments.compactMap { argument in
            argument.label.flatMap { hasColon(after: $0) ? argument.range.prefix(upTo: argument.value.range) : nil }
        }
        if removals.count == labels.count, let first = removals.first, let valueEnd = arguments.last?.value.range.end {
            let kept = sources[first.file].bytes.withUnsafeBufferPointer { bytes in
                var text: [UInt8] = []
                var index = first.start
                for removal in removals {
                    text += bytes[index..<removal.start]
                    index = removal.end
                }
                text += bytes[index..<valueEnd]
                return String(decoding: text, as: UTF8.self)
            }
            fixIts = [FixIt(range: SourceRange(file: first.file, start: first.start, end: valueEnd), replacement: kept)]
        }
        diagnostics.error(
            .invalidArguments, "extraneous argument \(noun) '\(written)' in '\(signature)'", at: labels[0].range,
            fixIts: fixIts)
    }

    /// Whether `label` is followed by its `:`, the next token: the parser keeps a label written without one as the
    /// argument's label.
    private func hasColon(after label: Identifier) -> Bool {
        sources[label.range.file].bytes.withUnsafeBufferPointer { bytes in
            var lexer = Lexer(bytes: bytes, file: label.range.file, startingAt: label.range.end)
            return lexer.next().kind == .colon
        }
    }

    /// A case that takes no arguments, such as `.none` or `.window`.
    mutating func rejectArguments(_ enumCase: EnumCaseSyntax) -> Bool {
        guard let arguments = enumCase.arguments else { return true }
        let range = arguments.first.map { enumCase.range.suffix(from: $0.range) } ?? enumCase.range
        diagnostics.error(.invalidArguments, "'.\(enumCase.name.text)' takes no arguments", at: range)
        return false
    }
}

extension Analysis {
    /// Whether a `,` is missing between two of `arguments` (`.point(1 2, 0)`, which the parser reported): how many
    /// arguments were meant is then unknown. Read from the source between them, on the error path only, so that the
    /// syntax tree carries no flag that every value would copy.
    func missesComma(_ arguments: [ArgumentSyntax]) -> Bool {
        guard arguments.count > 1 else { return false }
        return sources[arguments[0].range.file].bytes.withUnsafeBufferPointer { bytes in
            arguments.indices.dropFirst().contains { index in
                let gap = arguments[index - 1].range.end..<arguments[index].range.start
                return gap.isEmpty || !bytes[gap].contains(UInt8(ascii: ","))
            }
        }
    }
}
