/// Compiler-style diagnostics: `file:line:col: error: message`, then the source line and a caret.
public enum Diagnostic {
    public static func render(file: String, position: SourcePosition?, message: String, source: String?) -> String {
        guard let position else { return "\(file): error: \(message)" }
        var text = "\(file):\(position.line):\(position.column): error: \(message)"
        if let source, let line = sourceLine(source, position.line) {
            text += "\n" + line + "\n" + String(repeating: " ", count: max(0, position.column - 1)) + "^"
        }
        return text
    }

    private static func sourceLine(_ source: String, _ number: Int) -> String? {
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number {
                let text = String(line.hasSuffix("\r") ? line.dropLast() : line)
                return text.count <= 200 ? String(text.map { $0 == "\t" ? " " : $0 }) : nil
            }
            current += 1
        }
        return nil
    }
}
