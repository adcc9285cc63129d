/// What a rect query finds an element by (Docs/Semantics.md, "Rect queries").
enum Membership: Sendable {
    /// Found by its own frame (boundary items).
    case ownFrame
    /// Found only when its top-level group's frame meets the rectangle (cells, item and group supplementaries).
    case group(Rect)
    /// Found when its section's frame meets or touches the rectangle (decorations).
    case section(Rect)
}

/// A section at its place in the layout: its groups, its boundary items placed, its frames. Its
/// elements are made from it when they are written (`SectionAssembler.emit`), never stored.
struct PlacedSection: Sendable {
    var index: Int
    var spec: SectionSpec
    var content: SectionContent
    /// The boundary items' frames, in content coordinates, pinned where asked, with their zIndex and
    /// whether pinning moved them from their place.
    var boundary: [(frame: Rect, zIndex: Int, movedByPinning: Bool)]
    /// Where the content (the groups' coordinates) starts along the scroll axis.
    var contentStart: Double
    var frame: Rect
    /// Inside the content insets, between the boundary items.
    var contentFrame: Rect
    /// The section's length along the scroll axis.
    var length: Double
    /// Its rows sized by their content, when its cells, header or footer have content to output.
    var cellContent: CellContentPlacement.SizedSection?
    /// Whether where it starts rests on our choice: a section before it ends approximate, or its
    /// header's place rests on a split measured only after a grouped section's bottom inset
    /// (`PlacedSection.headerSumMeasured`).
    var startsApproximate = false

    /// Whether where it ends rests on our choice (Docs/Lists.md, "Approximate frames"): it starts
    /// so, or its header, insets, rows or footer rest on one.
    var endsApproximate: Bool {
        let chosen = spec.section.chosen
        return startsApproximate || chosen.header || laterHeaderApproximate || chosen.top || chosen.rowEstimate
            || chosen.footer || chosen.bottom || (cellContent?.laidOut.values.contains(where: \.approximate) ?? false)
    }

    /// Whether its header's height rests on an unbacked value that holds after another section only
    /// (`ChosenGeometry.laterHeader`).
    var laterHeaderApproximate: Bool { index > 0 && spec.section.chosen.laterHeader }
}

extension PlacedSection {
    /// Whether this section's header, placed by a chosen split (`ChosenGeometry.headerSplit`), ends
    /// where a measurement says: after `previous`, a grouped list section ending with its bottom
    /// inset (no footer), of which with the header only the sum is measured (Docs/Lists.md, "A
    /// header after a section"). A section whose header is not split needs nothing before it.
    func headerSumMeasured(after previous: PlacedSection?) -> Bool {
        guard index > 0, spec.section.chosen.headerSplit else { return true }
        guard let list = previous?.spec.list else { return false }
        return list.appearance.isGrouped && list.footerMode == .none
    }
}

/// Turns a section's solved groups into its elements at the section's place in the layout:
/// cells, boundary items (pinned where asked), item and group supplementaries, decorations.
struct SectionAssembler: Sendable {
    let grid: PixelGrid
    let environment: Environment
    let configuration: Configuration

    var along: Axis { configuration.scrollDirection }

    /// The section placed starting at `start` along the scroll axis: its boundary items around its
    /// content (pinned ones moved into the visible bounds), its frames and how long it is.
    func placedSection(_ content: SectionContent, spec: SectionSpec, index: Int, startingAt start: Double) -> PlacedSection {
        let section = spec.section
        let across = along.other
        let containerAcross = environment.size.length(across)
        let boundary = BoundaryPlacement(grid: grid, scrollAxis: along)
        let boundaryInsets = boundaryItemInsets(section, sectionInsets: content.insets)
        let acrossStart = boundaryInsets.start(across)
        let acrossLength = containerAcross - boundaryInsets.total(across)
        let items = section.boundarySupplementaryItems
        let sizes = boundary.sizes(items, acrossLength: acrossLength, container: environment.size)
        // A section that lays out nothing has no size, unless boundary items give it one.
        let contentLength = content.groups.isEmpty && !items.isEmpty ? content.insets.total(along) : content.length
        let placed = padded(boundary.framesAroundContent(items, sizes: sizes, contentLength: contentLength,
                                                         acrossStart: acrossStart, acrossLength: acrossLength),
                            by: section.boundarySupplementaryItems.isEmpty ? 0 : section.headerTopPadding)
        let contentStart = start + placed.leadingExtent
        let insets = content.insets
        let contentFrame = Rect(along: along, start: contentStart + insets.start(along),
                                length: max(0, placed.contentLength - insets.total(along)),
                                crossStart: insets.start(across), crossLength: max(0, containerAcross - insets.total(across)))
        let sectionFrame = Rect(along: along, start: start, length: placed.totalLength, crossStart: 0, crossLength: containerAcross)
        return PlacedSection(index: index, spec: spec, content: content,
                             boundary: pinned(items, placed, sectionFrame: sectionFrame, contentStart: contentStart),
                             contentStart: contentStart, frame: sectionFrame, contentFrame: contentFrame, length: placed.totalLength)
    }

