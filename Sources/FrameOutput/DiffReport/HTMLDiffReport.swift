import FramesFormat
import LayoutEngine

/// `--report DIR`: DIR/index.html, one page with no network (Docs/CLI.md, "The HTML report"):
/// the verdict and summary lines, then each spec and width that differs drawn as its golden and
/// new frames overlaid (the golden's in blue, dashed; the new in orange; added green, removed red;
/// the unchanged grey), each changed element a link to its line in the list below the picture.
public struct HTMLDiffReport {
    public var report: TextDiffReport

    /// Elements drawn per comparison, changed and unchanged each: a picture a browser still draws.
    public static let drawnLimit = 5_000

    public init(report: TextDiffReport) {
        self.report = report
    }

    public var html: String {
        var page = HTMLDiffPage.head
        page += "<h1>\(xmlEscaped(report.verdict))</h1>\n"
        let failing = report.bySpec.filter { spec in spec.contains(where: \.fails) }
        let summary = failing.flatMap(report.summaryLines)
        if !summary.isEmpty { page += "<pre class=\"summary\">\(xmlEscaped(summary.joined(separator: "\n"), keepsLines: true))</pre>\n" }
        if !report.orphans.isEmpty {
            page += "<p class=\"orphans\">Orphan goldens (no spec or width of this run makes them): "
                + xmlEscaped(report.orphans.joined(separator: ", ")) + "</p>\n"
        }
        page += HTMLDiffPage.legend
        for (index, comparison) in report.comparisons.enumerated() where comparison.fails {
            page += section(comparison, id: "c\(index)")
        }
        page += HTMLDiffPage.tail
        return page
    }

    /// One comparison: its title, summary, picture and the list of its changes.
    func section(_ comparison: GoldenComparison, id: String) -> String {
        var out = "<section class=\"comparison\" id=\"\(id)\" data-title=\"\(xmlEscaped(comparison.title))\">\n"
        out += "<h2>\(xmlEscaped(comparison.title))</h2>\n"
        out += "<p class=\"files\">golden \(xmlEscaped(comparison.golden)) → new \(xmlEscaped(comparison.new))</p>\n"
        out += "<p class=\"summary\">\(xmlEscaped(comparison.summary))</p>\n"
        guard case .differs(let diff, let groups) = comparison.outcome else { return out + "</section>\n" }
        var drawing = Drawing()
        var items: [String] = []
        let numbers = groups.numbers
        // Changed elements, kind by kind and change by change as the text report lists them.
        for group in groups.groups {
            if items.count >= Self.drawnLimit { break }
            let text = group.change == .changed ? groups.description(of: group) : ""
            for member in groups.members(of: group, limit: Self.drawnLimit - items.count) {
                let element = "\(id)-\(items.count)"
                switch group.change {
                case .changed:
                    let (old, new) = groups.changes[member]
                    // The golden's outline over the new frame, so that a 1-pt move shows both.
                    drawing.add(new.frame, role: "new", element: element, name: new.identity)
                    drawing.add(old.frame, role: "old", element: element, name: old.identity)
                    let change = group.varied ? groups.description(of: old, new) : text
                    items.append(item(element, "\(new.identity): \(numbers.frame(old.frame)) → \(numbers.frame(new.frame)) (\(change))"))
                case .added:
                    let entry = diff.added[member]
                    drawing.add(entry.frame, role: "added", element: element, name: entry.identity)
                    items.append(item(element, "\(entry.identity) added: \(numbers.frame(entry.frame))"))
                case .removed:
                    let entry = diff.removed[member]
                    drawing.add(entry.frame, role: "removed", element: element, name: entry.identity)
                    items.append(item(element, "\(entry.identity) removed: \(numbers.frame(entry.frame))"))
                }
            }
        }
        let changedCount = diff.changedCount + diff.added.count + diff.removed.count
        // The unchanged elements of the new frames, for where the changes are (when the changes
        // leave room: past the drawn limit the picture is changes only).
        var context: [Rect] = []
        if let frames = comparison.frames, changedCount < Self.drawnLimit {
            // Fewer changes than are drawn: every one is kept (`FramesDiff.Reporting.membersShown`).
            let changedNames = Set(groups.changes.map { $0.new.identity } + diff.added.map(\.identity))
            for entry in frames.entries where context.count < Self.drawnLimit && !changedNames.contains(entry.identity) {
                context.append(entry.frame)
            }
        }
        let content = diff.contentSize?.new ?? comparison.frames?.contentSize ?? []
        out += drawing.svg(context: context, contentSize: content)
        if changedCount > items.count {
            out += "<p class=\"omitted\">\(changedCount - items.count) more changes not drawn (the first \(Self.drawnLimit) are)</p>\n"
        }
        out += "<ol class=\"changes\">\n" + items.joined(separator: "\n") + "\n</ol>\n</section>\n"
        return out
    }

    private func item(_ element: String, _ text: String) -> String {
        "<li id=\"\(element)\">\(xmlEscaped(text))</li>"
    }
}

/// The rectangles of one picture, and the extent that holds them all.
struct Drawing {
    private var shapes: [String] = []
    private var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

    mutating func add(_ frame: Rect, role: String, element: String, name: String) {
        extend(frame)
        shapes.append("<a href=\"#\(element)\"><rect class=\"\(role)\" data-element=\"\(element)\" data-name=\"\(xmlEscaped(name))\" "
                      + "\(attributes(frame))><title>\(xmlEscaped(name)) (\(role))</title></rect></a>")
    }

    private mutating func extend(_ frame: Rect) {
        minX = min(minX, frame.x)
        minY = min(minY, frame.y)
        maxX = max(maxX, frame.x + frame.width)
        maxY = max(maxY, frame.y + frame.height)
    }

    private func attributes(_ frame: Rect) -> String {
        "x=\"\(formatNumber(frame.x))\" y=\"\(formatNumber(frame.y))\" width=\"\(formatNumber(max(frame.width, 0)))\" "
            + "height=\"\(formatNumber(max(frame.height, 0)))\""
    }

    /// The SVG: the unchanged elements under the changed ones, in points (its view box), drawn at
    /// most `HTMLDiffPage.pictureWidth` pixels wide.
    mutating func svg(context: [Rect], contentSize: [Double]) -> String {
        for frame in context { extend(frame) }
        if contentSize.count == 2 { extend(Rect(x: 0, y: 0, width: contentSize[0], height: contentSize[1])) }
        let width = max(maxX - minX, 1), height = max(maxY - minY, 1)
        // Up to twice the points' size, at most `pictureWidth` across: a point's move is a pixel or two.
        let shown = min(width * 2, HTMLDiffPage.pictureWidth)
        var out = "<svg class=\"overlay\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(formatNumber(minX)) \(formatNumber(minY)) "
            + "\(formatNumber(width)) \(formatNumber(height))\" width=\"\(formatNumber(shown))\" "
            + "height=\"\(formatNumber((height * shown / width).rounded()))\">\n"
        if contentSize.count == 2 {
            out += "<rect class=\"content\" x=\"0\" y=\"0\" width=\"\(formatNumber(contentSize[0]))\" height=\"\(formatNumber(contentSize[1]))\"/>\n"
        }
        out += "<g class=\"context\">" + context.map { "<rect \(attributes($0))/>" }.joined() + "</g>\n"
        out += shapes.joined(separator: "\n") + "\n</svg>\n"
        return out
    }
}
