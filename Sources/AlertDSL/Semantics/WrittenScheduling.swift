/// What the scheduling checks read of an alert's body as written rather than as checked (an unknown
/// page still names the alert's domain): the first `page` (its reference, or that its value is wrong),
/// whether the first `priority` is written, the first `exclusive` and the names in the first `after` list (a
/// repeated `after` is not the alert's, even when the first names nothing: `after: []`). Recorded while the alert's
/// properties are checked, so the body is not walked (and each property copied) a second time.
struct WrittenScheduling {
    private var pageWritten = false
    private var page: String?
    private var priorityWritten = false
    /// Whether an unknown property's error suggests `page` or `priority` (``recordUnknown(meaning:)``).
    private var pageMaybeMeant = false
    private var priorityMaybeMeant = false
    private var exclusiveRange: SourceRange?
    private var afterWritten = false
    private var after: [SchedulingInput.Dependency] = []

    /// Records a property of the alert's body whose schema name id is `id`.
    mutating func record(_ property: PropertySyntax, id: Int) {
        switch id {
        case PropertyID.page where !pageWritten:
            pageWritten = true
            if case .reference(let name) = property.value { page = name.text }
        case PropertyID.priority:
            priorityWritten = true
        case PropertyID.exclusive where exclusiveRange == nil:
            exclusiveRange = property.value.range
        case PropertyID.after where !afterWritten:
            afterWritten = true
            if case .list(let elements, _) = property.value {
                for case .reference(let name) in elements {
                    after.append(SchedulingInput.Dependency(name: name.text, range: name.range))
                }
            }
        default:
            break
        }
    }

    /// Records a property of the alert's body that the alert does not have, whose error suggests the property whose
    /// schema name id is `meaning` (`pag: Home` → `page`): it was most likely meant as that property, so unless the
    /// alert has that property too, its domain or priority is unknown, as for one written with a wrong value. Taken
    /// as not written, it made the alert app-wide or of priority 0, and the checks of that guess gave a second
    /// diagnostic for the one typo (an `after` that shares no domain, an `exclusive` with no effect).
    mutating func recordUnknown(meaning id: Int?) {
        switch id {
        case PropertyID.page: pageMaybeMeant = true
        case PropertyID.priority: priorityMaybeMeant = true
        default: break
        }
    }

    /// The scheduling checks' entry for `alert`, the alert these properties belong to: its checked
    /// `priority` and `exclusive` as resolution reads them (``AlertResolver``), without resolving it. A `page`
    /// or `priority` written with a wrong value (an error already) makes the domain or priority unknown, not
    /// app-wide or 0: checks made on a value the user never wrote would only add wrong diagnostics. So does a
    /// body that lost a member to a syntax error (``BodySyntax/lostMember``) and has no `page` or `priority`:
    /// the lost member may have been it.
    /// Consuming: its page and `after` list are moved into the entry, not copied.
    consuming func entry(for alert: CheckedAlert) -> SchedulingInput.AlertEntry {
        let priorityIsKnown: Bool
        if case .integer = alert.own.value(id: PropertyID.priority) {
            priorityIsKnown = true
        } else {
            priorityIsKnown = !priorityWritten && !priorityMaybeMeant && !alert.lostMember
        }
        let pageIsKnown = pageWritten ? page != nil : !pageMaybeMeant && !alert.lostMember
        var entry = SchedulingInput.AlertEntry(
            name: alert.name.text, nameRange: alert.name.range, page: page, pageIsKnown: pageIsKnown,
            priority: alert.priority, priorityIsKnown: priorityIsKnown, exclusive: alert.exclusive,
            exclusiveRange: exclusiveRange, after: after)
        entry.mayBeAppWide = !pageWritten && !pageMaybeMeant && alert.lostMember
        return entry
    }
}
