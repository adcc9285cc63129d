/// `--swift-sources PATHS`: the Swift files and folders read with a `.swift` SPEC as one module
/// (Docs/Import.md, "The module"), so that its names, enums, constants and extensions resolve; the
/// project file's `swiftSources` key gives it to `render` (and so to the build plugin).
enum SwiftSourcesFlag {
    static let option = ArgumentParser.Option(
        names: ["--swift-sources"], takesValue: true, repeatable: true, valueName: "PATHS",
        help: "Swift files and folders (comma-separated; repeatable) read with a .swift SPEC as one module: their "
            + "declarations resolve in its layout code (project file: swiftSources)",
        completion: .anyFile)

    /// The paths given, in order.
    static func paths(_ parsed: ArgumentParser.Parsed) -> [String] {
        (parsed.values["--swift-sources"] ?? []).flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }
}
