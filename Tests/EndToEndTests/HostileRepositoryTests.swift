import Foundation
import Testing

/// A pull request controls every file of the repository and its project file: nothing it adds (a
/// link, a folder, a path in `layout-compile.yml`) makes the tool read, write or remove a file
/// outside the project, or echo one (Docs/CLI.md, "Files a spec or project may touch"; issue 33).
@Suite struct HostileRepositoryTests {
    /// What a file outside holds: were it read as a spec, an error would echo this line.
    static let secret = "OUTSIDE-SECRET: never-echoed\n"

    /// A sandbox of `outside/` (files the repository must not reach) and `repo/`, a project whose
    /// pull request added links out of it. Returns the sandbox.
    static func sandbox() throws -> URL {
        let sandbox = try CommandRunner.temporaryDirectory()
        let outside = sandbox.appendingPathComponent("outside"), repo = sandbox.appendingPathComponent("repo")
        for folder in ["outside/gold-out", "outside/other", "outside/specs", "repo/Layouts", "repo/golden"] {
            try FileManager.default.createDirectory(at: sandbox.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["secret.txt", "target.json", "gold-out/old@390.json", "gold-out/grid@390.json", "other/column.yaml", "specs/a.yaml"] {
            try secret.write(to: outside.appendingPathComponent(file), atomically: false, encoding: .utf8)
        }
        let grid = CommandRunner.packageRoot.appendingPathComponent("Examples/grid.yaml")
        try FileManager.default.copyItem(at: grid, to: repo.appendingPathComponent("Layouts/grid.yaml"))
        try "specs: [Layouts/*.yaml]\ngoldens: golden\nwidths: [390]\n"
            .write(to: repo.appendingPathComponent("layout-compile.yml"), atomically: false, encoding: .utf8)
        try "a regular orphan: pruned\n".write(to: repo.appendingPathComponent("golden/gone@390.json"), atomically: false, encoding: .utf8)
        try UntrustedFileTests.screen(naming: "linked/column.yaml")
            .write(to: repo.appendingPathComponent("screen.yaml"), atomically: false, encoding: .utf8)
        let links = [
            ("Layouts/x.yaml", "secret.txt"),                 // a spec the project's pattern matches
            ("golden/grid@390.json", "secret.txt"),           // a golden
            ("golden/old@390.json", "gold-out/old@390.json"), // an orphan golden, for --prune
            ("link.json", "secret.txt"),                      // --expect, diff
            ("out.json", "target.json"),                      // -o
            ("linked", "other"),                              // a folder a screen's column is read through
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent(link).path,
                                                       withDestinationPath: outside.appendingPathComponent(target).path)
        }
        return sandbox
    }

    /// Every file under `folder`: its content and modification time.
    static func snapshot(_ folder: URL) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! {
            let url = folder.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[path] = (try Data(contentsOf: url), attributes[.modificationDate] as! Date)
        }
        return files
    }

