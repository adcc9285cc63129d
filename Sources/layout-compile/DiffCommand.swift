import FrameOutput
import FramesFormat
import Foundation
import LayoutCompilation

/// `layout-compile diff A.json B.json [--tolerance T] [report options]`: exit 0 same, 1 different, 2 trouble.
struct DiffCommand {
    static let help = CommandHelp(
        name: "diff", summary: "compare two frames dumps",
        synopsis: """
            A.json B.json [--tolerance \(formatNumber(FramesDiff.defaultTolerance))] [--max-lines N] [--exact]
            [--report DIR] [--reporter junit:FILE|github]
            """,
        description: """
            Compares two frames dumps, A the golden and B the new one. Elements are matched by (category,
            kind, section, item), or by id when both dumps name them. The report gives the verdict first,
            then one line of what changed (elements of one kind that changed alike counted together, in
            points rounded to B's display pixel), then the changes, old -> new, at most --max-lines of them.
            """,
        options: [
            .init(names: ["--tolerance"], takesValue: true, valueName: "T",
                  help: "how far a number may move and count as the same (default \(formatNumber(FramesDiff.defaultTolerance)))"),
        ] + DiffReportOptions.options + [CommonFlags.help],
        operands: .framesFiles,
        exitStatus: """
            0 the same, 1 different, 2 trouble (a file missing or not a frames dump),
            64 usage error (not two files, - for both, a bad --tolerance).
            """)
    static var parser: ArgumentParser { help.parser }
    static var usage: String { help.usage }

    var old: String
    var new: String
    var tolerance: Double
    var report: DiffReportOptions

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positional.count == 2 else { throw UsageError(message: "diff expects two frames files, A and B") }
        old = parsed.positional[0]
        new = parsed.positional[1]
        guard old != "-" || new != "-" else {
            throw UsageError(message: "diff reads standard input (-) once: it can be A or B, not both")
        }
        tolerance = try parsed.number("--tolerance", in: 0...1_000) ?? FramesDiff.defaultTolerance
        report = try DiffReportOptions(parsed)
    }

    /// Returns whether the dumps are the same; prints the report either way.
    func run() throws(CommandFailure) -> Bool {
        // Each file is read once, then compared as both are scanned when both are the tool's own
        // frames, else read into dumps (the scanner for the tool's own, the general reader for others).
        // The HTML report draws B's unchanged elements too: B is then read whole.
        let (diff, newDump) = try Self.asTrouble { () throws(SourceFileError) -> (FramesDiff, FramesDump?) in
            let files = FileAccess.project
            let oldFile = try FramesFiles.contents(old, files: files), newFile = try FramesFiles.contents(new, files: files)
            if report.htmlDirectory == nil, let scanned = FramesFiles.diff(scanning: oldFile.data, newFile.data, tolerance: tolerance,
                                                                                   reporting: report.reporting) {
                return (scanned, nil)
            }
            let dump = try FramesFiles.dump(newFile.data, name: newFile.name)
            return (FramesDiff(try FramesFiles.dump(oldFile.data, name: oldFile.name), dump, tolerance: tolerance, reporting: report.reporting),
                    dump)
        }
        var comparison = GoldenComparison(name: new, target: nil, golden: old, new: new,
                                          outcome: GoldenComparison.outcome(diff), frames: newDump)
        if report.locatesDifferences, !diff.isEmpty, old != "-" {
            comparison.source = GoldenLines.line(of: diff, inGolden: old, files: .project, origin: .commandLine)
        }
        try report.emit([comparison], directory: nil)
        return diff.isEmpty
    }

    /// The golden frames file at `golden` against frames just solved, as their JSON reads back
    /// (`--expect`, `--expect-dir`; `FramesFiles.compare`), opened as `files` allows it from `origin`;
    /// a golden that cannot be read is trouble (exit 2).
    static func compare(golden: String, dump: FramesDump, tolerance: Double, reporting: FramesDiff.Reporting, files: FileAccess,
                        origin: FileAccess.Origin = .commandLine) throws(CommandFailure) -> FramesDiff {
        try asTrouble { () throws(SourceFileError) in
            try FramesFiles.compare(golden: golden, dump: dump, tolerance: tolerance, reporting: reporting, files: files, origin: origin)
        }
    }

    /// The golden frames file at `golden` against frames just solved, compared as they are made
    /// (`--expect`, `--expect-dir` without an HTML report; `FramesFiles.compare(golden:frames:tolerance:files:origin:)`).
    static func compare(golden: String, frames: some LayoutFrames, tolerance: Double, reporting: FramesDiff.Reporting, files: FileAccess,
                        origin: FileAccess.Origin = .commandLine) throws(CommandFailure) -> FramesDiff {
        try asTrouble { () throws(SourceFileError) in
            try FramesFiles.compare(golden: golden, frames: frames, tolerance: tolerance, reporting: reporting, files: files, origin: origin)
        }
    }

    /// A failure reading a frames file is trouble (exit 2), as diff tools report it.
    private static func asTrouble<T>(_ body: () throws(SourceFileError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(code: .trouble, message: error.message)
        }
    }
}
