/// UIKit's answer to `layoutAttributesForElements(in:)` (Docs/Semantics.md, "Rect queries"): not
/// a plain frame intersection. The rectangle is first clipped to the content; an element that
/// belongs to a group is found only when its group's frame meets the rectangle too; decorations
/// are found by their section along the scroll axis, touching included; an empty-area rectangle
/// finds decorations only.
struct RectQuery: Sendable {
    let scrollAxis: Axis
    /// The rectangle clipped to the content.
    let clipped: Rect
    let hasArea: Bool
    /// Along the scroll axis, the clipped range, even when the clip left no area across it.
    let alongStart: Double
    let alongEnd: Double
    /// Whether the rectangle reaches the content along the scroll axis at all.
    let inContent: Bool

    init(rect: Rect, contentSize: Size, scrollAxis: Axis) {
        self.scrollAxis = scrollAxis
        let x0 = max(rect.x, 0), y0 = max(rect.y, 0)
        let x1 = min(rect.maxX, contentSize.width), y1 = min(rect.maxY, contentSize.height)
        clipped = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        hasArea = clipped.width > 0 && clipped.height > 0
        alongStart = clipped.start(scrollAxis)
        alongEnd = scrollAxis == .vertical ? max(y0, y1) : max(x0, x1)
        inContent = scrollAxis == .vertical ? y0 <= y1 : x0 <= x1
    }

    /// Whether anything of the group with this (finished) frame can be found.
    func meets(group frame: Rect) -> Bool {
        hasArea && frame.intersects(clipped)
    }

    /// Whether the query returns the element.
    func returns(_ element: Element, _ membership: Membership) -> Bool {
        switch membership {
        case .ownFrame:
            return hasArea && element.frame.intersects(clipped)
        case .group(let group):
            return meets(group: group) && element.frame.intersects(clipped)
        case .section(let section):
            return inContent && section.length(scrollAxis) > 0
                && section.start(scrollAxis) <= alongEnd && alongStart <= section.end(scrollAxis)
        }
    }
}

/// Which of a section's top-level groups are looked at: all of them, or with a rect query only
/// those it can find anything in, found by binary search over the stacked groups so that a query
/// costs by what it returns, not by the whole layout.
struct GroupWindow: Sendable {
    let query: RectQuery?
    let finish: ElementFinish

    static func all(_ finish: ElementFinish) -> GroupWindow { GroupWindow(query: nil, finish: finish) }

    /// Whether the group with this finished frame is looked at.
    func admits(_ groupFrame: Rect) -> Bool {
        query?.meets(group: groupFrame) ?? true
    }

    /// The groups that may meet the query: those starting, along the scroll axis, at most a group's
    /// length before the query's range and no later than its end. Unless the groups start in
    /// order along the axis (`ordered`), all are looked at.
    func range(_ groups: [PlacedGroup], shift: Point, ordered: Bool, shapes: [GroupShape]) -> Range<Int> {
        guard let query, ordered else { return groups.indices }
        guard query.hasArea else { return 0..<0 }
        let axis = query.scrollAxis
        // The query's range in the groups' coordinates: not yet mirrored (right to left) nor
        // rounded (half a pixel at most; one point of margin covers it).
        var low = query.clipped.start(axis), high = query.clipped.end(axis)
        if axis == .horizontal && finish.mirrored {
            (low, high) = (finish.contentWidth - high, finish.contentWidth - low)
        }
        let longest = shapes.map { $0.size.length(axis) }.max() ?? 0
        let offset = axis == .horizontal ? shift.x : shift.y
        func firstIndex(startingAfter bound: Double) -> Int {
            var lower = 0, upper = groups.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if groups[middle].origin.coordinate(axis) + offset > bound { upper = middle } else { lower = middle + 1 }
            }
            return lower
        }
        let first = firstIndex(startingAfter: low - longest - 1)
        let last = firstIndex(startingAfter: high + 1)
        return first..<max(first, last)
    }
}

/// The last step of every frame (Docs/Semantics.md, "Rounding"): origins on the nearest pixel,
/// sizes cleaned of noise, and right to left, the layout mirrored across the content width, as
/// UIKit flips leading and trailing.
struct ElementFinish: Sendable {
    let grid: PixelGrid
    let contentWidth: Double
    let mirrored: Bool

    /// `frame` as output: mirrored right to left, then its origin on the pixel grid.
    @inline(__always)
    func finished(_ frame: Rect) -> Rect {
        var frame = frame
        if mirrored { frame.x = contentWidth - frame.x - frame.width }
        return grid.pixelAligned(frame)
    }

    /// The x of `finished(frame)` alone (inlined, the rest is not computed): each coordinate is
    /// finished on its own.
    @inline(__always)
    func finishedX(_ frame: Rect) -> Double { finished(frame).x }

    /// The y of `finished(frame)` alone.
    @inline(__always)
    func finishedY(_ frame: Rect) -> Double { finished(frame).y }

    /// `frame` mirrored right to left, then each of its edges on the nearest pixel, kept within
    /// `bounds` (a section's frame: sections that meet still meet, and none passes the content's end).
    func finishedEdges(_ frame: Rect, within bounds: Size) -> Rect {
        var frame = frame
        if mirrored { frame.x = contentWidth - frame.x - frame.width }
        func edge(_ value: Double, _ limit: Double) -> Double { min(max(grid.roundToPixel(value), 0), limit) }
        let x = edge(frame.x, bounds.width), y = edge(frame.y, bounds.height)
        return Rect(x: x, y: y, width: grid.snap(max(0, edge(frame.maxX, bounds.width) - x)),
                    height: grid.snap(max(0, edge(frame.maxY, bounds.height) - y)))
    }

    func finished(_ element: Element) -> Element {
        var element = element
        element.frame = finished(element.frame)
        return element
    }
}
