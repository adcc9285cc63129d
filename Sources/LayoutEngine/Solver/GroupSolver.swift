/// The size a cell asks for, by its index within the group being solved (self-sizing).
typealias CellMeasurement = @Sendable (Int) -> MeasuredSize

/// Lays out one group: its size, how many subitems it takes, and where each one goes.
/// Rules: Docs/Semantics.md, "Groups" and "Items".
struct GroupSolver: Sendable {
    let grid: PixelGrid

    /// A group repeats its subitems at most this often, so that zero-length items end.
    static let maximumRepetitions = 10_000

    static let noMeasurements: CellMeasurement = { _ in MeasuredSize() }

    /// Solves `group` sized in `container` (its parent's inner box, or the section's box).
    /// `forcedLength` replaces the group's length along `forcedAxis` (count groups size their subitems).
    /// `reflowing` decides how many subitems a re-flowing group takes on the measured sizes
    /// (Docs/Semantics.md, "Re-flowing groups").
    func solve(_ group: Group, in container: Size, measure: CellMeasurement = GroupSolver.noMeasurements,
               forcedLength: (axis: Axis, length: Double)? = nil, reflowing: Bool = false) -> SolvedGroup {
        var size = grid.resolve(group.size, in: container)
        if let forced = forcedLength {
            size = Size(along: forced.axis, forced.length, across: size.length(forced.axis.other))
        }
        switch group.layout {
        case .custom(let frames):
            return solveCustom(group, size: size, container: container, frames: frames)
        case .horizontal:
            return solveLinear(group, axis: .horizontal, size: size, container: container, measure: measure, forced: forcedLength,
                               reflowing: reflowing)
        case .vertical:
            return solveLinear(group, axis: .vertical, size: size, container: container, measure: measure, forced: forcedLength,
                               reflowing: reflowing)
        }
    }

    /// Custom groups: the given frames, relative to the group's outer corner, once per repetition.
    private func solveCustom(_ group: Group, size: Size, container: Size, frames: [CustomFrame]) -> SolvedGroup {
        let placeholder = Item(size: LayoutSize(width: .absolute(0), height: .absolute(0)))
        let children = frames.map { SolvedGroup.SolvedChild(frame: $0.frame, content: .item(placeholder, zIndex: $0.zIndex)) }
        return SolvedGroup(group: group, size: size, container: container, children: children, leafCount: children.count)
    }

