import Foundation
import FramesFormat
import LayoutCompilation
import LayoutEngine
import SpecReading

/// Prints warnings on standard error, as compilers do; with `--warnings-as-errors` they fail the
/// command (exit 3, `ExitCode.warningsAsErrors`) as CI wants.
struct WarningReport {
    var asErrors: Bool

    /// The rendered warnings of one spec: at most `SpecError.reportLimit` of them, then how many
    /// more there were (each one echoes its source line, found by reading the source: thousands
    /// would cost thousands of readings).
    static func render(_ warnings: [SpecWarning], file: String, source: String) -> [String] {
        var lines = warnings.prefix(SpecError.reportLimit).map { $0.rendered(file: file, source: source) }
        if warnings.count > SpecError.reportLimit {
            lines.append("\(file): note: \(warnings.count - SpecError.reportLimit) more warnings not shown")
        }
        return lines
    }

    /// The rendered warnings of a compiled spec, file by file (a screen's columns may name their own).
    static func render(_ groups: [SpecWarnings]) -> [String] {
        groups.flatMap { render($0.warnings, file: $0.file, source: $0.source) }
    }

    /// Prints `lines`; throws exit 3 when warnings count as errors.
    func emit(_ lines: [String]) throws(CommandFailure) {
        guard !lines.isEmpty else { return }
        let text = lines.joined(separator: "\n")
        if asErrors {
            throw CommandFailure(code: .warningsAsErrors, message: text + "\nlayout-compile: error: \(lines.count) warning"
                                    + (lines.count == 1 ? "" : "s") + " treated as errors (--warnings-as-errors)")
        }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A rendered warning with `note` (e.g. the widths it was solved at) at the end of its first
    /// line, before the source line it echoes.
    static func noted(_ text: String, _ note: String) -> String {
        guard let end = text.firstIndex(of: "\n") else { return text + " " + note }
        return String(text[..<end]) + " " + note + String(text[end...])
    }

    /// A note about the command line itself, `layout-compile: note: ...` on standard error: said,
    /// never failing the command (a deprecated spelling, which `--warnings-as-errors` does not
    /// turn into a failure of the scripts that still use it).
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("layout-compile: note: \(message)\n".utf8))
    }

    /// A warning about the command line itself: `layout-compile: warning: ...`.
    static func commandLine(_ message: String) -> String { "layout-compile: warning: \(message)" }
}

/// The warnings of one spec solved at several widths (`render`, `xctest --widths`): each once,
/// with the widths it holds at, `(at 320, 390 pt)`.
struct WarningsByWidth {
    private var entries: [(text: String, widths: [String])] = []
    private var index: [String: Int] = [:]
    /// After the list of where a warning holds: " pt" for widths, nothing for devices.
    var unit = " pt"

    mutating func add(_ lines: [String], width: Double) {
        add(lines, at: formatNumber(width))
    }

    /// `lines` warned at `label` (a width, or a device and orientation: `iPhone16Pro-landscape`).
    mutating func add(_ lines: [String], at label: String) {
        for line in lines {
            if let known = index[line] {
                entries[known].widths.append(label)
            } else {
                index[line] = entries.count
                entries.append((line, [label]))
            }
        }
    }

    var lines: [String] {
        entries.map { WarningReport.noted($0.text, "(at \($0.widths.joined(separator: ", "))\(unit))") }
    }
}
