/// Solves a whole layout: what UICollectionViewCompositionalLayout computes for a collection view
/// of the environment's size. The engine's entry point. The steps, in order, each with its rule:
///
/// 1. The layout's own boundary items are sized, so that the room they take before the first
///    section is known (`BoundaryPlacement`; Docs/Semantics.md, "Boundary items").
/// 2. For each section, in order: its list cells are measured when it self-sizes from content
///    (`CellContentPlacement`; Docs/Lists.md, "Cell content"; Docs/Semantics.md, "Estimated sizes").
/// 3. Its groups are solved once per shape and stamped, stacked or in an orthogonal row
///    (`SectionSolver`, `GroupSolver`; Docs/Semantics.md, "What a fraction is a fraction of",
///    "Groups", "How many fit", "The last group", "Sections", "Orthogonal scrolling").
/// 4. It is placed where the previous one ended, with its boundary items around it and pinned
///    ones moved into the visible bounds (`SectionAssembler.placedSection`; Docs/Semantics.md,
///    "Boundary items", "Pinned boundary items").
/// 5. The layout's boundary items are placed around all the sections and the content size taken
///    (Docs/Semantics.md, "Boundary items").
/// 6. Elements are made as they are read, each frame finished on the pixel grid and mirrored
///    right to left (`SolvedLayout`, `SectionAssembler.emit`, `ElementFinish`; Docs/Semantics.md,
///    "Rounding", "Item and group supplementaries", "Decorations"), or only those a rect query
///    returns (`RectQuery`; Docs/Semantics.md, "Rect queries").
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
        lay(out: layout, in: environment).result(query: query)
    }

    /// The layout solved down to its sections' groups; its elements are made as they are read.
    public func lay(out layout: Layout, in environment: Environment) -> SolvedLayout {
        let configuration = layout.configuration
        let grid = PixelGrid(scale: environment.scale, container: ContainerMeasures(environment, configuration: configuration))
        let along = configuration.scrollDirection
        let across = along.other
        let sectionSolver = SectionSolver(grid: grid, environment: environment, configuration: configuration)
        let assembler = SectionAssembler(grid: grid, environment: environment, configuration: configuration)
        let cells = CellContentPlacement(environment: environment, sectionSolver: sectionSolver, layout: layout)

        // The layout's own boundary items: their leading room is known before the sections are.
        let boundary = BoundaryPlacement(grid: grid, scrollAxis: along)
        let layoutItems = configuration.boundarySupplementaryItems
        let layoutSizes = boundary.sizes(layoutItems, acrossLength: environment.size.length(across), container: environment.size)
        let leadingRoom = boundary.framesAroundContent(layoutItems, sizes: layoutSizes, contentLength: 0, acrossStart: 0,
                                                       acrossLength: environment.size.length(across)).leadingExtent

        // Each section starts where the ones before it end: a prefix sum of their lengths.
        var placed: [PlacedSection] = []
        placed.reserveCapacity(layout.sections.count)
        var widest = environment.size.length(across)
        var cursor = leadingRoom
        var warnings: [LayoutWarning] = []
        var startsApproximate = false
        for (index, spec) in layout.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let sized = cells.selfSized(spec)
            let content = sectionSolver.solve(sized.spec)
            if let size = content.emptyGroupSize { warnings.append(.groupHoldsNothing(section: index, groupSize: size)) }
            if let outside = content.cellOutsideGroup {
                warnings.append(.cellOutsideGroup(section: index, item: outside.item, cell: outside.cell, groupSize: outside.groupSize))
            }
            var section = assembler.placedSection(content, spec: sized.spec, index: index, startingAt: cursor)
            if sized.hasContent { section.cellContent = sized }
            section.startsApproximate = startsApproximate || !section.headerSumMeasured(after: placed.last)
            startsApproximate = section.endsApproximate
            widest = max(widest, content.widestGroup)
            cursor += section.length
            placed.append(section)
        }

        let layoutPlaced = boundary.framesAroundContent(layoutItems, sizes: layoutSizes, contentLength: cursor - leadingRoom,
                                                        acrossStart: 0, acrossLength: environment.size.length(across))
        let contentSize = Size(along: along, grid.snap(layoutPlaced.totalLength), across: grid.snap(widest))
        let finish = ElementFinish(grid: grid, contentWidth: contentSize.width, mirrored: environment.layoutDirection == .rightToLeft)
        // Docs/Lists.md, "Approximate frames": a layout boundary item not at the start of the scroll
        // axis is placed from the content's length, approximate when the last section ends so.
        let layoutElements = zip(layoutItems, layoutPlaced.frames).map { item, frame in
            Element(category: .supplementary, kind: item.kind, section: 0, item: Element.layoutBoundaryItemIndex,
                    frame: finish.finished(frame), zIndex: item.zIndex,
                    approximate: startsApproximate && boundary.alongEdge(item.alignment) != .start)
        }
        return SolvedLayout(
            container: environment.size, scale: environment.scale, scrollDirection: along,
            contentOffset: environment.contentOffset, contentSize: contentSize,
            sections: placed.map { sectionFrame($0, finish: finish, contentSize: contentSize, environment: environment) },
            warnings: warnings, environment: environment, placed: placed, layoutItems: layoutElements, assembler: assembler, finish: finish,
            cells: includesCellContent ? cells : nil)
    }

    /// A section's frames as output (Docs/SpecFormat.md, "Output"): its frame with both edges on the
    /// pixel grid, inside the content, so that one section ends where the next starts and the last
    /// where the content does, even where list insets lie between pixels (glass); the content frame
    /// finished like every frame (its scroll state is already on the grid); a list section's
    /// separators (Docs/Lists.md, "Separators").
    private func sectionFrame(_ section: PlacedSection, finish: ElementFinish, contentSize: Size,
                              environment: Environment) -> SectionFrame {
        SectionFrame(section: section.index, frame: finish.finishedEdges(section.frame, within: contentSize),
                     orthogonal: section.content.orthogonal, contentFrame: finish.finished(section.contentFrame),
                     separators: section.spec.list.flatMap { ListSeparator($0, in: environment) })
    }
}
