import Foundation
import PackagePlugin

/// A build step per layout spec of a target (`*.layout.yaml`, `*.layout.yml`, `*.layout.json`): its
/// frames JSON, `NAME.frames.json`, as a resource of the target (`Bundle.module`), rebuilt when the
/// spec changes. A spec that does not compile fails the build with the compiler's positioned error.
/// Its goldens beside it, named as `render --expect-dir` names them (`grid.layout@320.json` for
/// `grid.layout.yaml` at 320 pt, `grid.layout@iPhone16Pro-landscape.json` on a device), are each
/// checked first: frames that differ fail the build with `SPEC:LINE:COL: error: ...` at the spec's
/// section (`--reporter xcode`), which Xcode's issue navigator shows there (Docs/CLI.md, "SwiftPM plugins").
@main
struct LayoutCompileFrames: BuildToolPlugin {
    static let suffixes = [".layout.yaml", ".layout.yml", ".layout.json"]

    /// Each golden checked (`"$tool" SPEC OPTIONS --expect GOLDEN --reporter xcode`, all of them, so
    /// that every difference is listed), then the frames written when all match.
    static let script = """
        set -f; tool=$1; spec=$2; frames=$3; shift 3; status=0
        while [ $# -gt 0 ]; do "$tool" "$spec" $2 --expect "$1" --reporter xcode || status=1; shift 2; done
        [ $status -eq 0 ] && "$tool" "$spec" -o "$frames"
        """

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "layout-compile")
        let output = context.pluginWorkDirectoryURL
        let files = target.sourceFiles.map(\.url)
        return files.compactMap { spec -> Command? in
            let name = spec.lastPathComponent
            guard let suffix = Self.suffixes.first(where: { name.hasSuffix($0) }) else { return nil }
            let frames = output.appendingPathComponent("\(name.dropLast(suffix.count)).frames.json")
            let goldens = Self.goldens(of: spec, among: files)
            guard !goldens.isEmpty else {
                return .buildCommand(displayName: "layout-compile \(name)", executable: tool.url,
                                     arguments: [spec.path, "-o", frames.path], inputFiles: [spec], outputFiles: [frames])
            }
            return .buildCommand(displayName: "layout-compile \(name) against \(goldens.map(\.file.lastPathComponent).joined(separator: ", "))",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", Self.script, "sh", tool.url.path, spec.path, frames.path]
                                     + goldens.flatMap { [$0.file.path, $0.options] },
                                 inputFiles: [spec] + goldens.map(\.file), outputFiles: [frames])
        }
    }

    /// The goldens of `spec` beside it, as render names them: `NAME@LABEL.json`, NAME the spec's
    /// file name without its extension, LABEL a width (`320`: `--width 320`) or a device and
    /// orientation (`iPhone16Pro-landscape`: `--device iPhone16Pro --orientation landscape`).
    static func goldens(of spec: URL, among files: [URL]) -> [(file: URL, options: String)] {
        let prefix = spec.deletingPathExtension().lastPathComponent + "@"
        let folder = spec.deletingLastPathComponent().standardizedFileURL.path
        return files.filter { file in
            let name = file.lastPathComponent
            return name.hasPrefix(prefix) && name.hasSuffix(".json") && name.count > prefix.count + 5
                && file.deletingLastPathComponent().standardizedFileURL.path == folder
        }.sorted { $0.path < $1.path }.map { file in
            let label = String(file.lastPathComponent.dropFirst(prefix.count).dropLast(5))
            if Double(label) != nil { return (file, "--width=\(label)") }
            guard let dash = label.lastIndex(of: "-") else { return (file, "--device=\(label)") }
            return (file, "--device=\(label[..<dash]) --orientation=\(label[label.index(after: dash)...])")
        }
    }
}
