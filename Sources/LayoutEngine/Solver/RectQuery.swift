/// UIKit's answer to `layoutAttributesForElements(in:)` (Docs/Semantics.md, "Rect queries"): not
/// a plain frame intersection. The rectangle is first clipped to the content; an element that
/// belongs to a group is found only when its group's frame meets the rectangle too; decorations
/// are found by their section along the scroll axis, touching included; an empty-area rectangle
/// finds decorations only.
struct RectQuery: Sendable {
    let rect: Rect
    let contentSize: Size
    let scrollAxis: Axis

    func select(_ placed: PlacedElements) -> PlacedElements {
        let x0 = max(rect.x, 0), y0 = max(rect.y, 0)
        let x1 = min(rect.maxX, contentSize.width), y1 = min(rect.maxY, contentSize.height)
        let clipped = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        let hasArea = clipped.width > 0 && clipped.height > 0
        // Along the scroll axis the clipped range, even when the clip left no area across it.
        let alongStart = clipped.start(scrollAxis)
        let alongEnd = scrollAxis == .vertical ? max(y0, y1) : max(x0, x1)
        let inContent = (scrollAxis == .vertical ? y0 <= y1 : x0 <= x1)
        var found = PlacedElements()
        for (element, membership) in zip(placed.elements, placed.memberships) {
            let returned: Bool
            switch membership {
            case .ownFrame:
                returned = hasArea && element.frame.intersects(clipped)
            case .group(let group):
                returned = hasArea && group.intersects(clipped) && element.frame.intersects(clipped)
            case .section(let section):
                returned = inContent && section.length(scrollAxis) > 0
                    && section.start(scrollAxis) <= alongEnd && alongStart <= section.end(scrollAxis)
            }
            if returned { found.append(element, membership) }
        }
        return found
    }
}
