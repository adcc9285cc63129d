import Foundation
import Testing

/// `--function`, `--arg` and `--given` on `import`, a direct compile and `render`, and the fixtures of
/// entry points compiled directly (Docs/Import.md, "Entry points, arguments and given values").
@Suite struct ImportEntryFlagsTests {
    static let fixtures = ImportCommandTests.fixtures

    @Test(arguments: ["DelegateFeedViewController", "ProfileGridViewController", "ShelfSectionBuilder", "AdaptiveColumnsViewController",
                      "IdiomGalleryViewController", "TraitColumnsViewController"])
    func aFixtureCompilesDirectlyAsItsHandWrittenSpec(_ name: String) throws {
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(Self.fixtures)/\(name).swift", "--width", width])
            let yaml = try CommandRunner.run(["\(Self.fixtures)/\(name).yaml", "--width", width])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(yaml.status == 0, "\(yaml.stderr)")
            #expect(swift.stdout == yaml.stdout, "\(name) at \(width)")
        }
    }

    @Test func aGivenValueFillsTheGapInEveryCommand() throws {
        let file = try ImportCommandTests.swiftFile(ImportCommandTests.dataSourceLayout)
        let given = ["--given", "dataSource.columnCount = 4"]
        let imported = try CommandRunner.run(["import", file.path] + given)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("count: 4"))
        let compiled = try CommandRunner.run([file.path, "--width", "400"] + given)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // Four cells across 400: the last at x = 3 * 100 = 300.
        #expect(compiled.stdout.contains("\"x\": 300"))
        let directory = try CommandRunner.temporaryDirectory()
        let rendered = try CommandRunner.run(["render", file.path, "--out-dir", directory.path, "--formats", "json", "--widths", "390"] + given)
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }

    @Test func anArgumentAndTheFunctionAreGivenOnTheCommandLine() throws {
        let file = try ImportCommandTests.swiftFile("""
            final class Grid {
                func makeLayout(columns: Int) -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """)
        let missing = try CommandRunner.run([file.path, "--function", "Grid.makeLayout"])
        #expect(missing.status == 65)
        // `columns` is declared on line 2, column 21.
        #expect(missing.stderr.hasPrefix("\(file.path):2:21: error: the layout reads the parameter 'columns' of makeLayout"))
        #expect(missing.stderr.contains("--arg columns=VALUE"))
        let given = try CommandRunner.run(["import", file.path, "--function", "Grid.makeLayout", "--arg", "columns=3"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout.contains("count: 3"))
    }

    @Test func malformedFlagsAreUsageErrors() throws {
        for flags in [["--arg", "columns"], ["--given", "x == 2"], ["--arg", "a=1", "--arg", "a=2"]] {
            let outcome = try CommandRunner.run(["import", "Examples/swift/grid.swift"] + flags)
            #expect(outcome.status == 64, "\(flags)")
            #expect(outcome.stderr.contains(flags[0] + ":"), "\(flags)")
        }
    }
}
