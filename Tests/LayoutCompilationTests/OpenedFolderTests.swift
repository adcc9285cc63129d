import Foundation
import LayoutCompilation
import SpecReading
import Testing

/// A goldens folder opened once (`FileAccess.openFolder`), each golden opened in it
/// (`FileAccess.Origin.inOpened`): held to the rule a golden confined on its own is (Docs/CLI.md, "Files a spec or project may touch").
@Suite struct OpenedFolderTests {
    /// What `name` in `folder` reads, or why it is refused.
    static func read(_ name: String, in folder: FileAccess.OpenedFolder, _ access: FileAccess) -> Result<String, FileProblem> {
        access.openForReading(name, origin: .inOpened(folder), expected: "a frames file").map { file in
            defer { close(file.descriptor) }
            var bytes = [UInt8](repeating: 0, count: file.size)
            let count = bytes.withUnsafeMutableBytes { Glibc.read(file.descriptor, $0.baseAddress, file.size) }
            return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        }
    }

    @Test func aFileInTheFolderIsReadAndALinkIsHeldToTheRule() throws {
        let (base, access) = try FileConfinementTests.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, sub = project + "/sub"
        try FileManager.default.createSymbolicLink(atPath: sub + "/out.json", withDestinationPath: base.appendingPathComponent("outside/secret.yaml").path)
        try FileManager.default.createSymbolicLink(atPath: sub + "/in.json", withDestinationPath: project + "/inside.yaml")
        try FileManager.default.createDirectory(atPath: sub + "/folder.json", withIntermediateDirectories: false)
        #expect(mkfifo(sub + "/fifo.json", 0o600) == 0)
        let folder = try #require(access.openFolder(sub))
        #expect(try Self.read("deeper.yaml", in: folder, access).get() == "a: 1\n")
        // A link that stays inside is followed, as confine follows it; one that leads out is refused.
        #expect(try Self.read("in.json", in: folder, access).get() == "a: 1\n")
        #expect(Self.read("out.json", in: folder, access) == .failure(.linkOutOfProject(root: access.projectRoot)))
        #expect(Self.read("missing.json", in: folder, access) == .failure(.missing))
        #expect(Self.read("folder.json", in: folder, access) == .failure(.directory(expected: "a frames file")))
        // A FIFO is refused without waiting for a writer.
        #expect(Self.read("fifo.json", in: folder, access) == .failure(.notRegular(expected: "a frames file")))
    }

    @Test func aFolderThatLeadsOutIsNotOpenedAndItsFilesAreRefused() throws {
        let (base, access) = try FileConfinementTests.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path
        try FileManager.default.createSymbolicLink(atPath: project + "/golden", withDestinationPath: base.appendingPathComponent("outside").path)
        #expect(access.openFolder(project + "/golden") == nil)
        #expect(FileConfinementTests.refusal(access.openForReading("secret.yaml", origin: .named(in: project + "/golden"), expected: "a frames file"))
                == .linkOutOfProject(root: access.projectRoot))
    }

    /// What was checked is what is opened: the folder swapped for a link out after it was opened
    /// is not followed; its files are read from the folder as opened.
    @Test func aFolderSwappedForALinkAfterItWasOpenedIsNotFollowed() throws {
        let (base, access) = try FileConfinementTests.layout()
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project").path, outside = base.appendingPathComponent("outside").path
        let folder = try #require(access.openFolder(project + "/sub"))
        try FileManager.default.moveItem(atPath: project + "/sub", toPath: project + "/sub-moved")
        try FileManager.default.createSymbolicLink(atPath: project + "/sub", withDestinationPath: outside)
        try "OUTSIDE\n".write(toFile: outside + "/deeper.yaml", atomically: false, encoding: .utf8)
        #expect(try Self.read("deeper.yaml", in: folder, access).get() == "a: 1\n")
    }
}