    /// The section's boundary items moved `padding` further from its start, which lies that much
    /// before them: a list's header top padding (Docs/Lists.md, "Header top padding").
    private func padded(_ placed: BoundaryPlacement.Placed, by padding: Double) -> BoundaryPlacement.Placed {
        guard padding != 0 else { return placed }
        var padded = placed
        padded.frames = placed.frames.map { $0.offsetBy(dx: along == .horizontal ? padding : 0, dy: along == .vertical ? padding : 0) }
        padded.leadingExtent += padding
        return padded
    }

    /// The insets the section's boundary items are laid out inside across the scroll axis
    /// (Docs/Semantics.md, "Boundary items"): the section's insets in effect when they follow them
    /// (`supplementaryContentInsetsReference` automatic), none for `none`, or the insets of the
    /// reference named.
    private func boundaryItemInsets(_ section: Section, sectionInsets: DirectionalInsets) -> DirectionalInsets {
        switch section.supplementaryContentInsetsReference {
        case nil:
            return section.supplementariesFollowContentInsets ? sectionInsets : .zero
        case .automatic?:
            return sectionInsets
        case let reference?:
            return ContentInsetsReferenceResolver(environment: environment).insets(for: reference)
        }
    }

    /// The boundary items at the section's place, pinned ones moved into the visible bounds
    /// (Docs/Semantics.md, "Pinned boundary items").
    private func pinned(_ items: [BoundaryItem], _ placed: BoundaryPlacement.Placed, sectionFrame: Rect,
                        contentStart: Double) -> [(frame: Rect, zIndex: Int, movedByPinning: Bool)] {
        let across = along.other
        let boundary = BoundaryPlacement(grid: grid, scrollAxis: along)
        let visibleStart = along == .vertical ? environment.contentOffset.y : environment.contentOffset.x
        let visibleEnd = visibleStart + environment.size.length(along)
        let sectionVisible = sectionFrame.end(along) > visibleStart && sectionFrame.start(along) < visibleEnd
        let sectionShift = Point(along: along, sectionFrame.start(along))
        return zip(items, placed.frames).map { item, frame in
            var frame = frame.offsetBy(dx: sectionShift.x, dy: sectionShift.y)
            var zIndex = item.zIndex
            var moved = false
            if item.pinToVisibleBounds {
                let pinned = boundary.pinnedStart(item, natural: frame.start(along), length: frame.length(along),
                                                  contentStart: contentStart, contentEnd: contentStart + placed.contentLength,
                                                  visibleStart: visibleStart, visibleEnd: visibleEnd)
                moved = pinned != frame.start(along)
                frame = Rect(along: along, start: pinned, length: frame.length(along),
                             crossStart: frame.start(across), crossLength: frame.length(across))
                if sectionVisible { zIndex += BoundaryPlacement.pinnedZIndexLift }
            }
            return (frame, zIndex, moved)
        }
    }

