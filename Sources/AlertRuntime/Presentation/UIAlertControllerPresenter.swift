#if canImport(UIKit)
    import UIKit

    /// Presents alerts with the stock `UIAlertController`.
    ///
    /// Honoured: `style`, `title`, `message` (rich text as plain text), action titles, styles and `enabled`,
    /// `preferred`, fields (`placeholder`, `text`, `secure`, `keyboard`, `contentType`, `font`), `tintColor` (the
    /// controller's view tint), `host`, `popoverAnchor` and `dismissOnBackdropTap` for action sheets shown as
    /// popovers, `animation: .none` (shown without animation). `dismisses: false` is emulated by presenting the
    /// alert again after UIKit closes it. Everything else needs a custom `AlertPresenting` (see docs/runtime.md).
    ///
    /// Register the pages, views and bar button items that alerts name (weakly held):
    /// `presenter.register(self, forPage: "Home")` in `viewDidLoad`, `presenter.register(shareButton, named: "share")`.
    @MainActor
    public final class UIAlertControllerPresenter: NSObject, AlertPresenting, UIPopoverPresentationControllerDelegate {
        // Main-actor isolated, hence Sendable: UIKit completion handlers may capture it.
        @MainActor
        private final class Presented {
            let presentation: AlertPresentation
            let controller: UIAlertController
            let respond: @MainActor @Sendable (AlertResponse) -> Void
            /// Whether the alert is meant to be on screen (not hidden).
            var wantsScreen = true
            /// Whether a final response was sent, so a second one (UIKit may report a tap outside twice) is not.
            var answered = false

            init(
                presentation: AlertPresentation,
                controller: UIAlertController,
                respond: @escaping @MainActor @Sendable (AlertResponse) -> Void
            ) {
                self.presentation = presentation
                self.controller = controller
                self.respond = respond
            }
        }

        private final class Weak<Object: AnyObject> {
            weak var object: Object?

            init(_ object: Object) {
                self.object = object
            }
        }

        /// The window for `host: .window` and fallbacks; when `nil`, the key window of the foreground scene.
        public weak var window: UIWindow?

        private var pages: [String: Weak<UIViewController>] = [:]
        private var views: [String: Weak<UIView>] = [:]
        private var barButtons: [String: Weak<UIBarButtonItem>] = [:]
        private var presented: [AlertInstanceID: Presented] = [:]
        /// Presentations and dismissals, one at a time (UIKit refuses to start a transition while another runs).
        private let transitions = TransitionQueue()

        public init(window: UIWindow? = nil) {
            self.window = window
            super.init()
        }

        /// The view controller of a page (`host: .page`).
        public func register(_ viewController: UIViewController, forPage page: String) {
            pages[page] = Weak(viewController)
        }

        /// A view named by `host: .view(name)` or `popoverAnchor: .view(name)`.
        public func register(_ view: UIView, named name: String) {
            views[name] = Weak(view)
        }

        /// A bar button item named by `popoverAnchor: .barButton(name)`.
        public func register(_ item: UIBarButtonItem, named name: String) {
            barButtons[name] = Weak(item)
        }

        // MARK: AlertPresenting

        public func present(
            _ presentation: AlertPresentation,
            respond: @escaping @MainActor @Sendable (AlertResponse) -> Void
        ) {
            let definition = presentation.definition
            let controller = UIAlertController(
                title: presentation.title,
                message: presentation.message,
                preferredStyle: definition.style.uiAlertControllerStyle
            )
            let record = Presented(presentation: presentation, controller: controller, respond: respond)
            let id = presentation.id
            for action in definition.actions {
                let name = action.name
                let alertAction = UIAlertAction(
                    title: presentation.render(action.title),
                    style: action.style.uiAlertActionStyle
                ) { [weak self] _ in
                    self?.userChose(name, id: id)
                }
                alertAction.isEnabled = action.enabled
                controller.addAction(alertAction)
                if definition.style == .alert, definition.preferred == name {
                    controller.preferredAction = alertAction
                }
            }
            if definition.style == .alert {
                for field in definition.fields {
                    controller.addTextField { textField in
                        textField.placeholder = field.placeholder.map(presentation.render)
                        textField.text = field.text.map(presentation.render)
                        textField.isSecureTextEntry = field.secure ?? false
                        textField.keyboardType = (field.keyboard ?? .default).uiKeyboardType
                        textField.textContentType = field.contentType?.uiTextContentType
                        if let font = field.font { textField.font = font.uiFont }
                    }
                }
            }
            if let tint = definition.tintColor {
                controller.view.tintColor = tint.uiColor
            }
            presented[id] = record
            let animated = definition.animation != .none
            transitions.run { [weak self] done in
                guard let self else { return done() }
                self.putOnScreen(record, animated: animated, done: done)
            }
        }

        public func hide(_ id: AlertInstanceID) {
            guard let record = presented[id] else { return }
            record.wantsScreen = false
            transitions.run { [weak self] done in
                guard let self else { return done() }
                self.takeOffScreen(record.controller, done: done)
            }
        }

        public func restore(_ id: AlertInstanceID) {
            guard let record = presented[id] else { return }
            record.wantsScreen = true
            transitions.run { [weak self] done in
                guard let self else { return done() }
                self.putOnScreen(record, animated: false, done: done)
            }
        }

        public func dismiss(_ id: AlertInstanceID) {
            guard let record = presented.removeValue(forKey: id) else { return }
            record.wantsScreen = false
            transitions.run { [weak self] done in
                guard let self else { return done() }
                self.takeOffScreen(record.controller, done: done)
            }
        }

        // MARK: UIPopoverPresentationControllerDelegate

        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            record(presenting: presentationController)?.presentation.definition.dismissOnBackdropTap ?? true
        }

        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            // A tap outside a popover sheet. UIKit treats it as the cancel action when there is one.
            guard let record = record(presenting: presentationController), !record.answered else { return }
            record.answered = true
            if let cancel = record.presentation.definition.actions.first(where: { $0.style == .cancel }) {
                record.respond(.action(cancel.name, fieldValues: fieldValues(of: record)))
            } else {
                record.respond(.dismissed)
            }
        }

        // MARK: Internals

        private func userChose(_ name: String, id: AlertInstanceID) {
            guard let record = presented[id], !record.answered else { return }
            let values = fieldValues(of: record)
            let dismisses = record.presentation.definition.action(named: name)?.dismisses ?? true
            if dismisses {
                record.answered = true
            } else {
                // UIAlertController always closes on a tap; show the same controller again.
                transitions.run { [weak self] done in
                    guard let self, record.wantsScreen, self.presented[id] != nil else { return done() }
                    self.putOnScreen(record, animated: false, done: done)
                }
            }
            record.respond(.action(name, fieldValues: values))
        }

        private func fieldValues(of record: Presented) -> [String: String] {
            let texts = record.controller.textFields ?? []
            var values: [String: String] = [:]
            for (field, textField) in zip(record.presentation.definition.fields, texts) {
                values[field.name] = textField.text ?? ""
            }
            return values
        }

        private func record(presenting presentationController: UIPresentationController) -> Presented? {
            presented.values.first { $0.controller === presentationController.presentedViewController }
        }

        private func putOnScreen(_ record: Presented, animated: Bool, done: @escaping @MainActor @Sendable () -> Void) {
            let controller = record.controller
            guard controller.presentingViewController == nil, let host = hostViewController(for: record.presentation)
            else { return done() }
            let top = topmost(from: host)
            configurePopover(of: controller, in: top, anchor: record.presentation.definition.popoverAnchor)
            top.present(controller, animated: animated) { done() }
        }

        /// Dismisses the controller. UIKit also removes everything presented above it, so alerts there that are
        /// meant to stay on screen are presented again, in their order.
        private func takeOffScreen(_ controller: UIAlertController, done: @escaping @MainActor @Sendable () -> Void) {
            guard let presenter = controller.presentingViewController, !controller.isBeingDismissed else {
                return done()
            }
            var above: [Presented] = []
            var next = controller.presentedViewController
            while let current = next {
                if let record = presented.values.first(where: { $0.controller === current }), record.wantsScreen {
                    above.append(record)
                }
                next = current.presentedViewController
            }
            presenter.dismiss(animated: false) { [weak self] in
                guard let self else { return done() }
                self.presentAgain(above[...], on: presenter, done: done)
            }
        }

        private func presentAgain(
            _ records: ArraySlice<Presented>,
            on presenter: UIViewController,
            done: @escaping @MainActor @Sendable () -> Void
        ) {
            guard let first = records.first else { return done() }
            // Hidden or dismissed since this dismissal began (a later event of the same scheduler step, which
            // hides bottom first): left off screen rather than shown and taken away again.
            guard first.wantsScreen else { return presentAgain(records.dropFirst(), on: presenter, done: done) }
            let top = topmost(from: presenter)
            top.present(first.controller, animated: false) { [weak self] in
                guard let self else { return done() }
                self.presentAgain(records.dropFirst(), on: presenter, done: done)
            }
        }

        private func configurePopover(
            of controller: UIAlertController, in top: UIViewController, anchor: PopoverAnchor?
        ) {
            guard let popover = controller.popoverPresentationController else { return }
            popover.delegate = self
            switch anchor {
            case .view(let name, _):
                if let view = views[name]?.object, view.window != nil {
                    popover.sourceView = view
                    popover.sourceRect = view.bounds
                } else {
                    pointAtCenter(of: top, popover: popover)
                }
            case .barButton(let name, _):
                if let item = barButtons[name]?.object {
                    popover.sourceItem = item
                } else {
                    pointAtCenter(of: top, popover: popover)
                }
            case nil:
                pointAtCenter(of: top, popover: popover)
            }
            if let arrows = anchor?.arrows {
                popover.permittedArrowDirections = UIPopoverArrowDirection(arrows.map(\.uiArrowDirection))
            }
        }

        /// §4's default without an anchor: the centre of the presenting view, no arrow.
        private func pointAtCenter(of top: UIViewController, popover: UIPopoverPresentationController) {
            popover.sourceView = top.view
            popover.sourceRect = CGRect(x: top.view.bounds.midX, y: top.view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }

        /// The view controller the alert is presented from. A page or view that is not in a window falls back to the
        /// window, so an alert never waits on a view controller UIKit cannot present from.
        private func hostViewController(for presentation: AlertPresentation) -> UIViewController? {
            let definition = presentation.definition
            switch definition.host {
            case .page:
                if let page = definition.page, let controller = pages[page]?.object,
                    controller.viewIfLoaded?.window != nil
                {
                    return controller
                }
            case .view(let name):
                if let view = views[name]?.object, view.window != nil, let controller = owningViewController(of: view) {
                    return controller
                }
            case .window:
                break
            }
            return rootViewController
        }

        private var rootViewController: UIViewController? {
            if let window { return window.rootViewController }
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            return (scene?.keyWindow ?? scene?.windows.first)?.rootViewController
        }

        private func owningViewController(of view: UIView) -> UIViewController? {
            var responder: UIResponder? = view
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }

        private func topmost(from controller: UIViewController) -> UIViewController {
            var top = controller
            while let next = top.presentedViewController, !next.isBeingDismissed {
                top = next
            }
            return top
        }
    }
#endif
