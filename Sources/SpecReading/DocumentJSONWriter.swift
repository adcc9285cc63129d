import FramesFormat

/// The JSON of a document tree, as `layout-compile read` prints it: what anchors, aliases and merge
/// keys became. Numbers keep the text they were written as when it is valid JSON; YAML's .inf and
/// .nan, which JSON cannot hold, print as strings.
public enum DocumentJSONWriter {
    public static func write(_ node: DocumentNode) -> String {
        text(node, indent: "") + "\n"
    }

    static func text(_ node: DocumentNode, indent: String) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number, let text):
            guard number.isFinite else { return jsonString(text) }
            return isJSONNumber(text) ? text : "\(number)"
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

    private static func isJSONNumber(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "-" || (first >= "0" && first <= "9") else { return false }
        return (try? JSONReader.read(text)) != nil
    }
}
