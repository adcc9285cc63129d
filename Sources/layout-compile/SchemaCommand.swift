import LayoutCompilation

/// `layout-compile schema`: the JSON Schema of specs and project files, for editors
/// (Docs/SpecFormat.md, "Editor support").
struct SchemaCommand {
    static let help = CommandHelp(
        name: "schema", summary: "the JSON Schema of specs and project files, for editors", synopsis: "[-o layout-compile.schema.json]",
        description: """
            Prints the JSON Schema (draft 2020-12) of layout specs, screen specs and project files
            (layout-compile.yml), made from the compiler's own key tables: every key with its description,
            default and allowed values. Point an editor's YAML or JSON language server at it
            (Docs/SpecFormat.md, "Editor support").
            """,
        options: [
            .init(names: ["-o", "--output"], takesValue: true, valueName: "F", help: "write to F instead of standard output",
                  completion: .anyFile),
            EnvironmentFlags.help,
        ],
        operands: .none)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var outputPath: String?

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.isEmpty else { throw UsageError(message: "schema takes no arguments") }
        outputPath = parsed.value("--output")
    }

    func run() throws(CommandFailure) {
        try OutputFile.emit(SpecSchema.text, to: outputPath)
    }
}
