/// The flags about the command itself that every command (`--help`) or every command that solves
/// (`--warnings-as-errors`) takes, apart from the environment (`EnvironmentFlags`) and the output
/// (`OutputFlags`).
enum CommonFlags {
    static let help = ArgumentParser.Option(names: ["-h", "--help"], takesValue: false, help: "show this help")
    static let warningsAsErrors = ArgumentParser.Option(
        names: ["--warnings-as-errors"], takesValue: false,
        help: "fail (exit 3) on warnings: what the spec asks for that UIKit ignores or lays out nothing for "
            + "(printed as file:line:col: warning: ...; see Docs/CLI.md)")

    /// `--warnings-as-errors`: warnings fail the command, or are printed and pass.
    static func warnings(_ parsed: ArgumentParser.Parsed) -> WarningReport {
        WarningReport(asErrors: parsed.flags.contains("--warnings-as-errors"))
    }
}
