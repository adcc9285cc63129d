/// Groups whose cells size themselves: how many a row takes once the cells are measured, and
/// siblings that share the largest measured size.
extension GroupSolver {
    /// A group re-flows when it takes as many subitems as fit (no `count`, no `repeatingCount`),
    /// has a length of its own along its axis (not estimated), and holds an item estimated along
    /// that axis: the tag-cloud row (Docs/Semantics.md, "Re-flowing groups").
    func reflows(_ group: Group, axis: Axis) -> Bool {
        guard group.count == nil, group.repeatingCount == nil, !group.size.dimension(axis).isEstimated else { return false }
        return group.subitems.contains { sub in
            if case .item(let item) = sub { return item.size.dimension(axis).isEstimated }
            return false
        }
    }

    /// Whether the section's `group` re-flows with these item `entries` (Docs/Semantics.md,
    /// "Re-flowing groups"): it re-flows, and a cell is measured along its axis (otherwise the
    /// estimates give the count, as they always do).
    func reflowsOnMeasurement(_ group: Group, entries: [ItemEntry]) -> Bool {
        guard let groupAxis = group.axis, reflows(group, axis: groupAxis) else { return false }
        return entries.contains { (groupAxis == .horizontal ? $0.width : $0.height) != nil }
    }

    /// How many subitems a re-flowing group takes (Docs/Semantics.md, "Re-flowing groups"): in
    /// order, as many as their measured lengths (the estimate where a cell is not measured) and
    /// the spacings between them fit in the group's inner length. A first cell longer than the
    /// row still takes a row of its own, sticking out of it. Fractions along the axis resolve as
    /// they do for the estimated count (`estimatedCount`): in the length less its spacings.
    func reflowCount(_ group: Group, axis: Axis, inner: Size, estimatedCount: Int, measure: CellMeasurement) -> Int {
        let length = inner.length(axis)
        let spacing = group.interItemSpacing.minimum
        let container = Size(along: axis, length - Double(estimatedCount - 1) * spacing, across: inner.length(axis.other))
        var used = 0.0
        var taken = 0
        var leaf = 0
        while taken < GroupSolver.maximumRepetitions {
            let sub = group.subitems[taken % group.subitems.count]
            let extent: Double
            let leaves: Int
            switch sub {
            case .item(let item):
                extent = grid.resolve(item.size.dimension(axis), in: container, measured: measure(leaf).length(axis))
                leaves = 1
            case .group(let nested):
                let offset = leaf
                let solved = solve(nested, in: container, measure: { measure(offset + $0) })
                extent = solved.size.length(axis)
                leaves = solved.leafCount
            }
            let reach = used + (taken > 0 ? spacing : 0) + extent + edgeMinimum(sub.edgeSpacing, axis)
            if reach > length + 1e-6 { break }
            used = reach
            taken += 1
            leaf += leaves
        }
        return max(taken, 1)
    }

    /// Items of one group whose dimension is `uniformAcrossSiblings` take, on that axis, the
    /// largest size any of them has (Docs/Semantics.md, "Uniform across siblings").
    func equalizeUniformSiblings(_ sized: inout [(sub: LayoutItem, size: Size, content: SolvedGroup.Content)]) {
        for axis in [Axis.horizontal, .vertical] {
            let uniform = sized.indices.filter { index in
                if case .item(let item) = sized[index].sub { return item.size.dimension(axis).isUniformAcrossSiblings }
                return false
            }
            guard uniform.count > 1, let largest = uniform.map({ sized[$0].size.length(axis) }).max() else { continue }
            for index in uniform {
                sized[index].size = Size(along: axis, largest, across: sized[index].size.length(axis.other))
            }
        }
    }
}

extension MeasuredSize {
    /// What the cell asks for along `axis`, if anything.
    func length(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
}
