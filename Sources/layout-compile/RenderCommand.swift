import Dispatch
import FrameOutput
import FramesFormat
import Foundation
import LayoutCompilation
import LayoutEngine
import SpecReading
import SwiftImport
import ViewerPage

/// `layout-compile render SPEC...`: every spec at every width, in every format, written as
/// DIR/<name>@<width>.<ext> with an index.html viewer (`--out-dir`), and/or checked against or
/// recorded as golden frames DIR/<name>@<width>.json (`--expect-dir`, `--record`).
struct RenderCommand {
    static let help = CommandHelp(
        name: "render", summary: "every spec at several widths into a folder, with an HTML gallery, or checked against goldens",
        synopsis: """
            [SPEC...] [--out-dir DIR [--formats json,svg,csv] [--svg-limit SCREENS]]
            [--expect-dir GOLDEN [--record [--prune] | --tolerance T] [REPORT OPTIONS]]
            [--widths \(DefaultWidths.flagValue)] [--heights H,...] [--device D [--orientation O]]
            [--devices D,... [--orientations portrait,landscape]] [--scale S] [--rtl]
            [--design glass|classic] [--offset X,Y] [--no-content] [--warnings-as-errors] [--allow-files DIR]...
            [--config FILE]
            """,
        description: """
            Compiles every SPEC at every width. With --out-dir, writes DIR/<name>@<width>.<ext> for each
            format and DIR/index.html, a viewer (pick a width, hover an element for its frame and index
            path, step orthogonal sections through their resting offsets, toggle right to left).
            With --expect-dir, compares the frames with the goldens GOLDEN/<name>@<width>.json and prints
            one report (exit 1 on any difference or missing golden): the verdict first, a line per spec
            (its widths that changed alike together), then each spec's details (Docs/CLI.md).
            A golden not there yet is reported as missing, not as differing; goldens in GOLDEN of no spec
            of the run, or of a width or device neither the run nor the configuration (the project file's,
            else the default widths) makes, are reported as orphans (they fail nothing): --widths 320 is a
            narrower run, which leaves the goldens of the configured widths not asked for alone.
            With --record, writes the goldens of the specs and widths given, and only those: recording
            one new spec leaves the others' goldens untouched. --prune (with --record) also removes the
            orphans: give it every spec, or it removes the goldens of those left out.
            Adding a width adds goldens and renames none; a width given twice is rendered once.
            A flag for what is not done is a usage error: --formats and --svg-limit without --out-dir,
            --svg-limit without svg among the formats, --tolerance or a report option with --record,
            --prune without --record. The report options (--max-lines, --exact, --report, --reporter) go
            with --expect-dir, as for diff and --expect.

            With no SPEC, the project file layout-compile.yml (in this folder or the nearest above it) names
            the specs, widths or devices, design, golden folder, tolerance and whether warnings fail: `layout-compile
            render` is then the project's whole check, and `render --record` records its goldens. A flag
            given overrides the key it stands for (Docs/CLI.md, "Project file").

            The spec's own environment (height, scale, safe area, ...) is used unless a flag overrides it;
            --device sets size, scale, safe area, idiom and margins (and is the only width unless --widths
            is given). Heights not given by --heights or the spec follow the width
            (\(DefaultWidths.heights), others in the proportions of \(formatNumber(Environment.standard.width)) × \(formatNumber(Environment.standard.height))).
            --devices renders on each device instead of widths, in each of --orientations (default
            portrait): files and goldens are named <name>@<device>-<orientation> (grid@iPhone16Pro-landscape.json).
            Pictures of layouts longer than --svg-limit screens (default 20; 0 for no limit) show the
            first screens and the viewport, and say what they leave out.
            Specs are compiled in parallel; every good output is written even when some specs fail, and
            the failures are listed at the end (exit 65, or 66 when a spec cannot be read), with the
            goldens that could not be read (2) or written (73), after the report of the others.
            A spec that fails at any width (or, with --warnings-as-errors, warns) has nothing written for it.
            """,
        options: [
            .init(names: ["--out-dir"], takesValue: true, valueName: "DIR",
                  help: "write DIR/<name>@<width>.<ext> for each format, and DIR/index.html, a viewer", completion: .directory),
            .init(names: ["--formats"], takesValue: true, valueName: "F,...", help: "with --out-dir: json, svg, csv (default json,svg)",
                  completion: .words(OutputFormat.allCases.map(\.rawValue))),
            OutputFlags.svgLimit,
            .init(names: ["--expect-dir"], takesValue: true, valueName: "GOLDEN",
                  help: "compare with the goldens GOLDEN/<name>@<width>.json: one report, exit 1 on a difference", completion: .directory),
            .init(names: ["--record"], takesValue: false, help: "with --expect-dir: write the goldens of the specs and widths given instead of comparing"),
            .init(names: ["--prune"], takesValue: false, help: "with --record: also remove the orphan goldens (of no spec of the run, or of a width neither it nor the configuration makes)"),
            .init(names: ["--tolerance"], takesValue: true, valueName: "T",
                  help: "with --expect-dir: how far a number may move and still match (default \(formatNumber(FramesDiff.defaultTolerance)))"),
        ] + DiffReportOptions.options + ImportFlags.all + [
            EnvironmentFlags.widths(default: DefaultWidths.flagValue),
            .init(names: ["--heights"], takesValue: true, valueName: "H,...", help: "one height per width (default: the spec's, else the width's device's)"),
            EnvironmentFlags.device, EnvironmentFlags.orientation,
            .init(names: ["--devices"], takesValue: true, valueName: "D,...",
                  help: "render on each device instead of widths, named <name>@<device>-<orientation>",
                  completion: .words(DevicePreset.all.map(\.name))),
            .init(names: ["--orientations"], takesValue: true, valueName: "O,...", help: "with --devices: portrait, landscape (default portrait)",
                  completion: .words(DevicePreset.Orientation.allCases.map(\.rawValue))),
            EnvironmentFlags.scale, EnvironmentFlags.design, EnvironmentFlags.rightToLeft, EnvironmentFlags.offset,
            OutputFlags.noContent, CommonFlags.warningsAsErrors, FileAccess.option, FileAccess.config, SwiftSourcesFlag.option, CommonFlags.help,
        ],
        operands: .specs,
        exitStatus: """
            0 success, 1 frames differ from the goldens, 2 a golden is not a frames dump or
            cannot be read, 3 warnings with --warnings-as-errors (and no other failure), 64 usage
            error, 65 bad spec, 66 unreadable spec, 73 unwritable output.
            """)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var specs: [String]
    var outputDirectory: String?
    var goldens: GoldenCheck?
    /// The widths, or the devices and orientations, every spec is rendered at.
    var targets: [RenderTarget] = []
    var formats: [OutputFormat] = [.json, .svg]
    var overrides: EnvironmentOverrides
    var warnings: WarningReport
    var svgLimit: Int? = FramesSVGWriter.defaultScreenLimit
    /// `--no-content`: cells only, without the parts of their content.
    var includesCellContent = true
    /// The folders the files a spec names may lie in (`--allow-files`).
    var files: FileAccess
    /// How `.swift` specs are imported (`--function`, `--arg`, `--given`).
    var importing = LayoutImporter.Options()
    /// `--swift-sources`: the rest of a .swift spec's module.
    var swiftSources: [String] = []

