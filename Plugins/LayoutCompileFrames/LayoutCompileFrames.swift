import Foundation
import PackagePlugin

/// A build step per layout spec of a target (`*.layout.yaml`, `*.layout.yml`, `*.layout.json`): its
/// frames JSON, `NAME.frames.json`, as a resource of the target (`Bundle.module`), rebuilt when the
/// spec changes. A spec that does not compile fails the build with the compiler's positioned error;
/// with `NAME.golden.json` beside it, frames that differ from the golden fail it too
/// (Docs/CLI.md, "SwiftPM plugins").
@main
struct LayoutCompileFrames: BuildToolPlugin {
    static let suffixes = [".layout.yaml", ".layout.yml", ".layout.json"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "layout-compile")
        let output = context.pluginWorkDirectoryURL
        let files = target.sourceFiles.map(\.url)
        return files.compactMap { spec -> Command? in
            let name = spec.lastPathComponent
            guard let suffix = Self.suffixes.first(where: { name.hasSuffix($0) }) else { return nil }
            let base = String(name.dropLast(suffix.count))
            let frames = output.appendingPathComponent("\(base).frames.json")
            let golden = spec.deletingLastPathComponent().appendingPathComponent("\(base).golden.json")
            guard files.contains(golden) else {
                return .buildCommand(displayName: "layout-compile \(name)", executable: tool.url,
                                     arguments: [spec.path, "-o", frames.path], inputFiles: [spec], outputFiles: [frames])
            }
            // Checked against the golden first (the differences printed, the build failed), then written.
            let script = #""$0" "$1" --expect "$2" && "$0" "$1" -o "$3""#
            return .buildCommand(displayName: "layout-compile \(name) against \(golden.lastPathComponent)",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, tool.url.path, spec.path, golden.path, frames.path],
                                 inputFiles: [spec, golden], outputFiles: [frames])
        }
    }
}
