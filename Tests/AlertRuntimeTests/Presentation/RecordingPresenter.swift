@testable import AlertRuntime
@testable import AlertRuntimeCore

/// Records what the center asks for and lets tests answer as the user would.
@MainActor
final class RecordingPresenter: AlertPresenting {
    private(set) var log: [String] = []
    private(set) var presentations: [AlertInstanceID: AlertPresentation] = [:]
    private var responders: [AlertInstanceID: @MainActor @Sendable (AlertResponse) -> Void] = [:]

    func present(_ presentation: AlertPresentation, respond: @escaping @MainActor @Sendable (AlertResponse) -> Void) {
        log.append("present \(presentation.id)")
        presentations[presentation.id] = presentation
        responders[presentation.id] = respond
    }

    func hide(_ id: AlertInstanceID) {
        log.append("hide \(id)")
    }

    func restore(_ id: AlertInstanceID) {
        log.append("restore \(id)")
    }

    func dismiss(_ id: AlertInstanceID) {
        log.append("dismiss \(id)")
    }

    /// The user answers the alert.
    func answer(_ id: AlertInstanceID, _ response: AlertResponse) {
        responders[id]?(response)
    }
}
