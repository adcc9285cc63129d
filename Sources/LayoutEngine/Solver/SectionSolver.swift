/// A section's groups, in the section's own coordinates: along the scroll axis from the start of
/// its leading content inset, across it from the collection view's edge.
struct SectionContent: Sendable {
    /// The section's top-level groups as placed.
    var groups: [PlacedGroup] = []
    /// Length along the scroll axis: insets and groups; 0 for a section that lays out nothing.
    var length: Double = 0
    /// The widest top-level group across the scroll axis.
    var widestGroup: Double = 0
    /// The section's content insets in effect (its own plus the content insets reference).
    var insets: DirectionalInsets = .zero
    /// The row's scroll state, for orthogonally scrolling sections.
    var orthogonal: OrthogonalScroll?
    /// The size of the section's group when it holds none of its subitems although the section
    /// has items (a subitem longer than the group): nothing is shown, and the solver says why.
    var emptyGroupSize: Size?
}

/// A top-level group where it stands in its section, with the index of its first cell.
struct PlacedGroup: Sendable {
    var solved: SolvedGroup
    var origin: Point
    var firstItem: Int

    /// The group's outer frame: rect queries find a group's elements by it.
    var frame: Rect { Rect(x: origin.x, y: origin.y, width: solved.size.width, height: solved.size.height) }
}

/// Lays out the groups of one section along the scroll axis (Docs/Semantics.md, "Sections").
struct SectionSolver: Sendable {
    let grid: PixelGrid
    let environment: Environment
    let configuration: Configuration

    var scrollAxis: Axis { configuration.scrollDirection }

    /// The box the section's top-level group is sized in, scrolling orthogonally or not.
    func topGroupContainer(_ section: Section, insets: DirectionalInsets) -> Size {
        section.orthogonalScrollingBehavior != .none ? orthogonalGroupContainer(insets: insets) : groupContainer(section, insets: insets)
    }

    /// The box a section's top-level group is sized in (Docs/Semantics.md, "What a fraction is a
    /// fraction of"): across the scroll axis the container less the section's insets, along it the
    /// whole container. Custom groups are sized in the whole container.
    func groupContainer(_ section: Section, insets: DirectionalInsets) -> Size {
        if case .custom = section.group.layout { return environment.size }
        let across = scrollAxis.other
        return Size(along: across, environment.size.length(across) - insets.total(across),
                    across: environment.size.length(scrollAxis))
    }

    /// The section's insets in effect: its contentInsets plus, across the scroll axis only, the
    /// insets of its content insets reference (Docs/Semantics.md, "Content insets reference").
    func effectiveInsets(_ section: Section) -> DirectionalInsets {
        let reference = section.contentInsetsReference.flatMap { $0 == .automatic ? nil : $0 }
            ?? configuration.contentInsetsReference
        let base = ContentInsetsReferenceResolver(environment: environment).insets(for: reference)
        let across = scrollAxis == .vertical
            ? DirectionalInsets(leading: base.leading, trailing: base.trailing)
            : DirectionalInsets(top: base.top, bottom: base.bottom)
        return section.contentInsets + across
    }

    func solve(_ spec: SectionSpec) -> SectionContent {
        var content = SectionContent()
        content.insets = effectiveInsets(spec.section)
        let orthogonal = spec.section.orthogonalScrollingBehavior != .none
        let container = topGroupContainer(spec.section, insets: content.insets)
        let instances = groupInstances(spec, container: container, trimAlong: orthogonal ? scrollAxis.other : scrollAxis)
        guard !instances.isEmpty else {
            if spec.items.count > 0 {
                content.emptyGroupSize = GroupSolver(grid: grid).solve(spec.section.group, in: container).size
            }
            return content
        }
        if orthogonal {
            layOutRow(instances, spec: spec, into: &content)
        } else {
            stack(instances, section: spec.section, into: &content)
        }
        return content
    }

    /// The section's groups one by one, each with the index of its first cell: one solution of
    /// the group translated for every repetition, solved again only for cells that size
    /// themselves; the last group trimmed when it is not full.
    private func groupInstances(_ spec: SectionSpec, container: Size, trimAlong axis: Axis) -> [(solved: SolvedGroup, first: Int)] {
        let items = spec.items
        let solver = GroupSolver(grid: grid)
        let template = solver.solve(spec.section.group, in: container)
        let perGroup = template.leafCount
        guard items.count > 0, perGroup > 0 else { return [] }
        func measured(_ index: Int) -> Bool {
            guard let entry = items.entry(index) else { return false }
            return entry.width != nil || entry.height != nil
        }
        var instances: [(solved: SolvedGroup, first: Int)] = []
        instances.reserveCapacity((items.count + perGroup - 1) / perGroup)
        var first = 0
        while first < items.count {
            var solved = template
            if !items.entries.isEmpty && (first..<min(first + perGroup, items.count)).contains(where: measured) {
                let base = first
                solved = solver.solve(spec.section.group, in: container, measure: { index in
                    let entry = items.entry(base + index) ?? ItemEntry()
                    return MeasuredSize(width: entry.width, height: entry.height)
                })
            }
            let take = min(perGroup, items.count - first)
            instances.append((solved.trimmed(toLeaves: take, along: axis), first))
            first += take
        }
        return instances
    }

