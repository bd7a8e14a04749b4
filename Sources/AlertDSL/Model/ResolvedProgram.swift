/// The checked program: the only thing the back ends see (spec §8). Every alert and action carries
/// fully resolved values (spec §4 defaults and §5 theme resolution), so no consumer ever resolves a
/// theme. Declarations appear in program order; a name declared twice keeps only its first
/// declaration (the later one is an error).
public struct ResolvedProgram: Sendable, Equatable {
    public var themes: [ResolvedTheme]
    public var pages: [ResolvedPage]
    public var actionSets: [ResolvedActionSet]
    public var alerts: [ResolvedAlert]
    /// The `@default` theme, if the program has one.
    public var defaultTheme: String?

    public init(
        themes: [ResolvedTheme] = [],
        pages: [ResolvedPage] = [],
        actionSets: [ResolvedActionSet] = [],
        alerts: [ResolvedAlert] = [],
        defaultTheme: String? = nil
    ) {
        self.themes = themes
        self.pages = pages
        self.actionSets = actionSets
        self.alerts = alerts
        self.defaultTheme = defaultTheme
    }

    public func theme(named name: String) -> ResolvedTheme? { themes.first { $0.name == name } }
    public func page(named name: String) -> ResolvedPage? { pages.first { $0.name == name } }
    public func alert(named name: String) -> ResolvedAlert? { alerts.first { $0.name == name } }
}

/// Where a resolved value came from, for tools and for generated code that spells only what a
/// program sets.
public enum ValueOrigin: Sendable, Equatable {
    /// Written on the alert, action or field itself (or in its inline form).
    case own
    /// Taken from this theme (the first of the theme list that sets it).
    case theme(String)
    /// For an action, taken from a slot set on its alert (`cancelColor: ...` in the alert body).
    case alertSlot
    /// Spec §4's default or §5's built-in value.
    case builtIn
}

/// One property with its value, in schema order.
public struct ResolvedProperty: Sendable, Equatable {
    public var value: ResolvedValue
    public var origin: ValueOrigin
    /// The property as written (its name through its value), when it is written somewhere.
    public var range: SourceRange?
    /// The property's name as a schema id. A program's model holds a property for every
    /// appearance property of every alert and action, so the name is two bytes, not a `String`;
    /// stored last, it fits in the padding after `range` (40 bytes a property, not 48).
    public var nameID: PropertyNameID

    public var name: String { nameID.name }
}

extension ResolvedProperty {
    /// Hands its arguments to the memberwise initialiser, for the reason given at ``ResolvedAlert``'s (its
    /// parameters come in another order than the properties, so the two signatures differ).
    public init(nameID: PropertyNameID, value: ResolvedValue, origin: ValueOrigin, range: SourceRange?) {
        self.init(value: value, origin: origin, range: range, nameID: nameID)
    }

    /// `name` must be a property name of the schema (spec §4): the model has no other properties.
    public init(name: String, value: ResolvedValue, origin: ValueOrigin, range: SourceRange?) {
        guard let nameID = PropertyNameID(name) else {
            preconditionFailure("'\(name)' is not a property name of the schema")
        }
        self.init(nameID: nameID, value: value, origin: origin, range: range)
    }
}

/// A property name of the schema (spec §4): its position in the list of every property name of
/// every context. Rows of one name in different contexts share it.
public struct PropertyNameID: Hashable, Sendable {
    public let rawValue: UInt16

    /// The id of a property name, or `nil` for a name that no context has.
    public init?(_ name: String) {
        guard let index = PropertySchema.id(name) else { return nil }
        rawValue = UInt16(index)
    }

    init(index: Int) {
        rawValue = UInt16(index)
    }

    public var name: String { PropertySchema.names[Int(rawValue)] }

    /// How many names there are: every `rawValue` is below it, so tables can be indexed by id.
    public static var count: Int { PropertySchema.names.count }
}

