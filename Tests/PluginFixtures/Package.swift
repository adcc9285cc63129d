// swift-tools-version: 6.0
import PackageDescription

// A package that uses layout-compile's plugins, as an app's package would: built by
// PluginTests (Tests/EndToEndTests) with its own scratch path under the main package's .build.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "layout-compile", path: "../..")],
    targets: [
        // Layouts/*.layout.yaml compiled to frames JSON resources by the build-tool plugin;
        // grid checked against its golden (render's name for it: grid.layout@320.json) on every build.
        .target(name: "Screens", resources: [.copy("Layouts/grid.layout@320.json")],
                plugins: [.plugin(name: "LayoutCompileFrames", package: "layout-compile")]),
    ]
)
