import AlertDSL

/// The Swift spelling of every program name in the generated file, allocated once, in program order, so the
/// generators agree and the output is deterministic. A name keeps its spelling unless Swift or the generated
/// code needs it (`SwiftNaming.reservedNames`) or an earlier name of the same scope took it; then `_` is appended.
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
    }

    var alerts: [Alert]
    /// The constant of each theme in `Themes` and `ThemeDefinitions`, in program order.
    var themes: [String]
    /// The constant of each page in `Pages` and `PageDefinitions`, in program order.
    var pages: [String]

    init(_ program: ResolvedProgram) {
        var namespace = SwiftNaming.NameScope()
        let accessors = program.alerts.map { namespace.allocate($0.name) }
        var definitions = SwiftNaming.NameScope()
        let definitionNames = program.alerts.map { definitions.allocate($0.name) }
        alerts = program.alerts.indices.map { index in
            let alert = program.alerts[index]
            let stem = SwiftNaming.typeStem(alert.name)
            let actionType = namespace.allocate(stem + "Action")
            let fieldsType = alert.fields.isEmpty ? nil : namespace.allocate(stem + "Fields")
            var cases = SwiftNaming.NameScope()
            var properties = SwiftNaming.NameScope()
            var parameters = SwiftNaming.NameScope()
            return Alert(
                accessor: accessors[index],
                definition: definitionNames[index],
                actionType: actionType,
                fieldsType: fieldsType,
                actionCases: alert.actions.map { cases.allocate($0.name) },
                fieldProperties: alert.fields.map { properties.allocate($0.name) },
                parameters: alert.parameters.map { parameters.allocate($0.name) }
            )
        }
        var themeScope = SwiftNaming.NameScope()
        themes = program.themes.map { themeScope.allocate($0.name) }
        var pageScope = SwiftNaming.NameScope()
        pages = program.pages.map { pageScope.allocate($0.name) }
    }
}