    /// Horizontal and vertical groups.
    private func solveLinear(_ group: Group, axis: Axis, size outer: Size, container: Size, measure: CellMeasurement,
                             forced: (axis: Axis, length: Double)?, reflowing: Bool) -> SolvedGroup {
        var size = outer
        let insets = group.contentInsets
        let inner = Size(width: size.width - insets.leading - insets.trailing,
                         height: size.height - insets.top - insets.bottom)
        let spacing = group.interItemSpacing
        let estimatedCount = repetitionCount(group, axis: axis, inner: inner)
        let n = reflowing && reflows(group, axis: axis) && estimatedCount > 0
            ? reflowCount(group, axis: axis, inner: inner, estimatedCount: estimatedCount, measure: measure)
            : estimatedCount
        guard n > 0, !group.subitems.isEmpty else {
            return SolvedGroup(group: group, size: size, container: container, children: [], leafCount: 0)
        }
        let mainContainer = inner.length(axis) - Double(n - 1) * spacing.minimum
        let childContainer = Size(along: axis, mainContainer, across: inner.length(axis.other))
        let countLength = group.count.map { _ in grid.floorToPixel(mainContainer / Double(n)) }

        // Size every child.
        var sized: [(sub: LayoutItem, size: Size, content: SolvedGroup.Content)] = []
        sized.reserveCapacity(n)
        var leafIndex = 0
        for index in 0..<n {
            let sub = group.subitems[index % group.subitems.count]
            switch sub {
            case .item(let item):
                var childSize = grid.resolve(item.size, in: childContainer, measured: measure(leafIndex))
                if let length = countLength {
                    childSize = Size(along: axis, length, across: childSize.length(axis.other))
                }
                sized.append((sub, childSize, .item(item, zIndex: 0)))
                leafIndex += 1
            case .group(let nestedGroup):
                let offset = leafIndex
                let nested = solve(nestedGroup, in: childContainer, measure: { measure(offset + $0) },
                                   forcedLength: countLength.map { (axis, $0) })
                sized.append((sub, nested.size, .group(nested)))
                leafIndex += nested.leafCount
            }
        }

        equalizeUniformSiblings(&sized)

        // A group estimated on an axis takes its length there from what it holds.
        let extentsAlong = sized.map { $0.size.length(axis) + edgeMinimum($0.sub.edgeSpacing, axis) }
        let extentsAcross = sized.map { $0.size.length(axis.other) + edgeMinimum($0.sub.edgeSpacing, axis.other) }
        let holdsAlong = extentsAlong.reduce(0, +) + Double(n - 1) * spacing.minimum
        if group.size.dimension(axis).isEstimated && forced?.axis != axis {
            size = Size(along: axis, holdsAlong + insets.total(axis), across: size.length(axis.other))
        }
        if group.size.dimension(axis.other).isEstimated {
            size = Size(along: axis, size.length(axis), across: (extentsAcross.max() ?? 0) + insets.total(axis.other))
        }
        let innerAlong = size.length(axis) - insets.total(axis)
        let innerAcross = size.length(axis.other) - insets.total(axis.other)

        // Place along the axis: flexible spacings and flexible edges share what is left.
        let flexibleSlots = (spacing.isFlexible ? n - 1 : 0)
            + sized.reduce(0) { $0 + flexibleCount($1.sub.edgeSpacing, axis) }
        let share = flexibleSlots > 0 ? (innerAlong - holdsAlong) / Double(flexibleSlots) : 0
        var cursor = insets.start(axis)
        var children: [SolvedGroup.SolvedChild] = []
        children.reserveCapacity(n)
        for (index, child) in sized.enumerated() {
            let edges = child.sub.edgeSpacing
            cursor += edgeLength(edges.start(axis), share: share)
            let along = grid.roundToPixel(cursor)
            cursor += child.size.length(axis) + edgeLength(edges.end(axis), share: share)
            if index < n - 1 {
                cursor += spacing.minimum + (spacing.isFlexible ? share : 0)
            }
            let across = crossStart(child.size.length(axis.other), edges: edges, axis: axis.other,
                                    innerStart: insets.start(axis.other), innerLength: innerAcross)
            let slot = Rect(along: axis, start: along, length: child.size.length(axis),
                            crossStart: across, crossLength: child.size.length(axis.other))
            switch child.content {
            case .item(let item, _):
                children.append(.init(frame: cellFrame(slot: slot, item: item), content: child.content))
            case .group:
                children.append(.init(frame: slot, content: child.content))
            }
        }
        return SolvedGroup(group: group, size: size, container: container, children: children, leafCount: leafIndex)
    }

