/// The finished frames (`ElementFinish.finished`) of one top-level group's cells, made group by
/// group into one reused buffer. Finishing rounds each coordinate on its own (Docs/Semantics.md,
/// "Rounding"), so a group stamped from the same shape as the group before it, at the same x (the
/// stacked groups of a vertical layout) or the same y (a horizontal one), has its cells' sizes and
/// that coordinate finished already: only the other coordinate is rounded again. The same inputs
/// through the same steps: the frames are those finishing each cell whole gives.
struct StampedCellFrames {
    let finish: ElementFinish
    /// The current group's cells' frames, in its shape's order.
    private(set) var frames: [Rect] = []
    /// The shape and origin `frames` were made for.
    private var previous: (shape: Int, x: UInt64, y: UInt64)?

    init(finish: ElementFinish) {
        self.finish = finish
    }

    /// Makes `frames` those of `cells` (shape `shape`'s, relative to its corner) stamped at `origin`.
    mutating func stamp(_ cells: [(frame: Rect, zIndex: Int)], shape: Int, at origin: Point) {
        let key = (shape: shape, x: origin.x.bitPattern, y: origin.y.bitPattern)
        defer { previous = key }
        if let previous, previous.shape == shape, frames.count == cells.count {
            if previous.x == key.x {
                for index in cells.indices { frames[index].y = finish.finishedY(cells[index].frame.offsetBy(dx: origin.x, dy: origin.y)) }
                return
            }
            if previous.y == key.y {
                for index in cells.indices { frames[index].x = finish.finishedX(cells[index].frame.offsetBy(dx: origin.x, dy: origin.y)) }
                return
            }
        }
        frames.removeAll(keepingCapacity: true)
        for cell in cells { frames.append(finish.finished(cell.frame.offsetBy(dx: origin.x, dy: origin.y))) }
    }
}
