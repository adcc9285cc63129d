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
        let instances = groupInstances(spec, container: container, trimAlong: orthogonal ? scrollAxis.other : scrollAxis,
                                       into: &content)
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

    /// The section's groups one by one, each with its shape and the index of its first cell: one
    /// solution of the group stamped for every repetition, solved again only for cells that size
    /// themselves; the last group trimmed when it is not full. A re-flowing group is solved for
    /// every repetition once its cells are measured along its axis, and takes as many as then fit
    /// (Docs/Semantics.md, "Re-flowing groups"). The shapes go into `content`.
    private func groupInstances(_ spec: SectionSpec, container: Size, trimAlong axis: Axis,
                                into content: inout SectionContent) -> [(shape: Int, first: Int)] {
        let items = spec.items
        let group = spec.section.group
        let solver = GroupSolver(grid: grid)
        let template = solver.solve(group, in: container)
        let perGroup = template.leafCount
        guard items.count > 0, perGroup > 0 else { return [] }
        func measured(_ index: Int) -> Bool {
            guard let entry = items.entry(index) else { return false }
            return entry.width != nil || entry.height != nil
        }
        let reflowing = solver.reflowsOnMeasurement(group, entries: items.entries)
        let listRow = spec.list != nil
        content.supplementaryKinds = group.attachedSupplementaryKinds
        content.shapes.append(GroupShape(template, grid: grid, kinds: content.supplementaryKinds))
        if group.repeats, let outside = content.shapes[0].cellOutside, outside.index < items.count {
            content.cellOutsideGroup = (outside.index, outside.frame, template.size)
        }
        var instances: [(shape: Int, first: Int)] = []
        instances.reserveCapacity((items.count + perGroup - 1) / perGroup)
        var first = 0
        while first < items.count {
            var solved: SolvedGroup?
            let remeasured = reflowing || (!items.entries.isEmpty && (first..<min(first + perGroup, items.count)).contains(where: measured))
            if remeasured {
                let base = first
                solved = solver.solve(group, in: container, measure: { index in
                    let entry = items.entry(base + index) ?? ItemEntry()
                    // A list row's height is a self-sized view's: up to the pixel (Docs/Lists.md, "Pixel grid").
                    return MeasuredSize(width: entry.width, height: listRow ? entry.height.map(grid.ceilToPixel) : entry.height)
                }, reflowing: reflowing)
            }
            let whole = solved?.leafCount ?? perGroup
            let take = min(whole, items.count - first)
            if take < whole { solved = (solved ?? template).trimmed(toLeaves: take, along: axis) }
            // A group stamped from the template (most of them) is told by a test, not an
            // unwrapping, which copies the optional solved group for each.
            if solved == nil {
                instances.append((0, first))
            } else {
                content.shapes.append(GroupShape(solved!, grid: grid, kinds: content.supplementaryKinds))
                instances.append((content.shapes.count - 1, first))
            }
            if remeasured, content.cellOutsideGroup == nil, let shape = content.shapes.last, let outside = shape.cellOutside {
                content.cellOutsideGroup = (first + outside.index, outside.frame, shape.size)
            }
            first += take
        }
        shareUniformLength(of: group, among: instances, in: &content)
        return instances
    }

    /// An outermost group whose dimension is `uniformAcrossSiblings` shares the largest length
    /// any of the section's groups has on that axis with all of them (Docs/Semantics.md,
    /// "Uniform across siblings"); the cells keep their own sizes.
    private func shareUniformLength(of group: Group, among instances: [(shape: Int, first: Int)],
                                    in content: inout SectionContent) {
        for axis in [Axis.horizontal, .vertical] where group.size.dimension(axis).isUniformAcrossSiblings {
            guard let largest = instances.map({ content.shapes[$0.shape].size.length(axis) }).max() else { continue }
            for index in content.shapes.indices {
                content.shapes[index].size = Size(along: axis, largest, across: content.shapes[index].size.length(axis.other))
            }
        }
    }

    /// Stacks the groups along the scroll axis, `interGroupSpacing` apart, each group's edge
    /// spacing around it (Docs/Semantics.md, "Sections").
    private func stack(_ instances: [(shape: Int, first: Int)], section: Section, into content: inout SectionContent) {
        let along = scrollAxis
        let across = along.other
        let edges = section.group.edgeSpacing
        let solver = GroupSolver(grid: grid)
        var cursor = content.insets.start(along)
        content.groups.reserveCapacity(instances.count)
        for (index, instance) in instances.enumerated() {
            let size = content.shapes[instance.shape].size
            let crossStart = solver.crossStart(
                size.length(across), edges: edges, axis: across, innerStart: content.insets.start(across),
                innerLength: environment.size.length(across) - content.insets.total(across))
            cursor += edges.start(along)?.minimum ?? 0
            let origin = Point(along: along, cursor, across: crossStart)
            content.groups.append(PlacedGroup(shape: instance.shape, origin: origin, firstItem: instance.first))
            content.widestGroup = max(content.widestGroup, size.length(across))
            cursor += size.length(along) + (edges.end(along)?.minimum ?? 0)
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
    private func layOutRow(_ instances: [(shape: Int, first: Int)], spec: SectionSpec, into content: inout SectionContent) {
        let row = scrollAxis.other
        let section = spec.section
        let edges = section.group.edgeSpacing
        var spans: [(start: Double, length: Double)] = []
        spans.reserveCapacity(instances.count)
        var cursor = 0.0
        var deepest = 0.0
        for (index, instance) in instances.enumerated() {
            let size = content.shapes[instance.shape].size
            cursor += edges.start(row)?.minimum ?? 0
            spans.append((cursor, size.length(row)))
            cursor += size.length(row) + (edges.end(row)?.minimum ?? 0)
            if index < instances.count - 1 { cursor += section.interGroupSpacing }
            deepest = max(deepest, edgeMinimum(edges, scrollAxis) + size.length(scrollAxis))
        }
        let scroller = OrthogonalRow(behavior: section.orthogonalScrollingBehavior, groups: spans, length: cursor,
                                     viewport: environment.size.length(row) - content.insets.total(row))
        let restingOffsets = scroller.restingOffsets
        let offset = scroller.settle(spec.orthogonalOffset, restingAt: restingOffsets)
        // The scroll state as output: on the pixel grid, as every frame is.
        content.orthogonal = OrthogonalScroll(behavior: section.orthogonalScrollingBehavior, offset: grid.snap(offset),
                                              contentLength: grid.snap(cursor), viewportLength: grid.snap(scroller.viewport),
                                              restingOffsets: restingOffsets?.map(grid.snap))
        let acrossStart = content.insets.start(scrollAxis) + (edges.start(scrollAxis)?.minimum ?? 0)
        content.groups.reserveCapacity(instances.count)
        for (instance, span) in zip(instances, spans) {
            let rowStart = content.insets.start(row) + span.start - offset
            let origin = Point(along: row, rowStart, across: acrossStart)
            content.groups.append(PlacedGroup(shape: instance.shape, origin: origin, firstItem: instance.first))
        }
        content.length = content.insets.total(scrollAxis) + deepest
    }
}
