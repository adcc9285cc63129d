import LayoutEngine

/// A screen in the picture (Docs/Screens.md, "Output"): the shown columns side by side in window
/// coordinates, each an opaque panel with its layout drawn inside; the secondary first, so that
/// overlaid sidebars are drawn over it.
enum ScreenSVG {
    static let drawingOrder: [ColumnRole] = [.secondary, .supplementary, .primary, .compact]

    static func heading(_ summary: ScreenSummary) -> String {
        let arrangement = summary.arrangement
        guard let mode = arrangement.displayMode, let behavior = arrangement.splitBehavior else {
            return "\(arrangement.style.rawValue) collapsed (compact width)"
        }
        return "\(arrangement.style.rawValue) \(mode.rawValue), \(behavior.rawValue)"
    }

    static func drawColumns(_ result: LayoutResult, _ summary: ScreenSummary, into svg: inout SVGText) {
        for role in drawingOrder {
            guard let column = summary.arrangement.column(role), let frame = column.frame else { continue }
            let name = role.rawValue
            svg.line(FramesSVGWriter.rect(frame, class: "column \(column.placement.rawValue)"))
            FramesSVGWriter.drawLayer(sections: result.sections.filter { $0.column == name },
                                      elements: result.elements.filter { $0.column == name && $0.category != .column },
                                      scrollDirection: result.scrollDirection, idPrefix: "\(name)-", into: &svg)
            let note = "\(name), \(column.placement.rawValue), \(FramesSVGWriter.n(frame.width)) pt"
            svg.line("<text class=\"note\" x=\"\(FramesSVGWriter.n(frame.x + 2))\" y=\"\(FramesSVGWriter.n(frame.maxY - 16))\">"
                + "\(xmlEscaped(note))</text>")
        }
    }
}
