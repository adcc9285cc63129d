import Foundation
import Testing

/// The survey's fixtures (Tests/ImportTests/Fixtures) compiled directly, and a folder imported with
/// `--arg`, give the frames of their hand-written specs (Docs/Import.md, "Survey of real apps").
@Suite struct ImportSurveyFixturesTests {
    static let fixtures = ImportCommandTests.fixtures

    @Test func aConfigureMethodCompilesDirectlyAsItsHandWrittenSpec() throws {
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(Self.fixtures)/PodcastShelvesViewController.swift", "--width", width])
            let yaml = try CommandRunner.run(["\(Self.fixtures)/PodcastShelvesViewController.yaml", "--width", width])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(swift.stdout == yaml.stdout, "at \(width)")
        }
    }

    @Test func aFolderTakesArgumentsInImportAndInADirectCompile() throws {
        let folder = "\(Self.fixtures)/TransitModule"
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(folder)/StopViewController.swift", "--swift-sources", folder, "--arg", "rowHeight=64",
                                               "--width", width])
            let yaml = try CommandRunner.run(["\(Self.fixtures)/TransitModule.yaml", "--width", width])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(swift.stdout == yaml.stdout, "at \(width)")
        }
        let imported = try CommandRunner.run(["import", folder, "--arg", "rowHeight=64"])
        #expect(imported.status == 0, "\(imported.stderr)")
        // The line's row: 2 * 64.
        #expect(imported.stdout.contains("height: absolute(128)"))
    }
}
