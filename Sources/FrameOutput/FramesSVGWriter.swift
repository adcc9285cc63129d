import LayoutEngine

/// Draws a solved layout as SVG 1.1: the content to scale (1 pt = 1 px), section bounds with their
/// insets, decorations behind, cells, supplementaries on top (by zIndex), each labelled with its index
/// path where it fits, the viewport marked, and orthogonal rows drawn whole with what lies outside
/// their visible window faded. The same layout always gives the same bytes.
public enum FramesSVGWriter {
    static let margin = 24.0
    static let titleHeight = 22.0

    public static func write(_ result: LayoutResult, title: String) -> String {
        let frames = result.elements.map(\.frame) + result.sections.map(\.frame)
        let viewport = Rect(x: result.contentOffset.x, y: result.contentOffset.y,
                            width: result.container.width, height: result.container.height)
        let minX = min(0, frames.map(\.x).min() ?? 0)
        let minY = min(0, frames.map(\.y).min() ?? 0)
        let maxX = max(result.contentSize.width, viewport.maxX, frames.map(\.maxX).max() ?? 0)
        let maxY = max(result.contentSize.height, viewport.maxY, frames.map(\.maxY).max() ?? 0)
        let width = maxX - minX + 2 * margin
        let height = maxY - minY + 2 * margin + titleHeight
        var svg = SVGText()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.line("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">")
        let heading = "\(title): \(n(result.container.width))×\(n(result.container.height)) @\(n(result.scale))x, "
            + (result.screen.map(ScreenSVG.heading) ?? "content \(n(result.contentSize.width))×\(n(result.contentSize.height))")
            + ", \(result.elements.count) elements"
        svg.line("<title>\(xmlEscaped(heading))</title>")
        svg.line("<style>")
        svg.line(".cell{fill:#dbe9ff;stroke:#3b73c8} .supplementary{fill:#ffe3b8;fill-opacity:.92;stroke:#d9822b} "
            + ".decoration{fill:#ece6f7;stroke:#9b8ec4;stroke-dasharray:4 3} .section{fill:none;stroke:#b9c0c9;stroke-dasharray:2 3} "
            + ".insets{fill:#f3f5f8} .window{fill:none;stroke:#2e9d5b;stroke-width:1.5} .viewport{fill:none;stroke:#d64545;stroke-width:1.5;stroke-dasharray:8 4} "
            + ".column{fill:#ffffff;stroke:#5b6b7f;stroke-width:1.5} .overlay{stroke-width:3;stroke-opacity:.5} "
            + "text{fill:#1f2933} .note{fill:#4b5563;font-size:10px;stroke:#ffffff;stroke-width:3px;paint-order:stroke} .faded{opacity:.3}")
        svg.line("</style>")
        svg.line("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        svg.line("<text x=\"\(n(margin))\" y=\"\(n(margin - 6))\" font-size=\"13px\" font-weight=\"bold\">\(xmlEscaped(heading))</text>")
        svg.line("<g transform=\"translate(\(n(margin - minX)) \(n(margin + titleHeight - minY)))\">")
        svg.line("<rect x=\"0\" y=\"0\" width=\"\(n(result.contentSize.width))\" height=\"\(n(result.contentSize.height))\" fill=\"#fcfcfd\" stroke=\"#8792a2\"/>")

        if let screen = result.screen {
            ScreenSVG.drawColumns(result, screen, into: &svg)
        } else {
            drawLayer(sections: result.sections, elements: result.elements, scrollDirection: result.scrollDirection, into: &svg)
        }
        svg.line(rect(viewport, class: "viewport"))
        svg.line("<text class=\"note\" x=\"\(n(viewport.x + 2))\" y=\"\(n(viewport.maxY - 3))\">viewport \(n(viewport.width))×\(n(viewport.height))</text>")
        svg.line("</g>")
        svg.line("</svg>")
        return svg.text
    }

    /// One layout's sections and elements: section bounds and insets, decorations, cells and
    /// supplementaries in zIndex order, orthogonal rows with their windows, then section notes.
    /// `idPrefix` keeps clip path ids apart when several layouts share a picture (a screen's columns).
    static func drawLayer(sections: [SectionFrame], elements: [Element], scrollDirection: Axis, idPrefix: String = "",
                      into svg: inout SVGText) {
        var windows: [Int: Rect] = [:]
        for section in sections {
            svg.line(rect(section.frame, class: "section"))
            if section.contentFrame != section.frame, section.contentFrame.width > 0, section.contentFrame.height > 0 {
                svg.line(rect(section.contentFrame, class: "insets"))
            }
            if section.orthogonal != nil {
                let window = scrollDirection == .vertical
                    ? Rect(x: section.contentFrame.x, y: section.frame.y, width: section.contentFrame.width, height: section.frame.height)
                    : Rect(x: section.frame.x, y: section.contentFrame.y, width: section.frame.width, height: section.contentFrame.height)
                windows[section.section] = window
                svg.line("<clipPath id=\"\(idPrefix)window\(section.section)\">\(rect(window, class: nil))</clipPath>")
            }
        }

        // Decorations behind, then cells, then supplementaries; zIndex first.
        let rank: [ElementCategory: Int] = [.decoration: 0, .cell: 1, .supplementary: 2]
        let order = elements.indices.sorted {
            let a = elements[$0], b = elements[$1]
            return (a.zIndex, rank[a.category] ?? 1, $0) < (b.zIndex, rank[b.category] ?? 1, $1)
        }
        for index in order {
            let element = elements[index]
            let drawing = draw(element)
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

    static func draw(_ element: Element) -> String {
        var label: String
        switch element.category {
        case .cell:
            label = "\(element.section).\(element.item)" + (element.id.map { " \($0)" } ?? "")
        case .supplementary:
            let item = element.item == Element.layoutBoundaryItemIndex ? "layout" : "\(element.section).\(element.item)"
            label = "\(element.kind ?? "") \(item)"
        case .decoration, .content, .column:
            label = element.kind ?? ""
        }
        var out = rect(element.frame, class: element.category.rawValue)
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

/// Lines of SVG text.
struct SVGText {
    var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}
