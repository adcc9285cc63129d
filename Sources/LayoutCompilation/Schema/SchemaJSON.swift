import FramesFormat

/// A JSON value whose object members keep the order they were made in, so that the schema prints
/// the same text every time (the shipped file is compared with the command's output).
indirect enum SchemaJSON {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SchemaJSON])
    case object([(String, SchemaJSON)])

    /// Pretty-printed, two spaces a level; a list of words or numbers stays on one line.
    func text(indent: String) -> String {
        switch self {
        case .string(let text): return jsonString(text)
        case .number(let value): return formatNumber(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text(indent: "") }.joined(separator: ", ") + "]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + jsonString($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool: return true
        case .array, .object: return false
        }
    }

    static func words(_ words: [String]) -> SchemaJSON { .array(words.map(SchemaJSON.string)) }
}
