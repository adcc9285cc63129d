import Foundation
import LayoutCompilation
import SpecReading
import SwiftImport

/// `layout-compile import FILE.swift`: the spec of the layout the Swift builds (Docs/Import.md).
struct ImportCommand {
    static let help = CommandHelp(
        name: "import", summary: "the spec of the layout a Swift file builds",
        synopsis: """
            FILE.swift|FOLDER... [--function NAME] [-o SPEC] [--format yaml|json]
            [--items S=N,...] [--arg NAME=EXPR]... [--given EXPR=EXPR]... [--partial]
            """,
        description: """
            Reads the Swift that builds a compositional layout (a function returning a
            UICollectionViewCompositionalLayout, or a UISplitViewController of collection views) and
            writes the spec it describes (YAML by default). The code is run by our own reader of the
            subset layout code uses (Docs/Import.md): helper functions, computed properties and enums of
            the same file, arithmetic, ternaries, if and switch on the section index or a section enum;
            conditions on the layout environment's width or trait collection become adapt entries.
            Several files, or a folder (its .swift files, subfolders included), are read as one module:
            names, enums, constants and extensions of one file resolve in another (Docs/Import.md, "The module").
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

    /// FILE.swift, or the files and folders of one module.
    var paths: [String]
    var outputPath: String?
    var json = false
    var options = LayoutImporter.Options()

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard !parsed.positional.isEmpty else {
            throw UsageError(message: "import expects a FILE.swift (or - for stdin), or several files and folders of one module")
        }
        paths = parsed.positional
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
        let (input, imported, sources) = try importing()
        var document = imported.document
        if imported.gaps.isEmpty {
            // What the spec decoder refuses is refused here, at its place in the Swift.
            _ = try SpecSource.decode(ParsedSpec(input: input, document: document), overrides: EnvironmentOverrides())
        } else {
            for gap in imported.gaps {
                let (file, text) = gap.file.flatMap { file in sources.first { $0.path == file }.map { (file, $0.text) } } ?? (input.fileName, input.text)
                FileHandle.standardError.write(Data((gap.rendered(file: file, source: text, severity: .warning) + "\n").utf8))
            }
            document = Self.listingGaps(imported.gaps, in: document, name: input.fileName)
        }
        let source = SpecFiles.fileName(input.fileName)
        let output = json ? DocumentJSONWriter.write(document)
            : DocumentYAMLWriter.write(document, header: ["Imported by layout-compile from \(source) (Docs/Import.md)."])
        try OutputFile.emit(output, to: outputPath)
    }

    /// The layout function's file as the spec's input, and what its import gives: one file (or
    /// standard input), or a module of several files and folders (Docs/Import.md, "The module").
    /// A failure is exit 65 at its file's line and column; the notes are printed, each at its file.
    private func importing() throws(CommandFailure) -> (input: SpecInput, imported: LayoutImporter.Imported, sources: [SwiftSource]) {
        var isDirectory: ObjCBool = false
        if paths.count == 1, !FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory) || !isDirectory.boolValue {
            let input = try SpecSource.input(paths[0])
            do {
                let imported = try LayoutImporter.importLayout(input.text, options: options)
                SpecSource.printNotes(imported.notes, name: input.fileName)
                return (input, imported, [])
            } catch {
                throw CommandFailure(code: .dataError, message: error.rendered(file: input.fileName, source: input.text))
            }
        }
        let sources: [SwiftSource]
        do {
            sources = try SwiftModuleFiles.read(paths, files: .project)
        } catch {
            throw CommandFailure(error)
        }
        guard let first = sources.first else {
            throw CommandFailure(code: .noInput, message: "layout-compile: error: \(paths.joined(separator: " ")): no Swift file to import")
        }
        do {
            let imported = try LayoutImporter.importModule(sources, options: options)
            let entry = sources.first { $0.path == imported.file } ?? first
            SpecSource.printNotes(imported.notes, name: entry.path)
            return (SpecInput(text: entry.text, fileName: entry.path, directory: SpecFiles.directory(of: entry.path)), imported, sources)
        } catch {
            let file = sources.first { $0.path == error.file } ?? first
            throw CommandFailure(code: .dataError, message: error.rendered(file: file.path, source: file.text))
        }
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
