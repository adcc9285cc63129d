/// One solution of a group, with its cells and supplementaries placed once: every group stamped
/// from it only moves them by its origin.
struct GroupShape: Sendable {
    /// The group's size. The solved tree itself is not kept: flattened into `cells` and
    /// `supplementaries` it is all the shape is read for, and held it cost some 300 bytes a cell.
    var size: Size
    /// Each cell's frame relative to the group's corner, and its zIndex, in layout order.
    var cells: [(frame: Rect, zIndex: Int)]
    /// Its item and group supplementaries relative to the group's corner, in layout order.
    var supplementaries: [StampedSupplementary]
    /// How many supplementaries of each of the section's kinds it holds.
    var kindCounts: [Int]

    init(_ solved: SolvedGroup, grid: PixelGrid, kinds: [String]) {
        size = solved.size
        var cells: [(frame: Rect, zIndex: Int)] = []
        cells.reserveCapacity(solved.leafCount)
        solved.forEachLeaf(origin: .zero) { cells.append(($0, $1)) }
        self.cells = cells
        supplementaries = kinds.isEmpty ? [] : solved.stampedSupplementaries(grid: grid, kinds: kinds)
        var counts = [Int](repeating: 0, count: kinds.count)
        for supplementary in supplementaries { counts[supplementary.kind] += 1 }
        kindCounts = counts
    }
}

extension GroupShape {
    /// The first cell reaching outside the group's box, with its index in the group: what the
    /// overlap warning names (Docs/Semantics.md, "Estimated sizes (self-sizing)").
    var cellOutside: (index: Int, frame: Rect)? {
        let tolerance = 1e-6
        guard let index = cells.firstIndex(where: { cell in
            cell.frame.x < -tolerance || cell.frame.y < -tolerance
                || cell.frame.x + cell.frame.width > size.width + tolerance || cell.frame.y + cell.frame.height > size.height + tolerance
        }) else { return nil }
        return (index, cells[index].frame)
    }
}

extension Group {
    /// Whether the group or one nested in it is a `repeatingCount` group, whose repetitions may not
    /// fit (Docs/Semantics.md, "How many fit").
    var repeats: Bool {
        repeatingCount != nil || subitems.contains { if case .group(let nested) = $0 { return nested.repeats } else { return false } }
    }
}
