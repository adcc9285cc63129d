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
        let section = spec.section
        let items = spec.items
        var content = SectionContent()
        content.insets = effectiveInsets(section)
        let container = groupContainer(section, insets: content.insets)
        let solver = GroupSolver(grid: grid)
        let template = solver.solve(section.group, in: container)
        let perGroup = template.leafCount
        guard items.count > 0, perGroup > 0 else { return content }

        let along = scrollAxis
        let across = along.other
        let edges = section.group.edgeSpacing
        let crossStart = solver.crossStart(
            template.size.length(across), edges: edges, axis: across,
            innerStart: content.insets.start(across),
            innerLength: environment.size.length(across) - content.insets.total(across))
        let selfSizing = !items.entries.isEmpty && items.entries.contains { $0.width != nil || $0.height != nil }

        let groupCount = (items.count + perGroup - 1) / perGroup
        content.groups.reserveCapacity(groupCount)
        var cursor = content.insets.start(along)
        var first = 0
        while first < items.count {
            let take = min(perGroup, items.count - first)
            var solved = template
            if selfSizing {
                let base = first
                solved = solver.solve(section.group, in: container, measure: { index in
                    let entry = base + index < items.count ? items.entries[base + index] : ItemEntry()
                    return MeasuredSize(width: entry.width, height: entry.height)
                })
            }
            solved = solved.trimmed(toLeaves: take, along: along)
            cursor += edges.start(along)?.minimum ?? 0
            let origin = along == .vertical ? Point(x: crossStart, y: cursor) : Point(x: cursor, y: crossStart)
            content.groups.append(PlacedGroup(solved: solved, origin: origin, firstItem: first))
            content.widestGroup = max(content.widestGroup, solved.size.length(across))
            cursor += solved.size.length(along) + (edges.end(along)?.minimum ?? 0)
            first += take
            if first < items.count { cursor += section.interGroupSpacing }
        }
        content.length = cursor + content.insets.end(along)
        return content
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
