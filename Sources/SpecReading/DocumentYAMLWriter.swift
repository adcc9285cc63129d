import FramesFormat

/// A document tree as YAML that YAMLReader reads back to the same tree: block mappings and lists,
/// with a mapping or list written on one line (flow style) when it fits in `lineWidth` columns.
/// Strings are plain when YAML reads them back as the same string, else double-quoted (JSON escapes,
/// which YAML's double-quoted scalars share).
public enum DocumentYAMLWriter {
    static let lineWidth = 110

    public static func write(_ node: DocumentNode, header: [String] = []) -> String {
        var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
        switch node.value {
        case .object(let members) where !members.isEmpty: block(members, indent: "", into: &lines)
        default: lines.append(flow(node))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func block(_ members: [DocumentNode.Member], indent: String, into lines: inout [String]) {
        for member in members { entry(key(member.key) + ":", member.value, indent: indent, into: &lines) }
    }

    /// `prefix value` on one line when it fits, else the prefix and the value's block below it.
    private static func entry(_ prefix: String, _ node: DocumentNode, indent: String, into lines: inout [String]) {
        let inline = flow(node)
        let isContainer: Bool
        switch node.value {
        case .object(let members): isContainer = !members.isEmpty
        case .array(let items): isContainer = !items.isEmpty
        default: isContainer = false
        }
        if !isContainer || indent.count + prefix.count + 1 + inline.count <= lineWidth {
            lines.append(indent + prefix + " " + inline)
            return
        }
        lines.append(indent + prefix)
        let inner = indent + "  "
        switch node.value {
        case .object(let members): block(members, indent: inner, into: &lines)
        case .array(let items):
            for item in items {
                if case .object(let members) = item.value, !members.isEmpty, flow(item).count + inner.count + 2 > lineWidth {
                    // `- key: value` then the mapping's other keys under the first.
                    var nested: [String] = []
                    block(members, indent: inner + "  ", into: &nested)
                    nested[0] = inner + "- " + nested[0].dropFirst(inner.count + 2)
                    lines += nested
                } else {
                    entry("-", item, indent: inner, into: &lines)
                }
            }
        default: break
        }
    }

    /// The node on one line: `{a: 1, b: [2, 3]}`.
    static func flow(_ node: DocumentNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number, let text): return number.isFinite ? text : jsonString(text)
        case .string(let text): return scalar(text)
        case .array(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { key($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func key(_ text: String) -> String { scalar(text) }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A string as a plain scalar when it reads back as the same string (letters, digits and
    /// `_-.()` starting with a letter, and not a word YAML reads as something else), else quoted.
    static func scalar(_ text: String) -> String {
        // ASCII tests only: no Unicode property lookup per scalar (issue 38).
        let plain = text.unicodeScalars.first.map(isASCIILetter) == true
            && text.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || "_-.()".unicodeScalars.contains($0) }
            && !["true", "false", "null", "True", "False", "Null", "TRUE", "FALSE", "NULL"].contains(text)
        return plain ? text : jsonString(text)
    }
}
