import AlertDSL

/// The Swift spelling of every program name in the generated file, allocated in program order, so the generators
/// agree and the output is deterministic. A name keeps its spelling unless Swift or the generated code needs it
/// (`SwiftNaming.reservedNames`); then `_` is appended until it differs from every name of its scope. A derived type
/// name (`DeleteItemsAction`) also gets `_` appended when an earlier name of its scope took it.
///
/// The names the file needs before its alerts (every alert's accessor and definition, the themes, the pages) are
/// allocated at once, from the names alone; each alert's own names (its types, cases, properties, parameters)
/// when the alert comes (`AlertNamer`), so the file can be written while analysis hands the alerts over.
struct GeneratedNames {
    /// The Swift names of one alert's declarations.
    struct Alert {
        /// The accessor in the namespace (`deleteItems`) and the constant in `Definitions`.
        var accessor: String
        var definition: String
        /// `DeleteItemsAction`.
        var actionType: String
        /// `DeleteItemsFields`, or `nil` for an alert without fields (it uses `NoFields`).
        var fieldsType: String?
        /// Case name of each action, in action order.
        var actionCases: [String]
        /// Property name of each field, in field order.
        var fieldProperties: [String]
        /// Swift parameter name of each alert parameter, in order.
        var parameters: [String]
        /// Argument label of each alert parameter, in order: its name as written, but for `_` (see
        /// ``AlertNamer/labels(_:)``).
        var parameterLabels: [String]
    }

    /// The accessor of each alert in the namespace, in program order.
    let accessors: [String]
    /// The constant of each alert in `Definitions`, in program order.
    let definitions: [String]
    /// The constant of each theme in `Themes` and `ThemeDefinitions`, in program order.
    let themes: [String]
    /// The constant of each page in `Pages` and `PageDefinitions`, in program order.
    let pages: [String]
    /// The namespace once every accessor has its name: the alerts' types are allocated in it after them, so an
    /// accessor keeps its name whatever types the alerts before it have.
    fileprivate let namespaceAfterAccessors: SwiftNaming.NameScope

    init(alertNames: [String], themeNames: [String], pageNames: [String]) {
        var namespace = SwiftNaming.NameScope()
        accessors = namespace.allocate(all: alertNames)
        namespaceAfterAccessors = namespace
        var definitionScope = SwiftNaming.NameScope()
        definitions = definitionScope.allocate(all: alertNames)
        var themeScope = SwiftNaming.NameScope()
        themes = themeScope.allocate(all: themeNames)
        var pageScope = SwiftNaming.NameScope()
        pages = pageScope.allocate(all: pageNames)
    }
}

/// Allocates each alert's own names, alert after alert in program order.
struct AlertNamer {
    private let names: GeneratedNames
    private var namespace: SwiftNaming.NameScope
    private var index = 0

    init(_ names: GeneratedNames) {
        self.names = names
        namespace = names.namespaceAfterAccessors
    }

    /// The names of `alert`, the next alert in program order.
    mutating func next(_ alert: ResolvedAlert) -> GeneratedNames.Alert {
        defer { index += 1 }
        let stem = SwiftNaming.typeStem(alert.name)
        let actionType = namespace.allocate(stem + "Action")
        let fieldsType = alert.fields.isEmpty ? nil : namespace.allocate(stem + "Fields")
        var cases = SwiftNaming.NameScope()
        var properties = SwiftNaming.NameScope()
        var parameters = SwiftNaming.NameScope()
        return GeneratedNames.Alert(
            accessor: names.accessors[index],
            definition: names.definitions[index],
            actionType: actionType,
            fieldsType: fieldsType,
            actionCases: cases.allocate(all: alert.actions.map(\.name)),
            fieldProperties: properties.allocate(all: alert.fields.map(\.name)),
            parameters: parameters.allocate(all: alert.parameters.map(\.name)),
            parameterLabels: Self.labels(alert.parameters.map(\.name))
        )
    }

    /// The argument labels of parameters named `names`: each its own name, except `_`, which as a label would mean
    /// "no label": it is `__`, with more `_` until no other parameter is so named (`x(_: String, __: Int)` is
    /// `x(___:__:)`, not `x(__:__:)`, whose labels would not tell the two apart).
    static func labels(_ names: [String]) -> [String] {
        guard names.contains("_") else { return names }
        var label = "__"
        while names.contains(label) { label += "_" }
        return names.map { $0 == "_" ? label : $0 }
    }
}
