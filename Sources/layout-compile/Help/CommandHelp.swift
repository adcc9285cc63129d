/// What a shell completes for an option's value or a command's operands (Help/Completions.swift).
enum ValueCompletion: Equatable {
    case none
    /// Spec files: `*.yaml`, `*.yml`, `*.json`.
    case specs
    /// Swift files, for `import`.
    case swiftFiles
    /// Frames files: `*.json`.
    case framesFiles
    case anyFile
    case directory
    case words([String])
    /// The subcommands' names (for `help COMMAND`).
    case commands

    /// What `commands` offers.
    static var commandNames: ValueCompletion { .words(CommandHelp.subcommands.compactMap(\.name).filter { $0 != "help" }) }
}

/// A command's help: its synopsis, description, option table and exit statuses. `--help` prints
/// `usage`; the man page (ManPage) and the shell completions (Completions) are made from the same
/// tables, and the parser reads the same options (Docs/CLI.md, "Help, man page and completions").
struct CommandHelp {
    /// The subcommand's name; nil for the compiler itself (`layout-compile SPEC`).
    var name: String?
    /// One line: what the command does, for the list of subcommands and the man page.
    var summary: String
    /// The `USAGE:` lines after `layout-compile`.
    var synopsis: String
    var description: String
    var options: [ArgumentParser.Option]
    var operands: ValueCompletion
    var exitStatus: String?

    var parser: ArgumentParser { ArgumentParser(options: options) }
    var command: String { name.map { "layout-compile \($0)" } ?? "layout-compile" }

    /// What `--help` prints.
    var usage: String {
        var sections = ["USAGE: \(command) " + synopsis.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: command.count + 8)),
                        description]
        let listed = options.filter { !$0.help.isEmpty }
        if !listed.isEmpty { sections.append("OPTIONS:\n" + listed.map(Self.optionLine).joined(separator: "\n")) }
        if name == nil {
            sections.append("SUBCOMMANDS:\n" + CommandHelp.subcommands.map { help in
                Self.twoColumns(help.name! + (help.operandsLabel.map { " " + $0 } ?? ""), help.summary)
            }.joined(separator: "\n"))
        }
        if let exitStatus { sections.append("EXIT STATUS: " + exitStatus) }
        return sections.joined(separator: "\n\n")
    }

    /// The operands as the list of subcommands shows them (`SPEC...`).
    var operandsLabel: String? {
        let words = synopsis.split(separator: " ").prefix { !$0.hasPrefix("[-") && !$0.hasPrefix("-") }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The option's names and value as help shows them: `-o, --output F`.
    static func label(_ option: ArgumentParser.Option) -> String {
        option.names.joined(separator: ", ") + (option.takesValue ? " \(option.valueName)" : "")
    }

    static func optionLine(_ option: ArgumentParser.Option) -> String {
        twoColumns(label(option), option.help)
    }

    /// `  label      text`, the text wrapped at 100 columns under its first line; a label too long
    /// for the column puts the text on the next line.
    static func twoColumns(_ label: String, _ text: String) -> String {
        let indent = String(repeating: " ", count: 19)
        let lines = wrapped(text, width: 100 - indent.count)
        let first = "  " + label
        guard first.count < indent.count - 1 else {
            return first + "\n" + lines.map { indent + $0 }.joined(separator: "\n")
        }
        return ([first.padding(toLength: indent.count, withPad: " ", startingAt: 0) + (lines.first ?? "")]
                + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }

    /// Words filled into lines of at most `width` characters.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Every command, the compiler first.
    static var all: [CommandHelp] { [CompileCommand.help] + subcommands }

    static var subcommands: [CommandHelp] {
        [ReadCommand.help, RenderCommand.help, DiffCommand.help, SwiftCommand.help, XCTestCommand.help, ImportCommand.help, PreviewCommand.help, SchemaCommand.help,
         CompletionsCommand.help, ManPageCommand.help, helpCommand]
    }

    static let helpCommand = CommandHelp(
        name: "help", summary: "this help, or a subcommand's", synopsis: "[COMMAND]",
        description: "Prints the usage of layout-compile, or of COMMAND (as COMMAND --help does).",
        options: [CommonFlags.help], operands: .commands)

    /// The help of `command` (nil or "compile": the compiler's).
    static func named(_ command: String?) -> CommandHelp? {
        guard let command, command != "compile" else { return CompileCommand.help }
        return subcommands.first { $0.name == command }
    }
}
