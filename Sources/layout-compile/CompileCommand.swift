import FrameOutput
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading

/// `layout-compile SPEC [options]`: compile one spec and print its frames.
struct CompileCommand {
    static let parser = ArgumentParser(options: EnvironmentFlags.options + [
        .init(names: ["--width"], takesValue: true),
        .init(names: ["--height"], takesValue: true),
        .init(names: ["--no-content"], takesValue: false),
        .init(names: ["--rect"], takesValue: true),
        .init(names: ["--orthogonal-offset"], takesValue: true, repeatable: true),
        .init(names: ["-o", "--output"], takesValue: true),
        .init(names: ["--format"], takesValue: true),
        .init(names: ["--expect"], takesValue: true),
        .init(names: ["--tolerance"], takesValue: true),
        .init(names: ["--max-output-bytes"], takesValue: true),
        .init(names: ["--version"], takesValue: false),
    ] + DiffReportOptions.options)

    var specPath: String
    var overrides: EnvironmentOverrides
    var outputPath: String?
    var query: Rect?
    var format = OutputFormat.json
    /// Golden frames to compare with instead of printing (`--expect`).
    var expected: String?
    var tolerance = DiffCommand.defaultTolerance
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

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 1 else {
            throw UsageError(message: parsed.positional.isEmpty ? "missing SPEC: the spec file to compile (or - for stdin)"
                                                                 : "expected one SPEC, got \(parsed.positional.count)")
        }
        specPath = parsed.positional[0]
        overrides = try EnvironmentFlags.overrides(parsed)
        overrides.width = try parsed.number("--width", in: 1...SpecLimits.maximumLength) ?? overrides.width
        overrides.height = try parsed.number("--height", in: 1...SpecLimits.maximumLength) ?? overrides.height
        try EnvironmentFlags.refuseHandRotation(parsed, width: overrides.width, height: overrides.height)
        warnings = WarningReport(asErrors: parsed.flags.contains("--warnings-as-errors"))
        svgLimit = try EnvironmentFlags.svgLimit(parsed)
        if let name = parsed.value("--format") {
            guard let chosen = OutputFormat(rawValue: name) else {
                throw UsageError(message: "unknown --format '\(name)': expected json, csv or svg")
            }
            format = chosen
        }
        try EnvironmentFlags.readOrthogonalOffsets(parsed, into: &overrides)
        if let rect = parsed.value("--rect") { query = try EnvironmentFlags.rect(parsed, rect) }
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
        let input = try SpecSource.input(specPath)
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
            let dump = FramesDump(result)
            let diff = try DiffCommand.compare(golden: expected, dump: dump, tolerance: tolerance)
            var comparison = GoldenComparison(name: name, target: nil, golden: expected, new: name,
                                              outcome: GoldenComparison.outcome(diff, exact: report.exact),
                                              frames: report.htmlDirectory == nil ? nil : dump)
            if report.githubAnnotations, !diff.isEmpty {
                // The spec parsed again for where its sections are written: only for the annotation.
                let document = specPath == "-" ? nil : (try? LayoutCompiler.parse(input))?.document
                comparison.source = document.flatMap { SpecLines(file: name, document: $0).line(of: diff) }
                    ?? (expected == "-" ? nil : GoldenLines.line(of: diff, inGolden: expected))
            }
            try report.emit([comparison], directory: nil)
            return diff.isEmpty
        }
        try OutputFile.stream(to: outputPath, limit: outputLimit) { buffer throws(OutputError) in
            try format.write(result, title: title, svgLimit: svgLimit, to: &buffer)
        }
        return true
    }
}
