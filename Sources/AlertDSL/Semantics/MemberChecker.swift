/// A property as written in one body, with its checked value (`nil` when the value is wrong).
struct WrittenProperty {
    var name: Identifier
    var value: ResolvedValue?
    var valueRange: SourceRange
    /// From the name through the value; for an inline action title or style, the inline value.
    var range: SourceRange
    /// Written inline (`action ok "OK" .cancel`) rather than as `name: value`.
    var isInline = false
}

/// The properties of one body. A body holds a handful of properties, each of a distinct schema
/// name, so they are kept in a small array keyed by name id (``PropertySchema/names``) and found
/// by comparing integers, with no hashing and no dictionary per body.
struct PropertyBag {
    /// A struct rather than a tuple: arrays of tuples are destroyed through the runtime's generic
    /// tuple witness, element by element.
    struct Entry {
        var id: Int
        var property: WrittenProperty
    }

    private(set) var entries: [Entry] = []
    /// Bit `id % 64` of every id in `entries`. Most lookups ask for an id the bag does not hold (resolution asks
    /// for every appearance property of the alert and each action): a clear bit answers without walking the
    /// entries. Ids 64 apart share a bit, so a set bit only means the id may be there.
    private var idBits: UInt64 = 0

    init() {}

    /// A bag with room for `capacity` properties (a body's member count), so filling it does not grow it
    /// step by step.
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    subscript(id id: Int) -> WrittenProperty? {
        index(of: id).map { entries[$0].property }
    }

    /// Where the property is in `entries`, found by comparing ids only (no entry is copied).
    func index(of id: Int) -> Int? {
        guard idBits & Self.bit(id) != 0 else { return nil }
        var index = 0
        while index < entries.count {
            if entries[index].id == id { return index }
            index += 1
        }
        return nil
    }

    /// The checked value and the range of the property, when it is written with a valid value.
    func valueAndRange(id: Int) -> (value: ResolvedValue, range: SourceRange)? {
        guard let index = index(of: id), let value = entries[index].property.value else { return nil }
        return (value, entries[index].property.range)
    }

    func value(id: Int) -> ResolvedValue? { index(of: id).flatMap { entries[$0].property.value } }

    /// Whether the bag holds a property of this name id (valid or not), without copying it.
    func contains(id: Int) -> Bool { index(of: id) != nil }

    /// Adds a property of a schema name that the bag does not hold yet. Taken over, not copied: every
    /// property of a program passes through here.
    mutating func insert(_ property: consuming WrittenProperty, id: Int) {
        idBits |= Self.bit(id)
        entries.append(Entry(id: id, property: property))
    }

    @inline(__always)
    private static func bit(_ id: Int) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: id & 63) }

    /// The written properties of `context` in schema order, for the model.
    /// `roles` is a list of one or two: scanning it costs less than building and hashing a `Set` per body.
    func resolved(in context: PropertyContext, roles: [PropertyRole]) -> [ResolvedProperty] {
        guard !entries.isEmpty else { return [] }
        return PropertySchema.specs(in: context).compactMap { spec in
            guard roles.contains(spec.role), let written = self[id: spec.id], let value = written.value else {
                return nil
            }
            return ResolvedProperty(nameID: spec.nameID, value: value, origin: .own, range: written.range)
        }
    }
}

/// An action checked on its own, before it is placed in an alert.
struct CheckedAction {
    var name: Identifier
    var title: TextValue?
    var style: ResolvedAction.Style
    /// Where the style is written (inline or `style:` value), for notes about cancel actions.
    var styleRange: SourceRange?
    /// False when the `style:` value is wrong, or a syntax error cost the action's body a member (an error already):
    /// the action might be the cancel action.
    var styleIsKnown = true
    var subtitle: TextValue?
    var own: PropertyBag
    var doc: String?
}

/// What ``Analysis/checkProperty(_:in:into:)`` found a property's name to be.
enum CheckedPropertyName {
    /// A property of the context: its schema id.
    case known(id: Int)
    /// No property of the context; `suggestion` is the one its error suggests (`pag` → `page`), if any.
    case unknown(suggestion: String?)
}

/// A field checked on its own.
struct CheckedField {
    var name: Identifier
    var keywordRange: SourceRange
    var own: PropertyBag
    var doc: String?
}