    @Test func nothingOutsideTheRepositoryIsReadWrittenRemovedOrEchoed() throws {
        let sandbox = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let outside = sandbox.appendingPathComponent("outside"), repo = sandbox.appendingPathComponent("repo")
        let before = try Self.snapshot(outside)
        let project = repo.appendingPathComponent("layout-compile.yml")
        func run(_ arguments: [String], _ expected: Int32, _ says: String) throws {
            let outcome = try CommandRunner.run(arguments, in: repo)
            #expect(outcome.status == expected, "\(arguments): \(outcome.stdout)\(outcome.stderr)")
            #expect(outcome.stderr.contains(says) || outcome.stdout.contains(says), "\(arguments): \(outcome.stdout)\(outcome.stderr)")
            #expect(!(outcome.stdout + outcome.stderr).contains("OUTSIDE-SECRET"), "\(arguments): \(outcome.stdout)\(outcome.stderr)")
        }
        let leadsOut = "that leads out of the project"
        // The project's pattern matches a link (a spec), its golden is a link, its orphan a link.
        try run(["render"], 66, "Layouts/x.yaml: error: is a symbolic link, or lies in a folder reached through one, \(leadsOut)")
        try run(["render", "--record", "--prune"], 66, "left 1 orphan that is no regular file alone")
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent("golden/gone@390.json").path))
        // Paths a CI script types, which the pull request made links.
        try run(["Layouts/x.yaml"], 66, leadsOut)
        try run(["read", "Layouts/x.yaml"], 66, leadsOut)
        try run(["Layouts/grid.yaml", "--expect", "link.json"], 2, leadsOut)
        try run(["diff", "link.json", "Layouts/grid.yaml"], 2, leadsOut)
        try run(["Layouts/grid.yaml", "-o", "out.json"], 73, leadsOut)
        try run(["render", "Layouts/grid.yaml", "--out-dir", "linked"], 73, leadsOut)
        try run(["screen.yaml"], 65, "the layout file 'linked/column.yaml' lies outside the folders a spec may read")
        // The same links typed through another name of the checkout: still inside the project.
        try FileManager.default.createSymbolicLink(atPath: sandbox.appendingPathComponent("alias").path, withDestinationPath: repo.path)
        try run(["Layouts/grid.yaml", "--expect", "../alias/link.json"], 2, leadsOut)
        try run(["render", "Layouts/grid.yaml", "--out-dir", "../alias/linked/new"], 73, leadsOut)
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("other/new").path), "a folder was made outside")
        // Project files pointing out: absolute, `..`, a goldens folder outside.
        for (file, says) in [("specs: [\(outside.path)/secret.txt]\n", "leads out of the project"),
                             ("specs: [\"../outside/specs/*\"]\n", "leads out of the project"),
                             ("specs: [Layouts/grid.yaml]\ngoldens: ../outside/gold-out\n", "leads out of the project")] {
            try file.write(to: project, atomically: false, encoding: .utf8)
            try run(["render", "--record", "--prune"], 65, says)
        }
        // The goldens folder itself a link out.
        try FileManager.default.removeItem(at: repo.appendingPathComponent("golden"))
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("golden").path,
                                                   withDestinationPath: outside.appendingPathComponent("gold-out").path)
        try "specs: [Layouts/grid.yaml]\ngoldens: golden\nwidths: [390]\n".write(to: project, atomically: false, encoding: .utf8)
        try run(["render", "--record", "--prune"], 66, "goldens: 'golden' is a symbolic link")
        try run(["render", "Layouts/grid.yaml", "--widths", "390", "--expect-dir", "golden", "--record", "--prune"], 73, leadsOut)
        try run(["render", "Layouts/grid.yaml", "--widths", "390", "--expect-dir", "golden"], 2, leadsOut)
        // The project file itself a link out.
        try FileManager.default.removeItem(at: project)
        try FileManager.default.createSymbolicLink(atPath: project.path, withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        try run(["render"], 66, leadsOut)

        let after = try Self.snapshot(outside)
        #expect(Set(after.keys) == Set(before.keys), "files outside added or removed: \(after.keys.sorted()) against \(before.keys.sorted())")
        for (path, (data, modified)) in before {
            #expect(after[path]?.0 == data, "\(path) changed")
            #expect(after[path]?.1 == modified, "\(path) was written")
        }
    }

    /// A path typed on the command line that lies outside the project, not through a link, is the
    /// user's choice: read and written as given.
    @Test func aPathTypedOutsideTheProjectIsTheUsersChoice() throws {
        let sandbox = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let repo = sandbox.appendingPathComponent("repo"), elsewhere = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let frames = elsewhere.appendingPathComponent("grid.json").path
        let written = try CommandRunner.run(["Layouts/grid.yaml", "-o", frames], in: repo)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try CommandRunner.run(["Layouts/grid.yaml", "--expect", frames], in: repo).status == 0)
        #expect(try CommandRunner.run(["diff", frames, frames], in: repo).status == 0)
        let goldens = elsewhere.appendingPathComponent("golden").path
        let recorded = try CommandRunner.run(["render", "Layouts/grid.yaml", "--widths", "390", "--expect-dir", goldens, "--record"], in: repo)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try CommandRunner.run(["render", "Layouts/grid.yaml", "--widths", "390", "--expect-dir", goldens], in: repo).status == 0)
    }
}