    /// `commandLine` as given; with no SPEC, `project` gives the specs and each setting the
    /// command line does not (`ProjectSettings`).
    init(_ commandLine: ArgumentParser.Parsed, project: ProjectSettings? = nil) throws(UsageError) {
        let parsed = project?.applied(to: commandLine) ?? commandLine
        guard !parsed.positional.isEmpty else { throw UsageError(message: "render needs at least one SPEC") }
        specs = parsed.positional
        outputDirectory = parsed.value("--out-dir")
        let report = try DiffReportOptions(parsed)
        let record = parsed.flags.contains("--record")
        if let directory = parsed.value("--expect-dir") {
            goldens = GoldenCheck(directory: directory, record: record, prune: parsed.flags.contains("--prune"),
                                  tolerance: try parsed.number("--tolerance", in: 0...1_000) ?? FramesDiff.defaultTolerance,
                                  report: report)
            if record && parsed.value("--tolerance") != nil {
                throw UsageError(message: "--tolerance is how far a comparison lets numbers move; --record compares nothing")
            }
            if record && report.given {
                throw UsageError(message: "--max-lines, --exact, --report and --reporter report a comparison; --record compares nothing")
            }
        } else if record || parsed.value("--tolerance") != nil || report.given {
            throw UsageError(message: "--record, --tolerance and the report options go with --expect-dir GOLDEN")
        }
        if parsed.flags.contains("--prune") && !record {
            throw UsageError(message: "--prune removes orphan goldens while recording: it goes with --expect-dir GOLDEN --record")
        }
        guard outputDirectory != nil || goldens != nil else {
            throw UsageError(message: "render needs --out-dir DIR (files and a viewer) or --expect-dir GOLDEN (a check)")
        }
        overrides = try EnvironmentFlags.overrides(parsed)
        files = try FileAccess(parsed)
        importing = try ImportFlags.options(parsed)
        swiftSources = SwiftSourcesFlag.paths(parsed)
        goldens?.files = files
        warnings = CommonFlags.warnings(parsed)
        targets = try RenderTarget.parse(parsed, overrides: overrides)
        goldens?.accountedTargets = GoldenCheck.accountedTargets(commandLine: commandLine, project: project, targets: targets)
        if let text = parsed.value("--formats") {
            var chosen: [OutputFormat] = []
            for name in text.split(separator: ",") {
                guard let format = OutputFormat(rawValue: String(name)) else {
                    throw UsageError(message: "unknown format '\(name)' in --formats: expected json, csv or svg")
                }
                if !chosen.contains(format) { chosen.append(format) }
            }
            guard !chosen.isEmpty else { throw UsageError(message: "--formats names no format") }
            formats = chosen
        }
        svgLimit = try OutputFlags.svgLimit(parsed)
        // What shapes the files render writes needs them written, and the picture drawn.
        if outputDirectory == nil, let flag = ["--formats", "--svg-limit"].first(where: { parsed.value($0) != nil }) {
            throw UsageError(message: "\(flag) goes with --out-dir DIR: without it render writes no files")
        }
        if parsed.value("--svg-limit") != nil && !formats.contains(.svg) {
            throw UsageError(message: "--svg-limit goes with svg in --formats: no picture is drawn")
        }
        includesCellContent = !parsed.flags.contains("--no-content")
    }

