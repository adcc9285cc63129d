import FramesFormat

/// Compiler-style diagnostics: `file:line:col: error: message` (or `warning:`), then the source
/// line and a caret.
public enum Diagnostic {
    /// Characters of a source line shown around the caret; longer lines are cut to this window.
    static let sourceWindow = 120

    public enum Severity: String, Sendable {
        case error, warning
    }

    public static func render(file: String, position: SourcePosition?, message: String, source: String?,
                              severity: Severity = .error) -> String {
        // The file's name and the message as echoed (their values are escaped already; this is
        // idempotent on them, and catches a value a message took in raw, such as the importer's).
        let (file, message) = (EchoedText.escaped(file, limit: nil), EchoedText.escaped(message, limit: nil))
        guard let position else { return "\(file): \(severity.rawValue): \(message)" }
        var text = "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        // What the window can show of the line: it ends at most a window past the caret.
        if let source, let line = sourceLine(source, position.line, keeping: max(0, position.column - 1) + sourceWindow) {
            let (shown, caret) = window(line.scalars, count: line.count, column: position.column)
            text += "\n" + shown + "\n" + String(repeating: " ", count: caret) + "^"
        }
        return text
    }

    /// Line `number` (1-based; lines end at LF, CRLF or a lone CR), found in one pass: its first
    /// `limit` scalars, and how many it has in all (a one-line document of 16 MB is not copied).
    private static func sourceLine(_ source: String, _ number: Int, keeping limit: Int) -> (scalars: [Unicode.Scalar], count: Int)? {
        var current = 1
        var line: [Unicode.Scalar] = [], count = 0
        var previousWasCR = false
        for scalar in source.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                if current == number { return (line, count) }
                current += 1
                continue
            }
            if current == number {
                if count < limit { line.append(scalar) }
                count += 1
            }
        }
        return current == number ? (line, count) : nil
    }

    /// The part of a line of `count` scalars shown (`line` holds at least those the window may
    /// show): at most `sourceWindow` characters around the 1-based `column`,
    /// with `…` where it was cut; a tab shows as `→` so that a tab the message names can be seen,
    /// other control characters as `?` (one column each, so the caret stays under its character).
    /// Returns the text and the caret's offset.
    static func window(_ line: [Unicode.Scalar], count: Int, column: Int) -> (String, Int) {
        let caret = min(max(0, column - 1), count)
        var start = 0, end = count
        if count > sourceWindow {
            start = max(0, min(caret - sourceWindow / 2, count - sourceWindow))
            end = start + sourceWindow
        }
        var shown = String.UnicodeScalarView()
        if start > 0 { shown.append("…") }
        for scalar in line[start..<end] {
            shown.append(scalar == "\t" ? "→" : EchoedText.isControl(scalar) ? "?" : scalar)
        }
        if end < count { shown.append("…") }
        return (String(shown), caret - start + (start > 0 ? 1 : 0))
    }

}
