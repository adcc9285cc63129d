import LayoutEngine

/// Writes a solved layout as frames JSON (spec-v1.md, "Output"): a fixed key order and one
/// element per line, so that two dumps diff line by line.
public enum FramesJSONWriter {
    public static func write(_ result: LayoutResult) -> String {
        var out = "{\n"
        out += "  \"format\": \"layout-compile/frames\", \"version\": 1,\n"
        out += "  \"container\": {\"width\": \(formatNumber(result.container.width)), \"height\": \(formatNumber(result.container.height))}, "
        out += "\"scale\": \(formatNumber(result.scale)),\n"
        out += "  \"scrollDirection\": \"\(result.scrollDirection == .vertical ? "vertical" : "horizontal")\", "
        out += "\"contentOffset\": {\"x\": \(formatNumber(result.contentOffset.x)), \"y\": \(formatNumber(result.contentOffset.y))},\n"
        out += "  \"contentSize\": {\"width\": \(formatNumber(result.contentSize.width)), \"height\": \(formatNumber(result.contentSize.height))},\n"
        if let screen = result.screen { out += ScreenJSON.member(screen) }
        out += "  \"sections\": ["
        out += result.sections.map { "\n    " + sectionLine($0) }.joined(separator: ",")
        out += result.sections.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"elements\": ["
        out.reserveCapacity(out.utf8.count + result.elements.count * 120)
        for (index, element) in result.elements.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            appendElement(element, to: &out)
        }
        out += result.elements.isEmpty ? "]\n" : "\n  ]\n"
        return out + "}\n"
    }

    static func sectionLine(_ section: SectionFrame) -> String {
        var line = "{\"section\": \(section.section), "
        if let column = section.column { line += "\"column\": \(jsonString(column)), " }
        line += frameFields(section.frame)
        if let scroll = section.orthogonal {
            let resting = scroll.restingOffsets.map { "[" + $0.map(formatNumber).joined(separator: ", ") + "]" } ?? "null"
            line += ", \"orthogonal\": {\"behavior\": \"\(scroll.behavior.rawValue)\", \"offset\": \(formatNumber(scroll.offset)), "
                + "\"contentLength\": \(formatNumber(scroll.contentLength)), \"viewportLength\": \(formatNumber(scroll.viewportLength)), "
                + "\"restingOffsets\": \(resting)}"
        }
        return line + "}"
    }

    static func appendElement(_ element: Element, to line: inout String) {
        line += "{\"category\": \""
        line += element.category.rawValue
        line += "\", "
        if let kind = element.kind {
            line += "\"kind\": "
            line += jsonString(kind)
            line += ", "
        }
        line += "\"section\": "
        line += String(element.section)
        line += ", \"item\": "
        line += String(element.item)
        line += ", "
        if let id = element.id {
            line += "\"id\": "
            line += jsonString(id)
            line += ", "
        }
        if let level = element.level {
            line += "\"level\": "
            line += String(level)
            line += ", "
        }
        if let column = element.column {
            line += "\"column\": "
            line += jsonString(column)
            line += ", "
        }
        line += "\"x\": "
        line += formatNumber(element.frame.x)
        line += ", \"y\": "
        line += formatNumber(element.frame.y)
        line += ", \"width\": "
        line += formatNumber(element.frame.width)
        line += ", \"height\": "
        line += formatNumber(element.frame.height)
        line += ", \"zIndex\": "
        line += String(element.zIndex)
        if element.approximate { line += ", \"approximate\": true" }
        line += "}"
    }

    static func frameFields(_ frame: Rect) -> String {
        "\"x\": \(formatNumber(frame.x)), \"y\": \(formatNumber(frame.y)), "
            + "\"width\": \(formatNumber(frame.width)), \"height\": \(formatNumber(frame.height))"
    }
}
