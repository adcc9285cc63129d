/// sysexits(3) codes (and diff(1)'s 0, 1, 2), as the command's users script against them.
enum ExitCode: Int32 {
    case success = 0
    /// `diff`: the dumps differ (and `--expect`: the frames differ from the golden ones).
    case different = 1
    /// `diff`: a file is missing or is not a frames dump.
    case trouble = 2
    /// `--warnings-as-errors` (or the project file's `warningsAsErrors`): the spec is valid, its
    /// warnings failed the command. Not 65, so that CI tells a warning from a broken spec; 3 as
    /// SwiftLint exits on warnings under `--strict` (Docs/CLI.md, "Errors and exit status").
    case warningsAsErrors = 3
    /// The command line is wrong.
    case usage = 64
    /// The spec is wrong: a positioned error was printed, nothing was written.
    case dataError = 65
    /// A spec file cannot be read.
    case noInput = 66
    /// `preview`: the port cannot be listened on.
    case unavailable = 69
    /// An output file cannot be written.
    case cannotCreate = 73
}

/// A failure that ends the command: what to print on stderr and how to exit.
struct CommandFailure: Error {
    var code: ExitCode
    var message: String
}

extension UsageError {
    /// Exit 64 with the message and the help to read (`command`: `layout-compile swift`); also
    /// for a command line found wrong only once the spec is read.
    func failure(_ command: String) -> CommandFailure {
        CommandFailure(code: .usage, message: "layout-compile: error: \(message)\nRun '\(command) --help' for usage.")
    }
}
