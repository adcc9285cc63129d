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

    /// Streams the table into `out`, each row formatted in place: the text between the values is
    /// literal, numbers are written into the buffer as digits (as the JSON writer's are).
    public static func write(_ result: some LayoutFrames, to out: inout OutputBuffer) throws(OutputError) {
        let screen = result.screen != nil
        try out.append(text: screen ? screenHeader : header)
        try result.forEachElement { (element) throws(OutputError) in
            // The fields between the text ones written with room made once for them all.
            if let kind = element.kind {
                try out.append(categoryField(element.category))
                try out.append(",")
                try appendField(kind, to: &out)
                try out.append(",")
                try out.withRoom(indicesRoom) { row in appendIndices(element, to: &row) }
            } else {
                // A row with no kind (a cell's) starts with its two first fields and their commas at once.
                try out.withRoom(longestCategory + indicesRoom) { row in
                    row.append(categoryField(element.category, kindless: true))
                    appendIndices(element, to: &row)
                }
            }
            if let id = element.id { try appendField(id, to: &out) }
            try out.withRoom(frameRoom) { row in
                row.append(UInt8(ascii: ","))
                row.append(number: element.frame.x)
                row.append(UInt8(ascii: ","))
                row.append(number: element.frame.y)
                row.append(UInt8(ascii: ","))
                row.append(number: element.frame.width)
                row.append(UInt8(ascii: ","))
                row.append(number: element.frame.height)
                row.append(UInt8(ascii: ","))
                row.append(element.zIndex)
                row.append(element.approximate ? StaticString(",true") : StaticString(","))
            }
            if screen {
                try out.append(",")
                if let column = element.column { try appendField(column, to: &out) }
            }
        }
        try out.append("\n")
    }

    /// `section,item,`
    @inline(__always)
    private static func appendIndices(_ element: Element, to row: inout ByteCursor) {
        row.append(element.section)
        row.append(UInt8(ascii: ","))
        row.append(element.item)
        row.append(UInt8(ascii: ","))
    }

    /// The most bytes of `categoryField` ("\nsupplementary,,"), of `appendIndices`, and of the
    /// fields from x to approximate with their commas.
    private static let longestCategory = 16
    private static let indicesRoom = 2 * (ByteCursor.longestInteger + 1)
    private static let frameRoom = 4 * (1 + ByteCursor.longestNumber) + 1 + ByteCursor.longestInteger + 5

    /// A row's start: the line break and its category, and with `kindless` the empty kind after it.
    @inline(__always)
    private static func categoryField(_ category: ElementCategory, kindless: Bool = false) -> StaticString {
        switch category {
        case .cell: kindless ? "\ncell,," : "\ncell"
        case .supplementary: kindless ? "\nsupplementary,," : "\nsupplementary"
        case .decoration: kindless ? "\ndecoration,," : "\ndecoration"
        case .content: kindless ? "\ncontent,," : "\ncontent"
        case .column: kindless ? "\ncolumn,," : "\ncolumn"
        }
    }

    /// A text field, quoted only when it must be (`quoted`).
    private static func appendField(_ field: String, to out: inout OutputBuffer) throws(OutputError) {
        try out.append(text: quoted(field))
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
