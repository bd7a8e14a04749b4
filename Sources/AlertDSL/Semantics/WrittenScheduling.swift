/// What the scheduling checks read of an alert's body as written rather than as checked (an unknown
/// page still names the alert's domain): the first `page` (its reference, or that its value is wrong),
/// whether the first `priority` is written, the first `exclusive` and the first `after` list that names
/// something. Recorded while the alert's properties are checked, so the body is not walked (and each
/// property copied) a second time.
struct WrittenScheduling {
    private var pageWritten = false
    private var page: String?
    private var priorityWritten = false
    private var exclusiveRange: SourceRange?
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
        case PropertyID.after where after.isEmpty:
            if case .list(let elements, _) = property.value {
                for case .reference(let name) in elements {
                    after.append(SchedulingInput.Dependency(name: name.text, range: name.range))
                }
            }
        default:
            break
        }
    }

    /// The scheduling checks' entry for `alert`, the alert these properties belong to: its checked
    /// `priority` and `exclusive` as resolution reads them (``AlertResolver``), without resolving it. A `page`
    /// or `priority` written with a wrong value (an error already) makes the domain or priority unknown, not
    /// app-wide or 0: checks made on a value the user never wrote would only add wrong diagnostics.
    /// Consuming: its page and `after` list are moved into the entry, not copied.
    consuming func entry(for alert: CheckedAlert) -> SchedulingInput.AlertEntry {
        let priorityIsKnown: Bool
        if case .integer = alert.own.value(id: PropertyID.priority) {
            priorityIsKnown = true
        } else {
            priorityIsKnown = !priorityWritten
        }
        return SchedulingInput.AlertEntry(
            name: alert.name.text, nameRange: alert.name.range, page: page, pageIsKnown: !pageWritten || page != nil,
            priority: alert.priority, priorityIsKnown: priorityIsKnown, exclusive: alert.exclusive,
            exclusiveRange: exclusiveRange, after: after)
    }
}
