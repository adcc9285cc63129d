import Foundation
import Testing

/// `--config FILE` names the project file, as SwiftLint's `--config` does (Docs/CLI.md, "Project
/// file"): any name, read instead of the nearest layout-compile.yml, its folder the project root.
@Suite struct ConfigFlagTests {
    /// A folder with `ci/check.yml` naming `ci/specs/*.yaml` (relative to its own folder) and no
    /// layout-compile.yml anywhere in it.
    static func project() throws -> URL {
        let root = try CommandRunner.temporaryDirectory()
        let specs = root.appendingPathComponent("ci/specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try ProjectFileTests.spec.write(to: specs.appendingPathComponent("a.yaml"), atomically: false, encoding: .utf8)
        try "specs: [specs/*.yaml]\ngoldens: golden\nwidths: [320]\n"
            .write(to: root.appendingPathComponent("ci/check.yml"), atomically: false, encoding: .utf8)
        return root
    }

    @Test func renderReadsTheNamedProjectFile() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = try CommandRunner.run(["render", "--config", "ci/check.yml", "--record"], in: root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("ci/golden").path) == ["a@320.json"])
        let check = try CommandRunner.run(["render", "--config", "ci/check.yml"], in: root)
        #expect(check.stdout == "same: 1 golden in ci/golden\n", "\(check.stderr)")
        // Without it there is no project file here: render needs a SPEC.
        #expect(try CommandRunner.run(["render"], in: root).status == 64)
        // A file that does not exist is a usage error, as is a folder.
        for wrong in ["ci/none.yml", "ci"] {
            let refused = try CommandRunner.run(["render", "--config", wrong], in: root)
            #expect(refused.status == 64)
            #expect(refused.stderr.hasPrefix("layout-compile: error: --config expects an existing project file, got '\(wrong)'"))
        }
    }

    /// The named file's folder is the project root: a screen in ci/screens naming a column in
    /// ci/shared is read with `--config ../check.yml`, refused without it.
    @Test func theNamedFilesFolderIsTheProjectRoot() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let screens = root.appendingPathComponent("ci/screens"), shared = root.appendingPathComponent("ci/shared")
        for folder in [screens, shared] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try ProjectFileTests.spec.write(to: shared.appendingPathComponent("column.yaml"), atomically: false, encoding: .utf8)
        try UntrustedFileTests.screen(naming: "../shared/column.yaml")
            .write(to: screens.appendingPathComponent("screen.yaml"), atomically: false, encoding: .utf8)
        // Run from ci/screens: without a project file its root would be that folder.
        let read = try CommandRunner.run(["screen.yaml", "--config", "../check.yml"], in: screens)
        #expect(read.status == 0, "\(read.stderr)")
        let refused = try CommandRunner.run(["screen.yaml"], in: screens)
        #expect(refused.status == 65 && refused.stderr.contains("lies outside the folders a spec may read"), "\(refused.stderr)")
    }
}
