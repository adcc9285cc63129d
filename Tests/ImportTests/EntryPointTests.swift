import Foundation
import LayoutEngine
import SpecReading
@testable import SwiftImport
import Testing

/// Entry points of every kind, arguments and given values (Docs/Import.md, "Entry points, arguments
/// and given values"): each fixture, written as apps write it, imports to the spec written by hand
/// beside it, with nothing but its own `// layout-compile:` comments (as a direct compile reads it).
@Suite struct EntryPointTests {
    @Test(arguments: ["DelegateFeedViewController", "ProfileGridViewController", "ShelfSectionBuilder", "AdaptiveColumnsViewController",
                      "IdiomGalleryViewController", "TraitColumnsViewController"])
    func importsToTheHandWrittenSpec(_ name: String) throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("\(name).swift"), encoding: .utf8)
        try ImportSupport.expectFrames(of: try LayoutImporter.importLayout(swift).document, like: "\(name).yaml")
    }

    @Test func theColumnsFollowTheWidthAtEveryWidth() throws {
        let name = "AdaptiveColumnsViewController"
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("\(name).swift"), encoding: .utf8)
        let document = try LayoutImporter.importLayout(swift).document
        for width in stride(from: 320.0, through: 2752, by: 17) {
            let cells = try ImportSupport.frames(document, width: width, besides: ImportSupport.fixtures).elements.filter { $0.category == .cell }
            // max(1, floor(width / 340)) columns: as many cells in the first row (y 0).
            let columns = max(1, Int((width / 340).rounded(.down)))
            #expect(cells.filter { $0.frame.y == 0 }.count == min(columns, cells.count), "at \(width)")
        }
    }

    @Test func anIdiomIsAnAdaptCondition() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("IdiomGalleryViewController.swift"), encoding: .utf8)
        let document = try LayoutImporter.importLayout(swift).document
        let pad = ImportSupport.setting("environment", try YAMLReader.read("{idiom: pad}"), in: document)
        let cells = try ImportSupport.frames(pad, width: 1024, besides: ImportSupport.fixtures).elements.filter { $0.category == .cell }
        // Four columns on iPad: 1024 / 4 = 256 apart, each 256 - 2 * 1 = 254 wide.
        #expect(cells.prefix(4).map(\.frame.x) == [1, 257, 513, 769])
        #expect(cells.prefix(4).allSatisfy { $0.frame.width == 254 })
    }

    @Test func theGridsFramesAreThoseOfItsArithmetic() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("DelegateFeedViewController.swift"), encoding: .utf8)
        let frames = try ImportSupport.frames(try LayoutImporter.importLayout(swift).document, width: 390, besides: ImportSupport.fixtures)
        let cells = frames.elements.filter { $0.category == .cell && $0.section == 1 }
        // (390 - 8) / 2 = 191 wide; the second row at 200 (the banner) + 100 + 8 = 308.
        #expect(cells.map(\.frame.width).allSatisfy { $0 == 191 })
        #expect(cells[2].frame.y == 308)
    }

    @Test func anArgumentFlagWinsOverTheComment() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("ProfileGridViewController.swift"), encoding: .utf8)
        var options = LayoutImporter.Options()
        options.functionName = "makeLayout"
        #expect(options.directives.addArgument("columns = 4") == nil)
        let section = try LayoutImporter.importLayout(swift, options: options).document["section"]
        #expect(section?["group"]?["count"]?.value == .number(4, text: "4"))
    }

    @Test func aMissingArgumentIsNamedAtItsDeclarationOnlyWhenRead() throws {
        let swift = """
            final class Grid {
                func makeLayout(columns: Int, title: String, delegate: AnyObject) -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        var options = LayoutImporter.Options()
        options.functionName = "Grid.makeLayout"
        #expect { try LayoutImporter.importLayout(swift, options: options) } throws: { error in
            guard let diagnostic = error as? ImportDiagnostic else { return false }
            // `columns` is declared at 2:21; title and delegate are never read, yet still without a value.
            return diagnostic.position == SourcePosition(line: 2, column: 21)
                && diagnostic.message.contains("'columns'") && diagnostic.fullMessage.contains("--arg columns=VALUE")
                && diagnostic.message.contains("'columns', 'title', 'delegate'")
        }
        #expect(options.directives.addArgument("columns=2") == nil)
        // Only what the layout reads needs a value.
        #expect(try LayoutImporter.importLayout(swift, options: options).document["section"] != nil)
    }

    @Test func aValueOfTheRunningAppIsSpelledAsWrittenWithItsGiven() throws {
        let swift = """
            final class Feed {
                var sections: [FeedSection] = []
                func makeLayout() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let height: CGFloat = self.dataSource.snapshot().sectionIdentifiers[index].isTall ? 300 : 100
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """
        let expression = "self.dataSource.snapshot().sectionIdentifiers[index].isTall"
        #expect { try LayoutImporter.importLayout(swift) } throws: { error in
            guard let diagnostic = error as? ImportDiagnostic else { return false }
            // At `self`: 12 spaces and `let height: CGFloat = ` (22 characters) before it.
            return diagnostic.position == SourcePosition(line: 5, column: 35)
                && diagnostic.fullMessage.contains("--given '\(expression)=VALUE'")
                && diagnostic.fullMessage.contains("'// layout-compile: given \(expression) = VALUE'")
        }
        var options = LayoutImporter.Options()
        #expect(options.directives.addGiven("dataSource.snapshot().sectionIdentifiers[index].isTall = index == 0") == nil)
        options.items = [0: 1, 1: 1]
        let document = try LayoutImporter.importLayout(swift, options: options).document
        guard case .array(let sections) = document["sections"]?.value else { Issue.record("no sections"); return }
        #expect(sections[0]["group"]?["size"]?["height"]?.value == .string("absolute(300)"))
        #expect(sections[1]["group"]?["size"]?["height"]?.value == .string("absolute(100)"))
    }

    @Test func aGapInAnIfConditionIsAGapOfTheBodyNotADroppedBranch() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    if self.model == nil {
                        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                    }
                    return section
                }
            }
            """
        var options = LayoutImporter.Options()
        options.partial = true
        let imported = try LayoutImporter.importLayout(swift, options: options)
        #expect(imported.gaps.count == 1)
        #expect(imported.gaps.first?.fullMessage.contains("--given 'self.model == nil=VALUE'") == true)
        // The section is the gap: the spec cannot compile until it is given.
        guard case .string(let text) = imported.document["section"]?.value else { Issue.record("the section is not a gap"); return }
        #expect(text.hasPrefix("GAP 8:"))
        options.partial = false
        #expect(options.directives.addGiven("self.model == nil = false") == nil)
        #expect(try LayoutImporter.importLayout(swift, options: options).document["section"]?["contentInsets"] == nil)
    }

    @Test func aGivenThatMatchesNothingIsSaid() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("ProfileGridViewController.swift"), encoding: .utf8)
        var options = LayoutImporter.Options()
        #expect(options.directives.addGiven("self.settings.columns = 2") == nil)
        let imported = try LayoutImporter.importLayout(swift, options: options)
        #expect(imported.notes.contains { $0.message.hasPrefix("the given value 'self.settings.columns' matches nothing") })
    }

    @Test func malformedDirectivesAreRefused() {
        var directives = ImportDirectives()
        #expect(directives.addArgument("columns") != nil)
        #expect(directives.addArgument("a.b = 2") != nil)
        #expect(directives.addGiven("x == 1") != nil)
        #expect(directives.addArgument("columns = 2") == nil)
        #expect(directives.addArgument("columns = 3") != nil)
    }

    @Test func aSwitchOfTenThousandSectionsImportsWithinTheStepBudget() throws {
        var swift = "func makeLayout() -> UICollectionViewCompositionalLayout {\n UICollectionViewCompositionalLayout { sectionIndex, _ in\n  switch sectionIndex {\n"
        for index in 0..<10_000 { swift += "  case \(index): return makeSection(\(index % 7 + 20))\n" }
        swift += """
              default: return nil
              }
             }
            }
            func makeSection(_ height: CGFloat) -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
            }
            """
        let document = try LayoutImporter.importLayout(swift).document
        guard case .array(let sections) = document["sections"]?.value else { Issue.record("no sections"); return }
        #expect(sections.count == 10_000)
        // Section 9,999: 9999 = 7 * 1428 + 3, so 3 + 20 = 23.
        #expect(sections[9_999]["group"]?["size"]?["height"]?.value == .string("absolute(23)"))
    }
}
