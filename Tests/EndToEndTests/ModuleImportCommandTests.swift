import Foundation
import Testing

/// A module of several Swift files read by `import`, a direct compile and `render` (Docs/Import.md,
/// "The module"): the frames are those of the spec written by hand beside it.
@Suite struct ModuleImportCommandTests {
    static let module = "Tests/ImportTests/Fixtures/FeedModule"
    static let spec = "Tests/ImportTests/Fixtures/FeedModule.yaml"

    @Test func importReadsAFolderAsOneModule() throws {
        let imported = try CommandRunner.run(["import", Self.module, "--function", "FeedViewController.makeLayout", "--format", "json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let directory = try CommandRunner.temporaryDirectory()
        let spec = directory.appendingPathComponent("feed.json")
        try imported.stdout.write(to: spec, atomically: false, encoding: .utf8)
        for width in ["390", "1024"] {
            let fromImport = try CommandRunner.run([spec.path, "--width", width, "--format", "csv"])
            let byHand = try CommandRunner.run([Self.spec, "--width", width, "--format", "csv"])
            #expect(fromImport.status == 0 && fromImport.stdout == byHand.stdout, "at \(width): \(fromImport.stderr)")
        }
    }

    @Test func aDirectCompileReadsTheSpecWithItsSwiftSources() throws {
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(Self.module)/FeedViewController.swift", "--swift-sources", Self.module,
                                               "--width", width, "--format", "csv"])
            let byHand = try CommandRunner.run([Self.spec, "--width", width, "--format", "csv"])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(swift.stdout == byHand.stdout, "at \(width)")
        }
    }

    @Test func todaysSwiftCompilesDirectlyAsItsHandWrittenSpecDoes() throws {
        let fixtures = "Tests/ImportTests/Fixtures"
        for width in ["390", "1024"] {
            let swift = try CommandRunner.run(["\(fixtures)/ModernSwiftViewController.swift", "--width", width, "--format", "csv"])
            let byHand = try CommandRunner.run(["\(fixtures)/ModernSwiftViewController.yaml", "--width", width, "--format", "csv"])
            #expect(swift.status == 0, "\(swift.stderr)")
            #expect(swift.stdout == byHand.stdout, "at \(width)")
            #expect(swift.stderr.contains("note: #if: took the branch os(iOS)"))
        }
    }

    @Test func renderReadsTheProjectFilesSwiftSources() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent(Self.module),
                                         to: directory.appendingPathComponent("Feed"))
        try "specs: [Feed/FeedViewController.swift]\nswiftSources: [Feed]\nwidths: [390, 1024]\n"
            .write(to: directory.appendingPathComponent("layout-compile.yml"), atomically: false, encoding: .utf8)
        let outcome = try CommandRunner.run(["render", "--out-dir", "out", "--formats", "json"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let byHand = try CommandRunner.run([Self.spec, "--width", "390"])
        let rendered = try String(contentsOf: directory.appendingPathComponent("out/FeedViewController@390.json"), encoding: .utf8)
        #expect(rendered.contains("\"elements\"") && byHand.stdout.contains("\"elements\""))
        #expect(Self.elements(rendered) == Self.elements(byHand.stdout))
    }

    @Test func anErrorInAnotherFileIsPositionedThere() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try "enum Metrics { static let gutter = AppSettings.shared.gutter }\n"
            .write(to: directory.appendingPathComponent("Metrics.swift"), atomically: false, encoding: .utf8)
        try """
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.gutter)), subitems: []))
                return UICollectionViewCompositionalLayout(section: section)
            }
            """.write(to: directory.appendingPathComponent("Layout.swift"), atomically: false, encoding: .utf8)
        let outcome = try CommandRunner.run(["import", directory.path])
        #expect(outcome.status == 65)
        // `AppSettings` is at line 1, column 36 of Metrics.swift.
        #expect(outcome.stderr.contains("Metrics.swift:1:36: error:"), "\(outcome.stderr)")
    }

    /// The `elements` part of a frames JSON file.
    static func elements(_ json: String) -> Substring? {
        json.range(of: "\"elements\"").map { json[$0.lowerBound...] }
    }
}
