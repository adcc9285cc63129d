/// Solves a whole layout: what UICollectionViewCompositionalLayout computes for a collection view
/// of the environment's size. The engine's entry point.
public struct LayoutSolver: Sendable {
    /// Whether list cells' content is output as `content` elements; without it the cells keep the
    /// heights their content gives them (Docs/Lists.md, "Cell content").
    public var includesCellContent: Bool

    public init(includesCellContent: Bool = true) {
        self.includesCellContent = includesCellContent
    }

    /// Every element of the layout, or with `query`, only those UIKit's
    /// `layoutAttributesForElements(in:)` returns for that rectangle.
    public func solve(_ layout: Layout, in environment: Environment, query: Rect? = nil) -> LayoutResult {
        let grid = PixelGrid(scale: environment.scale)
        let configuration = layout.configuration
        let along = configuration.scrollDirection
        let across = along.other
        let sectionSolver = SectionSolver(grid: grid, environment: environment, configuration: configuration)
        let assembler = SectionAssembler(grid: grid, environment: environment, configuration: configuration)
        let cells = CellContentPlacement(environment: environment, sectionSolver: sectionSolver)

        // The layout's own boundary items: their leading room is known before the sections are.
        let boundary = BoundaryPlacement(grid: grid, scrollAxis: along)
        let layoutItems = configuration.boundarySupplementaryItems
        let layoutSizes = boundary.sizes(layoutItems, acrossLength: environment.size.length(across), container: environment.size)
        let leadingRoom = boundary.place(layoutItems, sizes: layoutSizes, contentLength: 0, acrossStart: 0,
                                         acrossLength: environment.size.length(across)).leadingExtent

        var placed = PlacedElements()
        placed.reserveCapacity(layout.sections.reduce(layoutItems.count) { $0 + $1.items.count })
        var sectionFrames: [SectionFrame] = []
        var layoutItemsInsertion = 0
        var widest = environment.size.length(across)
        var cursor = leadingRoom
        var warnings: [LayoutWarning] = []
        for (index, spec) in layout.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let sized = cells.selfSized(spec)
            let content = sectionSolver.solve(sized.spec)
            if let size = content.emptyGroupSize { warnings.append(.groupHoldsNothing(section: index, groupSize: size)) }
            let firstElement = placed.elements.count
            let assembled = assembler.assemble(content, spec: sized.spec, index: index, start: cursor, into: &placed)
            if includesCellContent { cells.appendContent(of: sized, original: spec, from: firstElement, into: &placed) }
            if index == 0 {
                layoutItemsInsertion = placed.elements.firstIndex { $0.category == .decoration } ?? placed.elements.count
            }
            sectionFrames.append(SectionFrame(section: index, frame: Rect(
                along: along, start: cursor, length: assembled.length,
                crossStart: 0, crossLength: environment.size.length(across)), orthogonal: content.orthogonal,
                contentFrame: assembled.contentFrame))
            widest = max(widest, content.widestGroup)
            cursor += assembled.length
        }

        let layoutPlaced = boundary.place(layoutItems, sizes: layoutSizes, contentLength: cursor - leadingRoom,
                                          acrossStart: 0, acrossLength: environment.size.length(across))
        let layoutElements = zip(layoutItems, layoutPlaced.frames).map { item, frame in
            Element(category: .supplementary, kind: item.kind, section: 0, item: Element.layoutBoundaryItemIndex,
                    frame: frame, zIndex: item.zIndex)
        }
        placed.elements.insert(contentsOf: layoutElements, at: layoutItemsInsertion)
        placed.memberships.insert(contentsOf: layoutElements.map { _ in .ownFrame }, at: layoutItemsInsertion)

        let contentSize = Size(along: along, grid.snap(layoutPlaced.totalLength), across: grid.snap(widest))
        finish(&placed, &sectionFrames, contentSize: contentSize, grid: grid, direction: environment.layoutDirection)
        if let query {
            placed = RectQuery(rect: query, contentSize: contentSize, scrollAxis: along).select(placed)
        }
        return LayoutResult(
            container: environment.size, scale: environment.scale, scrollDirection: along,
            contentOffset: environment.contentOffset, contentSize: contentSize,
            sections: sectionFrames, elements: placed.elements, warnings: warnings)
    }

    /// Rounds every origin to the pixel grid (Docs/Semantics.md, "Rounding") and, right to left,
    /// mirrors the layout across the content width, as UIKit flips leading and trailing.
    private func finish(_ placed: inout PlacedElements, _ sections: inout [SectionFrame], contentSize: Size,
                        grid: PixelGrid, direction: LayoutDirection) {
        func place(_ frame: Rect) -> Rect {
            var frame = frame
            if direction == .rightToLeft { frame.x = contentSize.width - frame.x - frame.width }
            return grid.place(frame)
        }
        for index in placed.elements.indices {
            placed.elements[index].frame = place(placed.elements[index].frame)
            switch placed.memberships[index] {
            case .ownFrame: break
            case .group(let frame): placed.memberships[index] = .group(place(frame))
            case .section(let frame): placed.memberships[index] = .section(place(frame))
            }
        }
        for index in sections.indices {
            sections[index].frame = place(sections[index].frame)
            sections[index].contentFrame = place(sections[index].contentFrame)
            if var scroll = sections[index].orthogonal {
                scroll.offset = grid.snap(scroll.offset)
                scroll.contentLength = grid.snap(scroll.contentLength)
                scroll.viewportLength = grid.snap(scroll.viewportLength)
                scroll.restingOffsets = scroll.restingOffsets?.map(grid.snap)
                sections[index].orthogonal = scroll
            }
        }
    }
}
