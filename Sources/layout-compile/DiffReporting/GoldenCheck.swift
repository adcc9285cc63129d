import LayoutCompilation
import FrameOutput
import Foundation
import FramesFormat
import LayoutEngine
import SpecReading

/// `render --expect-dir GOLDEN [--record [--prune]]`: golden frames GOLDEN/<name>@<width>.json (or
/// <name>@<device>-<orientation>.json with `--devices`), one file per spec and target, so that
/// adding a width or a device adds files and renames none. Which are orphans: Docs/CLI.md, "render".
struct GoldenCheck {
    var directory: String
    var record: Bool
    /// `--prune` (with `--record`): remove the orphans.
    var prune: Bool
    var tolerance: Double
    var report: DiffReportOptions
    /// The labels (widths, devices) at which a golden of a spec of the run is no orphan
    /// (`accountedTargets`).
    var accountedTargets: Set<String> = []
    /// Where goldens may be read, written and pruned (`FileAccess.confine`): the folder as typed
    /// (or as the project file names it, checked there), each golden named in it.
    var files: FileAccess = .project
    /// The golden folder opened once, before render's workers start (`opened()`): each golden is
    /// opened in it (`FileAccess.openFolder`).
    var folder: FileAccess.OpenedFolder?

    /// The flags that choose render's targets, left out to find the configured ones.
    static let targetFlags = ["--widths", "--heights", "--device", "--orientation", "--devices", "--orientations"]

    /// The labels of the targets a run accounts for (Docs/CLI.md, "render"): its own, and the
    /// configured ones, which render makes with no target flag on the command line (the project
    /// file's, else the default widths). So targets narrowed on the command line make a narrower
    /// run, which leaves the goldens of the configured targets it was not asked for alone.
    /// `commandLine` is the flags as given, before the project file's settings.
    static func accountedTargets(commandLine: ArgumentParser.Parsed, project: ProjectSettings?, targets: [RenderTarget]) -> Set<String> {
        var configured = commandLine
        for flag in targetFlags { configured.values[flag] = nil }
        if let project { configured = project.applied(to: configured) }
        let run = Set(targets.map(\.label))
        // Configured targets that are refused fail the run that renders them; here they would only
        // keep goldens, and the run's own targets are accounted for either way.
        guard let overrides = try? EnvironmentFlags.overrides(configured),
              let configuredTargets = try? RenderTarget.parse(configured, overrides: overrides) else { return run }
        return run.union(configuredTargets.map(\.label))
    }

    /// The check with its folder opened, to compare goldens (`folder`); recording opens none.
    func opened() -> GoldenCheck {
        var check = self
        if !record { check.folder = files.openFolder(directory) }
        return check
    }

    /// What checking (or recording) one spec at one width came to.
    enum Outcome: @unchecked Sendable {
        case recorded
        case compared(GoldenComparison)
        /// The golden could not be read (exit 2; its comparison says so to the reporters) or written (exit 73).
        case failed(CommandFailure, GoldenComparison?)
    }

    /// `<name>@<label>.json`: the label a width (`390`) or a device and orientation (`iPhone16Pro-landscape`).
    static func fileName(_ name: String, label: String) -> String { "\(name)@\(label).json" }

    /// Records the frames of spec `name` at `target` as its golden, or compares them with it
    /// (`DiffCommand.compare`). `json` is their JSON when it was written already (`--formats
    /// json`), so that it is formatted once; `spec` is where the spec's sections are written, for
    /// the line a CI annotation points at. Runs in render's workers.
    func check(_ name: String, target: RenderTarget, frames: LayoutResult, json: String?, spec: SpecLines) -> Outcome {
        let file = Self.fileName(name, label: target.label)
        let path = (directory as NSString).appendingPathComponent(file)
        let title = "\(name) @ \(target.title)"
        let origin = folder.map(FileAccess.Origin.inOpened) ?? .named(in: directory)
        do throws(CommandFailure) {
            if record {
                try OutputFile.write(json ?? FramesJSONWriter.write(frames), to: file, files: files, origin: origin)
                return .recorded
            }
            var status = stat()
            guard lstat(path, &status) == 0 else {
                return .compared(GoldenComparison(name: name, target: target.title, golden: path, new: title, outcome: .missing,
                                                  source: spec.line(section: nil, column: nil)))
            }
            // The HTML report draws the new frames: only then are they held as a dump.
            let new = report.htmlDirectory == nil ? nil : FramesFiles.solved(frames, json: json)
            let diff = if let new {
                try DiffCommand.compare(golden: file, dump: new, tolerance: tolerance, reporting: report.reporting, files: files, origin: origin)
            } else {
                try DiffCommand.compare(golden: file, frames: frames, tolerance: tolerance, reporting: report.reporting, files: files, origin: origin)
            }
            var comparison = GoldenComparison(name: name, target: target.title, golden: path, new: title,
                                              outcome: GoldenComparison.outcome(diff))
            if !diff.isEmpty {
                if report.locatesDifferences { comparison.source = spec.line(of: diff) ?? GoldenLines.line(of: diff, inGolden: file, files: files, origin: origin) }
                comparison.frames = new
            }
            return .compared(comparison)
        } catch {
            let unread = record ? nil : GoldenComparison(name: name, target: target.title, golden: path, new: title,
                                                          outcome: .unreadable(error.message), source: spec.line(section: nil, column: nil))
            return .failed(error, unread)
        }
    }