    /// Stacks the groups along the scroll axis, `interGroupSpacing` apart, each group's edge
    /// spacing around it (Docs/Semantics.md, "Sections").
    private func stack(_ instances: [(solved: SolvedGroup, first: Int)], section: Section, into content: inout SectionContent) {
        let along = scrollAxis
        let across = along.other
        let edges = section.group.edgeSpacing
        let solver = GroupSolver(grid: grid)
        var cursor = content.insets.start(along)
        for (index, instance) in instances.enumerated() {
            let solved = instance.solved
            let crossStart = solver.crossStart(
                solved.size.length(across), edges: edges, axis: across, innerStart: content.insets.start(across),
                innerLength: environment.size.length(across) - content.insets.total(across))
            cursor += edges.start(along)?.minimum ?? 0
            let origin = Point(along: along, cursor, across: crossStart)
            content.groups.append(PlacedGroup(solved: solved, origin: origin, firstItem: instance.first))
            content.widestGroup = max(content.widestGroup, solved.size.length(across))
            cursor += solved.size.length(along) + (edges.end(along)?.minimum ?? 0)
            if index < instances.count - 1 { cursor += section.interGroupSpacing }
        }
        content.length = cursor + content.insets.end(along)
    }

    /// Orthogonal sections size their groups as a layout scrolling the other way would: along the
    /// row in the whole container, across it in the container less the section's insets.
    private func orthogonalGroupContainer(insets: DirectionalInsets) -> Size {
        let row = scrollAxis.other
        return Size(along: row, environment.size.length(row),
                    across: environment.size.length(scrollAxis) - insets.total(scrollAxis))
    }

    /// Lays the groups out in one row across the scroll axis, scrolled to where the behaviour lets
    /// the requested offset rest (Docs/Semantics.md, "Orthogonal scrolling"). The section is as long
    /// as its longest group plus its insets.
    private func layOutRow(_ instances: [(solved: SolvedGroup, first: Int)], spec: SectionSpec, into content: inout SectionContent) {
        let row = scrollAxis.other
        let section = spec.section
        let edges = section.group.edgeSpacing
        var spans: [(start: Double, length: Double)] = []
        spans.reserveCapacity(instances.count)
        var cursor = 0.0
        var deepest = 0.0
        for (index, instance) in instances.enumerated() {
            cursor += edges.start(row)?.minimum ?? 0
            spans.append((cursor, instance.solved.size.length(row)))
            cursor += instance.solved.size.length(row) + (edges.end(row)?.minimum ?? 0)
            if index < instances.count - 1 { cursor += section.interGroupSpacing }
            deepest = max(deepest, edgeMinimum(edges, scrollAxis) + instance.solved.size.length(scrollAxis))
        }
        let scroller = OrthogonalRow(behavior: section.orthogonalScrollingBehavior, groups: spans, length: cursor,
                                     viewport: environment.size.length(row) - content.insets.total(row))
        let offset = scroller.settle(spec.orthogonalOffset)
        content.orthogonal = OrthogonalScroll(behavior: section.orthogonalScrollingBehavior, offset: offset,
                                              contentLength: cursor, viewportLength: scroller.viewport,
                                              restingOffsets: scroller.restingOffsets)
        let acrossStart = content.insets.start(scrollAxis) + (edges.start(scrollAxis)?.minimum ?? 0)
        for (instance, span) in zip(instances, spans) {
            let rowStart = content.insets.start(row) + span.start - offset
            let origin = Point(along: row, rowStart, across: acrossStart)
            content.groups.append(PlacedGroup(solved: instance.solved, origin: origin, firstItem: instance.first))
        }
        content.length = content.insets.total(scrollAxis) + deepest
    }
}

/// Turns a content insets reference into insets from the environment's safe area, layout
/// margins and readable width.
struct ContentInsetsReferenceResolver: Sendable {
    let environment: Environment

    func insets(for reference: ContentInsetsReference) -> DirectionalInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return environment.safeAreaInsets
        case .layoutMargins:
            return environment.layoutMargins
        case .readableContent:
            // The readable content guide: centred inside the margins, at most readableWidth wide.
            var margins = environment.layoutMargins
            let available = environment.width - margins.leading - margins.trailing
            let extra = max(0, available - environment.readableWidth) / 2
            margins.leading += extra
            margins.trailing += extra
            return margins
        }
    }
}
