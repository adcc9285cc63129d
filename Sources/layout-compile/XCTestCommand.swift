import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import SwiftGeneration

/// `layout-compile xctest SPEC`: an XCTest file that checks this tool's frames on real UIKit.
struct XCTestCommand {
    static let help = CommandHelp(
        name: "xctest", summary: "an XCTest checking these frames on real UIKit",
        synopsis: """
            SPEC [--device D [--orientation O]] [--widths W,...] [--height H] [--scale S] [--design D] [--rtl] [--offset X,Y]
            [--orthogonal-offset S=X]... [--rect X,Y,W,H]... [--class-name C]
            [--min-ios 15|16|17|18|26] [--layout EXPR [--testable-import APP]]
            [--framework xctest|swift-testing] [--record DIR] [--approximate-tolerance PT]
            [--warnings-as-errors] [-o LayoutFramesTests.swift]
            """,
        description: """
            Writes a self-contained XCTest file: the spec's layout (as `swift` writes it), the frames this tool
            computes for it, and a check that builds the layout in a real UICollectionView of the spec's size
            (scale, safe area, margins, content offset, orthogonal offsets) and compares every element and
            each --rect query with UIKit's answer at 0.01 pt. One test per width of --widths (default: the
            spec's; a width given twice is tested once). --width W, repeated, is the deprecated spelling of
            --widths: it still works, and prints a note saying so.
            --layout checks the app's own layout instead of a generated copy; --record makes the test also
            write what UIKit answered as a reference case, which `layout-compile diff` reads as a frames dump.
            The spec's warnings at those widths are printed as compile prints them; --warnings-as-errors
            makes them fail the command (exit 3, nothing written). --svg-limit is refused: no picture.
            Add the file to an iOS app's test target and run it on a simulator or device:
            Docs/SwiftGeneration.md.
            """,
        options: [
            EnvironmentFlags.device, EnvironmentFlags.orientation,
            EnvironmentFlags.widths(default: "the spec's width"), deprecatedWidth, EnvironmentFlags.height,
            EnvironmentFlags.scale, EnvironmentFlags.design, EnvironmentFlags.rightToLeft, EnvironmentFlags.offset,
            EnvironmentFlags.orthogonalOffset,
            .init(names: ["--rect"], takesValue: true, repeatable: true, valueName: "X,Y,W,H",
                  help: "also compare layoutAttributesForElements(in:) for that rectangle (repeatable)"),
            .init(names: ["--class-name"], takesValue: true, valueName: "C", help: "the test case class's name"),
            SwiftCommand.decorationViewClass,
            .init(names: ["--min-ios"], takesValue: true, valueName: "V",
                  help: "the test target's deployment target, 15 or later (default: the lowest the spec needs)",
                  completion: .words(DeploymentTarget.allCases.filter { $0 >= XCTestGenerator.lowest }.map { String($0.rawValue) })),
            .init(names: ["--layout"], takesValue: true, valueName: "EXPR",
                  help: "check the app's own layout, any Swift expression returning a UICollectionViewLayout "
                      + "('FeedViewController.makeLayout()'), instead of a generated copy"),
            .init(names: ["--testable-import"], takesValue: true, valueName: "APP", help: "with --layout: the app's module, imported @testable"),
            .init(names: ["--framework"], takesValue: true, valueName: "F",
                  help: "xctest (default) or swift-testing: @Test and #expect instead of XCTest",
                  completion: .words(TestFramework.allCases.map(\.rawValue))),
            .init(names: ["--record"], takesValue: true, valueName: "DIR",
                  help: "the test also writes what UIKit answered as a reference case into DIR (on a simulator; "
                      + "LAYOUT_COMPILE_RECORD_DIR overrides it)",
                  completion: .directory),
            .init(names: ["--approximate-tolerance"], takesValue: true, valueName: "PT",
                  help: "the tolerance for elements layout-compile marks approximate (default 8 pt); they are listed apart"),
            .init(names: ["-o", "--output"], takesValue: true, valueName: "F", help: "the test file to write", completion: .anyFile),
            CommonFlags.warningsAsErrors,
            .init(names: ["--svg-limit"], takesValue: true, valueName: "N", help: "refused: a test draws no picture"),
            CommonFlags.help,
        ],
        operands: .specs)
    /// `--width W`, repeatable: the spelling of several widths before `--widths`, kept for the
    /// scripts that use it (Docs/CLI.md, "swift and xctest").
    static let deprecatedWidth = ArgumentParser.Option(
        names: ["--width"], takesValue: true, repeatable: true, valueName: "W",
        help: "deprecated: write --widths W,... (each --width still adds its widths, and a note says so)")
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var specPath: String
    var outputPath: String?
    var widths: [Double]
    /// The note a deprecated spelling prints (`--width` for `--widths`), once the command runs.
    var deprecationNote: String?
    var overrides: EnvironmentOverrides
    var options = XCTestGenerator.Options()
    var warnings: WarningReport
    /// `--record DIR`: the spec's JSON goes into the test with it.
    var recordDirectory: String?

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else { throw UsageError(message: "xctest expects one SPEC (or - for stdin)") }
        specPath = parsed.positional[0]
        outputPath = parsed.value("--output")
        // The flags compile and render share, but for the picture: a test draws none.
        if parsed.value("--svg-limit") != nil {
            throw UsageError(message: "--svg-limit has no effect on xctest: it draws no picture (it goes with --format svg)")
        }
        warnings = CommonFlags.warnings(parsed)
        overrides = try EnvironmentFlags.overrides(parsed)
        overrides.height = try parsed.number("--height", in: 1...SpecLimits.maximumLength) ?? overrides.height
        try EnvironmentFlags.readOrthogonalOffsets(parsed, into: &overrides)
        widths = try Self.widths(parsed, note: &deprecationNote)
        // A width given twice is tested once: its two tests would have one name, which Swift refuses.
        var seen: Set<Double> = []
        widths = widths.filter { seen.insert($0).inserted }
        for width in widths.isEmpty ? [overrides.width].compactMap({ $0 }) : widths {
            try EnvironmentFlags.refuseHandRotation(parsed, width: width, height: overrides.height)
        }
        try SwiftCommand.readGeneratorOptions(parsed, into: &options.layout)
        guard options.layout.platform == .uikit else { throw UsageError(message: "xctest checks UIKit only") }
        if let target = options.layout.minimumIOS, target < XCTestGenerator.lowest {
            throw UsageError(message: "--min-ios \(target.rawValue): the generated check runs from iOS \(XCTestGenerator.lowest.rawValue) on")
        }
        for text in parsed.values["--rect"] ?? [] {
            options.rectQueries.append(try OutputFlags.rect(parsed, text))
        }
        if let expression = parsed.value("--layout") {
            guard !expression.isEmpty, expression.count <= 1_000, expression.allSatisfy({ !$0.isNewline && $0 != "\0" }) else {
                throw UsageError(message: "--layout expects a Swift expression on one line, such as 'FeedViewController.makeLayout()'")
            }
            options.appLayout = expression
        }
        if let module = parsed.value("--testable-import") {
            guard SwiftIdentifier.isValid(module) else { throw UsageError(message: "--testable-import expects a module name, got '\(module)'") }
            guard options.appLayout != nil else { throw UsageError(message: "--testable-import goes with --layout: the app's layout is in its module") }
            options.testableImport = module
        }
        if let framework = parsed.value("--framework") {
            guard let chosen = TestFramework(rawValue: framework) else {
                throw UsageError(message: "unknown --framework '\(framework)': expected xctest or swift-testing")
            }
            options.framework = chosen
        }
        recordDirectory = parsed.value("--record")
        if let directory = recordDirectory, directory.isEmpty || directory.contains(where: \.isNewline) {
            throw UsageError(message: "--record expects a folder")
        }
        options.approximateTolerance = try parsed.number("--approximate-tolerance", in: 0...1_000) ?? options.approximateTolerance
        if let name = parsed.value("--class-name") {
            guard SwiftIdentifier.isValid(name) else { throw UsageError(message: "--class-name expects a Swift identifier, got '\(name)'") }
            options.className = name
        }
    }

    /// `--widths W,...`, or the deprecated repeated `--width W` with the note that says how to
    /// write it now; both at once is refused (which would win?).
    static func widths(_ parsed: ArgumentParser.Parsed, note: inout String?) throws(UsageError) -> [Double] {
        let repeated = parsed.values["--width"] ?? []
        guard !repeated.isEmpty else { return try EnvironmentFlags.widths(parsed) ?? [] }
        guard parsed.value("--widths") == nil else {
            throw UsageError(message: "--width and --widths both give widths: write them all in --widths W,...")
        }
        var widths: [Double] = []
        for text in repeated {
            widths += try parsed.numbers("--width", count: nil, text, in: 1...SpecLimits.maximumLength)
        }
        note = "xctest --width is deprecated: write --widths \(widths.map(formatNumber).joined(separator: ","))"
        return widths
    }

    func run() throws(CommandFailure) {
        if let deprecationNote { WarningReport.note(deprecationNote) }
        let environments = widths.isEmpty ? [overrides] : widths.map { width in
            var overrides = overrides
            overrides.width = width
            return overrides
        }
        let spec = try SpecSource.load(specPath)
        var options = options
        if let recordDirectory { options.recording = (recordDirectory, DocumentJSONWriter.write(spec.document)) }
        try SwiftCommand.generate(spec, to: outputPath, in: environments, options: options.layout,
                                  specWarnings: warnings, check: { descriptions throws(CommandFailure) in
            try EnvironmentFlags.checkOrthogonalOffsets(overrides, sectionCount: descriptions.first?.sections.count ?? 0,
                                                        command: "layout-compile xctest")
        }) { descriptions, specName throws(Diagnostics) in
            var options = options
            options.layout.specName = specName
            return try XCTestGenerator.source(for: descriptions, options: options)
        }
    }
}