    /// Returns whether the frames match the goldens (always true without --expect-dir).
    func run() throws(CommandFailure) -> Bool {
        if let outputDirectory { try Self.createDirectory(outputDirectory, files: files) }
        if let goldens, goldens.record { try Self.createDirectory(goldens.directory, files: files) }
        let names = uniqueNames(specs)
        let progress = Progress(total: specs.count)
        let results = ResultsBox(count: specs.count)
        // The goldens' folder opened once for every worker.
        var command = self
        command.goldens = goldens?.opened()
        DispatchQueue.concurrentPerform(iterations: specs.count) { [command] index in
            let outcome = command.render(specs[index], as: names[index])
            results.set(index, outcome)
            progress.advance(failed: outcome.failure != nil)
        }
        progress.finish()
        var outcomes = results.all
        for index in outcomes.indices where outcomes[index].failure == nil && !outcomes[index].warnings.isEmpty {
            do { try warnings.emit(outcomes[index].warnings) } catch { outcomes[index].failure = error }
        }
        var same = true
        var failures = outcomes.compactMap(\.failure)
        if let outputDirectory {
            let good = outcomes.filter { $0.failure == nil }
            let page = GalleryPage.html(good.map { ($0.name, $0.views) })
            // The gallery page is written even when specs failed, and its own failure is reported
            // beside theirs, not instead of them.
            do throws(CommandFailure) {
                try OutputFile.write(page, to: (outputDirectory as NSString).appendingPathComponent("index.html"))
                let files = good.reduce(1) { $0 + $1.written.count }
                let bytes = good.reduce(page.utf8.count) { $0 + $1.bytes }
                print("wrote \(counted(files, "file")) (\(Self.size(bytes))) to \(outputDirectory); open \((outputDirectory as NSString).appendingPathComponent("index.html"))")
            } catch {
                failures.append(error)
            }
        }
        if let goldens {
            let failedSpecs = outcomes.compactMap { outcome in outcome.failure.map { (outcome.name, outcome.spec, $0) } }
            // Every spec of the run, failed or not: a golden of none of them is an orphan.
            let checked = try goldens.report(outcomes.filter { $0.failure == nil }.flatMap(\.goldens), specs: Set(outcomes.map(\.name)),
                                             failedSpecs: failedSpecs, targets: targets,
                                             warnings: outcomes.filter { $0.failure == nil }.flatMap(\.warnings))
            same = checked.same
            failures += checked.failures
        }
        guard failures.isEmpty else {
            var lines = failures.map(\.message)
            let failedSpecs = outcomes.filter { $0.failure != nil }.count
            if failedSpecs > 0 { lines.append("layout-compile: \(failedSpecs) of \(counted(specs.count, "spec")) failed") }
            // An unreadable spec first, then any failure other than warnings: exit 3 says that
            // warnings alone failed the run.
            let code: ExitCode = failures.contains { $0.code == .noInput } ? .noInput
                : (failures.first { $0.code != .warningsAsErrors } ?? failures[0]).code
            throw CommandFailure(code: code, message: lines.joined(separator: "\n"))
        }
        return same
    }

    /// Makes the folder `path` (and those above it) where `files` allows it (typed on the command
    /// line: not through a link that leads out of the project), without a window between the
    /// check and the making (`FileAccess.makeFolders`).
    static func createDirectory(_ path: String, files: FileAccess) throws(CommandFailure) {
        guard case .failure(let problem) = files.makeFolders(path, origin: .commandLine) else { return }
        let why = if case .unreadable(let reason) = problem { " (\(reason))" } else { ": " + problem.text }
        throw CommandFailure(code: .cannotCreate, message: "\(EchoedText.escaped(path, limit: nil)): error: cannot create the directory\(why)")
    }

    /// A byte count as a person reads it: 812 bytes, 14.2 KB, 3.1 MB.
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(formatNumber((Double(bytes) / 100).rounded() / 10)) KB" }
        return "\(formatNumber((Double(bytes) / 100_000).rounded() / 10)) MB"
    }

    /// File names: the spec's base name, numbered when two specs share one.
    func uniqueNames(_ paths: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return paths.map { path in
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return count == 0 ? base : "\(base)-\(count + 1)"
        }
    }
}