    /// Makes the section's elements in output order and hands each, with what a rect query finds
    /// it by, to `body`: cells, boundary items, item and group supplementaries, decorations, then
    /// the content of its cells, header and footer (with `cells`, Docs/Lists.md, "Cell content").
    /// The layout's boundary items `layoutItems` go before the decorations, or at the end when there
    /// are none. Groups `groups` leaves out are skipped with all they hold.
    func emit<E: Error>(_ section: PlacedSection, groups: GroupWindow, finish: ElementFinish, cells: CellContentPlacement?,
                        layoutItems: [Element], _ body: (Element, Membership) throws(E) -> Void) throws(E) {
        let spec = section.spec
        let content = section.content
        let shift = Point(along: along, section.contentStart)
        let decorated = !spec.section.decorationItems.isEmpty
        let data = spec.items
        let edges = spec.section.group.edgeSpacing
        // Stacked groups start in order unless spacing pulls one back; a row's all start together.
        let ordered = content.orthogonal != nil
            || (spec.section.interGroupSpacing >= 0 && (edges.start(along)?.minimum ?? 0) >= 0 && (edges.end(along)?.minimum ?? 0) >= 0)
        let visible = groups.range(content.groups, shift: shift, ordered: ordered, shapes: content.shapes)
        // Content elements come after the section's own, each found as its cell or view is.
        let sized = cells == nil ? nil : section.cellContent
        let chosen = spec.section.chosen
        // Docs/Lists.md, "Approximate frames": an element is approximate when its own frame, or
        // anything before it along the scroll axis, rests on our choice.
        var alongApproximate = section.startsApproximate || chosen.header || section.laterHeaderApproximate || chosen.top
            || chosen.rowEstimate
        var contentElements: [(Element, Membership)] = []
        // What does not change from cell to cell is read once: the loop below runs for every cell
        // of the layout, and one element is changed in place rather than made anew (its strings
        // copied and released) for each.
        let contentOfCells = sized.flatMap { sized in cells.map { (placement: $0, section: sized) } }
        let makesContent = contentOfCells != nil
        let laidOut = section.cellContent?.laidOut
        let hasEntries = !data.entries.isEmpty
        var element = Element(category: .cell, section: section.index, item: 0, frame: Rect(x: 0, y: 0, width: 0, height: 0), zIndex: 0)
        var stamped = StampedCellFrames(finish: finish)
        for group in content.groups[visible] {
            let groupFrame = finish.finished(group.frame(in: content.shapes).offsetBy(dx: shift.x, dy: shift.y))
            guard groups.admits(groupFrame) else { continue }
            let origin = Point(x: group.origin.x + shift.x, y: group.origin.y + shift.y)
            var item = group.firstItem
            let shapeCells = content.shapes[group.shape].cells
            stamped.stamp(shapeCells, shape: group.shape, at: origin)
            for (index, cell) in shapeCells.enumerated() {
                // Only what the cell's entry names, and only when there are entries: an entry is large.
                if hasEntries {
                    let entry = data.entry(item)
                    element.id = entry?.id
                    element.level = entry?.level
                }
                element.item = item
                element.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
                element.zIndex = decorated ? max(cell.zIndex, 1) : cell.zIndex
                // Told apart by a flag: unwrapping the optional pair copies it, for every cell.
                if makesContent, let made = contentOfCells!.placement.content(ofCell: element, in: contentOfCells!.section) {
                    alongApproximate = alongApproximate || made.approximate
                    element.approximate = alongApproximate || chosen.sideInsets
                    contentElements += made.parts.map { part in
                        var part = finish.finished(part)
                        part.approximate = part.approximate || element.approximate
                        return (part, .group(groupFrame))
                    }
                } else {
                    // Without content output (--no-content) the row's height still rests on its content.
                    if let laidOut, let row = laidOut[item] { alongApproximate = alongApproximate || row.approximate }
                    element.approximate = alongApproximate || chosen.sideInsets
                }
                element.frame = stamped.frames[index]
                try body(element, .group(groupFrame))
                item += 1
            }
        }

        alongApproximate = alongApproximate || chosen.bottom
        for (item, placed) in zip(spec.section.boundarySupplementaryItems, section.boundary) {
            let leading = item.kind == ListSection.headerKind
            var element = Element(category: .supplementary, kind: item.kind, section: section.index, item: 0,
                                  frame: placed.frame, zIndex: placed.zIndex)
            element.approximate = chosen.boundaryAcross || (chosen.pinning && placed.movedByPinning)
                || (leading ? section.startsApproximate || chosen.header || section.laterHeaderApproximate
                        || (section.index > 0 && chosen.headerSplit)
                    : alongApproximate || chosen.footer)
            if let sized, let cells {
                contentElements += cells.content(ofBoundary: element, in: sized).map { part in
                    var part = finish.finished(part)
                    part.approximate = part.approximate || element.approximate
                    return (part, .ownFrame)
                }
            }
            try body(finish.finished(element), .ownFrame)
        }

        if !content.supplementaryKinds.isEmpty {
            let anchored = AttachedSupplementaries(section: section.index, finish: finish)
            try anchored.emit(content, shift: shift, groups: groups, visible: visible, body)
        }
        let hasDecorations = section.length > 0 && !spec.section.decorationItems.isEmpty
        if hasDecorations {
            for element in layoutItems { try body(element, .ownFrame) }
        }
        if section.length > 0 {
            let sectionFrame = finish.finished(section.frame)
            for (position, decoration) in spec.section.decorationItems.enumerated() {
                try body(Element(category: .decoration, kind: decoration.kind, section: section.index, item: position,
                                 frame: finish.finished(section.frame.inset(by: decoration.contentInsets)), zIndex: decoration.zIndex,
                                 approximate: section.endsApproximate),
                         .section(sectionFrame))
            }
        }
        for (element, membership) in contentElements { try body(element, membership) }
        if !hasDecorations {
            for element in layoutItems { try body(element, .ownFrame) }
        }
    }
}

extension BoundaryPlacement {
    /// Added to a pinned item's zIndex while its section is in view, so it floats over the cells.
    static let pinnedZIndexLift = 1_000_000_000
}
