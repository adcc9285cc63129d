import FramesFormat
import LayoutEngine

/// Draws a solved layout as SVG 1.1: the content to scale (1 pt = 1 px), section bounds with their
/// insets, decorations behind, cells, the content inside cells (approximate frames dashed),
/// supplementaries on top (by zIndex), each labelled with its index path where it fits, the viewport
/// marked, a legend, and colours for light and dark appearance.
/// Orthogonal rows are drawn whole: what the device shows (the collection view's width, the peek in
/// the section's insets included) normally, the rest of the row faded. Layouts longer than
/// `screenLimit` screens are drawn to that length plus the viewport, with a note of what is left
/// out, so that a picture stays a few megabytes. The same layout always gives the same bytes.
public enum FramesSVGWriter {
    static let margin = 24.0
    static let titleHeight = 22.0
    /// Screens a picture draws by default before it leaves the rest out.
    public static let defaultScreenLimit = 20

    /// Only the elements drawn are kept: a picture of a million elements holds the first screens' few.
    public static func write(_ result: some LayoutFrames, title: String, screenLimit: Int? = defaultScreenLimit) -> String {
        let viewport = Rect(x: result.contentOffset.x, y: result.contentOffset.y,
                            width: result.container.width, height: result.container.height)
        let drawn = DrawnRegion(result, viewport: viewport, screenLimit: screenLimit)
        var elements: [Element] = []
        var total = 0
        result.forEachElement { element in
            total += 1
            if drawn.shows(element.frame) { elements.append(element) }
        }
        let sections = result.sections.filter { drawn.shows($0.frame) }
        let frames = elements.map(\.frame) + sections.map(\.frame)
        let minX = min(0, frames.map(\.x).min() ?? 0)
        let minY = min(0, frames.map(\.y).min() ?? 0)
        let maxX = min(max(result.contentSize.width, viewport.maxX, frames.map(\.maxX).max() ?? 0), drawn.maxX)
        let maxY = min(max(result.contentSize.height, viewport.maxY, frames.map(\.maxY).max() ?? 0), drawn.maxY)
        let width = max(maxX - minX + 2 * margin, 420)
        var heading = "\(title): \(n(result.container.width))×\(n(result.container.height)) @\(n(result.scale))x, "
            + (result.screen.map(ScreenSVG.heading) ?? "content \(n(result.contentSize.width))×\(n(result.contentSize.height))")
            + ", \(total) elements"
            + (result.environment.map { "; " + EnvironmentHeader.summary($0) } ?? "")
        if let note = drawn.note(leftOut: total - elements.count) { heading += "; \(note)" }
        let headingLines = SVGHeading.lines(heading, room: width - 2 * margin)
        // The heading's lines after the first push the legend and the layout down.
        let headingHeight = titleHeight + Double(headingLines.count - 1) * SVGHeading.lineHeight
        let legend = SVGLegend.rows(x: margin, y: margin + 6 + headingHeight - titleHeight, width: width - 2 * margin)
        let height = maxY - minY + 2 * margin + headingHeight + legend.height
        var svg = SVGText()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.line("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">")
        svg.line("<title>\(xmlEscaped(heading))</title>")
        svg.line("<style>\(SVGLegend.style)\(result.screen == nil ? "" : ScreenSVG.style)</style>")
        svg.line("<rect class=\"page\" width=\"100%\" height=\"100%\"/>")
        svg.line(SVGHeading.svg(headingLines, x: margin, y: margin - 6))
        svg.line(legend.svg)
        svg.line("<g transform=\"translate(\(n(margin - minX)) \(n(margin + headingHeight + legend.height - minY)))\">")
        svg.line("<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(n(min(result.contentSize.width, drawn.maxX)))\" "
            + "height=\"\(n(min(result.contentSize.height, drawn.maxY)))\"/>")

        if let screen = result.screen {
            ScreenSVG.drawColumns(screen, sections: sections, elements: elements, scrollDirection: result.scrollDirection, into: &svg)
        } else {
            drawLayer(sections: sections, elements: elements, scrollDirection: result.scrollDirection, viewport: viewport, into: &svg)
        }
        if let gap = drawn.gap {
            svg.line("<rect class=\"gap\" x=\"\(n(gap.x))\" y=\"\(n(gap.y))\" width=\"\(n(gap.width))\" height=\"\(n(gap.height))\"/>")
        }
        svg.line(rect(viewport, class: "viewport"))
        svg.line("<text class=\"note\" x=\"\(n(viewport.x + 2))\" y=\"\(n(viewport.maxY - 3))\">viewport \(n(viewport.width))×\(n(viewport.height))</text>")
        svg.line("</g>")
        svg.line("</svg>")
        return svg.text
    }

    /// One layout's sections and elements: section bounds and insets, decorations, cells and
    /// supplementaries in zIndex order, orthogonal rows with what `viewport` shows of them, then
    /// section notes. `idPrefix` keeps clip path ids apart when several layouts share a picture
    /// (a screen's columns, Docs/Screens.md).
    static func drawLayer(sections: [SectionFrame], elements: [Element], scrollDirection: Axis, viewport: Rect,
                          idPrefix: String = "", into svg: inout SVGText) {
        var windows: [Int: Rect] = [:]
        for section in sections {
            svg.line(rect(section.frame, class: "section"))
            if section.contentFrame != section.frame, section.contentFrame.width > 0, section.contentFrame.height > 0 {
                svg.line(rect(section.contentFrame, class: "insets"))
            }
            if section.orthogonal != nil {
                let window = visibleWindow(section, viewport: viewport, scrollDirection: scrollDirection)
                windows[section.section] = window
                svg.line("<clipPath id=\"\(idPrefix)window\(section.section)\">\(rect(window, class: nil))</clipPath>")
            }
        }

        // zIndex first; then decorations behind, cells, supplementaries, and the content of cells and list
        // headers and footers over the view it belongs to (which has its zIndex).
        let rank: [ElementCategory: Int] = [.decoration: 0, .cell: 1, .supplementary: 2, .content: 3]
        let order = elements.indices.sorted {
            let a = elements[$0], b = elements[$1]
            return (a.zIndex, rank[a.category] ?? 1, $0) < (b.zIndex, rank[b.category] ?? 1, $1)
        }
        let separated = separators(sections: sections, elements: elements)
        for index in order {
            let element = elements[index]
            var drawing = draw(element)
            if let separator = separated[index] { drawing += rect(separator, class: "separator") }
            if let window = windows[element.section], element.category != .decoration, !contains(window, element.frame) {
                svg.line("<g class=\"faded\">\(drawing)</g>")
                svg.line("<g clip-path=\"url(#\(idPrefix)window\(element.section))\">\(drawing)</g>")
            } else {
                svg.line(drawing)
            }
        }
        for window in windows.keys.sorted() {
            if let frame = windows[window] { svg.line(rect(frame, class: "window")) }
        }
        // Section notes last, haloed, so that headers do not hide them.
        for section in sections where section.frame.height >= 12 && section.frame.width >= 60 {
            var note = "section \(section.section)"
            if let scroll = section.orthogonal { note += ", \(scroll.behavior.rawValue) at \(n(scroll.offset))" }
            svg.line("<text class=\"note\" x=\"\(n(section.frame.x + 2))\" y=\"\(n(section.frame.y + 10))\">\(xmlEscaped(note))</text>")
        }
    }

    /// The separator drawn inside each list row that another row of its section follows (Docs/Lists.md,
    /// "Separators"), by the row's index in `elements`.
    static func separators(sections: [SectionFrame], elements: [Element]) -> [Int: Rect] {
        let styles = Dictionary(sections.compactMap { section in section.separators.map { (section.section, $0) } },
                                uniquingKeysWith: { first, _ in first })
        guard !styles.isEmpty else { return [:] }
        var rows: [Int: [(item: Int, index: Int)]] = [:]
        for (index, element) in elements.enumerated() where element.category == .cell && styles[element.section] != nil {
            rows[element.section, default: []].append((element.item, index))
        }
        var drawn: [Int: Rect] = [:]
        for (section, cells) in rows {
            guard let style = styles[section] else { continue }
            let items = Set(cells.map(\.item))
            for cell in cells where items.contains(cell.item + 1) {
                drawn[cell.index] = style.frame(below: elements[cell.index].frame)
            }
        }
        return drawn
    }

    /// What the device shows of an orthogonal section: the whole width (height, scrolling
    /// sideways) of the collection view's `viewport`, the section's insets included, as long as the section.
    static func visibleWindow(_ section: SectionFrame, viewport: Rect, scrollDirection: Axis) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: viewport.x, y: section.frame.y, width: viewport.width, height: section.frame.height)
            : Rect(x: section.frame.x, y: viewport.y, width: section.frame.width, height: viewport.height)
    }

    static func draw(_ element: Element) -> String {
        var label: String
        switch element.category {
        case .cell:
            label = "\(element.section).\(element.item)" + (element.id.map { " \($0)" } ?? "")
        case .supplementary:
            let item = element.item == Element.layoutBoundaryItemIndex ? "layout" : "\(element.section).\(element.item)"
            label = "\(element.kind ?? "") \(item)"
        case .content:
            label = (element.kind ?? "").replacingPrefix("accessory.", with: "")
        case .decoration, .column:
            label = element.kind ?? ""
        }
        let pinned = element.category == .supplementary && element.zIndex >= SVGLegend.pinnedZIndex
        // Cell content has its own class: `content` is the picture's content area.
        let name = pinned ? "supplementary pinned" : element.category == .content ? "cellContent" : element.category.rawValue
        var out = rect(element.frame, class: name + (element.approximate ? " approximate" : ""))
        let frame = element.frame
        let size = min(12, frame.height * 0.6, frame.width / Double(max(label.count, 1)) * 1.7)
        if size >= 5 {
            if element.category == .decoration {
                out += "<text x=\"\(n(frame.x + 3))\" y=\"\(n(frame.y + size + 1))\" font-size=\"\(n(size.rounded()))px\">\(xmlEscaped(label))</text>"
            } else {
                out += "<text x=\"\(n(frame.x + frame.width / 2))\" y=\"\(n(frame.y + frame.height / 2 + size * 0.35))\" "
                    + "font-size=\"\(n(size.rounded()))px\" text-anchor=\"middle\">\(xmlEscaped(label))</text>"
            }
        }
        return out
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    static func rect(_ frame: Rect, class name: String?) -> String {
        let style = name.map { " class=\"\($0)\"" } ?? ""
        return "<rect\(style) x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" height=\"\(n(max(frame.height, 0)))\"/>"
    }

    static func n(_ value: Double) -> String { formatNumber(value) }
}

private extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}

/// Lines of SVG text.
struct SVGText {
    var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}
