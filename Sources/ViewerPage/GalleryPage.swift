import Foundation
import FramesFormat
import LayoutEngine
import SpecReading

/// `index.html` of a render: an interactive viewer in plain HTML with an inline script and no
/// network. It draws every spec at the chosen width, all widths at one scale (points to pixels the
/// same), shows an element's frame and index path on hover, steps orthogonal sections through
/// their resting offsets, and mirrors the layout right to left as UIKit does.
public enum GalleryPage {
    /// One spec at one width: its frames, files, and its orthogonal rows at each resting offset.
    public struct View: Sendable {
        /// What the view is called: a width in points (`390`), or a device's name.
        public var width: String
        public var result: LayoutResult
        public var files: [String]
        public var rows: [Row] = []

        public init(width: String, result: LayoutResult, files: [String], rows: [Row] = []) {
            (self.width, self.result, self.files, self.rows) = (width, result, files, rows)
        }
    }

    /// An orthogonal section's elements (decorations aside) at each offset it comes to rest at.
    public struct Row: Sendable {
        var section: Int
        var behavior: String
        var offsets: [Double]
        var current: Int
        var elements: [[Element]]
    }

    /// Elements the page holds per view, so that the page of a huge layout stays small; the
    /// first ones along the scroll axis are kept and the page says how many are left out.
    static let elementLimit = 5_000
    /// Resting offsets the viewer steps through per section, and rows per view.
    static let offsetLimit = 24
    static let rowLimit = 8

    /// Each orthogonal section solved again at each resting offset (a continuous one at every half
    /// viewport), keeping the section's own elements; list cell content only when the page shows it (`--no-content`).
    /// A row's offset moves its own groups only (Docs/Semantics.md, "Orthogonal scrolling"), so
    /// every row is stepped at once: one solve for each step, not one for each row's step.
    public static func orthogonalRows(_ spec: CompiledSpec, result: LayoutResult, includesCellContent: Bool) -> [Row] {
        guard result.elements.count <= elementLimit else { return [] }
        var rows: [Row] = []
        for section in result.sections.prefix(while: { _ in rows.count < rowLimit }) {
            guard let scroll = section.orthogonal else { continue }
            let end = max(0, scroll.contentLength - scroll.viewportLength)
            let step = max(scroll.viewportLength / 2, 1)
            let offsets = Array((scroll.restingOffsets ?? stride(from: 0, through: end, by: step).map { $0 }).prefix(offsetLimit))
            guard offsets.count > 1 else { continue }
            let current = offsets.firstIndex { abs($0 - scroll.offset) < 0.001 } ?? 0
            rows.append(Row(section: section.section, behavior: scroll.behavior.rawValue, offsets: offsets, current: current, elements: []))
        }
        var layout = spec.layout
        for step in 0..<(rows.map(\.offsets.count).max() ?? 0) {
            for row in rows where step < row.offsets.count { layout.sections[row.section].orthogonalOffset = row.offsets[step] }
            let solved = LayoutSolver(includesCellContent: includesCellContent).solve(layout, in: spec.environment)
            for index in rows.indices where step < rows[index].offsets.count {
                rows[index].elements.append(solved.elements.filter { $0.section == rows[index].section && $0.category != .decoration })
            }
        }
        return rows
    }

    public static func html(_ specs: [(name: String, views: [View])]) -> String {
        GalleryScript.page(data: scriptSafe(dataJSON(specs)))
    }

    /// What the page draws: `{"specs": [{"name": ..., "views": [...]}]}`.
    public static func dataJSON(_ specs: [(name: String, views: [View])]) -> String {
        "{\"specs\": [" + specs.map { name, views in
            "{\"name\": \(jsonString(name)), \"views\": [" + views.map(viewJSON).joined(separator: ",\n") + "]}"
        }.joined(separator: ",\n") + "]}"
    }

    /// JSON made safe to sit inside a `<script>` element. There `</script` ends the element, and
    /// `<!--` followed by `<script` makes the browser read past the real `</script>` (HTML, "script
    /// data double escaped state"): no `<` is left at all. It appears only inside strings here,
    /// where `\u003C` reads back as `<`.
    public static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003C")
    }

    static func viewJSON(_ view: View) -> String {
        let result = view.result
        let kept = result.elements.prefix(elementLimit)
        var out = "{\"width\": \(jsonString(view.width)), \"container\": [\(n(result.container.width)), \(n(result.container.height))], "
        out += "\"offset\": [\(n(result.contentOffset.x)), \(n(result.contentOffset.y))], "
        out += "\"content\": [\(n(result.contentSize.width)), \(n(result.contentSize.height))], "
        out += "\"vertical\": \(result.scrollDirection == .vertical), \"leftOut\": \(result.elements.count - kept.count), "
        out += "\"files\": [" + view.files.map(jsonString).joined(separator: ", ") + "], "
        out += "\"sections\": [" + result.sections.map { section in
            "[\(section.section), \(frame(section.frame)), \(frame(section.contentFrame))]"
        }.joined(separator: ", ") + "],\n"
        out += "\"elements\": [" + kept.map(elementJSON).joined(separator: ",\n") + "],\n"
        out += "\"rows\": [" + view.rows.map { row in
            "{\"section\": \(row.section), \"behavior\": \(jsonString(row.behavior)), \"current\": \(row.current), "
                + "\"offsets\": [" + row.offsets.map(n).joined(separator: ", ") + "], "
                + "\"elements\": [" + row.elements.map { "[" + $0.map(elementJSON).joined(separator: ",") + "]" }.joined(separator: ",\n") + "]}"
        }.joined(separator: ",\n") + "]}"
        return out
    }

    /// `[category, kind, section, item, x, y, width, height, zIndex]`; the layout's boundary items
    /// have item -1 (UIKit's NSIntegerMax).
    static func elementJSON(_ element: Element) -> String {
        let item = element.item == Element.layoutBoundaryItemIndex ? -1 : element.item
        return "[\(jsonString(element.category.rawValue)), \(element.kind.map(jsonString) ?? "null"), \(element.section), \(item), "
            + "\(frame(element.frame)), \(element.zIndex)]"
    }

    static func frame(_ rect: Rect) -> String { "\(n(rect.x)), \(n(rect.y)), \(n(rect.width)), \(n(rect.height))" }

    static func n(_ value: Double) -> String { formatNumber(value) }
}
