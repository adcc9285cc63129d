/// Puts cell content into the layout (Docs/Lists.md, "Cell content"): rows self-size from their
/// content, then each cell's parts become `content` elements in collection-view coordinates.
struct CellContentPlacement: Sendable {
    let environment: Environment
    let sectionSolver: SectionSolver
    /// Worked out once for the environment: the list metrics and every style's metrics.
    let metrics: ListMetrics
    let styles: [ListContentStyle: ListContentStyleMetrics]

    init(environment: Environment, sectionSolver: SectionSolver) {
        self.environment = environment
        self.sectionSolver = sectionSolver
        let metrics = ListMetrics(environment)
        self.metrics = metrics
        self.styles = Dictionary(uniqueKeysWithValues: ListContentStyle.allCases.map {
            ($0, ListContentStyleMetrics($0, category: environment.contentSizeCategory, standardMargin: metrics.standardMargin))
        })
    }

    /// A section whose rows are sized by their content, and each content row's layout at that size.
    struct SizedSection {
        var spec: SectionSpec
        /// By item: the content laid out at the row's width and fitting height.
        var laidOut: [Int: LaidOutContent] = [:]
    }

    /// The section with each content row's height set to what its content asks for at the row's
    /// width (a row whose entry gives `height` keeps it). The widths come from solving the section
    /// once as it stands; sections without content are returned as they are.
    func selfSized(_ spec: SectionSpec) -> SizedSection {
        var sized = SizedSection(spec: spec)
        guard spec.hasCellContent else { return sized }
        forEachCell(of: sectionSolver.solve(spec)) { item, frame in
            guard let entry = spec.items.entry(item), entry.height == nil, let content = entry.content else { return }
            let laidOut = layout(content, item: item, spec: spec).layout(width: frame.width)
            sized.spec.items.entries[item].height = laidOut.fittingHeight
            sized.laidOut[item] = laidOut
        }
        return sized
    }

    /// Appends the content elements of the cells placed from `first` on (this section's, `spec` as
    /// written, before self-sizing), after the section's own elements, found by rect queries as their
    /// cells are. A cell whose height rests on an approximation is marked so.
    func appendContent(of sized: SizedSection, original spec: SectionSpec, from first: Int, into placed: inout PlacedElements) {
        let list = spec.list
        guard spec.hasCellContent || list?.headerContent != nil || list?.footerContent != nil else { return }
        for index in first..<placed.elements.count {
            let cell = placed.elements[index]
            if let list, cell.category == .supplementary, let kind = cell.kind, let content = list.boundaryContent(kind: kind) {
                appendBoundaryContent(content, of: cell, membership: placed.memberships[index], list: list, into: &placed)
                continue
            }
            guard cell.category == .cell, let entry = spec.items.entry(cell.item), let content = entry.content else { continue }
            // The layout done while sizing serves when the cell came out at that size (a group's
            // neighbours or an absolute height can change it).
            let reusable = sized.laidOut[cell.item].flatMap { $0.size == cell.frame.size ? $0 : nil }
            let laidOut = reusable ?? layout(content, item: cell.item, spec: spec).layout(in: cell.frame.size)
            for part in laidOut.parts {
                let frame = part.frame.offsetBy(dx: cell.frame.x, dy: cell.frame.y)
                placed.append(Element(category: .content, kind: part.kind, section: cell.section, item: cell.item,
                                      id: cell.id, frame: frame, zIndex: cell.zIndex, approximate: part.approximate),
                              placed.memberships[index])
            }
            if laidOut.approximate && entry.height == nil { placed.elements[index].approximate = true }
        }
    }

    /// A list header's or footer's content, its kinds prefixed `header.` / `footer.` so that they
    /// stay apart from the content of cell 0 (Docs/Lists.md, "Header and footer content").
    private func appendBoundaryContent(_ content: ListContentConfiguration, of view: Element, membership: Membership,
                                       list: ListConfiguration, into placed: inout PlacedElements) {
        let kind = view.kind ?? ""
        let style = content.style ?? ListContentStyle.boundaryDefault(list, kind: kind)
        let styled = styles[style] ?? ListContentStyleMetrics(style, category: environment.contentSizeCategory,
                                                              standardMargin: metrics.standardMargin)
        let laidOut = ContentLayout(content, style: styled, metrics: metrics, list: list, level: 0, environment: environment)
            .layout(in: view.frame.size)
        let prefix = kind == ListSection.footerKind ? "footer." : "header."
        for part in laidOut.parts {
            placed.append(Element(category: .content, kind: prefix + part.kind, section: view.section, item: view.item,
                                  frame: part.frame.offsetBy(dx: view.frame.x, dy: view.frame.y), zIndex: view.zIndex,
                                  approximate: part.approximate), membership)
        }
    }

    private func layout(_ content: ListContentConfiguration, item: Int, spec: SectionSpec) -> ContentLayout {
        let style = content.style ?? ListContentStyle.rowDefault(spec.list, item: item)
        let styled = styles[style] ?? ListContentStyleMetrics(style, category: environment.contentSizeCategory,
                                                              standardMargin: metrics.standardMargin)
        return ContentLayout(content, style: styled, metrics: metrics, list: spec.list,
                             level: spec.items.entry(item)?.level ?? 0, environment: environment)
    }

    /// Calls `body` with each cell's item index and frame (relative to its section) as solved.
    private func forEachCell(of content: SectionContent, _ body: (Int, Rect) -> Void) {
        for group in content.groups {
            var item = group.firstItem
            group.solved.forEachLeaf(origin: .zero) { frame, _ in
                body(item, frame)
                item += 1
            }
        }
    }
}
