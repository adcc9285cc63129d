import Testing
@testable import SpecReading

/// `layout-compile.yml` as the decoder reads it (Docs/CLI.md, "Project file"): its paths are kept
/// as written, and an empty one is named for what it is.
@Suite struct ProjectFileDecodingTests {
    func decode(_ yaml: String) throws -> ProjectFile {
        try ProjectFile.decode(try YAMLReader.read(yaml), deviceNames: ["iPhone 15"])
    }

    @Test func specPathsAndTheGoldensFolderAreKeptAsWritten() throws {
        // Spelled as UIKit's header kind, which an element kind's alias would rewrite: a path is no kind.
        let project = try decode("specs: [UICollectionView.elementKindSectionHeader, specs/*.yaml]\n"
            + "goldens: UICollectionView.elementKindSectionFooter\n")
        #expect(project.specs == ["UICollectionView.elementKindSectionHeader", "specs/*.yaml"])
        #expect(project.goldens == "UICollectionView.elementKindSectionFooter")
    }

    @Test func anEmptySpecPathIsRefusedAsOne() {
        let failure = specError { _ = try decode("specs: [a.yaml, \"\"]\n") }
        #expect(failure?.path == "specs[1]" && failure?.diagnostic == .emptyName(.specPath))
        #expect(failure?.message == "a spec path must not be empty")
    }

    @Test func anEmptyGoldensFolderIsRefusedAsOne() {
        let failure = specError { _ = try decode("specs: [a.yaml]\ngoldens: \"\"\n") }
        #expect(failure?.path == "goldens" && failure?.diagnostic == .emptyName(.goldensFolder))
        #expect(failure?.message == "a goldens folder must not be empty")
    }
}
