import Foundation
import Testing

/// The SwiftPM plugins from a package that depends on this one by path (Tests/PluginFixtures),
/// built from its own folder with its own scratch path, .build-plugin-fixture (`swift package` run in
/// this package's folder, or with a scratch path under .build, waits for the lock `swift test` holds on
/// .build), so that it disturbs no other build: the build-tool
/// plugin compiles the target's layout specs into frames resources (grid's checked against its
/// golden, named as render names it; one that differs fails the build at the spec's line), and
/// the command plugin runs `render --record` with the project file, writing goldens
/// into the package only with the permission SwiftPM asks for.
@Suite struct PluginTests {
    static let fixture = CommandRunner.packageRoot.appendingPathComponent("Tests/PluginFixtures")
    static let scratch = CommandRunner.packageRoot.appendingPathComponent(".build-plugin-fixture")

    /// The package's source and plugin files, one path a line: the fixture's scratch is started over
    /// when this list changes, because SwiftPM, building a path dependency in a scratch path of its own,
    /// keeps the dependency's old file list (a file added since the last build is "cannot find type").
    static func sourceFileList() -> String {
        ["Package.swift", "Sources", "Plugins"].flatMap { top -> [String] in
            let root = CommandRunner.packageRoot.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [top] }
            return walker.compactMap { $0 as? String }.map { "\(top)/\($0)" }
        }.sorted().joined(separator: "\n")
    }

    /// Removes the scratch when the package's files are not those it was built with, then notes them.
    static func scratchForCurrentFiles() throws {
        let stamp = scratch.appendingPathComponent("source-files.txt")
        let files = sourceFileList()
        guard (try? String(contentsOf: stamp, encoding: .utf8)) != files else { return }
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try files.write(to: stamp, atomically: false, encoding: .utf8)
    }

    /// `swift COMMAND` on the fixture, with `arguments` after the package's options (a plugin's
    /// verb and its arguments come last).
    static func swift(_ command: String, _ arguments: [String]) throws -> CommandRunner.Outcome {
        try CommandRunner.run(["swift", command, "--package-path", fixture.path, "--scratch-path", scratch.path] + arguments,
                              in: fixture, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func theBuildToolPluginCompilesSpecsAndTheCommandPluginRecordsGoldens() throws {
        try Self.scratchForCurrentFiles()
        let build = try Self.swift("build", [])
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        let resources = Self.scratch.appendingPathComponent("debug/PluginFixture_Screens.resources")
        let grid = try JSONSerialization.jsonObject(with: Data(contentsOf: resources.appendingPathComponent("grid.frames.json"))) as? [String: Any]
        // Four items of fractionalWidth(0.5) × 100 in a 320-pt container: two rows, 320 × 200.
        #expect((grid?["contentSize"] as? [String: Double]) == ["width": 320, "height": 200])
        #expect(FileManager.default.fileExists(atPath: resources.appendingPathComponent("list.frames.json").path))

        // A golden that differs fails the build, with an error line at the spec's section, where
        // Xcode's issue navigator shows it: the grid's cell 0.1 moved 10 pt to the left in the golden.
        let layouts = Self.fixture.appendingPathComponent("Sources/Screens/Layouts")
        let goldenFile = layouts.appendingPathComponent("grid.layout@320.json")
        let original = try String(contentsOf: goldenFile, encoding: .utf8)
        defer { try? original.write(to: goldenFile, atomically: false, encoding: .utf8) }
        let moved = original.replacingOccurrences(of: "\"item\": 1, \"x\": 160,", with: "\"item\": 1, \"x\": 150,")
        #expect(moved != original)
        try moved.write(to: goldenFile, atomically: false, encoding: .utf8)
        let failing = try Self.swift("build", [])
        #expect(failing.status != 0)
        // `sections: [{items: 4}]`: line 5, its entry at column 12.
        let spec = layouts.appendingPathComponent("grid.layout.yaml").path
        #expect((failing.stdout + failing.stderr).contains("\(spec):5:12: error: \(spec): frames against the golden: 1 cell moved: x +10"),
                "\(failing.stdout)\n\(failing.stderr)")
        try original.write(to: goldenFile, atomically: false, encoding: .utf8)
        let fixed = try Self.swift("build", [])
        #expect(fixed.status == 0, "\(fixed.stdout)\n\(fixed.stderr)")

        let goldens = Self.fixture.appendingPathComponent("Goldens")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let refused = try Self.swift("package", ["layout-compile", "render", "--record"])
        #expect(refused.stderr.contains("wants permission to write to the package directory"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: goldens.path))
        let record = try Self.swift("package", ["--allow-writing-to-package-directory", "layout-compile", "render", "--record"])
        #expect(record.status == 0, "\(record.stdout)\n\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == ["grid.layout@320.json", "list.layout@320.json"])
        // SwiftPM asks a plugin's permission at every run, a check's too.
        let check = try Self.swift("package", ["--allow-writing-to-package-directory", "layout-compile", "render"])
        #expect(check.status == 0 && check.stdout.contains("same: 2 goldens"), "\(check.stdout)\n\(check.stderr)")
    }
}
