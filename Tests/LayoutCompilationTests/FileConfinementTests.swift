import Foundation
import LayoutCompilation
import SpecReading
import Testing

/// The one rule every file the tool opens is held to (`FileAccess.confine`; Docs/CLI.md, "Files a
/// spec or project may touch"), and what was checked being what is opened (`FileAccess.open`).
@Suite struct FileConfinementTests {
    /// `project/` with `inside.yaml`, `sub/`, and `outside/secret.yaml` beside it; paths are absolute.
    static func layout() throws -> (base: URL, access: FileAccess) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("confinement-\(UUID().uuidString)")
        for folder in ["project/sub", "outside"] {
            try FileManager.default.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["project/inside.yaml", "project/sub/deeper.yaml", "outside/secret.yaml"] {
            try "a: 1\n".write(to: base.appendingPathComponent(file), atomically: false, encoding: .utf8)
        }
        return (base, try FileAccess(projectRoot: base.appendingPathComponent("project").path))
    }

    static func refusal<Success>(_ result: Result<Success, FileProblem>) -> FileProblem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }

    @Test func namedPathsStayInsideAndTypedOnesOutsideAreTheUsersChoice() throws {
        let (base, access) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, secret = base.appendingPathComponent("outside/secret.yaml").path
        let root = access.projectRoot
        // Named by input: inside (through `..` that stays in), not outside (absolute or `..`).
        #expect(Self.refusal(access.confine("sub/../inside.yaml", origin: .named(in: project))) == nil)
        #expect(Self.refusal(access.confine(secret, origin: .named(in: project))) == .outsideProject(root: root))
        #expect(Self.refusal(access.confine("../outside/secret.yaml", origin: .named(in: project))) == .outsideProject(root: root))
        // Typed on the command line outside the project, not through a link: allowed, opened as given.
        let typed = try Self.allowed(access.confine(secret, origin: .commandLine))
        #expect(typed.folder == nil)
        // A link inside the project that leads out: refused, typed or named.
        try FileManager.default.createSymbolicLink(atPath: project + "/link.yaml", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: project + "/folder", withDestinationPath: base.appendingPathComponent("outside").path)
        for path in [project + "/link.yaml", project + "/folder/secret.yaml", project + "/folder/missing.yaml"] {
            #expect(Self.refusal(access.confine(path, origin: .commandLine)) == .linkOutOfProject(root: root), "\(path)")
            #expect(Self.refusal(access.confine(path, origin: .named(in: project))) == .linkOutOfProject(root: root), "\(path)")
        }
        // A link that stays inside is followed; `--allow-files` allows its folder.
        try FileManager.default.createSymbolicLink(atPath: project + "/alias.yaml", withDestinationPath: project + "/sub/deeper.yaml")
        #expect(try Self.allowed(access.confine(project + "/alias.yaml", origin: .named(in: project))).components == ["sub", "deeper.yaml"])
        let widened = try FileAccess(projectRoot: project, allowed: [base.appendingPathComponent("outside").path])
        #expect(Self.refusal(widened.confine(project + "/link.yaml", origin: .named(in: project))) == nil)
    }

    /// The race of issue 33: a folder checked, then swapped for a link out before the open. What
    /// was checked is opened component by component without following a link: refused, and the
    /// file outside is never opened.
    @Test func aFolderSwappedForALinkAfterTheCheckIsRefusedNotFollowed() throws {
        let (base, access) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path
        let checked = try Self.allowed(access.confine(project + "/sub/deeper.yaml", origin: .commandLine))
        #expect(checked.components == ["sub", "deeper.yaml"])
        try FileManager.default.moveItem(atPath: project + "/sub", toPath: project + "/sub-moved")
        try FileManager.default.createSymbolicLink(atPath: project + "/sub", withDestinationPath: base.appendingPathComponent("outside").path)
        try "a: 1\n".write(to: base.appendingPathComponent("outside/deeper.yaml"), atomically: false, encoding: .utf8)
        guard case .failure(let problem) = access.open(checked, flags: O_RDONLY) else {
            Issue.record("the file outside was opened through the swapped folder")
            return
        }
        #expect(problem == .linkOutOfProject(root: access.projectRoot))
        // The same for the file itself swapped for a link.
        let file = try Self.allowed(access.confine(project + "/inside.yaml", origin: .commandLine))
        try FileManager.default.removeItem(atPath: project + "/inside.yaml")
        try FileManager.default.createSymbolicLink(atPath: project + "/inside.yaml", withDestinationPath: base.appendingPathComponent("outside/secret.yaml").path)
        guard case .failure = access.open(file, flags: O_RDONLY) else {
            Issue.record("the file outside was opened through the swapped link")
            return
        }
    }

    /// The folders `render` makes (`--out-dir`, `--expect-dir --record`) are made as files are
    /// opened: a folder swapped for a link out after the check is refused, and nothing is made
    /// outside.
    @Test func aFolderSwappedForALinkBeforeTheMakingMakesNothingOutside() throws {
        let (base, access) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, outside = base.appendingPathComponent("outside").path
        let checked = try Self.allowed(access.confine(project + "/sub/frames/390", origin: .commandLine))
        #expect(checked.components == ["sub", "frames", "390"])
        try FileManager.default.moveItem(atPath: project + "/sub", toPath: project + "/sub-moved")
        try FileManager.default.createSymbolicLink(atPath: project + "/sub", withDestinationPath: outside)
        guard case .failure(let problem) = access.makeFolders(checked) else {
            Issue.record("a folder was made through the swapped link")
            return
        }
        #expect(problem == .linkOutOfProject(root: access.projectRoot))
        #expect(!FileManager.default.fileExists(atPath: outside + "/frames"))
        // Where nothing was swapped, every missing folder is made.
        guard case .success = access.makeFolders(project + "/sub-moved/a/b", origin: .commandLine) else {
            Issue.record("the missing folders inside the project were not made")
            return
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: project + "/sub-moved/a/b", isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// The project reached by another name (a link to the checkout; `/tmp` on macOS is
    /// `/private/tmp`): a path typed through it lies inside the project, so a link in it that leads
    /// out is refused rather than taken for the user's own path outside.
    @Test func aPathTypedThroughAnotherNameOfTheRootIsInsideIt() throws {
        let (base, access) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, alias = base.appendingPathComponent("alias").path
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: project)
        try FileManager.default.createSymbolicLink(atPath: project + "/link.yaml", withDestinationPath: base.appendingPathComponent("outside/secret.yaml").path)
        try FileManager.default.createSymbolicLink(atPath: project + "/folder", withDestinationPath: base.appendingPathComponent("outside").path)
        for path in [alias + "/link.yaml", alias + "/folder/secret.yaml", alias + "/folder/new/deeper"] {
            #expect(Self.refusal(access.confine(path, origin: .commandLine)) == .linkOutOfProject(root: access.projectRoot), "\(path)")
        }
        #expect(try Self.allowed(access.confine(alias + "/sub/deeper.yaml", origin: .commandLine)).components == ["sub", "deeper.yaml"])
        #expect(Self.refusal(access.makeFolders(alias + "/folder/new", origin: .commandLine)) == .linkOutOfProject(root: access.projectRoot))
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("outside/new").path))
    }

    @Test func pruningRemovesRegularFilesOnlyNeverThroughALink() throws {
        let (base, access) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, secret = base.appendingPathComponent("outside/secret.yaml").path
        try FileManager.default.createSymbolicLink(atPath: project + "/sub/link@390.json", withDestinationPath: secret)
        let outcome = try access.removeRegularFiles(["deeper.yaml", "link@390.json"], inFolder: project + "/sub", origin: .commandLine).get()
        #expect(outcome.removed == ["deeper.yaml"])
        #expect(outcome.refused.map(\.name) == ["link@390.json"] && outcome.refused.first?.problem == .symbolicLink)
        #expect(FileManager.default.fileExists(atPath: secret))
        // A folder that leads out is not pruned in at all.
        try FileManager.default.createSymbolicLink(atPath: project + "/golden", withDestinationPath: base.appendingPathComponent("outside").path)
        let refused = access.removeRegularFiles(["secret.yaml"], inFolder: project + "/golden", origin: .commandLine)
        guard case .failure(.linkOutOfProject) = refused else {
            Issue.record("pruned through a link: \(refused)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: secret))
    }

    static func allowed(_ result: Result<FileAccess.ConfinedPath, FileProblem>) throws -> FileAccess.ConfinedPath {
        try result.get()
    }
}
