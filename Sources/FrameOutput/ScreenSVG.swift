import LayoutEngine

/// A screen in the picture (Docs/Screens.md, "Output"): the shown columns side by side in window
/// coordinates, each an opaque panel with its layout drawn inside; the secondary first, so that
/// overlaid sidebars are drawn over it.
enum ScreenSVG {
    static let drawingOrder: [ColumnRole] = [.secondary, .supplementary, .primary, .compact]

    /// Column panels, light and dark; overlaid sidebars with a heavier edge.
    static let style = " .column{fill:#ffffff;stroke:#5b6b7f;stroke-width:1.5} .overlay{stroke-width:3;stroke-opacity:.5} "
        + "@media (prefers-color-scheme: dark){.column{fill:#15191e;stroke:#8792a2}}"

    static func heading(_ summary: ScreenSummary) -> String {
        let arrangement = summary.arrangement
        guard let mode = arrangement.displayMode, let behavior = arrangement.splitBehavior else {
            return "\(arrangement.style.rawValue) collapsed (compact width)"
        }
        return "\(arrangement.style.rawValue) \(mode.rawValue), \(behavior.rawValue)"
    }

    static func drawColumns(_ summary: ScreenSummary, sections: [SectionFrame], elements: [Element], scrollDirection: Axis,
                            into svg: inout SVGText) {
        for role in drawingOrder {
            guard let column = summary.arrangement.column(role), let frame = column.frame else { continue }
            let name = role.rawValue
            svg.line(FramesSVGWriter.rect(frame, class: "column \(column.placement.rawValue)"))
            FramesSVGWriter.drawLayer(sections: sections.filter { $0.column == name },
                                      elements: elements.filter { $0.column == name && $0.category != .column },
                                      scrollDirection: scrollDirection, viewport: frame, idPrefix: "\(name)-", into: &svg)
            let note = "\(name), \(column.placement.rawValue), \(FramesSVGWriter.n(frame.width)) pt"
            svg.line("<text class=\"note\" x=\"\(FramesSVGWriter.n(frame.x + 2))\" y=\"\(FramesSVGWriter.n(frame.maxY - 16))\">"
                + "\(xmlEscaped(note))</text>")
        }
    }
}
