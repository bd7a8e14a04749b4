/// Stores each value that recurs in the stored definitions once, in `SharedValues`, and makes every use refer to
/// it: themes resolve into every alert and action, so the same colours, fonts, texts and whole actions appear
/// hundreds of times, and a typed reference costs the type checker far less than the value's expression.
///
/// A value is one ``SwiftExpression/shareable(type:_:)`` node; two nodes are the same value when their type and
/// printed expression are identical (not `==` of the runtime values, which would merge `-0.0` with `0`), so a
/// reference always evaluates to exactly what the expression it replaces did. A value is shared when it would
/// otherwise be written at least twice: occurrences inside a shared value count once, since its expression is
/// written once. Constants are named by kind and first occurrence (`color1`, `font1`, `action1`), so the output
/// stays deterministic.
struct SharedValuesGenerator {
    /// The enum holding the shared constants, a member of the namespace (reserved in `SwiftNaming`).
    static let enumName = "SharedValues"

    var context: GenerationContext

    /// `declarations` with every recurring value replaced by a reference, and the `SharedValues` enum (`nil` when
    /// no value recurs).
    func share(_ declarations: [SwiftDeclaration]) -> (declarations: [SwiftDeclaration], shared: SwiftDeclaration?) {
        var table = Table()
        for declaration in declarations { table.count(declaration) }
        let rewritten = declarations.map { table.rewrite($0) }
        precondition(table.replayed == table.visited.count, "rewrite must visit the values count visited")
        guard !table.constants.isEmpty else { return (rewritten, nil) }
        let members = table.constants.map { constant in
            SwiftDeclaration.variable(
                SwiftVariable(
                    header: SwiftDeclarationHeader(doc: nil, modifiers: ["static"]), name: constant.name,
                    type: constant.type, kind: .constant(constant.value)))
        }
        let shared = SwiftDeclaration.enumeration(
            SwiftEnumeration(
                header: SwiftDeclarationHeader(
                    doc: "Values that recur in the stored definitions, each stored once and referred to by name.",
                    modifiers: ["private", "nonisolated"]),
                name: Self.enumName, members: members))
        return (rewritten, shared)
    }

    private struct Table {
        struct Constant {
            var name: String
            var type: String
            var value: SwiftExpression
        }

        /// Occurrences of each value (type and printed expression), counting those inside a recurring value once.
        var counts: [String: Int] = [:]
        /// The constant's name of each shared value already declared.
        var names: [String: String] = [:]
        var constants: [Constant] = []
        /// The last number used per name stem.
        var numbers: [String: Int] = [:]
        /// The key of every shareable node `count` visits, in visiting order. `rewrite` visits the same nodes in
        /// the same order (a value's inside at its first occurrence only, in both), so it replays these keys
        /// instead of printing every value again: printing was most of this pass.
        var visited: [(type: String, key: String)] = []
        var replayed = 0

        static func key(_ type: String, _ value: SwiftExpression) -> String {
            type + " " + SwiftRenderer.flat(value)
        }

        mutating func count(_ declaration: SwiftDeclaration) {
            switch declaration {
            case .enumeration(let enumeration):
                for member in enumeration.members { count(member) }
            case .structure(let structure):
                for member in structure.members { count(member) }
            case .variable(let variable):
                switch variable.kind {
                case .constant(let value), .computed(let value): count(value)
                case .stored: break
                }
            case .function, .enumCase, .typeAlias, .mark:
                break
            }
        }

        mutating func count(_ expression: SwiftExpression) {
            switch expression {
            case .code, .string: return
            case .shareable(let type, let value):
                let key = Self.key(type, value)
                visited.append((type, key))
                let seen = counts[key, default: 0]
                counts[key] = seen + 1
                // Later occurrences are either references to one constant or do not exist: count the inside once.
                if seen == 0 { count(value) }
            case .call(_, let arguments):
                for argument in arguments { count(argument.value) }
            case .array(let elements):
                for element in elements { count(element) }
            case .dictionary(let entries):
                for entry in entries {
                    count(entry.key)
                    count(entry.value)
                }
            }
        }

        mutating func rewrite(_ declaration: SwiftDeclaration) -> SwiftDeclaration {
            switch declaration {
            case .enumeration(var enumeration):
                enumeration.members = enumeration.members.map { rewrite($0) }
                return .enumeration(enumeration)
            case .structure(var structure):
                structure.members = structure.members.map { rewrite($0) }
                return .structure(structure)
            case .variable(var variable):
                switch variable.kind {
                case .constant(let value): variable.kind = .constant(rewrite(value))
                case .computed(let value): variable.kind = .computed(rewrite(value))
                case .stored: break
                }
                return .variable(variable)
            case .function, .enumCase, .typeAlias, .mark:
                return declaration
            }
        }

        mutating func rewrite(_ expression: SwiftExpression) -> SwiftExpression {
            switch expression {
            case .code, .string:
                return expression
            case .shareable(let type, let value):
                let (visitedType, key) = visited[replayed]
                precondition(visitedType == type, "rewrite must visit the values count visited")
                replayed += 1
                guard counts[key, default: 0] >= 2 else { return rewrite(value) }
                if let name = names[key] { return .member(SharedValuesGenerator.enumName, name) }
                // The value's own shared parts are declared first, so constants read in dependency order.
                let rewritten = rewrite(value)
                let stem = Self.stem(type)
                let number = numbers[stem, default: 0] + 1
                numbers[stem] = number
                let name = stem + String(number)
                names[key] = name
                constants.append(Constant(name: name, type: type, value: rewritten))
                return .member(SharedValuesGenerator.enumName, name)
            case .call(let callee, let arguments):
                return .call(callee, arguments.map { SwiftArgument($0.label, rewrite($0.value)) })
            case .array(let elements):
                return .array(elements.map { rewrite($0) })
            case .dictionary(let entries):
                return .dictionary(entries.map { SwiftDictionaryEntry(key: rewrite($0.key), value: rewrite($0.value)) })
            }
        }

        /// `AlertColor` → `color`, `ActionDefinition` → `action`, `CustomView` → `customView`.
        static func stem(_ type: String) -> String {
            var name = Substring(type)
            if name.hasPrefix("Alert") { name = name.dropFirst("Alert".count) }
            if name.hasSuffix("Definition") { name = name.dropLast("Definition".count) }
            guard let first = name.first else { return "value" }
            return first.lowercased() + name.dropFirst()
        }

    }
}
