import Foundation
import FrameOutput
import LayoutCompilation
import LayoutEngine
import SpecReading
import Testing

/// The one compile path: what `LayoutCompiler.compile` gives a preview, an importer or a plugin,
/// and what the command prints from it.
@Suite struct CompilePathTests {
    /// An item 500 pt wide in a group as wide as the container: at 390 pt no cell fits.
    static let overwide = """
        sections:
          - items: 3
            group:
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitems: [{item: {size: {width: absolute(500), height: fractionalHeight(1)}}}]

        """

    @Test func compileReturnsTheWarningsOfTheSpecAndItsFrames() throws {
        let compiled = try LayoutCompiler.compile(SpecInput(text: Self.overwide, fileName: "wide.yaml"),
                                                  CompileOptions(overrides: EnvironmentOverrides(width: 390)))
        #expect(compiled.result.elements.isEmpty)
        #expect(compiled.warnings.count == 1)
        let group = try #require(compiled.warnings.first)
        #expect(group.file == "wide.yaml")
        #expect(group.source == Self.overwide)
        // The group is 390 wide (fractionalWidth(1) of 390): where the command points, line 4 column 7.
        #expect(group.warnings.map(\.path) == ["sections[0].group"])
        #expect(group.warnings.first?.position == SourcePosition(line: 4, column: 7))
        #expect(group.warnings.first?.diagnostic == .groupHoldsNothing(section: 0, group: Size(width: 390, height: 50)))
    }

    @Test func framesIsCompileWithItsResult() throws {
        let spec = "sections: [{items: 2, group: {size: {width: fractionalWidth(1), height: absolute(40)}, "
            + "subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]}}]"
        let compiled = try LayoutCompiler.compile(SpecInput(text: spec, fileName: "spec.yaml"),
                                                  CompileOptions(overrides: EnvironmentOverrides(width: 300)))
        #expect(try LayoutCompiler.frames(yaml: spec, width: 300) == compiled.result)
        // 300 * 0.5 = 150 a cell, side by side.
        #expect(compiled.result.elements.map(\.frame) == [Rect(x: 0, y: 0, width: 150, height: 40), Rect(x: 150, y: 0, width: 150, height: 40)])
        // Streamed, the same frames in the same order.
        let streamed = try LayoutCompiler.compile(SpecInput(text: spec, fileName: "spec.yaml"),
                                                  CompileOptions(overrides: EnvironmentOverrides(width: 300), streamsFrames: true))
        #expect(!(streamed.frames is LayoutResult))
        #expect(streamed.result.elements == compiled.result.elements)
    }

    @Test func theReaderFollowsTheFileName() throws {
        // A comment is YAML's, not JSON's: the same text compiles as .yaml and is refused as .json.
        let text = "# one cell\n{\"sections\": [{\"items\": 1, \"group\": {\"size\": {\"width\": \"fractionalWidth(1)\", \"height\": \"absolute(10)\"}, "
            + "\"subitems\": [{\"item\": {\"size\": {\"width\": \"fractionalWidth(1)\", \"height\": \"fractionalHeight(1)\"}}}]}}]}"
        let compiled = try LayoutCompiler.compile(SpecInput(text: text, fileName: "spec.yaml"), CompileOptions(overrides: EnvironmentOverrides(width: 100)))
        #expect(compiled.result.elements.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 10)])
        let json = try #require(throws: Diagnostics.self) { try LayoutCompiler.compile(SpecInput(text: text, fileName: "spec.JSON")) }
        #expect(json.position == SourcePosition(line: 1, column: 1))
        #expect(json.diagnostic == .unreadableDocument(.unexpectedByte(UInt8(ascii: "#"), expected: .value)))
    }

