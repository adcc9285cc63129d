import FrameOutput
import Foundation
import SpecReading

/// `layout-compile read FILE`: print any YAML or JSON document as the JSON of its document tree
/// (no spec validation), to see what anchors and merge keys became.
struct ReadCommand {
    static let help = CommandHelp(
        name: "read", summary: "print a YAML or JSON document as the JSON of its tree", synopsis: "FILE [-o OUT]",
        description: """
            Prints a YAML or JSON document (FILE, or - for standard input) as the JSON of its document
            tree: anchors, aliases and merge keys expanded, no spec validation. Errors exit 65.
            """,
        options: [
            .init(names: ["-o", "--output"], takesValue: true, valueName: "OUT", help: "write to OUT instead of standard output",
                  completion: .anyFile),
            CommonFlags.help,
        ],
        operands: .specs)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var path: String
    var outputPath: String?

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "read expects one FILE (or - for stdin)") }
        path = parsed.positional[0]
        outputPath = parsed.value("--output")
    }

    /// Prints the document and ends the process (exit 0), its document not freed first: the
    /// process's end returns its memory at once, where freeing it walks every node (8 million in
    /// the densest document at the node limit).
    func run() throws(CommandFailure) -> Never {
        let document = try SpecSource.load(path).document
        try OutputFile.stream(to: outputPath) { buffer throws(OutputError) in
            var failure: OutputError?
            DocumentJSONWriter.write(document) { bytes in
                do throws(OutputError) {
                    try buffer.append(bytes)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
        }
        withExtendedLifetime(document) { exit(ExitCode.success.rawValue) }
    }
}
