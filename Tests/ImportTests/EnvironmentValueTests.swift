import Foundation
import LayoutEngine
import SpecReading
import SwiftImport
import Testing

/// Values of the environment the spec holds (Docs/Import.md, "Conditions on the environment",
/// "Width arithmetic", "Container insets", "Sections"): the text size as an adapt condition,
/// dimensions computed from the container and its insets as container lengths, a provider's nil as
/// no section. Each fixture imports to the spec written by hand beside it at 390 and 1024 (in every
/// environment it tells apart).
@Suite struct EnvironmentValueTests {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("\(name).swift"), encoding: .utf8)
    }

    /// The cells of `document` at `width`, in the environment `environment` (a YAML mapping).
    static func cells(_ document: DocumentNode, width: Double, environment: String) throws -> [Element] {
        let placed = ImportSupport.setting("environment", try YAMLReader.read(environment), in: document)
        return try ImportSupport.frames(placed, width: width, besides: ImportSupport.fixtures).elements.filter { $0.category == .cell }
    }

    @Test(arguments: ["extraSmall", "large", "extraLarge", "extraExtraLarge", "AX1", "AX5"])
    func theTextSizeImportsToTheHandWrittenSpec(_ category: String) throws {
        let name = "TextSizeCardsViewController"
        let imported = try LayoutImporter.importLayout(try Self.fixture(name)).document
        let byHand = try YAMLReader.read(try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("\(name).yaml"), encoding: .utf8))
        let environment = try YAMLReader.read("{contentSizeCategory: \(category)}")
        for width in [390.0, 1024] {
            let actual = try ImportSupport.frames(ImportSupport.setting("environment", environment, in: imported), width: width,
                                                  besides: ImportSupport.fixtures)
            let expected = try ImportSupport.frames(ImportSupport.setting("environment", environment, in: byHand), width: width,
                                                    besides: ImportSupport.fixtures)
            #expect(!expected.elements.isEmpty)
            #expect(ImportSupport.firstDifference(actual.elements, expected.elements) == nil, "\(category) at \(width)")
        }
    }

    @Test func theTextSizesFramesAreThoseOfTheSwift() throws {
        let document = try LayoutImporter.importLayout(try Self.fixture("TextSizeCardsViewController")).document
        // large: two columns, (390 - 16 - 16 - 8) / 2 = 175 wide, 120 tall; the 44-pt header, then the 8-pt inset.
        let large = try Self.cells(document, width: 390, environment: "{contentSizeCategory: large}")
        #expect(large.prefix(2).map(\.frame) == [Rect(x: 16, y: 44 + 8, width: 175, height: 120),
                                                  Rect(x: 16 + 175 + 8, y: 52, width: 175, height: 120)])
        // xL: still two columns of 120; the header is 52 (not exactly large).
        let extraLarge = try Self.cells(document, width: 390, environment: "{contentSizeCategory: extraLarge}")
        #expect(extraLarge.first?.frame == Rect(x: 16, y: 52 + 8, width: 175, height: 120))
        // xxL: 180-pt cards, two columns.
        let extraExtraLarge = try Self.cells(document, width: 390, environment: "{contentSizeCategory: extraExtraLarge}")
        #expect(extraExtraLarge.first?.frame == Rect(x: 16, y: 60, width: 175, height: 180))
        // AX1 (isAccessibilityCategory): one column, 1024 - 32 = 992 wide, 180 tall, 8 apart.
        let accessibility = try Self.cells(document, width: 1024, environment: "{contentSizeCategory: accessibilityMedium}")
        #expect(accessibility.prefix(2).map(\.frame) == [Rect(x: 16, y: 60, width: 992, height: 180),
                                                        Rect(x: 16, y: 60 + 180 + 8, width: 992, height: 180)])
    }

    @Test func theTextSizeConditionsAreWrittenInUIKitsOrder() throws {
        let document = try LayoutImporter.importLayout(try Self.fixture("TextSizeCardsViewController")).document
        guard case .array(let entries)? = document["section"]?["adapt"]?.value else {
            Issue.record("no adapt entries")
            return
        }
        #expect(entries.map { $0["when"]?["contentSizeCategory"]?.value } == [
            .string(">= accessibilityMedium"), .string(">= extraExtraLarge"), .string("== large"),
        ])
    }

    @Test func theApplicationsTextSizeAndASwitchOnItAreTheSameCondition() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let height: CGFloat
                    switch UIApplication.shared.preferredContentSizeCategory {
                    case .extraSmall, .small: height = 40
                    default: height = UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory ? 90 : 50
                    }
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                    return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
                }
            }
            """
        let document = try LayoutImporter.importLayout(swift).document
        // xS and S: 40; AX1 and up: 90; the rest, 50.
        for (category, height) in [("xS", 40.0), ("S", 40), ("M", 50), ("large", 50), ("xxxL", 50), ("AX1", 90), ("AX5", 90)] {
            let cells = try Self.cells(document, width: 390, environment: "{contentSizeCategory: \(category)}")
            #expect(cells.first?.frame.height == height, "\(category)")
        }
    }

    @Test func aTextSizeComparedWithSomethingElseIsRefusedAtItsPlace() throws {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let big = environment.traitCollection.preferredContentSizeCategory == "large"
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(big ? 60 : 44)))
                    return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                }
            }
            """
        let error = DiagnosticTests.diagnostic(swift)
        // Line 3: `environment.traitCollection.preferredContentSizeCategory == "large"`, at the comparison.
        #expect(error?.position.line == 3)
        #expect(error?.message.hasPrefix("preferredContentSizeCategory is compared (<, <=, >, >=, ==, !=) with a text size") == true)
        #expect(error?.instead == "write adapt entries with when: {contentSizeCategory: \">= accessibilityMedium\"}")
    }

    @Test(arguments: ["CoverShelfViewController", "MarginLabelsViewController", "HiddenPromotionsViewController"])
    func importsToTheHandWrittenSpec(_ name: String) throws {
        try ImportSupport.expectFrames(of: try LayoutImporter.importLayout(try Self.fixture(name)).document, like: "\(name).yaml")
    }

    @Test func aContainerLengthIsTheSwiftsArithmeticAtEveryWidth() throws {
        let document = try LayoutImporter.importLayout(try Self.fixture("CoverShelfViewController")).document
        #expect(document["sections"].map { "\(DocumentJSONWriter.write($0))" }?.contains("absolute(effectiveContentSize.width / 3 - 10)") == true)
        // 390: headlines 390 * 0.4 - 10 = 146 tall; covers 390 / 3 - 10 = 120 wide, 120 + 15 apart, below 10 * 146 = 1460.
        let narrow = try Self.cells(document, width: 390, environment: "{}")
        #expect(narrow.prefix(2).map(\.frame) == [Rect(x: 0, y: 0, width: 390, height: 146), Rect(x: 0, y: 146, width: 390, height: 146)])
        let covers = narrow.filter { $0.section == 1 }
        #expect(covers.prefix(4).map(\.frame) == [Rect(x: 0, y: 1460, width: 120, height: 160), Rect(x: 135, y: 1460, width: 120, height: 160),
                                                   Rect(x: 270, y: 1460, width: 120, height: 160), Rect(x: 0, y: 1460 + 160 + 12, width: 120, height: 160)])
        // 1024: covers 1024 / 3 - 10 = 331.33 wide, three to a row (3 * 331.33 + 2 * 15 = 1024), the second at 346.33.
        let wide = try Self.cells(document, width: 1024, environment: "{}").filter { $0.section == 1 }
        #expect(wide.prefix(3).allSatisfy { abs($0.frame.width - (1024.0 / 3 - 10)) < 0.001 })
        #expect(wide.prefix(4).map { ($0.frame.x * 3).rounded() / 3 } == [0, 1039.0 / 3, 2078.0 / 3, 0])
        // A safe area narrows the effective width: 390 - 2 * 15 = 360, covers 360 / 3 - 10 = 110.
        let inset = try Self.cells(document, width: 390, environment: "{safeAreaInsets: {leading: 15, trailing: 15}}").filter { $0.section == 1 }
        #expect(inset.first?.frame.width == 110)
    }

    @Test func theContainersInsetsAreThoseOfItsContentInsetsReferenceWhereverItIsCompiled() throws {
        let document = try LayoutImporter.importLayout(try Self.fixture("MarginLabelsViewController")).document
        // Margins 8 (the default): the label 8 + 100 = 108 wide, at the leading margin 8; the value (390 - 16) / 2 = 187 after it.
        let standard = try Self.cells(document, width: 390, environment: "{}")
        #expect(standard.prefix(2).map(\.frame) == [Rect(x: 8, y: 0, width: 108, height: 44), Rect(x: 116, y: 0, width: 187, height: 44)])
        // Margins 20 at 1024: the label 20 + 100 = 120, the value (1024 - 40) / 2 = 492.
        let wide = try Self.cells(document, width: 1024, environment: "{layoutMargins: {leading: 20, trailing: 20}}")
        #expect(wide.prefix(2).map(\.frame) == [Rect(x: 20, y: 0, width: 120, height: 44), Rect(x: 140, y: 0, width: 492, height: 44)])
    }

    @Test func theContainersInsetsAsASectionsInsetsAreRefusedSayingWhatToWrite() {
        let swift = """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
                    section.contentInsets.leading = environment.container.contentInsets.leading
                    return section
                }
            }
            """
        let error = DiagnosticTests.diagnostic(swift)
        #expect(error?.position.line == 7)
        #expect(error?.message.hasPrefix("the container's contentInsets.leading (an inset of the layout's contentInsetsReference") == true)
        #expect(error?.instead?.contains("write contentInsetsReference: safeArea (or layoutMargins) on the section") == true)
        #expect(error?.instead?.contains("--given 'EXPR=VALUE' (EXPR: the whole read, such as layoutEnvironment.container.contentInsets.leading)") == true)
    }

    @Test func aProviderReturningNilForOneSectionGivesNoSectionThere() throws {
        let imported = try LayoutImporter.importLayout(try Self.fixture("HiddenPromotionsViewController"))
        guard case .array(let sections)? = imported.document["sections"]?.value else {
            Issue.record("no sections")
            return
        }
        #expect(sections.count == 3)
        #expect(sections[1]["noSection"]?.value == .bool(true))
        #expect(sections[1]["items"]?.value == .number(0, text: "0"))
        #expect(imported.notes.contains { $0.message.hasPrefix("the section provider returns nil for section 1: no section there") })
        // Section 2 starts where section 0 ends: its 200-pt row; two columns of 390 / 2 = 195.
        let cells = try Self.cells(imported.document, width: 390, environment: "{}")
        #expect(cells.filter { $0.section == 1 }.isEmpty)
        #expect(cells.filter { $0.section == 2 }.prefix(2).map(\.frame) == [Rect(x: 0, y: 200, width: 195, height: 120),
                                                                           Rect(x: 195, y: 200, width: 195, height: 120)])
    }

    @Test func aNilSectionTheItemCountsGiveItemsIsRefused() {
        var options = LayoutImporter.Options()
        options.items = [1: 4]
        #expect(throws: ImportDiagnostic.self) {
            try LayoutImporter.importLayout(try Self.fixture("HiddenPromotionsViewController"), options: options)
        }
    }
}