    /// How many subitems a group takes (Docs/Semantics.md, "How many fit"): `count` or
    /// `repeatingCount` when given; one run of the subitems when the group is estimated along its
    /// axis; otherwise the largest n for which n subitems, sized in the length less (n-1) spacings,
    /// plus those spacings, still fit (on the estimates; a re-flowing group then counts again on
    /// the measured sizes, `reflowCount`).
    /// Counting stops at `atMost` (GroupWork counts no further than its limit needs).
    func repetitionCount(_ group: Group, axis: Axis, inner: Size, atMost: Int = GroupSolver.maximumRepetitions) -> Int {
        if let count = group.count ?? group.repeatingCount { return count }
        if group.size.dimension(axis).isEstimated { return group.subitems.count }
        guard !group.subitems.isEmpty else { return 0 }
        let length = inner.length(axis)
        let spacing = group.interItemSpacing.minimum
        let tolerance = 1e-6

        // Sum of the extents along the axis of the first n subitems, fractions resolved in `mainLength`
        // (only the subitems the sum needs are sized, so a long subitem list costs no more than n).
        func extent(_ n: Int, mainLength: Double) -> Double {
            let container = Size(along: axis, mainLength, across: inner.length(axis.other))
            let each = group.subitems.prefix(n).map { subitemExtent($0, axis: axis, in: container) }
            let cycle = each.reduce(0, +)
            let (whole, rest) = n.quotientAndRemainder(dividingBy: each.count)
            return Double(whole) * cycle + each.prefix(rest).reduce(0, +)
        }
        let limit = min(atMost, GroupSolver.maximumRepetitions)
        func largest(_ fits: (Int) -> Bool) -> Int {
            var n = 0
            while n < limit && fits(n + 1) { n += 1 }
            return n
        }
        let crossIsFractionOfAxis = group.subitems.contains { sub in
            switch (axis, sub.size.dimension(axis.other)) {
            case (.horizontal, .fractionalWidth), (.vertical, .fractionalHeight): return true
            default: return false
            }
        }
        if crossIsFractionOfAxis {
            // The count is first what fits with no spacing; fractions then resolve in what the
            // spacings of that count leave; the row takes as many as then fit with the spacings.
            let first = largest { extent($0, mainLength: length) <= length + tolerance }
            let mainLength = length - Double(max(first - 1, 0)) * spacing
            return largest { extent($0, mainLength: mainLength) + Double($0 - 1) * spacing <= length + tolerance }
        }
        return largest { n in
            let gaps = Double(n - 1) * spacing
            return extent(n, mainLength: length - gaps) + gaps <= length + tolerance
        }
    }

    /// A subitem's length along `axis`, edge spacings at their minimum included.
    private func subitemExtent(_ sub: LayoutItem, axis: Axis, in container: Size) -> Double {
        let length: Double
        switch sub {
        case .item(let item):
            length = grid.resolve(item.size.dimension(axis), in: container)
        case .group(let nested):
            length = nested.size.dimension(axis).isEstimated
                ? solve(nested, in: container).size.length(axis)
                : grid.resolve(nested.size.dimension(axis), in: container)
        }
        return length + edgeMinimum(sub.edgeSpacing, axis)
    }

    /// Where a child starts across the group's axis: after its leading edge spacing, a flexible
    /// edge taking its share of what is left (which may be negative and pull the child back).
    func crossStart(_ length: Double, edges: EdgeSpacing, axis: Axis, innerStart: Double, innerLength: Double) -> Double {
        let flexible = flexibleCount(edges, axis)
        let share = flexible > 0 ? (innerLength - length - edgeMinimum(edges, axis)) / Double(flexible) : 0
        return grid.roundToPixel(innerStart + edgeLength(edges.start(axis), share: share))
    }

    /// An item's frame is its slot less its contentInsets, except on an estimated axis; an inset
    /// larger than the slot leaves the absolute difference (Docs/Semantics.md, "Items").
    private func cellFrame(slot: Rect, item: Item) -> Rect {
        let insets = item.contentInsets
        var frame = slot
        if !item.size.width.isEstimated {
            frame.x += insets.leading
            frame.width = abs(slot.width - insets.leading - insets.trailing)
        }
        if !item.size.height.isEstimated {
            frame.y += insets.top
            frame.height = abs(slot.height - insets.top - insets.bottom)
        }
        return frame
    }
}

func edgeMinimum(_ edges: EdgeSpacing, _ axis: Axis) -> Double {
    (edges.start(axis)?.minimum ?? 0) + (edges.end(axis)?.minimum ?? 0)
}

func flexibleCount(_ edges: EdgeSpacing, _ axis: Axis) -> Int {
    (edges.start(axis)?.isFlexible == true ? 1 : 0) + (edges.end(axis)?.isFlexible == true ? 1 : 0)
}

func edgeLength(_ spacing: Spacing?, share: Double) -> Double {
    guard let spacing else { return 0 }
    return spacing.minimum + (spacing.isFlexible ? share : 0)
}
