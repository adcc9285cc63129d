import LayoutEngine

/// Writes a solved layout as CSV (Docs/SpecFormat.md, "CSV"): the contract's header, one row per element in the
/// frames JSON order, fields quoted as RFC 4180 says (when they hold a comma, a quote or a line
/// break; quotes doubled). Lines end in LF, which every CSV reader accepts and diffs read well.
/// Columns added after the contract's are appended at the end (Docs/SpecFormat.md, "CSV").
public enum FramesCSVWriter {
    public static let header = "category,kind,section,item,id,x,y,width,height,zIndex,approximate"

    /// A screen's CSV adds a last field, the element's column (Docs/Screens.md).
    public static let screenHeader = header + ",column"

    /// The whole table as text (tests, and outputs read back in memory).
    public static func write(_ result: some LayoutFrames) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try write(result, to: &buffer) }
    }

    /// Streams the table into `out`, each row formatted in place.
    public static func write(_ result: some LayoutFrames, to out: inout OutputBuffer) throws(OutputError) {
        let screen = result.screen != nil
        try out.append(text: screen ? screenHeader : header)
        try result.forEachElement { (element) throws(OutputError) in
            try out.append(UInt8(ascii: "\n"))
            try out.append(text: element.category.rawValue)
            try out.append(UInt8(ascii: ","))
            if let kind = element.kind { try out.append(text: quoted(kind)) }
            try out.append(UInt8(ascii: ","))
            try out.append(element.section)
            try out.append(UInt8(ascii: ","))
            try out.append(element.item)
            try out.append(UInt8(ascii: ","))
            if let id = element.id { try out.append(text: quoted(id)) }
            try appendNumberField(element.frame.x, to: &out)
            try appendNumberField(element.frame.y, to: &out)
            try appendNumberField(element.frame.width, to: &out)
            try appendNumberField(element.frame.height, to: &out)
            try out.append(UInt8(ascii: ","))
            try out.append(element.zIndex)
            try out.append(element.approximate ? ",true" : ",")
            if screen {
                try out.append(UInt8(ascii: ","))
                if let column = element.column { try out.append(text: quoted(column)) }
            }
        }
        try out.append(UInt8(ascii: "\n"))
    }

    private static func appendNumberField(_ value: Double, to out: inout OutputBuffer) throws(OutputError) {
        try out.append(UInt8(ascii: ","))
        try out.append(number: value)
    }

    static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return field }
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
