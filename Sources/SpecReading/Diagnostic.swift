/// Compiler-style diagnostics: `file:line:col: error: message` (or `warning:`), then the source
/// line and a caret.
public enum Diagnostic {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public static func render(file: String, position: SourcePosition?, message: String, source: String?,
                              severity: Severity = .error) -> String {
        guard let position else { return "\(file): \(severity.rawValue): \(message)" }
        var text = "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        if let source, let line = sourceLine(source, position.line) {
            text += "\n" + line + "\n" + String(repeating: " ", count: max(0, position.column - 1)) + "^"
        }
        return text
    }

    /// The source line as echoed under a message; a tab shows as `→` so that a tab the message
    /// names can be seen, and the caret below still lines up (one column per character).
    private static func sourceLine(_ source: String, _ number: Int) -> String? {
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number {
                let text = String(line.hasSuffix("\r") ? line.dropLast() : line)
                return text.count <= 200 ? String(text.map { $0 == "\t" ? "→" : $0 }) : nil
            }
            current += 1
        }
        return nil
    }
}
