import Foundation
import Testing

/// `layout-compile.yml`: found upward from the working directory, `render` with no SPEC checks
/// (or records) what it names; flags override it; its errors are positioned.
@Suite struct ProjectFileTests {
    static let spec = """
        section:
          group: {size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}
        sections: [{items: 4}]
        """

    /// A project: `specs/a.yaml`, `specs/b.yaml`, a `notes.txt` the pattern leaves out, and the project file.
    static func project(_ file: String) throws -> URL {
        let root = try CommandRunner.temporaryDirectory()
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in ["a.yaml", "b.yaml"] { try spec.write(to: specs.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        try "not a spec".write(to: specs.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        try file.write(to: root.appendingPathComponent("layout-compile.yml"), atomically: false, encoding: .utf8)
        return root
    }

    @Test func renderWithNoSpecRecordsAndChecksTheProjectFromAnyFolderBelowIt() throws {
        let root = try Self.project("specs: [specs/*.yaml]\ngoldens: golden\nwidths: [320, 390]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let below = root.appendingPathComponent("specs")
        let record = try CommandRunner.run(["render", "--record"], in: below)
        #expect(record.status == 0, "\(record.stderr)")
        let golden = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("golden").path).sorted()
        #expect(golden == ["a@320.json", "a@390.json", "b@320.json", "b@390.json"])
        #expect(try CommandRunner.run(["render"], in: root).status == 0)
        // A flag overrides its key: one width checked.
        let one = try CommandRunner.run(["render", "--widths", "320"], in: below)
        #expect(one.status == 0 && one.stdout.contains("2 goldens"), "\(one.stdout)")
        try Self.spec.replacingOccurrences(of: "0.5", with: "0.25").write(to: below.appendingPathComponent("b.yaml"), atomically: false, encoding: .utf8)
        let changed = try CommandRunner.run(["render"], in: root)
        #expect(changed.status == 1, "\(changed.stdout)")
    }

    /// `render --widths 320` in a project of widths 320 and 390 is a narrower run: the 390 goldens
    /// are neither compared nor orphans (nor pruned); a golden at 500, a width in neither the run
    /// nor the project file, is an orphan, as is one of a spec the project no longer names.
    @Test func aRunNarrowedOnTheCommandLineKeepsTheProjectsOtherWidths() throws {
        let root = try Self.project("specs: [specs/*.yaml]\ngoldens: golden\nwidths: [320, 390]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = root.appendingPathComponent("golden").path
        #expect(try CommandRunner.run(["render", "--record"], in: root).status == 0)
        try FileManager.default.copyItem(atPath: golden + "/a@320.json", toPath: golden + "/a@500.json")
        try FileManager.default.copyItem(atPath: golden + "/b@320.json", toPath: golden + "/gone@390.json")
        let narrowed = try CommandRunner.run(["render", "--widths", "320"], in: root)
        #expect(narrowed.status == 0, "\(narrowed.stderr)")
        #expect(narrowed.stdout == "same: 2 goldens in golden\norphans: 2 goldens in golden that no spec or width of this run makes: "
                + "a@500.json, gone@390.json (remove them with --record --prune)\n")
        let pruned = try CommandRunner.run(["render", "--widths", "320", "--record", "--prune"], in: root)
        #expect(pruned.stdout == "recorded 2 goldens in golden\npruned 2 orphan goldens: a@500.json, gone@390.json\n", "\(pruned.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["a@320.json", "a@390.json", "b@320.json", "b@390.json"])
    }

    @Test func aWrongKeyIsAPositionedErrorAndAPatternMatchingNothingIsRefused() throws {
        let typo = try Self.project("specs: [specs/*.yaml]\ngoldens: golden\nwidht: [320]\n")
        defer { try? FileManager.default.removeItem(at: typo) }
        let refused = try CommandRunner.run(["render"], in: typo)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("layout-compile.yml:3:1: error: widht: unknown key 'widht' (did you mean 'widths'?)"), "\(refused.stderr)")
        let device = try Self.project("specs: [specs/a.yaml]\ngoldens: golden\ndevice: iPhone99\n")
        defer { try? FileManager.default.removeItem(at: device) }
        #expect(try CommandRunner.run(["render"], in: device).stderr.contains("unknown device 'iPhone99'"))
        let nothing = try Self.project("specs: [specs/*.json]\ngoldens: golden\n")
        defer { try? FileManager.default.removeItem(at: nothing) }
        let missing = try CommandRunner.run(["render"], in: nothing)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("specs: 'specs/*.json' names no file"))
    }

    @Test func theProjectFilesFolderIsTheRootOfTheFilesASpecMayName() throws {
        // A screen in screens/ naming a column in shared/: outside the spec's folder and the working
        // directory (screens/), inside the project (the folder of layout-compile.yml).
        let root = try Self.project("specs: [screens/screen.yaml]\ngoldens: golden\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let screens = root.appendingPathComponent("screens"), shared = root.appendingPathComponent("shared")
        for folder in [screens, shared] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Self.spec.write(to: shared.appendingPathComponent("column.yaml"), atomically: false, encoding: .utf8)
        try UntrustedFileTests.screen(naming: "../shared/column.yaml")
            .write(to: screens.appendingPathComponent("screen.yaml"), atomically: false, encoding: .utf8)
        for arguments in [["screen.yaml"], ["render", "screen.yaml", "--widths", "390", "--out-dir", "out"], ["swift", "screen.yaml"]] {
            let read = try CommandRunner.run(arguments, in: screens)
            #expect(read.status == 0, "\(arguments): \(read.stderr)")
        }
        // Without the project file the root is the working directory (screens/): refused unread.
        try FileManager.default.removeItem(at: root.appendingPathComponent("layout-compile.yml"))
        let refused = try CommandRunner.run(["screen.yaml"], in: screens)
        #expect(refused.status == 65 && refused.stderr.contains("lies outside the folders a spec may read"), "\(refused.stderr)")
    }
}
