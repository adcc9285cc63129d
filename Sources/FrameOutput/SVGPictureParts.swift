import FramesFormat
import LayoutEngine

/// The part of a long layout a picture draws: the first `screenLimit` screens along the scroll
/// axis, and the viewport wherever it is; what lies between is left out and marked.
struct DrawnRegion {
    /// The far edge of what is drawn (infinity: everything).
    var maxX = Double.infinity
    var maxY = Double.infinity
    /// The first screens, when the layout is longer than them.
    private var head: Rect?
    private var viewport: Rect
    private var screens = 0

    init(_ result: some LayoutFrames, viewport: Rect, screenLimit: Int?) {
        self.viewport = viewport
        guard let screenLimit, screenLimit > 0 else { return }
        screens = screenLimit
        let vertical = result.scrollDirection == .vertical
        let screen = vertical ? result.container.height : result.container.width
        let length = vertical ? result.contentSize.height : result.contentSize.width
        let limit = screen * Double(screenLimit)
        guard length > limit else { return }
        if vertical {
            head = Rect(x: -1e12, y: -1e12, width: 2e12, height: 1e12 + limit)
            maxY = max(limit, viewport.maxY)
        } else {
            head = Rect(x: -1e12, y: -1e12, width: 1e12 + limit, height: 2e12)
            maxX = max(limit, viewport.maxX)
        }
    }

    /// Whether a frame lies (partly) in the drawn part.
    func shows(_ frame: Rect) -> Bool {
        guard let head else { return true }
        return frame.intersects(head) || frame.intersects(viewport)
    }

    /// The band between the first screens and the viewport, drawn as a hatched gap.
    var gap: Rect? {
        guard let head, head.maxY < viewport.y || head.maxX < viewport.x else { return nil }
        return head.maxY < viewport.y
            ? Rect(x: 0, y: head.maxY, width: viewport.maxX, height: viewport.y - head.maxY)
            : Rect(x: head.maxX, y: 0, width: viewport.x - head.maxX, height: viewport.maxY)
    }

    func note(leftOut: Int) -> String? {
        guard head != nil else { return nil }
        return "drawn: the first \(screens) screens and the viewport; \(leftOut) elements left out (--svg-limit)"
    }
}

/// The picture's colours (light and dark appearance) and its legend.
enum SVGLegend {
    /// Pinned boundary items are lifted to this zIndex and above while pinned (Docs/Semantics.md).
    static let pinnedZIndex = 1_000_000_000

    static let style = """
        .page{fill:#ffffff} .content{fill:#fcfcfd;stroke:#8792a2} \
        .cell{fill:#dbe9ff;stroke:#3b73c8} .supplementary{fill:#ffe3b8;fill-opacity:.92;stroke:#d9822b} \
        .pinned{fill:#ffd0d8;stroke:#c8324f;stroke-width:1.5} \
        .cellContent{fill:#ffffff;fill-opacity:.85;stroke:#5b8f3a} .approximate{stroke-dasharray:3 2} \
        .separator{fill:#9aa5b4;stroke:none} \
        .decoration{fill:#ece6f7;stroke:#9b8ec4;stroke-dasharray:4 3} .section{fill:none;stroke:#b9c0c9;stroke-dasharray:2 3} \
        .insets{fill:#f3f5f8} .window{fill:none;stroke:#2e9d5b;stroke-width:1.5} \
        .viewport{fill:none;stroke:#d64545;stroke-width:1.5;stroke-dasharray:8 4} .gap{fill:#8792a2;fill-opacity:.15} \
        text{fill:#1f2933} .note{fill:#4b5563;font-size:10px;stroke:#ffffff;stroke-width:3px;paint-order:stroke} .faded{opacity:.3} \
        @media (prefers-color-scheme: dark){.page{fill:#15191e} .content{fill:#1c2128;stroke:#6b7785} \
        .cell{fill:#1f3a5f;stroke:#6fa0e8} .supplementary{fill:#5a3d17;stroke:#f0a64b} .pinned{fill:#5c1f2b;stroke:#ff7a93} \
        .cellContent{fill:#15191e;stroke:#8cc66a} .separator{fill:#59616b} \
        .decoration{fill:#2d2640;stroke:#a99bd6} .section{stroke:#59616b} .insets{fill:#222830} .window{stroke:#4cc47f} \
        .viewport{stroke:#ff6b6b} text{fill:#e6e9ed} .note{fill:#b8c0c9;stroke:#15191e}}
        """

    /// The height of one row of swatches, and the room the legend's first row takes with its gap.
    static let rowHeight = 16.0
    static let firstRowHeight = 22.0

