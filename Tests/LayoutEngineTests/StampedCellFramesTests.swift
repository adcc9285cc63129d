import Testing
@testable import LayoutEngine

/// A group's cells finished from the group before them (`StampedCellFrames`) are the frames that
/// finishing each cell whole gives (Docs/Semantics.md, "Rounding"), whichever coordinate is shared.
@Suite struct StampedCellFramesTests {
    /// Cells of one shape, relative to its corner, on no pixel boundary at @3x.
    let cells: [(frame: Rect, zIndex: Int)] = [
        (Rect(x: 0.1, y: 0.2, width: 33.35, height: 20.0004), 0),
        (Rect(x: 33.45, y: 0.2, width: 33.35, height: 20.0004), 0),
        (Rect(x: 66.8, y: 10.7, width: 12.5, height: 9.5), 1),
    ]

    func wholeFrames(_ finish: ElementFinish, at origin: Point) -> [Rect] {
        cells.map { finish.finished($0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
    }

    @Test(arguments: [false, true])
    func framesAreThoseOfEachCellFinishedWhole(mirrored: Bool) {
        let finish = ElementFinish(grid: PixelGrid(scale: 3), contentWidth: 390.5, mirrored: mirrored)
        var stamped = StampedCellFrames(finish: finish)
        // Stacked (same x), then side by side (same y), then neither, then another shape's cells.
        let origins = [Point(x: 10.1, y: 5.05), Point(x: 10.1, y: 125.333), Point(x: 10.1, y: 1e6 + 0.17),
                       Point(x: 200.49, y: 1e6 + 0.17), Point(x: 0.5, y: 7.25)]
        for origin in origins {
            stamped.stamp(cells, shape: 0, at: origin)
            #expect(stamped.frames == wholeFrames(finish, at: origin))
        }
        let other = Array(cells.prefix(2))
        stamped.stamp(other, shape: 1, at: Point(x: 0.5, y: 30.25))
        #expect(stamped.frames == other.map { finish.finished($0.frame.offsetBy(dx: 0.5, dy: 30.25)) })
    }
}
