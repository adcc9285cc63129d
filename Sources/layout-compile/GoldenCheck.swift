import FrameOutput
import Foundation

/// `render --expect-dir GOLDEN [--record]`: golden frames GOLDEN/<name>@<width>.json, one file per
/// spec and width, so that adding a width adds files and renames none.
struct GoldenCheck {
    var directory: String
    var record: Bool
    var tolerance: Double

    static func fileName(_ name: String, width: Double) -> String { "\(name)@\(formatNumber(width)).json" }

    /// Records or compares every spec × width; prints one report. Returns whether all match.
    func check(_ specs: [(name: String, frames: [(width: Double, json: String)])]) throws(CommandFailure) -> Bool {
        var checked = 0
        var reports: [String] = []
        for (name, frames) in specs {
            for (width, json) in frames {
                let path = (directory as NSString).appendingPathComponent(Self.fileName(name, width: width))
                checked += 1
                if record {
                    try OutputFile.write(json, to: path)
                    continue
                }
                guard FileManager.default.fileExists(atPath: path) else {
                    reports.append("\(path): missing golden (record it with --record)")
                    continue
                }
                let diff = try DiffCommand.compare(golden: path, frames: json, tolerance: tolerance)
                if !diff.isEmpty { reports.append(diff.report(old: path, new: "\(name) @ \(formatNumber(width)) pt")) }
            }
        }
        if record {
            print("recorded \(checked) goldens in \(directory)")
            return true
        }
        var text = reports.joined(separator: "\n")
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += reports.isEmpty ? "same: \(checked) goldens in \(directory)\n"
                                : "\(reports.count) of \(checked) goldens in \(directory) differ\n"
        try OutputFile.writeStandardOutput(text)
        return reports.isEmpty
    }
}
