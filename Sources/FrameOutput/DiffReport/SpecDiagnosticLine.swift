import FramesFormat

/// A spec's warning or error as the command prints it, `spec.yaml:4:7: warning: MESSAGE`, read back
/// for the CI reports (Docs/CLI.md, "Reports for CI"): GitHub's `::warning`, SARIF's results, the
/// JSON report's `diagnostics`. What they need of it is where it is and what it says.
public struct SpecDiagnosticLine: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case warning, error
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// The text after `warning: ` or `error: ` on the first line (its path in the spec, its sentence).
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The diagnostic a rendered warning or error starts with: its first line, when it is in the
    /// positioned form (`FILE:LINE:COL: warning: ...`); the lines after it (the echoed source line
    /// and its caret) are not read, so that a spec's own text never passes for a diagnostic.
    public static func first(of rendered: Substring) -> SpecDiagnosticLine? {
        let head = rendered.prefix { $0 != "\n" }
        for severity in [Severity.warning, .error] {
            guard let marker = head.firstRange(of: ": \(severity.rawValue): ") else { continue }
            let place = head[..<marker.lowerBound]
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]),
                  line > 0, column > 0 else { return nil }
            // The path as every report echoes it (`EchoedText`); the message is escaped where it was made.
            let file = EchoedText.escaped(parts.dropLast(2).joined(separator: ":"), limit: nil)
            return SpecDiagnosticLine(file: file, line: line, column: column, severity: severity,
                                      message: String(head[marker.upperBound...]))
        }
        return nil
    }

    /// The positioned diagnostics in a failed spec's message (its errors, or the warnings that
    /// failed it), each starting a line with `file:`: a line of the echoed source starts with
    /// whatever the spec holds, never (but by the spec's own design) with its path.
    public static func all(in message: String, file: String) -> [SpecDiagnosticLine] {
        message.split(separator: "\n").compactMap { line in
            line.hasPrefix(file + ":") ? first(of: line).flatMap { $0.file == EchoedText.escaped(file, limit: nil) ? $0 : nil } : nil
        }
    }
}
