/// Where the boundary supplementary items (headers, footers, side items) of a section, or of the
/// whole layout, go (Docs/Semantics.md, "Boundary items").
///
/// Works in scroll-axis terms: "along" is the scroll axis, "across" the other. Along the axis an
/// item aligned to the start or end edge lies outside the content when it extends the boundary
/// (the section grows to hold it) and inside otherwise; an item aligned to neither is centred
/// along the content. Across the axis it sits at the named edge of its box, or is centred.
struct BoundaryPlacement: Sendable {
    let grid: PixelGrid
    let scrollAxis: Axis

    /// The placed items and how the section's length grew.
    struct Placed: Sendable {
        /// Frames relative to the section's start along the scroll axis, in order of the items.
        var frames: [Rect]
        /// Room taken before the content by extending start-aligned items.
        var leadingExtent: Double
        /// Room taken after the content by extending end-aligned items.
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

    /// Places `items` around content of `contentLength` along the scroll axis, across the box
    /// `[acrossStart, acrossStart + acrossLength]`.
    func place(_ items: [BoundaryItem], sizes: [Size], contentLength: Double,
               acrossStart: Double, acrossLength: Double) -> Placed {
        let along = scrollAxis
        let across = along.other
        var leading = 0.0, trailing = 0.0, content = contentLength
        for (item, size) in zip(items, sizes) where item.extendsBoundary {
            // Items on one side do not stack: each lies against the edge, the longest sets the room.
            switch alongEdge(item.alignment) {
            case .start: leading = max(leading, size.length(along))
            case .end: trailing = max(trailing, size.length(along))
            case nil: content = max(content, size.length(along))
            }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for (item, size) in zip(items, sizes) {
            let length = size.length(along)
            let alongStart: Double
            switch (alongEdge(item.alignment), item.extendsBoundary) {
            case (.start, true): alongStart = 0
            case (.start, false): alongStart = leading
            case (.end, true): alongStart = leading + content
            case (.end, false): alongStart = leading + content - length
            case (nil, _): alongStart = leading + (content - length) / 2
            }
            let acrossEdge = along == .vertical ? edges(item.alignment).horizontal : edges(item.alignment).vertical
            let crossLength = size.length(across)
            let acrossOrigin: Double
            switch acrossEdge {
            case .start: acrossOrigin = acrossStart
            case .end: acrossOrigin = acrossStart + acrossLength - crossLength
            case nil: acrossOrigin = acrossStart + (acrossLength - crossLength) / 2
            }
            let frame = Rect(along: along, start: alongStart, length: length, crossStart: acrossOrigin, crossLength: crossLength)
            frames.append(frame.offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y))
        }
        return Placed(frames: frames, leadingExtent: leading, trailingExtent: trailing, contentLength: content)
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
