// swift-tools-version: 6.0
import PackageDescription

// No package dependencies, by decision: the YAML/JSON readers and the argument parser are ours.
let package = Package(
    name: "layout-compile",
    products: [
        .executable(name: "layout-compile", targets: ["layout-compile"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SpecReading", targets: ["SpecReading"]),
        .library(name: "FrameOutput", targets: ["FrameOutput"]),
        .library(name: "SwiftGeneration", targets: ["SwiftGeneration"]),
        .library(name: "SwiftImport", targets: ["SwiftImport"]),
        .library(name: "FramesFormat", targets: ["FramesFormat"]),
        .library(name: "LayoutCompilation", targets: ["LayoutCompilation"]),
        .library(name: "LoopbackHTTP", targets: ["LoopbackHTTP"]),
        // For packages that depend on this one (Docs/CLI.md, "SwiftPM plugins").
        .plugin(name: "LayoutCompileCommand", targets: ["LayoutCompileCommand"]),
        .plugin(name: "LayoutCompileFrames", targets: ["LayoutCompileFrames"]),
    ],
    targets: [
        // The compositional-layout solver: model types in, frames out. No I/O, no Foundation.
        .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The frames file format: the dump a frames file holds, how numbers and strings print, and
        // the one-pass scanner of the tool's own frames JSON. Writers and readers of every layer share it.
        .target(name: "FramesFormat", dependencies: ["LayoutEngine"]),
        // Documents (JSON, YAML) -> positioned tree -> validated engine model, with diagnostics;
        // document trees written as JSON. Specs only.
        .target(name: "SpecReading", dependencies: ["LayoutEngine", "FramesFormat"]),
        // Results -> frames JSON, CSV, SVG and frames diffs. Needs nothing but the engine and the
        // format, by decision (Docs/Developing.md): `make test` builds with an import check that holds it.
        .target(name: "FrameOutput", dependencies: ["LayoutEngine", "FramesFormat"]),
        // Swift source from a spec: the layout in UIKit's (or AppKit's) API, and an XCTest that checks our frames on UIKit.
        .target(name: "SwiftGeneration", dependencies: ["LayoutEngine", "FramesFormat", "SpecReading"]),
        // A spec from the Swift that builds a layout: our own tokenizer, parser and evaluator of the
        // subset layout code is written in (Docs/Import.md).
        .target(name: "SwiftImport", dependencies: ["LayoutEngine", "FramesFormat", "SpecReading"]),
        // The one compile path (Docs/Library.md): a spec's text in, frames, warnings and positioned
        // errors out; layout or screen, device presets, the files a spec names (a .swift one imported),
        // frames files read back. SwiftGeneration is declared by the layering (Docs/Developing.md) for
        // the Swift paths that join it.
        .target(name: "LayoutCompilation",
                dependencies: ["LayoutEngine", "FramesFormat", "SpecReading", "FrameOutput", "SwiftGeneration", "SwiftImport"]),
        // The viewer page: an HTML page with an inline script drawing frames (render's index.html, the live preview).
        .target(name: "ViewerPage", dependencies: ["LayoutEngine", "FramesFormat", "SpecReading"]),
        // A small HTTP/1.1 server on 127.0.0.1 only: bounded requests, connections and time; server-sent events.
        .target(name: "LoopbackHTTP"),
        // `layout-compile preview`: watches a spec and the files it reads, serves the viewer, pushes redraws.
        .target(name: "LivePreview", dependencies: ["LayoutEngine", "FramesFormat", "SpecReading", "LayoutCompilation",
                                                    "ViewerPage", "LoopbackHTTP"]),
        // The command: arguments, files, exit codes. Thin by design.
        .executableTarget(name: "layout-compile",
                          dependencies: ["LayoutEngine", "FramesFormat", "SpecReading", "FrameOutput", "SwiftGeneration", "SwiftImport",
                                         "LayoutCompilation", "ViewerPage", "LivePreview", "BuildCommit"]),
        // The commit `--version` prints: given by `make build` (-Xcc -DLAYOUT_COMPILE_COMMIT=...), else "unknown commit".
        .target(name: "BuildCommit"),
        // `swift package layout-compile ARGUMENTS`, in the package's folder; render --record writes goldens there.
        .plugin(name: "LayoutCompileCommand",
                capability: .command(intent: .custom(verb: "layout-compile",
                                                     description: "Run layout-compile in the package's folder (render, compile, schema, ...)"),
                                     permissions: [.writeToPackageDirectory(reason: "render --record and -o write goldens and frames into the package")]),
                dependencies: ["layout-compile"]),
        // A target's layout specs (*.layout.yaml) compiled to frames JSON resources, checked against NAME.golden.json when present.
        .plugin(name: "LayoutCompileFrames", capability: .buildTool(), dependencies: ["layout-compile"]),
        // `make bench`: a fixed workload that prints its figures.
        .executableTarget(name: "layout-bench", dependencies: ["LayoutEngine", "SpecReading", "FrameOutput", "LoopbackHTTP"]),

        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        // The generated test files of one test per case (ConformanceTests, the YAML suite): written and checked.
        .target(name: "GeneratedSuites", path: "Tests/GeneratedSuites"),
        .testTarget(name: "SpecReadingTests", dependencies: ["SpecReading", "LayoutEngine", "GeneratedSuites"], exclude: ["YAMLSuite"]),
        .testTarget(name: "FrameOutputTests", dependencies: ["FrameOutput", "FramesFormat", "LayoutEngine", "SpecReading", "LayoutCompilation"]),
        .testTarget(name: "LayoutCompilationTests",
                    dependencies: ["LayoutCompilation", "FramesFormat", "FrameOutput", "SpecReading", "LayoutEngine"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SpecReading", "LayoutEngine", "GeneratedSuites"],
            exclude: ["Fixtures", "known-deviations.txt"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["layout-compile", "LoopbackHTTP"], exclude: ["Schemas"]),
        .testTarget(name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP"]),
        .testTarget(name: "LivePreviewTests", dependencies: ["LivePreview", "LoopbackHTTP", "ViewerPage", "LayoutEngine"]),
        .testTarget(name: "SwiftGenerationTests", dependencies: ["SwiftGeneration", "SpecReading", "FrameOutput", "LayoutEngine"],
                    exclude: ["Stubs"]),
        .testTarget(name: "ImportTests", dependencies: ["SwiftImport", "SpecReading", "LayoutEngine"],
                    exclude: ["Fixtures"]),
        // The repository's promises held: every cited Docs heading and every Docs-named declaration exists.
        .testTarget(name: "DocumentationTests"),
    ]
)
