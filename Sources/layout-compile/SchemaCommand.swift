import LayoutCompilation

/// `layout-compile schema`: the JSON Schema of specs and project files, for editors
/// (Docs/SpecFormat.md, "Editor support").
struct SchemaCommand {
    static let parser = ArgumentParser(options: [
        .init(names: ["-o", "--output"], takesValue: true),
        .init(names: ["-h", "--help"], takesValue: false),
    ])

    static let usage = """
        USAGE: layout-compile schema [-o layout-compile.schema.json]

        Prints the JSON Schema (draft 2020-12) of layout specs, screen specs and project files
        (layout-compile.yml), made from the compiler's own key tables: every key with its description,
        default and allowed values. Point an editor's YAML or JSON language server at it
        (Docs/SpecFormat.md, "Editor support").
        """

    var outputPath: String?

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.isEmpty else { throw UsageError(message: "schema takes no arguments") }
        outputPath = parsed.value("--output")
    }

    func run() throws(CommandFailure) {
        try OutputFile.emit(SpecSchema.text, to: outputPath)
    }
}
