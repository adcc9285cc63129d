import Foundation
import Testing

/// The preview reads the files a spec names as compile does (Docs/CLI.md, "Files a spec or project may touch"):
/// under the spec's folder, the project root (the folder of layout-compile.yml) or an
/// `--allow-files` folder; any other is refused unread, in the page's errors.
@Suite(.serialized) struct PreviewFileAccessTests {
    /// A project (layout-compile.yml at its root) with `screens/screen.yaml` naming `column`, and
    /// beside the project an `outside/` folder holding `outside/column.yaml`, a two-cell column, and
    /// `outside/secret.yaml`, no spec.
    static func project(naming column: String) throws -> (root: URL, screens: URL, outside: URL) {
        let folder = try CommandRunner.temporaryDirectory()
        let root = folder.appendingPathComponent("project"), outside = folder.appendingPathComponent("outside")
        let screens = root.appendingPathComponent("screens"), shared = root.appendingPathComponent("shared")
        for directory in [screens, shared, outside] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        try "specs: [screens/screen.yaml]\n".write(to: root.appendingPathComponent("layout-compile.yml"), atomically: false, encoding: .utf8)
        for place in [shared, outside] {
            try ProjectFileTests.spec.write(to: place.appendingPathComponent("column.yaml"), atomically: false, encoding: .utf8)
        }
        try "SECRET-never-shown: 1\n".write(to: outside.appendingPathComponent("secret.yaml"), atomically: false, encoding: .utf8)
        try UntrustedFileTests.screen(naming: column).write(to: screens.appendingPathComponent("screen.yaml"), atomically: false, encoding: .utf8)
        return (root, screens, outside)
    }

    /// The preview's own frames (`/frames`) of screens/screen.yaml, run in screens/ with `arguments`.
    static func frames(naming column: String, _ arguments: [String] = []) throws -> String {
        let (root, screens, _) = try project(naming: column)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let preview = try PreviewProcess(["screen.yaml", "--port", "0", "--widths", "390"] + arguments, in: screens)
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        return try #require(PreviewProcessTests.fetch(address + "frames"))
    }

    @Test func aColumnFileInTheProjectOutsideTheSpecsFolderIsShown() throws {
        // shared/ lies outside the spec's folder and the working directory (screens/), inside the project.
        let frames = try Self.frames(naming: "../shared/column.yaml")
        #expect(frames.contains("\"errors\": null"), "\(frames.prefix(600))")
        // The column's first half-width cell: 0.5 of the primary column.
        #expect(frames.contains("[\"cell\", null, 0, 0, 0, 0, "), "\(frames.prefix(600))")
    }

    @Test func aFileOutsideTheProjectIsRefusedUnreadInThePagesErrors() throws {
        for column in ["../../outside/secret.yaml", "../../outside/column.yaml"] {
            let frames = try Self.frames(naming: column)
            #expect(frames.contains("screen.yaml:4:25: error: screen.splitView.columns.primary.layout: the layout file '\(column)' lies outside "
                                    + "the folders a spec may read"), "\(frames.prefix(600))")
            // Refused before reading: not "is not a layout spec", nothing of the file.
            #expect(!frames.contains("SECRET") && !frames.contains("not a layout spec"), "\(frames.prefix(600))")
            #expect(frames.contains("\"data\": null"))
        }
    }

    @Test func allowFilesWidensIt() throws {
        let (root, screens, outside) = try Self.project(naming: "../../outside/column.yaml")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let preview = try PreviewProcess(["screen.yaml", "--port", "0", "--widths", "390", "--allow-files", outside.path], in: screens)
        defer { _ = preview.interrupt() }
        let address = try #require(preview.address())
        let frames = try #require(PreviewProcessTests.fetch(address + "frames"))
        #expect(frames.contains("\"errors\": null"), "\(frames.prefix(600))")
        #expect(frames.contains("[\"cell\", null, 0, 0, 0, 0, "))
        // A folder that does not exist is a usage error, as it is for compile.
        let usage = try CommandRunner.run(["preview", "screen.yaml", "--allow-files", outside.appendingPathComponent("none").path], in: screens)
        #expect(usage.status == 64 && usage.stderr.contains("--allow-files expects an existing folder"), "\(usage.stderr)")
    }
}
