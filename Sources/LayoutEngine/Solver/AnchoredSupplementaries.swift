/// Item- and group-attached supplementary items (badges and the like): where each goes relative
/// to the frame it is attached to (Docs/Semantics.md, "Item and group supplementaries").
struct AnchoredSupplementaries: Sendable {
    let grid: PixelGrid

    /// The supplementary's frame. `frame` is its anchor box: an item's cell frame, or a group's inner
    /// box (its frame less its contentInsets); `sizeBox` is what its fractional size is a fraction of
    /// (the item's cell frame, or the box the group was sized in).
    func frame(_ supplementary: SupplementaryItem, attachedTo frame: Rect, sizeBox: Size) -> Rect {
        let size = grid.resolve(supplementary.size, in: sizeBox, measured: supplementary.measured)
        let container = supplementary.containerAnchor
        // Without an item anchor the supplementary's own point is the same edges, with no offset.
        let item = supplementary.itemAnchor ?? Anchor(edges: container.edges)
        let containerPoint = unitPoint(container.edges)
        let itemPoint = unitPoint(item.edges)
        let containerOffset = offset(container.offset, size: size)
        let itemOffset = offset(item.offset, size: size)
        return Rect(x: frame.x + frame.width * containerPoint.x + containerOffset.x - size.width * itemPoint.x + itemOffset.x,
                    y: frame.y + frame.height * containerPoint.y + containerOffset.y - size.height * itemPoint.y + itemOffset.y,
                    width: size.width, height: size.height)
    }

    /// The point of a frame that edges name, as fractions of its size: the centre (0.5, 0.5)
    /// moved to the named edges. Opposite edges cancel out to the centre.
    private func unitPoint(_ edges: Set<Edge>) -> Point {
        var point = Point(x: 0.5, y: 0.5)
        if edges.contains(.leading) { point.x -= 0.5 }
        if edges.contains(.trailing) { point.x += 0.5 }
        if edges.contains(.top) { point.y -= 0.5 }
        if edges.contains(.bottom) { point.y += 0.5 }
        return point
    }

    /// Absolute offsets are points; fractional ones are fractions of the supplementary's own size.
    private func offset(_ offset: Anchor.Offset, size: Size) -> Point {
        switch offset {
        case .absolute(let point): return point
        case .fractional(let point): return Point(x: point.x * size.width, y: point.y * size.height)
        }
    }
}
