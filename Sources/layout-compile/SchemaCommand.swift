/// `layout-compile schema`: the JSON Schema of specs and project files, for editors
/// (Docs/SpecFormat.md, "Editor support").
enum SchemaCommand {
    static let help = GeneratedTextCommand.help(
        name: "schema", summary: "the JSON Schema of specs and project files, for editors", output: "layout-compile.schema.json",
        description: """
            Prints the JSON Schema (draft 2020-12) of layout specs, screen specs and project files
            (layout-compile.yml), made from the compiler's own key tables: every key with its description,
            default and allowed values. Point an editor's YAML or JSON language server at it
            (Docs/SpecFormat.md, "Editor support").
            """)
}
