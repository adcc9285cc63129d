import FrameOutput
import Foundation
import FramesFormat
import LayoutEngine

/// `render --expect-dir GOLDEN [--record]`: golden frames GOLDEN/<name>@<width>.json (or
/// <name>@<device>-<orientation>.json with `--devices`), one file per spec and target, so that
/// adding a width or a device adds files and renames none.
struct GoldenCheck {
    var directory: String
    var record: Bool
    var tolerance: Double

    /// What checking (or recording) one spec at one width came to.
    enum Outcome: Sendable {
        case recorded, same
        /// How the frames differ from the golden, or that it is missing: a part of the report.
        case differs(String)
        /// The golden could not be read (exit 2) or written (exit 73).
        case failed(CommandFailure)
    }

    /// `<name>@<label>.json`: the label a width (`390`) or a device and orientation (`iPhone16Pro-landscape`).
    static func fileName(_ name: String, label: String) -> String { "\(name)@\(label).json" }

    /// Records the frames of spec `name` at `target` as its golden, or compares them with it
    /// (`DiffCommand.compare`). `json` is their JSON when it was written already (`--formats
    /// json`), so that it is formatted once. Runs in render's workers.
    func check(_ name: String, target: RenderTarget, frames: LayoutResult, json: String?) -> Outcome {
        let path = (directory as NSString).appendingPathComponent(Self.fileName(name, label: target.label))
        do throws(CommandFailure) {
            if record {
                try OutputFile.write(json ?? FramesJSONWriter.write(frames), to: path)
                return .recorded
            }
            guard FileManager.default.fileExists(atPath: path) else {
                return .differs("\(path): missing golden (record it with --record)")
            }
            let diff = try DiffCommand.compare(golden: path, frames: frames, tolerance: tolerance)
            return diff.isEmpty ? .same : .differs(diff.report(old: path, new: "\(name) @ \(target.title)"))
        } catch {
            return .failed(error)
        }
    }

    /// Prints one report of every spec × width, in order, and returns whether all match, with
    /// the goldens that could not be read or written: those are listed with the specs that failed
    /// (`RenderCommand.run`), so that one unreadable golden hides neither the report nor them.
    func report(_ outcomes: [Outcome]) throws(CommandFailure) -> (same: Bool, failures: [CommandFailure]) {
        var reports: [String] = []
        var failures: [CommandFailure] = []
        for outcome in outcomes {
            switch outcome {
            case .failed(let failure): failures.append(failure)
            case .differs(let report): reports.append(report)
            case .recorded, .same: break
            }
        }
        let done = outcomes.count - failures.count
        let unread = failures.isEmpty ? "" : " (\(failures.count) could not be \(record ? "written" : "read"))"
        if record {
            print("recorded \(done) goldens in \(directory)\(unread)")
            return (true, failures)
        }
        var text = reports.joined(separator: "\n")
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += reports.isEmpty ? "same: \(done) goldens in \(directory)\(unread)\n"
                                : "\(reports.count) of \(done) goldens in \(directory) differ\(unread)\n"
        try OutputFile.writeStandardOutput(text)
        return (reports.isEmpty, failures)
    }
}