    /// Issue 28: a YAML flow mapping on standard input was read as JSON (it starts with `{`) and refused.
    @Test func standardInputIsJSONOnlyWhenItStartsAsJSONDoes() throws {
        let cell = "group: {size: {width: fractionalWidth(1), height: absolute(10)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"
        let flow = "  {sections: [{items: 2, \(cell)}]}\n"
        let compiled = try LayoutCompiler.compile(SpecInput(text: flow, fileName: SpecFiles.standardInput),
                                                  CompileOptions(overrides: EnvironmentOverrides(width: 100)))
        // Two cells of 100 × 10, one under the other: y 0 and 10.
        #expect(compiled.result.elements.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 10)])
        // JSON's own errors for what starts as JSON: a trailing comma is refused where JSON refuses it.
        let json = try #require(throws: Diagnostics.self) {
            try LayoutCompiler.compile(SpecInput(text: "{\"sections\": [\n  {\"items\": 3,}\n]}", fileName: SpecFiles.standardInput))
        }
        #expect(json.position == SourcePosition(line: 2, column: 15))
        #expect(SpecFiles.looksLikeJSON(" {}") && SpecFiles.looksLikeJSON("[1]") && SpecFiles.looksLikeJSON("{ \"a\": 1}"))
        #expect(!SpecFiles.looksLikeJSON("{a: 1}") && !SpecFiles.looksLikeJSON("sections: []") && !SpecFiles.looksLikeJSON(""))
    }

    @Test func aScreensColumnLayoutIsReadFromTheGivenFolderWithItsWarnings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compile-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.overwide.write(to: folder.appendingPathComponent("side.yaml"), atomically: false, encoding: .utf8)
        let screen = "screen:\n  splitView:\n    columns: {primary: {layout: side.yaml}}\n"
        let compiled = try LayoutCompiler.compile(SpecInput(text: screen, fileName: "screen.yaml", directory: folder.path))
        guard case .screen = compiled.spec else {
            Issue.record("not compiled as a screen")
            return
        }
        let column = folder.appendingPathComponent("side.yaml").path
        let warned = compiled.warnings.filter { !$0.warnings.isEmpty }
        #expect(warned.map(\.file) == [column])
        #expect(warned.first?.warnings.map(\.path) == ["sections[0].group"])
        // Without a folder, the file is refused at its `layout` key, and is not a missing file.
        let inline = try #require(throws: Diagnostics.self) {
            try LayoutCompiler.compile(SpecInput(text: screen, fileName: "screen.yaml"))
        }
        #expect(inline.path == "screen.splitView.columns.primary.layout")
        #expect(!inline.isMissingFile)
        #expect(inline.diagnostic == .layoutFileWithoutFolder(path: "side.yaml"))
        // A folder without the file: a missing file (the command exits 66).
        let missing = try #require(throws: Diagnostics.self) {
            try LayoutCompiler.compile(SpecInput(text: screen, fileName: "screen.yaml", directory: folder.appendingPathComponent("none").path))
        }
        #expect(missing.isMissingFile)
        #expect(missing.diagnostic?.kind == .layoutFileUnreadable)
    }

    /// What the live preview watches: the layout files a screen names, heard before each is read,
    /// a missing one too.
    @Test func compileOptionsHearTheLayoutFilesAScreenReads() throws {
        let heard = Heard()
        let screen = "screen:\n  splitView:\n    columns: {primary: {layout: side.yaml}, secondary: {layout: main.yaml}}\n"
        _ = try? LayoutCompiler.compile(SpecInput(text: screen, fileName: "screen.yaml", directory: "Specs"),
                                        CompileOptions(reading: heard.add))
        // The columns are read by role, primary first; its file is missing, which ends the compile.
        #expect(heard.paths == ["Specs/side.yaml"])
        _ = try? LayoutCompiler.compile(SpecInput(text: screen, fileName: "screen.yaml", directory: "Specs"),
                                        CompileOptions(overrides: EnvironmentOverrides(width: 1024), reading: heard.add))
        #expect(heard.paths == ["Specs/side.yaml", "Specs/side.yaml"])
    }

    final class Heard: @unchecked Sendable {
        var paths: [String] = []
        @Sendable func add(_ path: String) { paths.append(path) }
    }

    @Test func aDevicePresetGivesItsScreenAndARenderWidthItsDevicesHeight() throws {
        let pad = try #require(DevicePreset.named("ipadair"))
        let overrides = pad.applied(to: EnvironmentOverrides(scale: 1))
        #expect(overrides.width == 820 && overrides.height == 1180 && overrides.scale == 2)
        #expect(overrides.layoutMargins == DirectionalInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
        #expect(overrides.wideMargins == true && overrides.idiom == .pad)
        #expect(DevicePreset.named("iPhone99") == nil)
        #expect(DevicePreset.height(forWidth: 320) == 568)
        // The presets are the one table of device sizes: an iPhone 17 is 402 × 874, an iPad Pro 11" 834 × 1194.
        #expect(DevicePreset.height(forWidth: 402) == 874 && DevicePreset.height(forWidth: 834) == 1194)
        // The first preset of a width gives its height: 1024 is the iPad Air 13" (1024 × 1366).
        #expect(DevicePreset.height(forWidth: 1024) == 1366 && DevicePreset.height(forWidth: 390) == 844)
        // Another width keeps the proportions of 390 × 844: 500 * 844 / 390 = 1082.05, rounded.
        #expect(DevicePreset.height(forWidth: 500) == 1082)
        let plain = try LayoutCompiler.parse(SpecInput(text: "sections: []", fileName: "a.yaml"))
        #expect(plain.overrides(EnvironmentOverrides(), width: 744).height == 1133)
        #expect(plain.overrides(EnvironmentOverrides(), width: 744, height: 700).height == 700)
        let tall = try LayoutCompiler.parse(SpecInput(text: "environment: {height: 900}\nsections: []", fileName: "b.yaml"))
        #expect(tall.overrides(EnvironmentOverrides(), width: 744).height == nil)
    }
}

/// A file that cannot be read says why by its `FileProblem`, printed as the command prints it.
@Suite struct SourceFileProblemTests {
    @Test func aMissingFileAndADirectoryAreSaidApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-file-problem-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.yaml").path
        let gone = try #require(throws: SourceFileError.self) { try SpecFiles.read(missing) }
        #expect(gone.problem == .missing && gone.isUnreadable)
        #expect(gone.message == "\(missing): error: no such file")
        let directory = try #require(throws: SourceFileError.self) { try SpecFiles.read(folder.path) }
        #expect(directory.problem == .directory(expected: "a spec file") && directory.isUnreadable)
        // Not UTF-8: read, and refused at the byte (exit 65, not 66).
        let latin = folder.appendingPathComponent("latin.yaml")
        try Data([0x61, 0xE9, 0x0A]).write(to: latin)
        let bytes = try #require(throws: SourceFileError.self) { try SpecFiles.read(latin.path) }
        #expect(bytes.problem == .document(DocumentError(.notUTF8(byte: 0xE9, offset: 1), at: SourcePosition(line: 1, column: 2))))
        #expect(!bytes.isUnreadable)
    }
}
