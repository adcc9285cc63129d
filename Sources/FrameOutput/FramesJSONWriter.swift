import FramesFormat
import LayoutEngine

/// Writes a solved layout as frames JSON (Docs/SpecFormat.md, "Output"): a fixed key order and one
/// element per line, so that two dumps diff line by line.
public enum FramesJSONWriter {
    /// The whole dump as text (tests, and outputs read back in memory).
    public static func write(_ result: some LayoutFrames) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try write(result, to: &buffer) }
    }

    /// Streams the dump into `out`, each value formatted in place; returns how many elements it wrote.
    @discardableResult
    public static func write(_ result: some LayoutFrames, to out: inout OutputBuffer) throws(OutputError) -> Int {
        try appendHeader(result, to: &out)
        try out.append("  \"elements\": [")
        var elements = 0
        try result.forEachElement { (element) throws(OutputError) in
            try out.append(elements == 0 ? "\n    " : ",\n    ")
            elements += 1
            try appendElement(element, to: &out)
        }
        try out.append(elements == 0 ? "]\n}\n" : "\n  ]\n}\n")
        return elements
    }

    /// How much of a golden's bytes the dump of `result` is (`writtenAlike(_:golden:)`).
    public enum WrittenAlike: Equatable {
        /// All of them, and nothing more: the dump's elements counted.
        case whole(elements: Int)
        /// Only the first `bytes`.
        case prefix(bytes: Int)
    }

    /// How much of `golden`'s bytes the dump of `result` is: written and compared in turn
    /// (`ExpectedBytesSink`), stopped at the first byte that differs. A golden larger than one
    /// buffer is compared on a second thread (`BackgroundSink`), as a file is written; a small one
    /// in the buffer of a text made in memory, so that a golden check of thousands maps no
    /// megabyte for each.
    public static func writtenAlike(_ result: some LayoutFrames, golden: UnsafeRawBufferPointer) -> WrittenAlike {
        let expected = ExpectedBytesSink(golden)
        let background = golden.count > OutputBuffer.capacity ? BackgroundSink(expected) : nil
        var out = if let background { OutputBuffer(sink: background) }
            else { OutputBuffer(sink: expected, capacity: OutputBuffer.textCapacity) }
        if let elements = try? write(result, to: &out), (try? out.flush()) != nil, expected.matchedWhole {
            return .whole(elements: elements)
        }
        // A write stopped at a hand-over leaves the buffer before it on the second thread.
        _ = try? background?.drain()
        return .prefix(bytes: expected.alike)
    }

    /// The dump with no elements: its header as a whole document, as `write` writes it, for a
    /// reader of the header that has the elements otherwise (`FramesDump(frames)`).
    public static func headerDocument(_ result: some LayoutFrames) -> String {
        OutputBuffer.text { buffer throws(OutputError) in
            try appendHeader(result, to: &buffer)
            try buffer.append("  \"elements\": []\n}\n")
        }
    }

    /// Everything before the elements: the container, the content size, the environment, the sections.
    static func appendHeader(_ result: some LayoutFrames, to out: inout OutputBuffer) throws(OutputError) {
        try out.append("{\n  \"format\": \"layout-compile/frames\", \"version\": 1,\n  \"container\": {\"width\": ")
        try out.append(number: result.container.width)
        try out.append(", \"height\": ")
        try out.append(number: result.container.height)
        try out.append("}, \"scale\": ")
        try out.append(number: result.scale)
        try out.append(result.scrollDirection == .vertical ? ",\n  \"scrollDirection\": \"vertical\", \"contentOffset\": {\"x\": "
                                                            : ",\n  \"scrollDirection\": \"horizontal\", \"contentOffset\": {\"x\": ")
        try out.append(number: result.contentOffset.x)
        try out.append(", \"y\": ")
        try out.append(number: result.contentOffset.y)
        try out.append("},\n  \"contentSize\": {\"width\": ")
        try out.append(number: result.contentSize.width)
        try out.append(", \"height\": ")
        try out.append(number: result.contentSize.height)
        try out.append("},\n")
        if let environment = result.environment { try out.append(text: EnvironmentHeader.jsonMember(environment)) }
        if let screen = result.screen { try out.append(text: ScreenJSON.member(screen)) }
        try out.append("  \"sections\": [")
        for (index, section) in result.sections.enumerated() {
            try out.append(index == 0 ? "\n    " : ",\n    ")
            try appendSection(section, to: &out)
        }
        try out.append(result.sections.isEmpty ? "],\n" : "\n  ],\n")
    }

    static func sectionLine(_ section: SectionFrame) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try appendSection(section, to: &buffer) }
    }

    /// A section's frame and, for orthogonal sections, how its row scrolls.
    static func appendSection(_ section: SectionFrame, to out: inout OutputBuffer) throws(OutputError) {
        try out.append("{\"section\": ")
        try out.append(section.section)
        if let column = section.column {
            try out.append(", \"column\": ")
            try out.append(jsonString: column)
        }
        try appendFrame(section.frame, to: &out)
        if let scroll = section.orthogonal {
            try out.append(", \"orthogonal\": {\"behavior\": ")
            try out.append(jsonString: scroll.behavior.rawValue)
            try out.append(", \"offset\": ")
            try out.append(number: scroll.offset)
            try out.append(", \"contentLength\": ")
            try out.append(number: scroll.contentLength)
            try out.append(", \"viewportLength\": ")
            try out.append(number: scroll.viewportLength)
            try out.append(", \"restingOffsets\": ")
            if let offsets = scroll.restingOffsets {
                for (index, offset) in offsets.enumerated() {
                    try out.append(index == 0 ? "[" : ", ")
                    try out.append(number: offset)
                }
                try out.append(offsets.isEmpty ? "[]}" : "]}")
            } else {
                try out.append("null}")
            }
        }
        try out.append(UInt8(ascii: "}"))
    }

    /// `, "x": …, "y": …, "width": …, "height": …` as text.
    static func frameFields(_ frame: Rect) -> String {
        OutputBuffer.text { buffer throws(OutputError) in try appendFrame(frame, to: &buffer) }
    }

    /// `, "x": …, "y": …, "width": …, "height": …`, with room made once for them all.
    static func appendFrame(_ frame: Rect, to out: inout OutputBuffer) throws(OutputError) {
        try out.withRoom(frameRoom) { row in
            row.append(", \"x\": ")
            row.append(number: frame.x)
            row.append(", \"y\": ")
            row.append(number: frame.y)
            row.append(", \"width\": ")
            row.append(number: frame.width)
            row.append(", \"height\": ")
            row.append(number: frame.height)
        }
    }

    /// The most bytes of `appendFrame`: four keys of at most 12 bytes (`, "height": `), each with a number.
    private static let frameRoom = 4 * (12 + ByteCursor.longestNumber)

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
        try out.withRoom(indicesRoom) { row in
            row.append(", \"section\": ")
            row.append(element.section)
            row.append(", \"item\": ")
            row.append(element.item)
        }
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
        try appendFrame(element.frame, to: &out)
        try out.withRoom(zIndexRoom) { row in
            row.append(", \"zIndex\": ")
            row.append(element.zIndex)
            row.append(element.approximate ? ", \"approximate\": true}" : "}")
        }
    }

    /// The most bytes of an element's `, "section": …, "item": …` and of its `, "zIndex": …` to its end.
    private static let indicesRoom = 13 + ByteCursor.longestInteger + 10 + ByteCursor.longestInteger
    private static let zIndexRoom = 12 + ByteCursor.longestInteger + 22
}
