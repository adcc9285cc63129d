import Foundation
import PackagePlugin

/// `swift package layout-compile ARGUMENTS…`: runs layout-compile in the package's folder, so that
/// `swift package --allow-writing-to-package-directory layout-compile render --record` writes a
/// project's goldens into the package (Docs/CLI.md, "SwiftPM plugins"). Its output is the command's;
/// a failure fails `swift package` with the command's exit status.
@main
struct LayoutCompileCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "layout-compile")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("layout-compile \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw CommandFailed(status: process.terminationStatus)
        }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "layout-compile exited with status \(status)" }
    }
}
