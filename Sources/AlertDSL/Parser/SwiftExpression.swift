/// A value written as Swift code, as pasted from an app: a name touching a `.member` or an argument list, and
/// whatever touches those in turn (`UIImage(systemName: "trash")`, `UIColor.red`, `UIFont.preferredFont(forTextStyle:
/// .headline)`). The parser reports it as one error (`Parser.parseSwiftExpression`); `languageForm` is the
/// language's spelling of the common ones (spec §3), for the fix-it.
struct SwiftExpression {
    enum Part {
        case member(String)
        case call([ArgumentSyntax])
    }

    /// The name it starts with (`UIImage`).
    var base: String
    /// What follows the base, in order.
    var parts: [Part]

    /// The value the language writes for this expression, or `nil` when it knows none. `source` gives the text of
    /// an argument's value as written, so a string keeps its escapes and a number its spelling.
    func languageForm(source: (ValueSyntax) -> String) -> String? {
        switch (base, parts.count) {
        case ("UIColor", 1), ("Color", 1):
            return member(0).flatMap(Self.systemColor).map { ".system(.\($0))" }
        case ("Font", 1):
            return member(0).flatMap(Self.textStyle).map { ".textStyle(.\($0))" }
        case ("NSLocalizedString", 1):
            return localized(key: nil, default: "value", table: "tableName", source: source)
        case ("String", 1):
            return localized(key: "localized", default: "defaultValue", table: "table", source: source)
        case ("UIImage", 1), ("Image", 1):
            if let symbol = arguments(0, ["systemName"]) { return ".symbol(\(source(symbol[0])))" }
            let asset = arguments(0, [base == "Image" ? nil : "named"], prefix: true)
            return asset.map { ".asset(\(source($0[0])))" }
        case ("UIFont", 1):
            return arguments(0, ["name", "size"]).map { ".custom(\(source($0[0])), \(source($0[1])))" }
        case ("UIFont", 2):
            switch member(0) {
            case "preferredFont":
                guard let style = arguments(1, ["forTextStyle"]), case .enumCase(let name) = style[0],
                    name.arguments == nil, let known = Self.textStyle(name.name.text)
                else { return nil }
                return ".textStyle(.\(known))"
            case "systemFont":
                if let size = arguments(1, ["ofSize"]) { return ".system(\(source(size[0])))" }
                return arguments(1, ["ofSize", "weight"]).map { ".system(\(source($0[0])), \(source($0[1])))" }
            case "boldSystemFont":
                return arguments(1, ["ofSize"]).map { ".system(\(source($0[0])), .bold)" }
            default:
                return nil
            }
        case ("CGSize", 1):
            return arguments(0, ["width", "height"]).map { ".size(\(source($0[0])), \(source($0[1])))" }
        case ("CGPoint", 1):
            return arguments(0, ["x", "y"]).map { ".point(\(source($0[0])), \(source($0[1])))" }
        case ("UIEdgeInsets", 1):
            return arguments(0, ["top", "left", "bottom", "right"]).map { values in
                ".insets(\(values.map(source).joined(separator: ", ")))"
            }
        default:
            return nil
        }
    }

    /// `.localized("key")` for `NSLocalizedString("key", comment: "")` or `String(localized: "key")`, with the
    /// default text and the table when the call has them.
    private func localized(key: String?, default: String, table: String, source: (ValueSyntax) -> String) -> String? {
        guard let arguments = arguments(0, [key], prefix: true), case .call(let all) = parts[0] else { return nil }
        var form = ".localized(\(source(arguments[0]))"
        for (label, name) in [(`default`, "default"), (table, "table")] {
            if let argument = all.dropFirst().first(where: { $0.label?.text == label }) {
                form += ", \(name): \(source(argument.value))"
            }
        }
        return form + ")"
    }

    private func member(_ index: Int) -> String? {
        guard case .member(let name) = parts[index] else { return nil }
        return name
    }

    /// The values of part `index` when it is an argument list labelled `labels` (`nil`: no label), or starting
    /// with them when `prefix` (`NSLocalizedString("k", comment: "")`).
    private func arguments(_ index: Int, _ labels: [String?], prefix: Bool = false) -> [ValueSyntax]? {
        guard case .call(let arguments) = parts[index],
            prefix ? arguments.count >= labels.count : arguments.count == labels.count,
            zip(arguments, labels).allSatisfy({ $0.label?.text == $1 })
        else { return nil }
        return arguments.prefix(labels.count).map(\.value)
    }

    /// `UIColor.red` and `Color.red` are `.system(.systemRed)`; `UIColor.label` is `.system(.label)`.
    private static func systemColor(_ name: String) -> String? {
        Analysis.knownCase(name, among: Analysis.systemColors, systemPrefixed: true)
    }

    /// SwiftUI's `Font.title` and `.caption` are UIKit's `title1` and `caption1`.
    private static func textStyle(_ name: String) -> String? {
        let style = name == "title" || name == "caption" ? name + "1" : name
        return Analysis.textStyles.contains(style) ? style : nil
    }
}
