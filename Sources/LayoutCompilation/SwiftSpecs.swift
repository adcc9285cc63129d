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
        do {
            let imported = try LayoutImporter.importLayout(input.text, options: input.importing)
            return ParsedSpec(input: input, document: imported.document, notes: imported.notes)
        } catch {
            throw Diagnostics(SpecError(path: "", position: error.position, .swiftImport(message: error.fullMessage)))
        }
    }
}