extension Analysis {
    /// Checks `name: value` against the schema of `context` and records it in `bag`. Returns what the name is:
    /// a property of `context` (also when repeated), or an unknown name with the property its error suggests.
    @discardableResult
    mutating func checkProperty(
        _ property: PropertySyntax, in context: PropertyContext, into bag: inout PropertyBag
    ) -> CheckedPropertyName {
        _ = checkAttributes(property.prefix, on: .property)
        // The name is read where it is used, not bound: a local copy was retained for each use and released after.
        guard let spec = propertyLookup.spec(property.name.text, in: context) else {
            return .unknown(suggestion: reportUnknownProperty(property.name, in: context))
        }
        if let firstIndex = bag.index(of: spec.id) {
            reportRepeatedProperty(property.name, first: bag.entries[firstIndex].property)
            return .known(id: spec.id)
        }
        let value = checkValue(property.value, as: spec)
        bag.insert(
            WrittenProperty(name: property.name, value: value, valueRange: property.value.range, range: property.range),
            id: spec.id)
        return .known(id: spec.id)
    }

    /// UIKit's names of properties the language names otherwise, which Swift developers write from habit and which
    /// are too far from the language's names for a spelling suggestion (`preferredStyle`, `style`).
    private static let uikitPropertyNames = [
        "preferredStyle": "style", "preferredAction": "preferred", "isSecureTextEntry": "secure",
        "isEnabled": "enabled", "keyboardType": "keyboard", "textContentType": "contentType",
    ]

    /// The property of `context` an unknown `name` most likely means: the language's name for a UIKit one, else the
    /// closest spelling.
    private mutating func propertySuggestion(for name: String, in context: PropertyContext) -> String? {
        if let renamed = Self.uikitPropertyNames[name], propertyLookup.spec(renamed, in: context) != nil {
            return renamed
        }
        return suggester.suggestion(for: name, among: PropertySchema.specs(in: context).map(\.name))
    }

    private mutating func reportRepeatedProperty(_ name: Identifier, first: WrittenProperty) {
        let note =
            first.isInline
            ? DiagnosticNote("\(name.text) given inline here", at: first.range)
            : DiagnosticNote("first given here", at: first.name.range)
        diagnostics.error(.duplicateProperty, "property '\(name.text)' is given twice", at: name.range, notes: [note])
    }

    /// Reports `name` as no property of `context`; returns the property the error suggests, if any.
    private mutating func reportUnknownProperty(_ name: Identifier, in context: PropertyContext) -> String? {
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        var suggested: String?
        let elsewhere = PropertySchema.otherContexts(having: name.text, besides: context)
        if !elsewhere.isEmpty {
            let owners = Wording.series(elsewhere.map(\.article))
            notes.append(DiagnosticNote("'\(name.text)' is a property of \(owners)", at: nil))
        } else if let suggestion = propertySuggestion(for: name.text, in: context) {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?", at: name.range))
            fixIts.append(FixIt(range: name.range, replacement: suggestion))
            suggested = suggestion
        }
        diagnostics.error(
            .unknownProperty, "unknown property '\(name.text)' in \(context.article)", at: name.range, notes: notes,
            fixIts: fixIts)
        return suggested
    }

    /// A member that its body does not allow (spec §2: `field` and `use` only in alerts, only
    /// `action` in action sets, only properties in other bodies), with a note at the name of what forbids it
    /// (`owner`, such as "theme 'Brand'"; spec §6 "Location").
    mutating func reportMisplacedMember(
        _ member: MemberSyntax, in description: String, allowed: String, owner: (what: String, name: Identifier?)
    ) {
        let (what, range): (String, SourceRange) =
            switch member {
            case .property(let property): ("property '\(property.name.text)'", property.name.range)
            case .action(let action): ("'action'", action.keyword.range)
            case .field(let field): ("'field'", field.keyword.range)
            case .use(let use): ("'use'", use.keyword.range)
            }
        diagnostics.error(
            .memberNotAllowed, "\(what) is not allowed in \(description)", at: range,
            notes: [
                owner.name.map { DiagnosticNote("\(owner.what) '\($0.text)' holds only \(allowed)", at: $0.range) }
                    ?? DiagnosticNote("\(description) holds only \(allowed)", at: nil)
            ])
    }

