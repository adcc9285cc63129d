/// A command that prints a text made from the tables (`schema`, `manpage`): no operands, `-o F`
/// to write it to a file (whole, or not at all) instead of standard output.
struct GeneratedTextCommand {
    static func help(name: String, summary: String, output: String, description: String) -> CommandHelp {
        CommandHelp(
            name: name, summary: summary, synopsis: "[-o \(output)]", description: description,
            options: [
                .init(names: ["-o", "--output"], takesValue: true, valueName: "F", help: "write to F instead of standard output",
                      completion: .anyFile),
                CommonFlags.help,
            ],
            operands: .none)
    }

    var outputPath: String?

    init(_ parsed: ArgumentParser.Parsed, name: String) throws(UsageError) {
        guard parsed.positional.isEmpty else { throw UsageError(message: "\(name) takes no arguments") }
        outputPath = parsed.value("--output")
    }

    func run(_ text: String) throws(CommandFailure) {
        try OutputFile.emit(text, to: outputPath)
    }
}
