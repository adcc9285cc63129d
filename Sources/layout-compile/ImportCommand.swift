import Foundation
import LayoutCompilation
import SpecReading
import SwiftImport

/// `layout-compile import FILE.swift`: the spec of the layout the Swift builds (Docs/Import.md).
struct ImportCommand {
    static let help = CommandHelp(
        name: "import", summary: "the spec of the layout a Swift file builds",
        synopsis: """
            FILE.swift [--function NAME] [-o SPEC] [--format yaml|json]
            [--items S=N,...] [--arg NAME=EXPR]... [--given EXPR=EXPR]... [--partial]
            """,
        description: """
            Reads the Swift that builds a compositional layout (a function returning a
            UICollectionViewCompositionalLayout, or a UISplitViewController of collection views) and
            writes the spec it describes (YAML by default). The code is run by our own reader of the
            subset layout code uses (Docs/Import.md): helper functions, computed properties and enums of
            the same file, arithmetic, ternaries, if and switch on the section index or a section enum;
            conditions on the layout environment's width or trait collection become adapt entries.
            What it cannot evaluate is an error naming FILE:line:col and what to write in the spec
            instead (exit 65). `layout-compile FILE.swift` and `render FILE.swift` import the same way.
            """,
        options: [
            ImportFlags.function,
            .init(names: ["-o", "--output"], takesValue: true, valueName: "F",
                  help: "write the spec to F (whole, or not at all) instead of standard output", completion: .anyFile),
            .init(names: ["--format"], takesValue: true, valueName: "F", help: "yaml (default) or json", completion: .words(["yaml", "json"])),
            .init(names: ["--items"], takesValue: true, valueName: "S=N,...",
                  help: "the item count of section S (item counts are data: also from a `// layout-compile: items S=N,...` "
                      + "comment; else 10 each, and said)"),
            ImportFlags.argument, ImportFlags.given,
            .init(names: ["--partial"], takesValue: false,
                  help: "write what could be read, each gap marked as a GAP string at its place and listed under x-import-gaps "
                      + "(exit 0; the spec fails to compile until the gaps are filled)"),
            CommonFlags.help,
        ],
        operands: .swiftFiles)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var path: String
    var outputPath: String?
    var json = false
    var options = LayoutImporter.Options()

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "import expects one FILE.swift (or - for stdin)") }
        path = parsed.positional[0]
        outputPath = parsed.value("--output")
        switch parsed.value("--format") ?? "yaml" {
        case "yaml": json = false
        case "json": json = true
        case let other: throw UsageError(message: "unknown --format '\(other)': expected yaml or json")
        }
        if let items = parsed.value("--items") {
            guard let counts = ItemCounts.parse(items) else {
                throw UsageError(message: "--items expects SECTION=COUNT pairs separated by commas (0=12,1=30), each section once, got '\(items)'")
            }
            options.items = counts
        }
        let flags = try ImportFlags.options(parsed)
        options.functionName = flags.functionName
        options.directives = flags.directives
        options.partial = parsed.flags.contains("--partial")
    }

    func run() throws(CommandFailure) {
        let input = try SpecSource.input(path)
        let imported: LayoutImporter.Imported
        do {
            imported = try LayoutImporter.importLayout(input.text, options: options)
        } catch {
            throw CommandFailure(code: .dataError, message: error.rendered(file: input.fileName, source: input.text))
        }
        SpecSource.printNotes(imported.notes, name: input.fileName)
        var document = imported.document
        if imported.gaps.isEmpty {
            // What the spec decoder refuses is refused here, at its place in the Swift.
            _ = try SpecSource.decode(ParsedSpec(input: input, document: document), overrides: EnvironmentOverrides())
        } else {
            for gap in imported.gaps {
                FileHandle.standardError.write(Data((gap.rendered(file: input.fileName, source: input.text, severity: .warning) + "\n").utf8))
            }
            document = Self.listingGaps(imported.gaps, in: document, name: input.fileName)
        }
        let source = SpecFiles.fileName(input.fileName)
        let output = json ? DocumentJSONWriter.write(document)
            : DocumentYAMLWriter.write(document, header: ["Imported by layout-compile from \(source) (Docs/Import.md)."])
        try OutputFile.emit(output, to: outputPath)
    }

    /// The document with `x-import-gaps`: each gap's place and reason (the gap itself is marked in place).
    private static func listingGaps(_ gaps: [ImportDiagnostic], in document: DocumentNode, name: String) -> DocumentNode {
        guard case .object(var members) = document.value else { return document }
        let list = gaps.map { DocumentNode(.string("\(SpecFiles.fileName(name)):\($0.position): \($0.fullMessage)"), at: $0.position) }
        members.insert(DocumentNode.Member(key: "x-import-gaps", keyPosition: document.position,
                                           value: DocumentNode(.array(list), at: document.position)), at: 0)
        return DocumentNode(.object(members), at: document.position)
    }
}