    /// A theme, page or field body, of the declaration or member named `owner`: properties only.
    mutating func checkPropertyBody(_ body: BodySyntax?, in context: PropertyContext, owner: Identifier?)
        -> PropertyBag
    {
        var bag = PropertyBag(capacity: body?.members.count ?? 0)
        checkPropertyBody(body, in: context, owner: owner, into: &bag)
        return bag
    }

    /// Checks a body of properties only into `bag` (which may already hold an action's inline title and style);
    /// any other member is reported as misplaced, with a note at `owner`.
    private mutating func checkPropertyBody(
        _ body: BodySyntax?, in context: PropertyContext, owner: Identifier?, into bag: inout PropertyBag
    ) {
        for member in body?.members ?? [] {
            if case .property(let property) = member {
                checkProperty(property, in: context, into: &bag)
            } else {
                reportMisplacedMember(
                    member, in: context.article, allowed: "properties", owner: (context.rawValue, owner))
            }
        }
    }

    /// `action name [Text] [.style] [{ property* }]`, checked in the current interpolation scope.
    mutating func checkAction(_ action: ActionSyntax) -> CheckedAction {
        _ = checkAttributes(action.prefix, on: .action)
        // The title and style as written inline, else in the body; `hasTitle` even when the value is wrong. Kept as
        // the text and the case name: wrapped in a `ResolvedValue?` (which only the bag needs), each was unwrapped
        // again and the wrapper destroyed, for every action.
        var hasTitle = action.title != nil
        var title = action.title.flatMap { checkText($0) }
        var styleName = action.style?.text
        var styleRange = action.style?.range
        // The bag holds the body's properties, after the inline title and style so that a body repeating them is
        // reported. Title and style are not appearance properties, which are all resolution reads of an action's
        // bag: an action without a body (most) keeps an empty one and allocates nothing.
        var bag = PropertyBag()
        if let body = action.body, !body.members.isEmpty {
            bag = PropertyBag(capacity: body.members.count + 2)
            func insertInline(_ name: String, at range: SourceRange?, value: ResolvedValue?, id: Int) {
                guard let range else { return }
                bag.insert(
                    WrittenProperty(
                        name: Identifier(name, range: range), value: value, valueRange: range, range: range,
                        isInline: true),
                    id: id)
            }
            insertInline("title", at: action.title?.range, value: title.map(ResolvedValue.text), id: PropertyID.title)
            insertInline(
                "style", at: action.style?.range, value: styleName.map(ResolvedValue.enumCase), id: PropertyID.style)
            checkPropertyBody(body, in: .action, owner: action.name, into: &bag)
            if !hasTitle, let index = bag.index(of: PropertyID.title) {
                hasTitle = true
                if case .text(let text) = bag.entries[index].property.value { title = text }
            }
            if styleRange == nil, let index = bag.index(of: PropertyID.style) {
                if case .enumCase(let name) = bag.entries[index].property.value { styleName = name }
                styleRange = bag.entries[index].property.valueRange
            }
        }
        var style = ResolvedAction.Style.default
        // A body that a syntax error cost a member (`{ style .cancel }`) may have lost the style.
        var styleIsKnown = styleRange == nil && action.body?.lostMember != true
        if let styleName, let parsed = ResolvedAction.Style(caseName: styleName) {
            style = parsed
            styleIsKnown = true
        }
        if !hasTitle {
            diagnostics.error(
                .missingActionTitle, "action '\(action.name.text)' has no title", at: action.name.range,
                notes: [
                    DiagnosticNote("write the title after the name, as in 'action \(action.name.text) \"OK\"'", at: nil)
                ])
        }
        var subtitle: TextValue?
        if case .text(let text) = bag.value(id: PropertyID.subtitle) { subtitle = text }
        let checked = CheckedAction(
            name: action.name, title: title, style: style, styleRange: styleRange, styleIsKnown: styleIsKnown,
            subtitle: subtitle, own: bag, doc: action.prefix.doc)
        checkSpacingAfter(checked)
        return checked
    }

    /// `field name [{ property* }]`.
    mutating func checkField(_ field: FieldSyntax) -> CheckedField {
        _ = checkAttributes(field.prefix, on: .field)
        let bag = checkPropertyBody(field.body, in: .field, owner: field.name)
        return CheckedField(name: field.name, keywordRange: field.keyword.range, own: bag, doc: field.prefix.doc)
    }
}
