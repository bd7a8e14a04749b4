/// The model's enums from the case names checked values hold, found by comparing the few names in
/// turn: `init(rawValue:)` of a `String` enum goes through the standard library's generic table
/// lookup, which cost more than the rest of reading an action's style.
extension ResolvedAction.Style {
    init?(caseName: String) {
        switch caseName {
        case "default": self = .default
        case "cancel": self = .cancel
        case "destructive": self = .destructive
        default: return nil
        }
    }
}

extension ResolvedAlert.Style {
    init?(caseName: String) {
        switch caseName {
        case "alert": self = .alert
        case "actionSheet": self = .actionSheet
        default: return nil
        }
    }
}

extension ResolvedAlert.Exclusivity {
    init?(caseName: String) {
        switch caseName {
        case "none": self = .none
        case "cover": self = .cover
        case "hide": self = .hide
        default: return nil
        }
    }
}

extension ResolvedAlert.Readiness {
    init?(caseName: String) {
        switch caseName {
        case "immediate": self = .immediate
        case "deferred": self = .deferred
        default: return nil
        }
    }
}
