import FramesFormat
import LayoutEngine

/// The `screen` member of a screen's frames JSON (Docs/Screens.md, "Output"): the style, the display
/// mode and split behaviour that applied (null when collapsed), and every column with its placement,
/// frame (hidden columns have none) and the content size of its layout.
enum ScreenJSON {
    static func member(_ summary: ScreenSummary) -> String {
        let arrangement = summary.arrangement
        var out = "  \"screen\": {\"style\": \"\(arrangement.style.rawValue)\", "
        out += "\"displayMode\": \(arrangement.displayMode.map { "\"\($0.rawValue)\"" } ?? "null"), "
        out += "\"splitBehavior\": \(arrangement.splitBehavior.map { "\"\($0.rawValue)\"" } ?? "null"), "
        out += "\"collapsed\": \(arrangement.isCollapsed), \"horizontalSizeClass\": \"\(arrangement.horizontalSizeClass.rawValue)\",\n"
        out += "    \"device\": \(size(summary.screen)), \"window\": \(size(summary.window)),\n"
        out += "    \"columns\": ["
        out += arrangement.columns.map { column in
            var line = "\n      {\"column\": \"\(column.role.rawValue)\", \"placement\": \"\(column.placement.rawValue)\""
            if let frame = column.frame { line += FramesJSONWriter.frameFields(frame) }
            if let content = summary.contentSizes[column.role] { line += ", \"contentSize\": \(size(content))" }
            return line + "}"
        }.joined(separator: ",")
        return out + "\n    ]},\n"
    }

    static func size(_ size: Size) -> String {
        "{\"width\": \(formatNumber(size.width)), \"height\": \(formatNumber(size.height))}"
    }
}
