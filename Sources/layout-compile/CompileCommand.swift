import FrameOutput
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading
import SwiftImport

/// `layout-compile SPEC [options]`: compile one spec and print its frames.
struct CompileCommand {
    static let help = CommandHelp(
        name: nil, summary: "compile a layout spec into the frame of every element",
        synopsis: """
            SPEC [--device D [--orientation O]] [--width W] [--height H] [--scale S] [--design D] [--rtl] [--offset X,Y]
            [--no-content] [--orthogonal-offset S=X]... [--rect X,Y,W,H] [-o FILE] [--format json|csv|svg]
            [--expect GOLDEN.json [--tolerance T] [--max-lines N] [--exact] [--report DIR]
             [--reporter junit:FILE|github]] [--warnings-as-errors] [--max-output-bytes N]
            [--allow-files DIR]... [--config FILE]
            """,
        description: """
            Compiles a compositional layout spec (YAML or JSON) into the frame of every element, as UIKit's
            UICollectionViewCompositionalLayout computes them. SPEC is a file, or - for standard input; a
            .swift file is the Swift that builds the layout, read through `import` (Docs/Import.md).
            A SPEC with a top-level `screen:` is a split view whose columns each hold a layout (Docs/Screens.md);
            --width, --height, --scale and --rtl then set its device.
            """,
        options: [EnvironmentFlags.device, EnvironmentFlags.orientation,
            EnvironmentFlags.width, EnvironmentFlags.height,
            EnvironmentFlags.scale, EnvironmentFlags.design, EnvironmentFlags.rightToLeft, EnvironmentFlags.offset,
            EnvironmentFlags.orthogonalOffset, OutputFlags.noContent, ImportFlags.function, ImportFlags.argument, ImportFlags.given,
            .init(names: ["--rect"], takesValue: true, valueName: "X,Y,W,H",
                  help: "print only what layoutAttributesForElements(in:) returns for that rectangle"),
            .init(names: ["-o", "--output"], takesValue: true, valueName: "F", help: "write to F (whole, or not at all) instead of standard output",
                  completion: .anyFile),
            .init(names: ["--format"], takesValue: true, valueName: "F", help: "json (frames JSON, the default), csv or svg (a picture)",
                  completion: .words(OutputFormat.allCases.map(\.rawValue))),
            .init(names: ["--max-output-bytes"], takesValue: true, valueName: "N",
                  help: "stop with an error (exit 73, no file written) rather than write more than N bytes (default 1073741824, 1 GiB)"),
            OutputFlags.svgLimit,
            .init(names: ["--expect"], takesValue: true, valueName: "G",
                  help: "compare the frames with the golden frames JSON G instead of printing them: prints the differences, exits 1 "
                      + "when there are any (--tolerance T, default \(formatNumber(FramesDiff.defaultTolerance))); it takes no -o, --format or --max-output-bytes; "
                      + "its report takes --max-lines N, --exact, --report DIR and --reporter R, as diff does (diff --help)",
                  completion: .framesFiles),
            .init(names: ["--tolerance"], takesValue: true, valueName: "T", help: "with --expect: how far a number may move and still match"),
        ] + DiffReportOptions.options + [
            CommonFlags.warningsAsErrors, FileAccess.option, FileAccess.config, SwiftSourcesFlag.option, CommonFlags.help,
            .init(names: ["--version"], takesValue: false, help: "print the version and the commit it was built from"),
        ],
        operands: .specs,
        exitStatus: """
            0 success (warnings included), 1 frames differ from --expect, 2 the --expect golden
            is missing or not a frames dump, 3 warnings with --warnings-as-errors, 64 usage error,
            65 bad spec, 66 unreadable spec, 73 unwritable output (or larger than --max-output-bytes).
            """)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var specPath: String
    var overrides: EnvironmentOverrides
    var outputPath: String?
    var query: Rect?
    var format = OutputFormat.json
    /// Golden frames to compare with instead of printing (`--expect`).
    var expected: String?
    var tolerance = FramesDiff.defaultTolerance
    /// How `--expect` reports a difference.
    var report = DiffReportOptions()
    var warnings: WarningReport
    var svgLimit: Int? = FramesSVGWriter.defaultScreenLimit
    /// Warnings about flags that have no effect, printed with the spec's.
    var flagWarnings: [String] = []
    /// `--no-content`: cells only, without the parts of their content.
    var includesCellContent = true
    /// `--max-output-bytes`: the output stops with an error rather than pass this.
    var outputLimit = OutputFile.defaultLimit
    /// The folders the files a spec names may lie in (`--allow-files`).
    var files: FileAccess
    /// How a `.swift` spec is imported (`--function`, `--arg`, `--given`).
    var importing = LayoutImporter.Options()
    /// `--swift-sources`: the rest of a .swift spec's module.
    var swiftSources: [String] = []

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else {
            throw UsageError(message: parsed.positional.isEmpty ? "missing SPEC: the spec file to compile (or - for stdin)"
                                                                 : "expected one SPEC, got \(parsed.positional.count)")
        }
        specPath = parsed.positional[0]
        overrides = try EnvironmentFlags.overrides(parsed)
        files = try FileAccess(parsed)
        importing = try ImportFlags.options(parsed)
        swiftSources = SwiftSourcesFlag.paths(parsed)
        overrides.width = try parsed.number("--width", in: 1...SpecLimits.maximumLength) ?? overrides.width
        overrides.height = try parsed.number("--height", in: 1...SpecLimits.maximumLength) ?? overrides.height
        try EnvironmentFlags.refuseHandRotation(parsed, width: overrides.width, height: overrides.height)
        warnings = CommonFlags.warnings(parsed)
        svgLimit = try OutputFlags.svgLimit(parsed)
        if let name = parsed.value("--format") {
            guard let chosen = OutputFormat(rawValue: name) else {
                throw UsageError(message: "unknown --format '\(name)': expected json, csv or svg")
            }
            format = chosen
        }
        try EnvironmentFlags.readOrthogonalOffsets(parsed, into: &overrides)
        if let rect = parsed.value("--rect") { query = try OutputFlags.rect(parsed, rect) }
        outputPath = parsed.value("--output")
        includesCellContent = !parsed.flags.contains("--no-content")
        expected = parsed.value("--expect")
        tolerance = try parsed.number("--tolerance", in: 0...1_000) ?? tolerance
        report = try DiffReportOptions(parsed)
        if expected == nil && report.given {
            throw UsageError(message: "--max-lines, --exact, --report and --reporter report a comparison: they go with --expect GOLDEN")
        }
        if let text = parsed.value("--max-output-bytes") {
            guard let limit = Int(text), limit > 0 else {
                throw UsageError(message: "--max-output-bytes expects a whole number of bytes above 0, got '\(text)'")
            }
            outputLimit = limit
        }
        if expected != nil && (outputPath != nil || format != .json || parsed.value("--max-output-bytes") != nil) {
            throw UsageError(message: "--expect compares frames JSON and prints the differences; it takes no -o, --format or --max-output-bytes")
        }
        if specPath == "-" && expected == "-" {
            throw UsageError(message: "standard input (-) is read once: it can be SPEC or the --expect golden, not both")
        }
        if expected == nil && parsed.value("--tolerance") != nil {
            flagWarnings.append(WarningReport.commandLine("--tolerance has no effect without --expect"))
        }
        if format != .svg && parsed.value("--svg-limit") != nil {
            flagWarnings.append(WarningReport.commandLine("--svg-limit has no effect without --format svg"))
        }
    }

    /// Returns whether the frames match `--expect` (always true without it).
    func run() throws(CommandFailure) -> Bool {
        let input = try SpecSource.input(specPath, files: files, swiftSources: swiftSources, importing: importing)
        let options = CompileOptions(overrides: overrides, query: query, includesCellContent: includesCellContent, streamsFrames: true)
        let compiled = try SpecSource.compile(input, options)
        if let count = compiled.spec.sectionCount {
            try EnvironmentFlags.checkOrthogonalOffsets(overrides, sectionCount: count, command: "layout-compile")
        }
        let result = compiled.frames
        var lines = flagWarnings + WarningReport.render(compiled.warnings)
        let content = result.contentSize
        if let query, query.x > content.width || query.maxX < 0 || query.y > content.height || query.maxY < 0 {
            lines.append(WarningReport.commandLine("--rect lies outside the content (\(formatNumber(content.width))"
                                                   + "×\(formatNumber(content.height))): UIKit returns nothing for it"))
        }
        try warnings.emit(lines)
        let name = input.fileName
        let title = SpecFiles.fileName(name)
        if let expected {
            // The HTML report draws the new frames: only then are they held whole.
            let dump = report.htmlDirectory == nil ? nil : FramesFiles.solved(result)
            let diff = if let dump { try DiffCommand.compare(golden: expected, dump: dump, tolerance: tolerance, reporting: report.reporting, files: files) }
                else { try DiffCommand.compare(golden: expected, frames: result, tolerance: tolerance, reporting: report.reporting, files: files) }
            var comparison = GoldenComparison(name: name, target: nil, golden: expected, new: name,
                                              outcome: GoldenComparison.outcome(diff), frames: dump)
            if report.locatesDifferences, !diff.isEmpty {
                // The spec parsed again for where its sections are written: only for the reports that point at it.
                let document = specPath == "-" ? nil : (try? LayoutCompiler.parse(input))?.document
                comparison.source = document.flatMap { SpecLines(file: name, document: $0).line(of: diff) }
                    ?? (expected == "-" ? nil : GoldenLines.line(of: diff, inGolden: expected, files: files, origin: .commandLine))
            }
            try report.emit([comparison], directory: nil, warnings: lines)
            return diff.isEmpty
        }
        try OutputFile.stream(to: outputPath, limit: outputLimit) { buffer throws(OutputError) in
            try format.write(result, title: title, svgLimit: svgLimit, to: &buffer)
        }
        return true
    }
}
