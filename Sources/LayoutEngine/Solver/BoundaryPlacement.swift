/// Where the boundary supplementary items (headers, footers, side items) of a section, or of the
/// whole layout, go (Docs/Semantics.md, "Boundary items").
///
/// Works in scroll-axis terms: "along" is the scroll axis, "across" the other. Along the axis an
/// item aligned to the start or end edge lies outside the section's box, against its edge, when it
/// extends the boundary and inside otherwise; an item aligned to neither is centred along the box.
/// Across the axis it sits at the named edge of its box, or is centred. Its `absoluteOffset` then
/// moves it, and the section grows to hold the extending items where they end up.
struct BoundaryPlacement: Sendable {
    let grid: PixelGrid
    let scrollAxis: Axis

    /// The placed items and how the section's length grew.
    struct Placed: Sendable {
        /// Frames relative to the section's start along the scroll axis, in order of the items.
        var frames: [Rect]
        /// Room taken before the box by extending start-aligned items, after their offsets.
        var leadingExtent: Double
        /// Room taken after the box by extending end-aligned items, after their offsets.
        var trailingExtent: Double
        /// The content's length: as given, or longer when an extending side item is longer still.
        var contentLength: Double

        var totalLength: Double { leadingExtent + contentLength + trailingExtent }
    }

    enum AlongEdge { case start, end }

    /// Which end of the scroll axis an alignment names, if any.
    func alongEdge(_ alignment: BoundaryAlignment) -> AlongEdge? {
        let (vertical, horizontal) = edges(alignment)
        return scrollAxis == .vertical ? vertical : horizontal
    }

    /// The alignment's edge on the vertical axis and on the horizontal axis.
    private func edges(_ alignment: BoundaryAlignment) -> (vertical: AlongEdge?, horizontal: AlongEdge?) {
        switch alignment {
        case .top: return (.start, nil)
        case .bottom: return (.end, nil)
        case .leading: return (nil, .start)
        case .trailing: return (nil, .end)
        case .topLeading: return (.start, .start)
        case .topTrailing: return (.start, .end)
        case .bottomLeading: return (.end, .start)
        case .bottomTrailing: return (.end, .end)
        }
    }

    /// The sizes the items take: fractions of the box across the scroll axis and of the whole
    /// container along it; estimated dimensions take the measured size when the spec gives one.
    func sizes(_ items: [BoundaryItem], acrossLength: Double, container: Size) -> [Size] {
        let box = Size(along: scrollAxis.other, acrossLength, across: container.length(scrollAxis))
        return items.map { grid.resolve($0.size, in: box, measured: $0.measured) }
    }

    /// The frames of `items` around content of `contentLength` along the scroll axis, across the box
    /// `[acrossStart, acrossStart + acrossLength]`, and the room they take (Docs/Semantics.md, "Boundary items").
    ///
    /// Each item is first put at its alignment's place, then moved by its `absoluteOffset`; the
    /// room an extending start or end item takes is what its moved frame reaches beyond the content.
    func framesAroundContent(_ items: [BoundaryItem], sizes: [Size], contentLength: Double,
                             acrossStart: Double, acrossLength: Double) -> Placed {
        let room = extents(items, sizes: sizes, contentLength: contentLength)
        let frames = zip(items, sizes).map { item, size in
            frame(item, size: size, room: room, acrossStart: acrossStart, acrossLength: acrossLength)
        }
        return Placed(frames: frames, leadingExtent: room.leading, trailingExtent: room.trailing,
                      contentLength: room.contentLength)
    }

    /// How far the section reaches before and after its box, and the box's length.
    private struct Room {
        var leading = 0.0
        var trailing = 0.0
        var contentLength: Double
    }

    /// The room the extending items take (Docs/Semantics.md, "Boundary items"). Items on one side
    /// do not stack: each lies against the box's edge and the one reaching furthest out sets
    /// the room. A start item reaches its length less its offset along the axis (an offset towards
    /// the content takes room back), an end item its length plus that offset; never less than 0.
    /// An extending side item longer than the content lengthens the content; its offset does not.
    private func extents(_ items: [BoundaryItem], sizes: [Size], contentLength: Double) -> Room {
        var room = Room(contentLength: contentLength)
        for (item, size) in zip(items, sizes) where item.extendsBoundary {
            let length = size.length(scrollAxis)
            let offset = item.absoluteOffset.coordinate(scrollAxis)
            switch alongEdge(item.alignment) {
            case .start: room.leading = max(room.leading, length - offset)
            case .end: room.trailing = max(room.trailing, length + offset)
            case nil: room.contentLength = max(room.contentLength, length)
            }
        }
        return room
    }

    /// One item's frame, relative to the section's start along the scroll axis. Along it: an
    /// extending start item ends where the box starts, an extending end item starts where it ends;
    /// a non-extending one lies inside against that edge; a side item is centred along the box.
    /// Across it: at the named edge of its box, or centred. Then `absoluteOffset` moves it.
    private func frame(_ item: BoundaryItem, size: Size, room: Room, acrossStart: Double, acrossLength: Double) -> Rect {
        let along = scrollAxis
        let length = size.length(along)
        let contentStart = room.leading
        let contentEnd = room.leading + room.contentLength
        let alongStart: Double
        switch (alongEdge(item.alignment), item.extendsBoundary) {
        case (.start, true): alongStart = contentStart - length
        case (.start, false): alongStart = contentStart
        case (.end, true): alongStart = contentEnd
        case (.end, false): alongStart = contentEnd - length
        case (nil, _): alongStart = contentStart + (room.contentLength - length) / 2
        }
        let acrossEdge = along == .vertical ? edges(item.alignment).horizontal : edges(item.alignment).vertical
        let crossLength = size.length(along.other)
        let acrossOrigin: Double
        switch acrossEdge {
        case .start: acrossOrigin = acrossStart
        case .end: acrossOrigin = acrossStart + acrossLength - crossLength
        case nil: acrossOrigin = acrossStart + (acrossLength - crossLength) / 2
        }
        let frame = Rect(along: along, start: alongStart, length: length, crossStart: acrossOrigin, crossLength: crossLength)
        return frame.offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
    }

    /// Where a pinned item is at the visible range `[visibleStart, visibleEnd]` along the scroll
    /// axis (Docs/Semantics.md, "Pinned boundary items"): a header stays at the top of the visible
    /// bounds but never above its place nor past the content's end; a footer stays at the bottom,
    /// never below its place nor before the content's start.
    func pinnedStart(_ item: BoundaryItem, natural: Double, length: Double, contentStart: Double, contentEnd: Double,
                     visibleStart: Double, visibleEnd: Double) -> Double {
        switch alongEdge(item.alignment) {
        case .start: return max(natural, min(visibleStart, contentEnd - length))
        case .end: return min(natural, max(visibleEnd - length, contentStart))
        case nil: return natural
        }
    }
}
