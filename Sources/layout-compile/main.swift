import Foundation
import LayoutCompilation

func fail(_ failure: CommandFailure) -> Never {
    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
    exit(failure.code.rawValue)
}

/// Parses the arguments after a subcommand's name, showing its usage for --help.
func parse(_ parser: ArgumentParser, _ arguments: [String], usage: String) throws(UsageError) -> ArgumentParser.Parsed {
    let parsed = try parser.parse(arguments)
    if parsed.flags.contains("--help") {
        print(usage)
        exit(0)
    }
    return parsed
}

// Past a file-size limit (ulimit -f) a write fails with EFBIG and is reported as exit 73, the
// temporary file removed, instead of the signal ending the process.
signal(SIGXFSZ, SIG_IGN)
// A peer that closes its end (the preview's browser) is an error on the send, not the end of the process.
signal(SIGPIPE, SIG_IGN)

let arguments = Array(CommandLine.arguments.dropFirst())
// SIGINT, SIGTERM and SIGHUP remove the temporary files being written before the process ends. The
// preview writes none and stops on SIGINT and SIGTERM cleanly by itself (exit 0), which a second
// handler ending the process with the signal would pre-empt.
if arguments.first != "preview" { TemporaryFiles.removeOnEndingSignals() }
/// The command a usage error points to the help of.
let helpName = arguments.first.flatMap { name in name != "help" ? CommandHelp.subcommands.first { $0.name == name }?.command : nil }
    ?? "layout-compile"
do {
    switch arguments.first {
    case "help":
        let asked = try parse(CommandHelp.helpCommand.parser, Array(arguments.dropFirst()), usage: CommandHelp.helpCommand.usage)
        guard asked.positional.count <= 1, let help = CommandHelp.named(asked.positional.first) else {
            throw UsageError(message: "help takes one of: \(CommandHelp.subcommands.compactMap(\.name).joined(separator: ", ")) (or nothing)")
        }
        print(help.usage)
    case "read":
        try ReadCommand(try parse(ReadCommand.parser, Array(arguments.dropFirst()), usage: ReadCommand.usage)).run()
    case "render":
        let parsed = try parse(RenderCommand.parser, Array(arguments.dropFirst()), usage: RenderCommand.usage)
        let config = try FileAccess.configFile(parsed)
        let project = parsed.positional.isEmpty ? try ProjectSettings.read(config: config) : nil
        let same = try RenderCommand(parsed, project: project).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    case "swift":
        try SwiftCommand(try parse(SwiftCommand.parser, Array(arguments.dropFirst()), usage: SwiftCommand.usage)).run()
    case "xctest":
        try XCTestCommand(try parse(XCTestCommand.parser, Array(arguments.dropFirst()), usage: XCTestCommand.usage)).run()
    case "schema":
        try GeneratedTextCommand(try parse(SchemaCommand.help.parser, Array(arguments.dropFirst()), usage: SchemaCommand.help.usage),
                                 name: "schema").run(SpecSchema.text)
    case "completions":
        try CompletionsCommand(try parse(CompletionsCommand.parser, Array(arguments.dropFirst()), usage: CompletionsCommand.usage)).run()
    case "manpage":
        try GeneratedTextCommand(try parse(ManPageCommand.help.parser, Array(arguments.dropFirst()), usage: ManPageCommand.help.usage),
                                 name: "manpage").run(ManPage.text)
    case "import":
        try ImportCommand(try parse(ImportCommand.parser, Array(arguments.dropFirst()), usage: ImportCommand.usage)).run()
    case "preview":
        try PreviewCommand(try parse(PreviewCommand.parser, Array(arguments.dropFirst()), usage: PreviewCommand.usage)).run()
    case "diff":
        let same = try DiffCommand(try parse(DiffCommand.parser, Array(arguments.dropFirst()), usage: DiffCommand.usage)).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    default:
        let parsed = try parse(CompileCommand.parser, arguments, usage: CompileCommand.usage)
        if parsed.flags.contains("--version") {
            print(Version.line)
            exit(0)
        }
        let same = try CompileCommand(parsed).run()
        exit(same ? ExitCode.success.rawValue : ExitCode.different.rawValue)
    }
} catch let error as UsageError {
    fail(error.failure(helpName))
} catch let failure as CommandFailure {
    fail(failure)
} catch {
    fail(CommandFailure(code: .dataError, message: "layout-compile: error: \(error)"))
}
