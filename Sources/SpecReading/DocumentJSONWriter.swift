import FramesFormat

/// The JSON of a document tree, as `layout-compile read` prints it: what anchors, aliases and merge
/// keys became. Numbers keep the text they were written as when it is valid JSON, else print as
/// a decimal integer with its digits (`+1` and `017`, integers of the YAML core schema, as `1` and
/// `17`), another as its value in shortest round-trip form; YAML's `.inf` as `1e999` (`-1e999`), JSON that every reader reads back as
/// infinity, and `.nan`, which no JSON number is, as `null` (Docs/CLI.md, "read").
public enum DocumentJSONWriter {
    public static func write(_ node: DocumentNode) -> String {
        text(node, indent: "") + "\n"
    }

    static func text(_ node: DocumentNode, indent: String) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number, let text):
            if number.isNaN { return "null" }
            if number.isInfinite { return number < 0 ? "-1e999" : "1e999" }
            return isJSONNumber(text) ? text : decimalDigits(text) ?? formatNumber(number)
        case .string(let text): return jsonString(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + jsonString($0.key) + ": " + text($0.value, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A decimal integer of the YAML core schema (`+1`, `017`, `-007`) as JSON writes it: every
    /// digit kept (a Double would round 30 of them), without the plus or the leading zeros.
    private static func decimalDigits(_ text: String) -> String? {
        let negative = text.hasPrefix("-")
        let digits = text.drop { $0 == "+" || $0 == "-" }
        guard text.count - digits.count <= 1, !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? "0" : (negative ? "-" : "") + significant
    }

    private static func isJSONNumber(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "-" || (first >= "0" && first <= "9") else { return false }
        return (try? JSONReader.read(text)) != nil
    }
}
