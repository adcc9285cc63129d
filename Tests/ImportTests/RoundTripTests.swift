import Foundation
import LayoutEngine
import SpecReading
import SwiftImport
import Testing

/// Every example: the Swift `layout-compile swift` wrote for it (Examples/swift/, kept equal to the
/// generator's output by SwiftGoldenTests), imported back, gives the frames of the original at four
/// widths. Item counts, item entries, the environment and the list's header data are data, not
/// layout: they are carried over from the original (Docs/Import.md, "Item counts").
@Suite struct RoundTripTests {
    static let examples = ImportSupport.packageRoot.appendingPathComponent("Examples")
    static let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?
        .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted() ?? []

    @Test func everyExampleHasItsSwift() {
        #expect(Self.names.count >= 20)
        for name in Self.names {
            #expect(FileManager.default.fileExists(atPath: Self.examples.appendingPathComponent("swift/\(name).swift").path), "\(name)")
        }
    }

    /// Examples whose Swift does not build what their spec says: their frames must differ at some
    /// width. A listed example whose frames all agree fails the test: the list stays exact (take it
    /// out when it passes).
    /// None since the generator writes a spec's `count` as subitem:count: (issue 24).
    static let knownDeviations: [String] = []

    @Test(arguments: names) func importedSwiftGivesTheOriginalFrames(_ name: String) throws {
        let originalText = try String(contentsOf: Self.examples.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        let original = try YAMLReader.read(originalText)
        let swift = try String(contentsOf: Self.examples.appendingPathComponent("swift/\(name).swift"), encoding: .utf8)
        var options = LayoutImporter.Options()
        options.items = ImportSupport.itemCounts(original)
        let imported = try LayoutImporter.importLayout(swift, options: options)
        #expect(imported.gaps.isEmpty)
        let merged = ImportSupport.carryingData(from: original, into: imported.document, besides: Self.examples)
        // Through the YAML writer and reader, as `import` writes it.
        let yaml = DocumentYAMLWriter.write(merged)
        var differences: [String] = []
        for width in [320.0, 390, 744, 1024] {
            let expected = try ImportSupport.frames(original, width: width, besides: Self.examples)
            let actual = try ImportSupport.frames(try YAMLReader.read(yaml), width: width, besides: Self.examples)
            if let difference = ImportSupport.firstDifference(actual.elements, expected.elements) {
                differences.append("at \(width): \(difference)")
            } else if actual.contentSize != expected.contentSize {
                differences.append("at \(width): content size \(actual.contentSize) ≠ \(expected.contentSize)")
            }
        }
        if Self.knownDeviations.contains(name) {
            #expect(!differences.isEmpty, "\(name) is listed as a known deviation but its frames agree: take it off the list")
        } else {
            #expect(differences.isEmpty, "\(name): \(differences.joined(separator: "; "))")
        }
    }
}