    /// Swatches of what each colour and line stands for, from (`x`, `y`), in as many rows as fit within
    /// `width` (a phone-sized picture is narrower than one row); `height` is the room they take.
    static func rows(x: Double, y: Double, width: Double = .infinity) -> (svg: String, height: Double) {
        let entries: [(String, String)] = [("cell", "cell"), ("supplementary", "supplementary"), ("decoration", "decoration"),
                                           ("supplementary pinned", "pinned"), ("cellContent", "cell content"),
                                           ("viewport", "viewport"), ("section", "section"),
                                           ("window", "visible row")]
        var out = "<g class=\"legend\" font-size=\"10px\">"
        // The advance (26 + 5.6 per character) is counted in tenths of a point, so that the positions
        // print as written (312.8, not the 312.79999999999995 that adding 5.6s accumulates).
        var tenths = 0
        var rowY = y
        for (style, label) in entries {
            let advance = 260 + label.count * 56
            if tenths > 0, x + Double(tenths + advance) / 10 > x + width {
                tenths = 0
                rowY += rowHeight
            }
            let cursor = (x * 10 + Double(tenths)) / 10
            out += "<rect class=\"\(style)\" x=\"\(formatNumber(cursor))\" y=\"\(formatNumber(rowY))\" width=\"14\" height=\"10\"/>"
            out += "<text x=\"\(formatNumber(cursor + 18))\" y=\"\(formatNumber(rowY + 9))\">\(label)</text>"
            tenths += advance
        }
        return (out + "</g>", firstRowHeight + (rowY - y))
    }
}

/// The picture's heading (what was drawn: the title, the container, the content, the count of
/// elements, what `--svg-limit` left out), in as many lines as it takes to fit the picture's
/// width, as the legend's rows do: a phone-sized picture is narrower than the heading. The whole
/// heading is also the SVG's `<title>`.
enum SVGHeading {
    /// Lines after the first are this much lower; the picture grows by it for each.
    static let lineHeight = 16.0

    /// Character widths in em of the heading's bold 13-px sans-serif (Helvetica Bold's advance
    /// widths, which Arial's and Liberation Sans' match, grouped and rounded up, **our choice**:
    /// narrow punctuation and i, l, f, t, r; wide capitals, m, w, @, %; the rest, digits and most
    /// lower case). The estimate errs long, by about 9% on headings, so that a line fits.
    /// A wide character (U+1100 and above: Hangul, kana, CJK ideographs, emoji, and `…`) takes a
    /// whole em, as list text widths count it (Docs/Lists.md, "Text widths"): a Japanese file name
    /// is about half as wide again as the same count of Latin letters.
    static func width(_ text: Substring) -> Double {
        let em = text.reduce(0.0) { sum, character in
            if TextWidth.isWide(character) { return sum + 1 }
            if " ,.:;'()[]-/|!ijlIftr".contains(character) { return sum + 0.34 }
            if character.isUppercase || "mw@%".contains(character) { return sum + 0.95 }
            return sum + 0.62
        }
        return em * 13
    }

    /// `heading` in lines no wider than `room`, each filled with as much as fits: broken after a
    /// clause (`, `, `; `); a clause longer than a line after its `: `, then between its words; a
    /// word longer than a line keeps its start and end around an `…`.
    static func lines(_ heading: String, room: Double) -> [String] {
        var lines: [Substring] = []
        var line: Substring = ""
        func place(_ piece: Substring) {
            if line.isEmpty {
                line = piece
            } else if width(line) + width(" ") + width(piece) <= room {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        func fit(_ text: Substring, breaks: [String]) {
            guard !text.isEmpty else { return }
            guard width(text) > room else { return place(text) }
            guard let marks = breaks.first else { return place(elided(text, room: room)) }
            for part in parts(text, after: marks) { fit(part, breaks: Array(breaks.dropFirst())) }
        }
        fit(Substring(heading), breaks: [",;", ":", ""])
        if !line.isEmpty { lines.append(line) }
        return lines.map(String.init)
    }

    /// `text` cut at each space after one of `marks` (at every space when `marks` is empty), the
    /// space dropped.
    static func parts(_ text: Substring, after marks: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var previous: Character?
        for index in text.indices {
            if text[index] == " ", let previous, marks.isEmpty || marks.contains(previous) {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            previous = text[index]
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    /// `word` shortened in its middle to fit `room`, as Finder shortens a long file name.
    static func elided(_ word: Substring, room: Double) -> Substring {
        var head = word.prefix(word.count / 2), tail = word.suffix(word.count - head.count)
        while !(head.isEmpty && tail.isEmpty), width(head) + width("…") + width(tail) > room {
            if head.count > tail.count { head = head.dropLast() } else { tail = tail.dropFirst() }
        }
        return head + "…" + tail
    }

    /// The lines as SVG text, the first with its baseline at `y`.
    static func svg(_ lines: [String], x: Double, y: Double) -> String {
        lines.enumerated().map { index, line in
            "<text x=\"\(formatNumber(x))\" y=\"\(formatNumber(y + Double(index) * lineHeight))\" font-size=\"13px\" "
                + "font-weight=\"bold\">\(xmlEscaped(line))</text>"
        }.joined(separator: "\n")
    }
}