    /// Prints one report of every spec × width, in order, and returns whether all match, with
    /// the goldens that could not be read or written: those are listed with the specs that failed
    /// (`RenderCommand.run`), so that one unreadable golden hides neither the report nor them.
    /// `specs` names every spec of the run, whether or not it failed: the orphans in the directory
    /// (`orphanGoldens`) are reported, and removed with `--prune`.
    /// `failedSpecs` are the specs that failed to compile (name, path, error): a test case each per
    /// width in the JUnit report, an annotation each. `warnings` are the spec warnings printed, for
    /// the reports that locate them.
    func report(_ outcomes: [Outcome], specs: Set<String>, failedSpecs: [(name: String, path: String, failure: CommandFailure)],
                targets: [RenderTarget], warnings: [String]) throws(CommandFailure) -> (same: Bool, failures: [CommandFailure]) {
        var comparisons: [GoldenComparison] = []
        var failures: [CommandFailure] = []
        for outcome in outcomes {
            switch outcome {
            case .failed(let failure, let comparison):
                failures.append(failure)
                if let comparison { comparisons.append(comparison) }
            case .compared(let comparison): comparisons.append(comparison)
            case .recorded: break
            }
        }
        var orphans = orphanGoldens(specs: specs)
        if record {
            let done = outcomes.count - failures.count
            let unwritten = failures.isEmpty ? "" : " (\(failures.count) could not be written)"
            var lines = ["recorded \(counted(done, "golden")) in \(EchoedText.escaped(directory, limit: nil))\(unwritten)"]
            if prune {
                let (removed, left) = try remove(orphans)
                lines.append("pruned \(counted(removed.count, "orphan golden")): \(removed.map { EchoedText.escaped($0) }.joined(separator: ", "))")
                if !left.isEmpty {
                    lines.append("left \(counted(left.count, "orphan")) that \(left.count == 1 ? "is" : "are") no regular file alone "
                                 + "(a link or a folder: --prune removes regular files only): \(left.map { EchoedText.escaped($0) }.joined(separator: ", "))")
                }
                orphans = []
            }
            if !orphans.isEmpty {
                lines.append("orphans: \(counted(orphans.count, "golden")) in \(EchoedText.escaped(directory, limit: nil)) that no spec or width of this run makes "
                             + "(remove them with --record --prune)")
            }
            print(lines.joined(separator: "\n"))
            return (true, failures)
        }
        let failed = failedSpecs.flatMap { spec in
            targets.map { target in
                let golden = (directory as NSString).appendingPathComponent(Self.fileName(spec.name, label: target.label))
                return GoldenComparison(name: spec.name, target: target.title, golden: golden, new: "\(spec.name) @ \(target.title)",
                                        outcome: .specFailed(spec.failure.message),
                                        source: SpecLines.errorLine(spec.failure.message, file: spec.path))
            }
        }
        try report.emit(comparisons, directory: directory, orphans: orphans, failedSpecs: failed, warnings: warnings)
        return (!comparisons.contains(where: \.fails), failures)
    }

    /// The orphans (Docs/CLI.md, "render"), sorted: the files of the golden directory named as
    /// goldens are (`NAME@LABEL.json`: a width, or a device and orientation) of a NAME none of
    /// `specs` has, or of one of them at a LABEL the run does not account for (`accountedTargets`).
    func orphanGoldens(specs: Set<String>) -> [String] {
        let names = (try? files.names(inFolder: directory, origin: .commandLine).get()) ?? []
        return names.filter { file in
            guard file.hasSuffix(".json"), let at = file.lastIndex(of: "@") else { return false }
            let labelEnd = file.index(file.endIndex, offsetBy: -5)
            guard at > file.startIndex && file.index(after: at) < labelEnd else { return false }
            return !specs.contains(String(file[..<at])) || !accountedTargets.contains(String(file[file.index(after: at)..<labelEnd]))
        }.sorted()
    }

    /// Removes the orphan goldens: regular files in the golden folder as it was opened, never a
    /// link or what one leads to (`FileAccess.removeRegularFiles`). Returns those removed and the
    /// names left alone (links, folders); a regular file that cannot be removed is exit 73.
    private func remove(_ orphans: [String]) throws(CommandFailure) -> (removed: [String], left: [String]) {
        func cannotRemove(_ path: String, _ problem: FileProblem) -> CommandFailure {
            CommandFailure(code: .cannotCreate, message: "\(EchoedText.escaped(path, limit: nil)): error: cannot remove the orphan golden: \(problem.text)")
        }
        switch files.removeRegularFiles(orphans, inFolder: directory, origin: .commandLine) {
        case .failure(let problem): throw cannotRemove(directory, problem)
        case .success(let outcome):
            var left: [String] = []
            for (name, problem) in outcome.refused {
                switch problem {
                case .symbolicLink, .notRegular: left.append(name)
                default: throw cannotRemove((directory as NSString).appendingPathComponent(name), problem)
                }
            }
            return (outcome.removed, left)
        }
    }
}
