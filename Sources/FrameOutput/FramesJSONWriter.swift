import LayoutEngine

/// Writes a solved layout as frames JSON (spec-v1.md, "Output"): a fixed key order and one
/// element per line, so that two dumps diff line by line.
public enum FramesJSONWriter {
    /// The whole dump as text (tests, and outputs read back in memory).
    public static func write(_ result: some LayoutFrames) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try write(result, to: &buffer) }
    }

    /// Streams the dump into `out`: the header as text, then each element formatted in place.
    public static func write(_ result: some LayoutFrames, to out: inout OutputBuffer) throws(OutputError) {
        try out.append(text: header(result))
        try out.append("  \"elements\": [")
        var first = true
        try result.forEachElement { (element) throws(OutputError) in
            try out.append(first ? "\n    " : ",\n    ")
            first = false
            try appendElement(element, to: &out)
        }
        try out.append(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Everything before the elements: the container, the content size, the sections.
    static func header(_ result: some LayoutFrames) -> String {
        var out = "{\n"
        out += "  \"format\": \"layout-compile/frames\", \"version\": 1,\n"
        out += "  \"container\": {\"width\": \(formatNumber(result.container.width)), \"height\": \(formatNumber(result.container.height))}, "
        out += "\"scale\": \(formatNumber(result.scale)),\n"
        out += "  \"scrollDirection\": \"\(result.scrollDirection == .vertical ? "vertical" : "horizontal")\", "
        out += "\"contentOffset\": {\"x\": \(formatNumber(result.contentOffset.x)), \"y\": \(formatNumber(result.contentOffset.y))},\n"
        out += "  \"contentSize\": {\"width\": \(formatNumber(result.contentSize.width)), \"height\": \(formatNumber(result.contentSize.height))},\n"
        out += "  \"sections\": ["
        out += result.sections.map { "\n    " + sectionLine($0) }.joined(separator: ",")
        out += result.sections.isEmpty ? "],\n" : "\n  ],\n"
        return out
    }

    static func sectionLine(_ section: SectionFrame) -> String {
        var line = "{\"section\": \(section.section), \(frameFields(section.frame))"
        if let scroll = section.orthogonal {
            let resting = scroll.restingOffsets.map { "[" + $0.map(formatNumber).joined(separator: ", ") + "]" } ?? "null"
            line += ", \"orthogonal\": {\"behavior\": \"\(scroll.behavior.rawValue)\", \"offset\": \(formatNumber(scroll.offset)), "
                + "\"contentLength\": \(formatNumber(scroll.contentLength)), \"viewportLength\": \(formatNumber(scroll.viewportLength)), "
                + "\"restingOffsets\": \(resting)}"
        }
        return line + "}"
    }

    /// One element's object, in the contract's key order; the text around the values is literal.
    static func appendElement(_ element: Element, to out: inout OutputBuffer) throws(OutputError) {
        switch element.category {
        case .cell: try out.append("{\"category\": \"cell\"")
        case .supplementary: try out.append("{\"category\": \"supplementary\"")
        case .decoration: try out.append("{\"category\": \"decoration\"")
        case .content: try out.append("{\"category\": \"content\"")
        case .column: try out.append("{\"category\": \"column\"")
        }
        if let kind = element.kind {
            try out.append(", \"kind\": ")
            try out.append(jsonString: kind)
        }
        try out.append(", \"section\": ")
        try out.append(element.section)
        try out.append(", \"item\": ")
        try out.append(element.item)
        if let id = element.id {
            try out.append(", \"id\": ")
            try out.append(jsonString: id)
        }
        if let level = element.level {
            try out.append(", \"level\": ")
            try out.append(level)
        }
        if let column = element.column {
            try out.append(", \"column\": ")
            try out.append(jsonString: column)
        }
        try out.append(", \"x\": ")
        try out.append(number: element.frame.x)
        try out.append(", \"y\": ")
        try out.append(number: element.frame.y)
        try out.append(", \"width\": ")
        try out.append(number: element.frame.width)
        try out.append(", \"height\": ")
        try out.append(number: element.frame.height)
        try out.append(", \"zIndex\": ")
        try out.append(element.zIndex)
        try out.append(element.approximate ? ", \"approximate\": true}" : "}")
    }

    static func frameFields(_ frame: Rect) -> String {
        "\"x\": \(formatNumber(frame.x)), \"y\": \(formatNumber(frame.y)), "
            + "\"width\": \(formatNumber(frame.width)), \"height\": \(formatNumber(frame.height))"
    }
}
