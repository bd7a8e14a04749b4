/// `alertc --help` and `alertc help COMMAND`, in the layout of Swift's own tools.
enum HelpText {
    /// The commands `alertc help COMMAND` knows.
    static let topics: Set<String> = ["check", "build", "graph", "simulate", "format"]

    static func text(for topic: String?) -> String {
        switch topic {
        case "check": check
        case "build": build
        case "graph": graph
        case "simulate": simulate
        case "format": format
        default: overview
        }
    }

    static let commonOptions = """
          --color <auto|always|never>
                                  Colour diagnostics (default: auto — only on a terminal, never when
                                  NO_COLOR is non-empty or TERM is dumb)
          --diagnostics-format <text|json>
                                  Diagnostics as clang-style text on stderr (default) or one JSON
                                  document on stdout (on stderr when stdout carries the output)
          --werror                Treat warnings as errors
          -h, --help              Show help
        """

    static let overview = """
        OVERVIEW: Compiler for .alert files: declare iOS alerts and action sheets, check them, and
        generate type-safe Swift or JSON.

        USAGE: alertc <command> [options] <file-or-directory>...

        COMMANDS:
          check                   Check the program for errors
          build                   Check, then write Swift and/or JSON
          graph                   Print the scheduling graph (Graphviz DOT or Mermaid)
          simulate                Replay a scenario on the scheduler and print what shows when
          format                  Print, rewrite or check .alert files in the canonical layout

        OPTIONS:
          --version               Show the version
          -h, --help              Show help

        Directories are searched recursively for *.alert files (hidden ones, such as .build, are
        skipped). All inputs and the files they import form one program. Exit status: 0 no errors,
        1 errors, 2 bad usage or unwritable output.
        See 'alertc help <command>' for a command's options.

        """

    static let check = """
        OVERVIEW: Check .alert files and report every error and warning.

        USAGE: alertc check [options] <file-or-directory>...

        OPTIONS:
        \(commonOptions)

        """

    static let build = """
        OVERVIEW: Check .alert files and, if there is no error, write the generated outputs.

        USAGE: alertc build [--emit json|swift|all] [-o <dir>] [--namespace <name>]
                            [--access-level public|package|internal] [options] <file-or-directory>...

        OPTIONS:
          --emit <json|swift|all> What to generate (default: all)
          -o, --output <dir>      Write <namespace>.json and/or <namespace>.swift into <dir> (created if
                                  missing); without it, a single --emit goes to stdout
          --namespace <name>      Name of the generated namespace and files (default: Alerts); a Swift
                                  type name other than one the generated code uses (String, TypedAlert…)
          --access-level <public|package|internal>
                                  Access level of the generated Swift (default: internal)
        \(commonOptions)

        """

    static let graph = """
        OVERVIEW: Check .alert files and print their scheduling graph: pages as nested clusters,
        alerts with their priority, exclusivity and readiness, and an edge a -> b for every b that
        waits for a ('after').

        USAGE: alertc graph [--format dot|mermaid] [options] <file-or-directory>...

        OPTIONS:
          --format <dot|mermaid>  Graphviz DOT (default) or Mermaid
        \(commonOptions)

        """

    static let simulate = """
        OVERVIEW: Check .alert files, then replay a scenario on the runtime's scheduler and print each
        step with what the presenter must do, and the order in which alerts showed.

        USAGE: alertc simulate [--script <file>] [options] <file-or-directory>...

        OPTIONS:
          --script <file>         Steps, one a line: appear PAGE, disappear PAGE, enqueue ALERT,
                                  ready ALERT, dismiss [ALERT], cancel ALERT; ALERT#2 names the
                                  second instance, and a word starting with '#' starts a comment;
                                  'dismiss' alone dismisses the alert that came on screen last
                                  (shown or restored). Without a script: every page appears, every
                                  alert is enqueued, and that alert is dismissed (when none shows,
                                  the first deferred alert is made ready) until none is left
        \(commonOptions)

        """

    static let format = """
        OVERVIEW: Lay out .alert files in the canonical style (docs/formatting.md): 4-space indentation,
        one member per line, single spaces, comments kept. A file with a syntax error is left as it is
        and its errors are reported (exit status 1).

        USAGE: alertc format [--in-place | --check] [options] <file-or-directory>...

        OPTIONS:
          --in-place              Rewrite the files whose layout changes (atomically; files already
                                  formatted are not touched)
          --check                 Print 'FILE: not formatted' for each file that would change; exit
                                  status 1 if any
        \(commonOptions)

        Without --in-place or --check, the formatted text of the one input file is printed. '-' reads
        standard input (named <stdin> in messages), for an editor formatting its buffer.

        """
}
