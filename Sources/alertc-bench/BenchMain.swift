import AlertDSL
import Foundation

/// `alertc-bench [--sizes 1,10,50] [--json] [--quick] [--seed S] [--alertc PATH] [--no-swiftc]`
/// `alertc-bench generate --size-mb N [--alerts N] [--seed S] -o DIR`
/// See docs/performance.md.
@main
struct BenchMain {
    static let usage = """
        usage: alertc-bench [--sizes 1,10,50] [--json] [--quick] [--seed S] [--alertc PATH] [--no-swiftc]
               alertc-bench generate --size-mb N [--alerts N] [--seed S] -o DIR
               alertc-bench profile lex|parse|check|frontend|json|swift [--size-mb N] [--runs N]

        Build first: swift build -c release --product alertc (the whole-process figures run it).

        """

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if arguments.first == "run-child" {
                exit(ChildProcess.relay(Array(arguments.dropFirst())))
            } else if arguments.first == "generate" {
                arguments.removeFirst()
                try generate(arguments)
            } else if arguments.first == "profile" {
                arguments.removeFirst()
                try profile(arguments)
            } else {
                try bench(arguments)
            }
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("alertc-bench: error: \(error.message)\n\(usage)".utf8))
            exit(2)
        } catch {
            FileHandle.standardError.write(Data("alertc-bench: error: \(error)\n".utf8))
            exit(1)
        }
    }

    struct UsageError: Error {
        var message: String
    }

    private static func value(_ arguments: [String], _ index: inout Int) throws -> String {
        index += 1
        guard index < arguments.count else { throw UsageError(message: "'\(arguments[index - 1])' needs a value") }
        return arguments[index]
    }

    private static func number(_ text: String, _ option: String) throws -> Double {
        guard let value = Double(text), value > 0 else {
            throw UsageError(message: "bad value '\(text)' for \(option)")
        }
        return value
    }

    private static func bench(_ arguments: [String]) throws {
        var options = BenchmarkOptions()
        var sizesGiven = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--sizes":
                options.sizes = try value(arguments, &index).split(separator: ",").map {
                    try number(String($0), "--sizes")
                }
                sizesGiven = true
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--seed":
                let text = try value(arguments, &index)
                guard let seed = UInt64(text) else { throw UsageError(message: "bad seed '\(text)'") }
                options.seed = seed
            case "--alertc": options.alertcPath = try value(arguments, &index)
            case "--no-swiftc": options.skipSwiftCost = true
            case "-h", "--help":
                print(usage, terminator: "")
                return
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        if options.quick, !sizesGiven { options.sizes = [0.05, 0.2] }
        let report = try Benchmark(options: options).run()
        print(options.json ? report.json.rendered() : report.text, terminator: options.json ? "\n" : "")
    }

    /// Runs one phase `--runs` times on a generated program, for profilers:
    /// `valgrind --tool=callgrind --toggle-collect='*Phases*lex*' alertc-bench profile lex`.
    private static func profile(_ arguments: [String]) throws {
        guard let phase = arguments.first else { throw UsageError(message: "profile needs a phase") }
        var megabytes = 1.0
        var runs = 3
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--size-mb": megabytes = try number(try value(arguments, &index), argument)
            case "--runs": runs = Int(try number(try value(arguments, &index), argument))
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        var generator = ProgramGenerator(targetBytes: Int(megabytes * 1e6), seed: 42)
        let program = InMemoryProgram(generator.generate())
        let trees = Phases.parse(program)
        let resolved = phase == "swift" ? Phases.check(trees, program).0 : ResolvedProgram()
        for _ in 0..<runs {
            switch phase {
            case "lex": blackHole(Phases.lex(program))
            case "parse": blackHole(Phases.parse(program))
            case "check": blackHole(Phases.check(trees, program))
            case "frontend": blackHole(Phases.frontEnd(program))
            case "json": blackHole(Phases.compileToJSON(program))
            case "swift": blackHole(Phases.emitSwift(resolved))
            default: throw UsageError(message: "unknown phase '\(phase)'")
            }
        }
    }

    private static func generate(_ arguments: [String]) throws {
        var megabytes: Double?
        var alerts = Int.max
        var seed: UInt64 = 42
        var output: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--size-mb": megabytes = try number(try value(arguments, &index), argument)
            case "--alerts": alerts = Int(try number(try value(arguments, &index), argument))
            case "--seed":
                let text = try value(arguments, &index)
                guard let parsed = UInt64(text) else { throw UsageError(message: "bad seed '\(text)'") }
                seed = parsed
            case "-o", "--output": output = try value(arguments, &index)
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        guard let output else { throw UsageError(message: "generate needs '-o DIR'") }
        guard megabytes != nil || alerts != Int.max else {
            throw UsageError(message: "generate needs '--size-mb N' or '--alerts N'")
        }
        let targetBytes = megabytes.map { Int($0 * 1e6) } ?? Int.max
        var generator = ProgramGenerator(targetBytes: targetBytes, seed: seed, alertLimit: alerts)
        let program = generator.generate()
        try ProgramFiles.write(program, to: output)
        print(
            "wrote \(program.files.count) files, \(program.byteCount) bytes, \(program.alertCount) alerts to \(output)")
    }
}
