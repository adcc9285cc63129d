import Foundation
import LayoutEngine
import SpecReading
import SwiftImport
import Testing

/// A module of several files (Fixtures/FeedModule/) and the Swift apps write today
/// (Fixtures/ModernSwiftViewController.swift) import to the specs written by hand beside them
/// (Docs/Import.md, "The module", "Evaluation"): the frames of both agree at 390 and 1024.
@Suite struct ModuleAndModernSwiftTests {
    static func moduleSources() throws -> [SwiftSource] {
        let folder = ImportSupport.fixtures.appendingPathComponent("FeedModule")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            SwiftSource(path: "FeedModule/\(name)", text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test func aModulesNamesEnumsConstantsAndExtensionsResolveAcrossFiles() throws {
        var options = LayoutImporter.Options()
        options.functionName = "FeedViewController.makeLayout"
        let imported = try LayoutImporter.importModule(try Self.moduleSources(), options: options)
        #expect(imported.file == "FeedModule/FeedViewController.swift")
        try ImportSupport.expectFrames(of: imported.document, like: "FeedModule.yaml")
    }

    @Test func anErrorInAnotherFileNamesThatFileAndItsLine() throws {
        var sources = try Self.moduleSources()
        let metrics = try #require(sources.firstIndex { $0.path.hasSuffix("Metrics.swift") })
        sources[metrics].text = sources[metrics].text.replacingOccurrences(
            of: "static let cardInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)",
            with: "static let cardInsets = UIApplication.shared.insets")
        var options = LayoutImporter.Options()
        options.functionName = "FeedViewController.makeLayout"
        #expect { try LayoutImporter.importModule(sources, options: options) } throws: { error in
            // `static let cardInsets` is line 10 of Metrics.swift, `UIApplication` at column 29.
            guard let diagnostic = error as? ImportDiagnostic else { return false }
            return diagnostic.file == "FeedModule/Metrics.swift" && diagnostic.position == SourcePosition(line: 10, column: 29)
        }
    }

    @Test func todaysSwiftImportsAndEachIfIsSaid() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("ModernSwiftViewController.swift"), encoding: .utf8)
        var options = LayoutImporter.Options()
        options.functionName = "makeLayout"
        let imported = try LayoutImporter.importLayout(swift, options: options)
        try ImportSupport.expectFrames(of: imported.document, like: "ModernSwiftViewController.yaml")
        // The declaration-level #if (line 6) and the one in the provider (line 39), each said once.
        let notes = imported.notes.filter { $0.message.hasPrefix("#if:") }.map(\.position.line).sorted()
        #expect(notes == [6, 39])
    }

    @Test func integerLiteralsDivideAsSwiftDoesInAnUntypedBinding() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let half = 5 / 2
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(half) * 10)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        let document = try LayoutImporter.importLayout(swift).document
        // 5 / 2 is 2 for Int (Swift infers Int for an untyped binding of integer literals): 2 * 10 = 20.
        let height = document["section"]?["group"]?["subitems"].flatMap { node -> DocumentNode? in
            if case .array(let items) = node.value { return items.first?["item"]?["size"]?["height"] }
            return nil
        }
        #expect(height?.value == .string("absolute(20)"))
    }

    @Test func aProviderReturningNilEverywhereIsAnEmptyLayout() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, _ in nil }
            }
            """
        let imported = try LayoutImporter.importLayout(swift)
        // No section at index 0: UIKit lays out nothing; the spec has no sections.
        #expect(imported.document["sections"]?.value == .array([]))
        #expect(imported.notes.contains { $0.message.contains("an empty layout") })
    }

    @Test func closureArgumentsMinAndOpenRangesInCases() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let widths = [0.5, 0.25, 1].map { $0 * 2 }.filter { $0 < 2 }
                let narrowest = widths.min()!
                let pairs = [1, 2, 3].reduce(0) { $0 + $1 }
                let height: CGFloat = switch pairs {
                case ...5: 10
                case 6...: 60
                default: 0
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(narrowest), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        let group = try LayoutImporter.importLayout(swift).document["section"]?["group"]
        // widths: [1, 0.5, 2] less those not below 2: [1, 0.5]; the narrowest 0.5. pairs: 1 + 2 + 3 = 6,
        // not ...5 but 6...: 60.
        #expect(group?["size"]?["height"]?.value == .string("absolute(60)"))
        let itemWidth = group?["subitems"].flatMap { node -> DocumentNode? in
            if case .array(let items) = node.value { return items.first?["item"]?["size"]?["width"] }
            return nil
        }
        #expect(itemWidth?.value == .string("fractionalWidth(0.5)"))
    }
}
