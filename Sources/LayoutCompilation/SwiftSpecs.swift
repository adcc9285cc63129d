import SpecReading
import SwiftImport

/// `.swift` specs: the Swift that builds a layout, imported (Docs/Import.md) where a spec is read, so
/// that the one compile path takes the app's own layout code as it takes YAML and JSON.
public enum SwiftSpecs {
    /// Whether a spec's file name is Swift to import.
    public static func isSwift(_ name: String) -> Bool { name.lowercased().hasSuffix(".swift") }

    /// The most bytes a spec file may have: Swift's import reads less than a document reader.
    public static func byteLimit(for name: String) -> Int {
        isSwift(name) ? ImportLimits.maximumBytes : DocumentLimits.maximumBytes
    }

    /// The spec the Swift of `input` builds, its nodes at the Swift positions they came from, with
    /// the notes of what the import assumed; what it cannot evaluate is a positioned error (`swiftImport`).
    public static func parse(_ input: SpecInput) throws(Diagnostics) -> ParsedSpec {
        if !input.swiftModule.isEmpty { return try parseModule(input, options: input.importing) }
        do {
            let imported = try LayoutImporter.importLayout(input.text, options: input.importing)
            return ParsedSpec(input: input, document: imported.document, notes: imported.notes)
        } catch {
            throw Diagnostics(SpecError(path: "", position: error.position, .swiftImport(message: error.fullMessage)))
        }
    }

    /// `input` read with its module's other files (`SpecInput.swiftModule`): the spec is the layout
    /// function's file's (the SPEC's, or the module file that holds it), an error at its own file.
    private static func parseModule(_ input: SpecInput, options: LayoutImporter.Options) throws(Diagnostics) -> ParsedSpec {
        let sources = [SwiftSource(path: input.fileName, text: input.text)] + input.swiftModule
        do {
            let imported = try LayoutImporter.importModule(sources, options: options)
            var entry = input
            if let file = imported.file, file != input.fileName, let source = sources.first(where: { $0.path == file }) {
                entry.text = source.text
                entry.fileName = source.path
            }
            return ParsedSpec(input: entry, document: imported.document, notes: imported.notes)
        } catch {
            let source = sources.first { $0.path == error.file }
            throw Diagnostics(SpecError(path: "", position: error.position, .swiftImport(message: error.fullMessage),
                                        file: source?.path, source: source?.text))
        }
    }
}
