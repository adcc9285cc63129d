import Foundation
import LayoutEngine
import SpecReading
import SwiftImport
import Testing

/// Swift written in the style of Apple's samples (Fixtures/NAME.swift) imports to the spec written by
/// hand beside it (Fixtures/NAME.yaml): the frames of both agree at every width, compact and regular.
@Suite struct FixtureTests {
    @Test(arguments: ["AdaptiveSectionsViewController", "SectionHeadersViewController", "SidebarListViewController", "EmojiExplorerViewController",
                      "OrthogonalSectionsViewController"])
    func importsToTheHandWrittenSpec(_ name: String) throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("\(name).swift"), encoding: .utf8)
        try ImportSupport.expectFrames(of: try LayoutImporter.importLayout(swift).document, like: "\(name).yaml", widths: [320, 390, 744, 1024])
    }

    @Test func itemCountsComeFromTheCommentAndTheOptionsWin() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("AdaptiveSectionsViewController.swift"), encoding: .utf8)
        var options = LayoutImporter.Options()
        options.items = [1: 7]
        let imported = try LayoutImporter.importLayout(swift, options: options)
        #expect(ImportSupport.itemCounts(imported.document) == [0: 12, 1: 7, 2: 15])
        #expect(imported.notes.allSatisfy { !$0.message.contains("items") })
    }

    @Test func defaultItemCountsAreSaid() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("SidebarListViewController.swift"), encoding: .utf8)
        let imported = try LayoutImporter.importLayout(swift)
        // Three sections: the enum's three cases; 10 items each, each said.
        #expect(ImportSupport.itemCounts(imported.document) == [0: 10, 1: 10, 2: 10])
        #expect(imported.notes.contains { $0.message.hasPrefix("sections 0, 1 and 2 have 10 items each: item counts are data") })
    }

    @Test func aWidthConditionInATernaryBecomesAnAdaptEntry() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let wide = environment.container.effectiveContentSize.width >= 600
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(wide ? 0.25 : 0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let document = try LayoutImporter.importLayout(swift).document
        let when = document["section"]?["adapt"].flatMap { node -> DocumentNode? in
            if case .array(let entries) = node.value { return entries.first?["when"]?["effectiveContentSize"]?["width"] }
            return nil
        }
        #expect(when?.value == .string(">= 600"))
    }
}
