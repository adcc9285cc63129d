import Foundation
import SpecReading
import Testing

/// The message catalog and its table in Docs/CLI.md, "Diagnostics", agree: every kind is listed
/// once, with its severity, and the table lists no kind the catalog lacks.
@Suite struct DiagnosticCatalogTests {
    static let cli = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/CLI.md")

    /// The table's rows: identifier and severity, in order.
    static func documentedKinds() throws -> [(identifier: String, severity: String)] {
        let text = try String(contentsOf: cli, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Diagnostics\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2])
        }
    }

    @Test func theDocsTableListsEveryKindWithItsSeverity() throws {
        let documented = try Self.documentedKinds()
        #expect(documented.count >= 80, "the table was not found: is its heading still `## Diagnostics`?")
        #expect(documented.map(\.identifier) == SpecMessage.Kind.allCases.map(\.rawValue))
        for (identifier, severity) in documented {
            #expect(SpecMessage.Kind(rawValue: identifier)?.severity.rawValue == severity, "\(identifier)")
        }
    }

    @Test func identifiersAreDistinctAndSpelledInKebabCase() {
        let identifiers = SpecMessage.Kind.allCases.map(\.rawValue)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    /// A warning found by the decoder is one of the catalog's warnings, an error one of its errors.
    @Test func theSeverityOfWhatFiredIsItsKinds() throws {
        let spec = try SpecDecoder.decode(try YAMLReader.read("""
            sections:
              - items: 1
                orthogonalOffset: 10
                group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
            """))
        #expect(spec.warnings.map(\.diagnostic) == [.orthogonalOffsetIgnored])
        #expect(spec.warnings.allSatisfy { $0.diagnostic.severity == .warning })
        let failure = try #require(throws: Diagnostics.self) { try SpecDecoder.decode(try YAMLReader.read("sections: [{items: 1, gruop: {}}]")) }
        #expect(failure.errors.allSatisfy { $0.diagnostic.severity == .error })
        #expect(failure.diagnostic?.identifier == "unknown-key")
    }
}

/// An empty string where a name or a path goes is said to be one, in the words of what it names.
@Suite struct EmptyNameTests {
    @Test func eachEmptyNameSaysWhatItNames() throws {
        let group = "{size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"
        let id = try #require(throws: Diagnostics.self) {
            try SpecDecoder.decode(try YAMLReader.read("sections: [{id: '', items: 1, group: \(group)}]"))
        }
        #expect(id.path == "sections[0].id" && id.diagnostic == .emptyName(.sectionID))
        let kind = try #require(throws: Diagnostics.self) {
            try SpecDecoder.decode(try YAMLReader.read("sections: [{items: 1, group: \(group), decorationItems: [{kind: ''}]}]"))
        }
        #expect(kind.diagnostic == .emptyName(.kind))
        // A project file's spec path is no element kind (it was said to be one).
        let spec = try #require(throws: Diagnostics.self) {
            try ProjectFile.decode(try YAMLReader.read("specs: ['']"), deviceNames: ["iPhone16"])
        }
        #expect(spec.path == "specs[0]" && spec.diagnostic == .emptyName(.specPath))
        #expect(spec.message == "a spec path must not be empty")
    }
}

/// What a message echoes of the spec is quoted, cut and escaped (Docs/CLI.md, "Errors and exit status").
@Suite struct EchoedValueTests {
    @Test func aRepeatedSectionIdAndAQuotedCountAreEchoedCut() throws {
        let group = "{size: {width: 1, height: 1}, subitems: [{item: {size: {width: 1, height: 1}}}]}"
        let long = String(repeating: "n", count: 5_000)
        let twice = try #require(throws: Diagnostics.self) {
            try SpecDecoder.decode(try YAMLReader.read("section: {group: \(group)}\nsections: [{id: \(long), items: 1}, {id: \(long), items: 1}]"))
        }
        #expect(twice.diagnostic == .duplicateSectionName(name: long, other: 0))
        #expect(twice.message == "the name '\(String(repeating: "n", count: 80))…' already names sections[0]")
        let count = try #require(throws: Diagnostics.self) {
            try SpecDecoder.decode(try YAMLReader.read("sections: [{items: \"4\\e\", group: \(group)}]"))
        }
        #expect(count.diagnostic == .countWrittenAsString(text: "4\u{1B}"))
        #expect(count.message.hasSuffix("found the string \"4\\u{1B}\" (write a count without quotes)"))
    }
}
