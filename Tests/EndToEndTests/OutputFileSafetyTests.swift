import Foundation
import Testing

/// Where `-o` and `render --out-dir` write, and what they do when they cannot (Docs/CLI.md,
/// "Output files").
@Suite struct OutputFileSafetyTests {
    static let spec = "Examples/grid.yaml"

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func outputOntoASymbolicLinkWritesItsTargetAndKeepsTheTargetsMode() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.json").path
        let link = directory.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        let outcome = try CommandRunner.run([Self.spec, "-o", link])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("layout-compile/frames"))
        #expect(try mode(target) == 0o640)
        // Nothing left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.json", "target.json"])
    }

    @Test func devicesAndPipesAreWrittenIntoNeverReplaced() throws {
        let null = try CommandRunner.run([Self.spec, "-o", "/dev/null"])
        #expect(null.status == 0, "\(null.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        let piped = try CommandRunner.run([Self.spec, "-o", "/dev/stdout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("layout-compile/frames"))
    }

    @Test func aReadOnlyOutputFileIsRefusedAndLeftAlone() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("frames.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target)
        let outcome = try CommandRunner.run([Self.spec, "-o", target])
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("\(target): error: cannot write: the file is read-only"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    }

    @Test func aFileSizeLimitIsExit73WithNoTemporaryFileLeft() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("frames.json").path
        // ulimit -f counts 1024-byte blocks; the frames of the grid are several kilobytes.
        let script = "ulimit -f 1; exec '\(CommandRunner.executable.path)' \(Self.spec) -o '\(target)'"
        let outcome = try CommandRunner.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(outcome.status == 73, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot write: File too large"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let piped = try CommandRunner.run(["-c", "ulimit -f 1; exec '\(CommandRunner.executable.path)' \(Self.spec) > '\(target)'"],
                                          executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(piped.status == 73, "\(piped.stderr)")
        #expect(piped.stderr.contains("standard output: error: cannot write: File too large"))
    }

    @Test func renderReportsEachSpecsFailureBesideTheGalleryPages() throws {
        let directory = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Directories where the files would go stand for a folder that cannot be written (root
        // writes into read-only folders, so permissions alone would not do).
        for blocked in ["index.html", "grid@390.json", "app-store@390.json"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(blocked), withIntermediateDirectories: true)
        }
        let outcome = try CommandRunner.run(["render", Self.spec, "Examples/app-store.yaml", "--out-dir", directory.path,
                                             "--widths", "390", "--formats", "json"])
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("grid@390.json: error: cannot write: it is a directory"))
        #expect(outcome.stderr.contains("app-store@390.json: error: cannot write: it is a directory"))
        #expect(outcome.stderr.contains("index.html: error: cannot write: it is a directory"))
        #expect(outcome.stderr.contains("2 of 2 specs failed"))
    }
}