extension [ResolvedProperty] {
    /// The value of the property `name`, if it is set.
    public subscript(name: String) -> ResolvedValue? {
        guard let id = PropertyNameID(name) else { return nil }
        return first { $0.nameID == id }?.value
    }
}

/// A theme as written: its own properties (not inherited, not resolved), in schema order.
public struct ResolvedTheme: Sendable, Equatable {
    public var name: String
    public var parent: String?
    public var isDefault: Bool
    public var properties: [ResolvedProperty]
    public var doc: String?
    /// The `@deprecated` message: `""` without one, `nil` when not deprecated.
    public var deprecated: String?
    public var nameRange: SourceRange

    public init(
        name: String, parent: String?, isDefault: Bool, properties: [ResolvedProperty], doc: String?,
        deprecated: String?, nameRange: SourceRange
    ) {
        self.name = name
        self.parent = parent
        self.isDefault = isDefault
        self.properties = properties
        self.doc = doc
        self.deprecated = deprecated
        self.nameRange = nameRange
    }
}

/// A dispatch domain (spec §2, §7).
public struct ResolvedPage: Sendable, Equatable {
    public var name: String
    public var parent: String?
    /// The page's own `theme` (not inherited from its parent).
    public var theme: String?
    public var doc: String?
    public var deprecated: String?
    public var nameRange: SourceRange

    public init(
        name: String, parent: String?, theme: String?, doc: String?, deprecated: String?, nameRange: SourceRange
    ) {
        self.name = name
        self.parent = parent
        self.theme = theme
        self.doc = doc
        self.deprecated = deprecated
        self.nameRange = nameRange
    }
}

/// A reusable action set. Alerts already hold its actions, spliced and resolved; this records the
/// declaration itself (for documentation and tools).
public struct ResolvedActionSet: Sendable, Equatable {
    public var name: String
    public var actionNames: [String]
    public var doc: String?
    public var deprecated: String?
    public var nameRange: SourceRange

    public init(name: String, actionNames: [String], doc: String?, deprecated: String?, nameRange: SourceRange) {
        self.name = name
        self.actionNames = actionNames
        self.doc = doc
        self.deprecated = deprecated
        self.nameRange = nameRange
    }
}

public struct ResolvedParameter: Sendable, Equatable {
    public enum ParameterType: String, Sendable, Equatable, CaseIterable {
        case string = "String"
        case int = "Int"
        case double = "Double"
    }

    public var name: String
    public var type: ParameterType
    public var range: SourceRange

    public init(name: String, type: ParameterType, range: SourceRange) {
        self.name = name
        self.type = type
        self.range = range
    }
}

/// One alert or action sheet, fully resolved.
public struct ResolvedAlert: Sendable, Equatable {
    // Nested so they never clash with AlertRuntime's types in modules that import both.
    public enum Style: String, Sendable, Equatable, CaseIterable {
        case alert
        case actionSheet
    }

    public enum Exclusivity: String, Sendable, Equatable, CaseIterable {
        case none
        case cover
        case hide
    }

    public enum Readiness: String, Sendable, Equatable, CaseIterable {
        case immediate
        case deferred
    }

    public var name: String
    /// Declared here, not last as the initialiser takes it (see ``init(name:parameters:style:theme:title:message:actions:fields:preferred:properties:page:priority:exclusive:after:ready:host:doc:deprecated:nameRange:range:)``).
    public var nameRange: SourceRange
    public var parameters: [ResolvedParameter]
    public var style: Style
    /// The first theme of the alert's theme list: its own `theme`, else its page's (or the nearest
    /// ancestor page's), else the `@default` theme. Informational: `properties` are already resolved.
    public var theme: String?
    public var title: TextValue?
    public var message: TextValue?
    /// Actions in final order, `use` sets expanded in place.
    public var actions: [ResolvedAction]
    public var fields: [ResolvedField]
    /// The name of the preferred action (alert style only).
    public var preferred: String?
    /// Every other alert property of spec §4 that is set, themed or defaulted, in schema order: the
    /// alert's own value, else the first theme of its theme list that sets it, else §4's default.
    /// Properties that nothing sets and that have no default are absent; properties of the other
    /// style (`offset` on a sheet, `popoverAnchor` on an alert) are absent.
    public var properties: [ResolvedProperty]

