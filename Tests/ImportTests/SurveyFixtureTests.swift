import Foundation
import SpecReading
import SwiftImport
import Testing

/// The constructs the second survey of real apps found (Docs/Import.md, "Survey of real apps"), each
/// in a fixture written as apps write them, import to the spec written by hand beside it at 390 and 1024.
@Suite struct SurveyFixtureTests {
    static func folderSources(_ name: String) throws -> [SwiftSource] {
        let folder = ImportSupport.fixtures.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { file in
            SwiftSource(path: "\(name)/\(file)", text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
    }

    @Test func aConfigureMethodThatGoesOnAfterItsHandoverImports() throws {
        let swift = try String(contentsOf: ImportSupport.fixtures.appendingPathComponent("PodcastShelvesViewController.swift"), encoding: .utf8)
        let imported = try LayoutImporter.importLayout(swift)
        try ImportSupport.expectFrames(of: imported.document, like: "PodcastShelvesViewController.yaml")
        // `view.addSubview(collectionView)` (line 34) is the view's, and changes no frame; the cell registration
        // (line 35) ends the reading, said: not a gap dropped in silence.
        #expect(imported.notes.contains { $0.position.line == 35 && $0.message.hasPrefix("the rest of viewDidLoad is not read") })
    }

    @Test func aFolderTakesTheArgumentFlag() throws {
        var options = LayoutImporter.Options()
        #expect(options.directives.addArgument("rowHeight=64") == nil)
        let imported = try LayoutImporter.importModule(try Self.folderSources("TransitModule"), options: options)
        #expect(imported.file == "TransitModule/StopViewController.swift")
        try ImportSupport.expectFrames(of: imported.document, like: "TransitModule.yaml")
    }

    @Test func aVariableThatStartsEmptyIsTheRunningAppsData() throws {
        // Without the comment giving the rows, `self?.rows[index]` is said with the --given that gives it.
        var sources = try Self.folderSources("TransitModule")
        for index in sources.indices {
            sources[index].text = sources[index].text.replacingOccurrences(of: "// layout-compile: given", with: "// given")
        }
        #expect { try LayoutImporter.importModule(sources) } throws: { error in
            guard let diagnostic = error as? ImportDiagnostic else { return false }
            return diagnostic.file == "TransitModule/StopViewController.swift" && diagnostic.position.line == 16
                && diagnostic.fullMessage.contains("--given 'self?.rows[index]=VALUE'")
        }
    }

    @Test func theErrorNamingNoEntryPointOffersTheOneThatBuildsTheLayout() {
        // Grid.makeLayout(columns:), RefusalAdviceTests' case: the flags that name it, its parameter's too.
        let marked = RefusalAdviceTests.cases.first { $0.kind == "no entry point, with the one that builds a layout offered" }!.marked
        #expect { try LayoutImporter.importLayout(RefusalAdviceTests.located(marked).swift) } throws: { error in
            (error as? ImportDiagnostic)?.instead == "name the one that builds it: --function Grid.makeLayout --arg columns=VALUE"
        }
    }
}
