/// A scenario for `alertc simulate --script FILE`: one operation a line, `#` starts a comment.
///
///     appear Home          # the page appears
///     disappear Home
///     enqueue welcome      # an instance of the alert (the second one is `welcome#2`)
///     ready promo          # a deferred instance may show (an instance id or an alert name)
///     dismiss              # the user closes the top-most alert on screen
///     dismiss welcome      # ... or this one
///     cancel promo         # removed while queued
public struct SimulationScript: Sendable {
    public enum Step: Equatable, Sendable {
        case appear(String)
        case disappear(String)
        case enqueue(String)
        case ready(String)
        /// `nil`: the alert shown last that is still on screen.
        case dismiss(String?)
        case cancel(String)
    }

    /// Steps with their 1-based line numbers, for error messages.
    public var steps: [(line: Int, step: Step)]

    public init(steps: [(line: Int, step: Step)]) {
        self.steps = steps
    }

    public static func parse(_ text: String) throws(SimulationError) -> SimulationScript {
        var steps: [(line: Int, step: Step)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let line = index + 1
            let arguments = Array(words.dropFirst())
            func one() throws(SimulationError) -> String {
                guard arguments.count == 1 else {
                    throw SimulationError(line: line, message: "'\(verb)' takes one name")
                }
                return arguments[0]
            }
            let step: Step
            switch verb {
            case "appear": step = .appear(try one())
            case "disappear": step = .disappear(try one())
            case "enqueue": step = .enqueue(try one())
            case "ready": step = .ready(try one())
            case "cancel": step = .cancel(try one())
            case "dismiss":
                guard arguments.count <= 1 else {
                    throw SimulationError(line: line, message: "'dismiss' takes at most one name")
                }
                step = .dismiss(arguments.first)
            default:
                throw SimulationError(
                    line: line,
                    message: "unknown step '\(verb)'; expected appear, disappear, enqueue, ready, dismiss or cancel"
                )
            }
            steps.append((line, step))
        }
        return SimulationScript(steps: steps)
    }
}

/// A scenario step that cannot run; `line` is 0 for the default scenario.
public struct SimulationError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
