import LayoutEngine

/// Writes a solved layout as CSV (spec-v1.md): the contract's header, one row per element in the
/// frames JSON order, fields quoted as RFC 4180 says (when they hold a comma, a quote or a line
/// break; quotes doubled). Lines end in LF, which every CSV reader accepts and diffs read well.
/// Columns added after the contract's are appended at the end (Docs/SpecFormat.md, "CSV").
public enum FramesCSVWriter {
    public static let header = "category,kind,section,item,id,x,y,width,height,zIndex,approximate"

    public static func write(_ result: LayoutResult) -> String {
        var lines = [header]
        lines.reserveCapacity(result.elements.count + 1)
        for element in result.elements {
            let fields = [
                element.category.rawValue, element.kind ?? "", String(element.section), String(element.item), element.id ?? "",
                formatNumber(element.frame.x), formatNumber(element.frame.y),
                formatNumber(element.frame.width), formatNumber(element.frame.height), String(element.zIndex),
                element.approximate ? "true" : "",
            ]
            lines.append(fields.map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingQuotes + "\""
    }
}

private extension String {
    var replacingQuotes: String {
        var out = ""
        for character in self {
            out.append(character)
            if character == "\"" { out.append("\"") }
        }
        return out
    }
}