    // Scheduling (spec §7).
    /// `nil`: the app-wide domain.
    public var page: String?
    public var priority: Int64
    public var exclusive: Exclusivity
    /// The alerts this one waits for, as written.
    public var after: [String]
    public var ready: Readiness
    /// `.page` by default for an alert with a page, `.window` without.
    public var host: HostValue

    public var doc: String?
    /// The `@deprecated` message: `""` without one, `nil` when not deprecated.
    public var deprecated: String?
    public var range: SourceRange

    public func action(named name: String) -> ResolvedAction? { actions.first { $0.name == name } }
    public func field(named name: String) -> ResolvedField? { fields.first { $0.name == name } }
}

extension ResolvedAlert {
    /// Hands its arguments to the memberwise initialiser, which builds the alert in place. An initialiser that sets
    /// each property (`self.name = name`, …) built it in a temporary and copied it out whole, a retain of every part
    /// and a release of the temporary's (Swift 6.3), for every alert. So this one is declared in an extension (the
    /// memberwise initialiser then exists), and `nameRange` is declared after `name`: with the properties in this
    /// initialiser's order, the two would have one signature.
    public init(
        name: String, parameters: [ResolvedParameter], style: Style, theme: String?, title: TextValue?,
        message: TextValue?, actions: [ResolvedAction], fields: [ResolvedField], preferred: String?,
        properties: [ResolvedProperty], page: String?, priority: Int64, exclusive: Exclusivity, after: [String],
        ready: Readiness, host: HostValue, doc: String?, deprecated: String?, nameRange: SourceRange,
        range: SourceRange
    ) {
        self.init(
            name: name, nameRange: nameRange, parameters: parameters, style: style, theme: theme, title: title,
            message: message, actions: actions, fields: fields, preferred: preferred, properties: properties,
            page: page, priority: priority, exclusive: exclusive, after: after, ready: ready, host: host, doc: doc,
            deprecated: deprecated, range: range)
    }
}

/// One action of an alert, with its appearance resolved (spec §5).
public struct ResolvedAction: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable, CaseIterable {
        case `default`
        case cancel
        case destructive
    }

    public var name: String
    /// Declared here, not last as the initialiser takes it (see ``ResolvedAlert/nameRange``).
    public var nameRange: SourceRange
    public var title: TextValue
    public var style: Style
    public var subtitle: TextValue?
    /// Every other action property of spec §4 that is set or resolved, in schema order
    /// (`titleFont`, `titleColor`, …, `enabled`, `dismisses`, `spacingAfter`).
    public var properties: [ResolvedProperty]
    public var doc: String?
    /// The action set it was spliced from, if any.
    public var actionSet: String?
}

extension ResolvedAction {
    /// Hands its arguments to the memberwise initialiser, for the reason given at ``ResolvedAlert``'s (every action of
    /// a program is built here).
    public init(
        name: String, title: TextValue, style: Style, subtitle: TextValue?, properties: [ResolvedProperty],
        doc: String?, actionSet: String?, nameRange: SourceRange
    ) {
        self.init(
            name: name, nameRange: nameRange, title: title, style: style, subtitle: subtitle, properties: properties,
            doc: doc, actionSet: actionSet)
    }
}

/// A text field (alert style only).
public struct ResolvedField: Sendable, Equatable {
    public var name: String
    /// The field properties that are written (`placeholder`, `text`, `secure`, `keyboard`,
    /// `contentType`, `font`), in schema order; fields have no themed values.
    public var properties: [ResolvedProperty]
    public var doc: String?
    public var nameRange: SourceRange

    public init(name: String, properties: [ResolvedProperty], doc: String?, nameRange: SourceRange) {
        self.name = name
        self.properties = properties
        self.doc = doc
        self.nameRange = nameRange
    }
}
