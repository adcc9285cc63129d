import Foundation
import Testing

/// `layout-compile import` and `.swift` specs, as users run them (Docs/Import.md).
@Suite struct ImportCommandTests {
    static let fixtures = "Tests/ImportTests/Fixtures"

    static let dataSourceLayout = """
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let columns = dataSource.columnCount
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """

    static func swiftFile(_ text: String, named name: String = "Layout.swift") throws -> URL {
        let file = try CommandRunner.temporaryDirectory().appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return file
    }

    @Test func importWritesTheSpecAsYAMLAndSaysTheItemCounts() throws {
        let outcome = try CommandRunner.run(["import", "Examples/swift/grid.swift"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("# Imported by layout-compile from grid.swift"))
        #expect(outcome.stdout.contains("subitems: [{item: {size: {width: fractionalWidth(0.2), height: fractionalHeight(1)}}}]"))
        #expect(outcome.stdout.contains("sections: [{items: 10}]"))
        // Line 9: the generated header says the deployment target on line 4.
        #expect(outcome.stderr.contains("Examples/swift/grid.swift:9:12: note: section 0 has 10 items: item counts are data"))
    }

    @Test func importWritesJSONWithTheItemsGiven() throws {
        let outcome = try CommandRunner.run(["import", "Examples/swift/grid.swift", "--format", "json", "--items", "0=25"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\"items\": 25"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test func aSwiftSpecCompilesAsItsHandWrittenSpecDoes() throws {
        let swift = try CommandRunner.run(["\(Self.fixtures)/SectionHeadersViewController.swift", "--width", "390"])
        let yaml = try CommandRunner.run(["\(Self.fixtures)/SectionHeadersViewController.yaml", "--width", "390"])
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(swift.stdout == yaml.stdout)
        #expect(swift.stderr.contains("note: section 0 has 10 items"))
    }

    @Test func renderTakesSwiftSpecs() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = try CommandRunner.run(["render", "\(Self.fixtures)/SidebarListViewController.swift", "--out-dir", directory.path,
                                             "--formats", "json", "--widths", "390"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("SidebarListViewController@390.json").path))
    }

    @Test func whatCannotBeEvaluatedIsAPositionedErrorSayingWhatToWrite() throws {
        let file = try Self.swiftFile(Self.dataSourceLayout)
        let target = file.deletingLastPathComponent().appendingPathComponent("spec.yaml")
        let outcome = try CommandRunner.run(["import", file.path, "-o", target.path])
        #expect(outcome.status == 65)
        // Line 4 is `    let columns = dataSource.columnCount`: `dataSource` at column 19.
        #expect(outcome.stderr.hasPrefix("\(file.path):4:19: error: 'dataSource' has no value in this file: 'dataSource.columnCount' is a value of the running app"))
        #expect(outcome.stderr.contains("give it with --given 'dataSource.columnCount=VALUE'"))
        #expect(outcome.stderr.contains("\n" + String(repeating: " ", count: 18) + "^"))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func partialWritesTheSpecWithTheGapMarked() throws {
        let file = try Self.swiftFile(Self.dataSourceLayout)
        let outcome = try CommandRunner.run(["import", file.path, "--partial"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("x-import-gaps:"))
        #expect(outcome.stdout.contains("count: \"GAP 4:19:"))
        #expect(outcome.stderr.contains("\(file.path):4:19: warning: 'dataSource' has no value in this file"))
        // The marked spec does not compile until the gap is filled.
        let spec = file.deletingLastPathComponent().appendingPathComponent("partial.yaml")
        try outcome.stdout.write(to: spec, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run([spec.path]).status == 65)
    }

    @Test func aSpecErrorPointsIntoTheSwift() throws {
        let file = try Self.swiftFile(Self.dataSourceLayout.replacingOccurrences(of: "dataSource.columnCount", with: "-2"))
        let outcome = try CommandRunner.run([file.path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("\(file.path):"))
        #expect(outcome.stderr.contains("count"))
    }

    @Test func badItemCountsAreAUsageError() throws {
        let outcome = try CommandRunner.run(["import", "Examples/swift/grid.swift", "--items", "0=x"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--items expects SECTION=COUNT"))
    }

    @Test func aSwiftFileOverFourMebibytesIsRefusedWhereTheLimitFalls() throws {
        let file = try Self.swiftFile(String(repeating: "// padding\n", count: 400_000))  // 11 bytes × 400,000 = 4.4 MB
        let outcome = try CommandRunner.run(["import", file.path])
        #expect(outcome.status == 65)
        // 4 MiB = 4,194,304 bytes = 381,300 lines of 11 bytes and 4 more: line 381,301, column 5.
        #expect(outcome.stderr.hasPrefix("\(file.path):381301:5: error: larger than 4194304 bytes"))
    }
}
