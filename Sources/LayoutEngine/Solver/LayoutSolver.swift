/// Solves a whole layout: what UICollectionViewCompositionalLayout computes for a collection view
/// of the environment's size. The engine's entry point.
public struct LayoutSolver: Sendable {
    public init() {}

    public func solve(_ layout: Layout, in environment: Environment) -> LayoutResult {
        let grid = PixelGrid(scale: environment.scale)
        let configuration = layout.configuration
        let along = configuration.scrollDirection
        let across = along.other
        let sectionSolver = SectionSolver(grid: grid, environment: environment, configuration: configuration)

        var elements: [Element] = []
        var sectionFrames: [SectionFrame] = []
        var widest = environment.size.length(across)
        var cursor = 0.0
        for (index, spec) in layout.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let content = sectionSolver.solve(spec, index: index)
            let shift = along == .vertical ? Point(x: 0, y: cursor) : Point(x: cursor, y: 0)
            elements.append(contentsOf: content.cells.map { translated($0, by: shift) })
            sectionFrames.append(SectionFrame(section: index, frame: Rect(
                along: along, start: cursor, length: content.length,
                crossStart: 0, crossLength: environment.size.length(across))))
            widest = max(widest, content.widestGroup)
            cursor += content.length
        }

        let contentSize = Size(along: along, cursor, across: widest)
        var result = LayoutResult(
            container: environment.size, scale: environment.scale, scrollDirection: along,
            contentOffset: environment.contentOffset, contentSize: contentSize,
            sections: sectionFrames, elements: elements)
        finish(&result, grid: grid, direction: environment.layoutDirection)
        return result
    }

    private func translated(_ element: Element, by shift: Point) -> Element {
        var moved = element
        moved.frame = element.frame.offsetBy(dx: shift.x, dy: shift.y)
        return moved
    }

    /// Rounds every origin to the pixel grid (Docs/Semantics.md, "Rounding") and, right to left,
    /// mirrors the layout across the content width, as UIKit flips leading and trailing.
    private func finish(_ result: inout LayoutResult, grid: PixelGrid, direction: LayoutDirection) {
        let width = result.contentSize.width
        func place(_ frame: Rect) -> Rect {
            var frame = frame
            if direction == .rightToLeft { frame.x = width - frame.x - frame.width }
            return grid.roundOrigin(frame)
        }
        for index in result.elements.indices {
            result.elements[index].frame = place(result.elements[index].frame)
        }
        for index in result.sections.indices {
            result.sections[index].frame = place(result.sections[index].frame)
        }
    }
}
