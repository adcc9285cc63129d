import Foundation
import Testing

/// Warnings turned into errors exit 3 in every command that solves a spec, not 65 (a broken spec):
/// CI tells the two apart (Docs/CLI.md, "Errors and exit status").
@Suite struct WarningExitCodeTests {
    /// Valid, with one warning at 320 pt (the 400-pt item does not fit the group, so UIKit shows no cell).
    static let warned = FlagTests.overwideItem
    /// Broken: an unknown key.
    static let broken = "sections:\n  - items: 2\n    grup: {}\n"

    static func folder(_ files: [String: String]) throws -> URL {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        return directory
    }

    @Test func compileExits3OnWarningsAnd65OnABrokenSpec() throws {
        let directory = try Self.folder(["warned.yaml": Self.warned, "broken.yaml": Self.broken])
        defer { try? FileManager.default.removeItem(at: directory) }
        let strict = try CommandRunner.run(["warned.yaml", "--width", "320", "--warnings-as-errors"], in: directory)
        #expect(strict.status == 3)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.hasSuffix("layout-compile: error: 1 warning treated as errors (--warnings-as-errors)\n"))
        #expect(try CommandRunner.run(["warned.yaml", "--width", "320"], in: directory).status == 0)
        #expect(try CommandRunner.run(["broken.yaml", "--warnings-as-errors"], in: directory).status == 65)
    }

    /// `--expect`: the warnings fail the check before any comparison (no golden is read).
    @Test func compileWithExpectExits3() throws {
        let directory = try Self.folder(["warned.yaml": Self.warned])
        defer { try? FileManager.default.removeItem(at: directory) }
        let strict = try CommandRunner.run(["warned.yaml", "--width", "320", "--expect", "none.json", "--warnings-as-errors"], in: directory)
        #expect(strict.status == 3, "\(strict.stderr)")
    }

    @Test func xctestExits3() throws {
        let directory = try Self.folder(["warned.yaml": Self.warned])
        defer { try? FileManager.default.removeItem(at: directory) }
        let strict = try CommandRunner.run(["xctest", "warned.yaml", "--widths", "320", "-o", "Test.swift", "--warnings-as-errors"], in: directory)
        #expect(strict.status == 3)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Test.swift").path))
    }

    /// render: a run whose only failures are warnings exits 3; with a broken spec beside them, 65.
    @Test func renderExits3OnlyWhenWarningsAreTheOnlyFailure() throws {
        let directory = try Self.folder(["warned.yaml": Self.warned, "broken.yaml": Self.broken])
        defer { try? FileManager.default.removeItem(at: directory) }
        let strict = try CommandRunner.run(["render", "warned.yaml", "--widths", "320", "--out-dir", "out", "--warnings-as-errors"], in: directory)
        #expect(strict.status == 3, "\(strict.stderr)")
        let both = try CommandRunner.run(["render", "warned.yaml", "broken.yaml", "--widths", "320", "--out-dir", "out",
                                          "--warnings-as-errors"], in: directory)
        #expect(both.status == 65, "\(both.stderr)")
        #expect(both.stderr.contains("layout-compile: 2 of 2 specs failed"))
    }

    /// The project file's `warningsAsErrors: true` is `--warnings-as-errors`: exit 3 too.
    @Test func renderOfAProjectWithWarningsAsErrorsExits3() throws {
        let directory = try Self.folder(["warned.yaml": Self.warned,
                                         "layout-compile.yml": "specs: [warned.yaml]\ngoldens: golden\nwidths: [320]\nwarningsAsErrors: true\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = try CommandRunner.run(["render", "--record"], in: directory)
        #expect(record.status == 3, "\(record.stderr)")
        let check = try CommandRunner.run(["render"], in: directory)
        #expect(check.status == 3, "\(check.stderr)")
        // Its only spec failed: said, not "same: 0 goldens".
        #expect(check.stdout == "not compared: the only spec of the run failed (its errors follow), so no golden in golden was compared\n")
    }
}
