/// Puts cell content into the layout (Docs/Lists.md, "Cell content"): rows self-size from their
/// content, then each cell's parts become `content` elements in collection-view coordinates.
struct CellContentPlacement: Sendable {
    let environment: Environment
    let sectionSolver: SectionSolver
    /// Worked out once for the environment: the list metrics and every style's metrics (none for
    /// a layout without content, where they would cost more than a small grid's solve).
    let metrics: ListMetrics
    let styles: [ListContentStyle: ListContentStyleMetrics]

    init(environment: Environment, sectionSolver: SectionSolver, layout: Layout) {
        self.environment = environment
        self.sectionSolver = sectionSolver
        let metrics = ListMetrics(environment)
        self.metrics = metrics
        let hasContent = layout.sections.contains(where: \.hasContentToLayOut)
        self.styles = !hasContent ? [:] : Dictionary(uniqueKeysWithValues: ListContentStyle.allCases.map {
            ($0, ListContentStyleMetrics($0, environment: environment, metrics: metrics))
        })
    }

    /// A section whose rows are sized by their content, and each content row's layout at that size.
    struct SizedSection: Sendable {
        var spec: SectionSpec
        /// The section as written, before self-sizing.
        var original: SectionSpec
        /// By item: the content laid out at the row's width and fitting height.
        var laidOut: [Int: LaidOutContent] = [:]

        /// Whether its cells, header or footer have content to lay out.
        var hasContent: Bool { original.hasContentToLayOut }
    }

    /// The section with each content row's height set to what its content asks for at the row's
    /// width (a row whose entry gives `height` keeps it). The widths come from solving the section
    /// once as it stands; sections without content are returned as they are.
    func selfSized(_ spec: SectionSpec) -> SizedSection {
        var sized = SizedSection(spec: spec, original: spec)
        guard spec.hasCellContent else { return sized }
        forEachCell(of: sectionSolver.solve(spec)) { item, frame in
            guard let entry = spec.items.entry(item), entry.height == nil, let content = entry.content else { return }
            let laidOut = layout(content, item: item, spec: spec).layout(width: frame.width)
            sized.spec.items.entries[item].height = laidOut.fittingHeight
            sized.laidOut[item] = laidOut
        }
        return sized
    }

    /// The content elements of `cell` (placed, not yet rounded), in the coordinates of its
    /// collection view, and whether the cell's height rests on an approximation; nil for a cell
    /// without content. They follow the section's own elements and are found by rect queries as
    /// their cells are.
    func content(ofCell cell: Element, in sized: SizedSection) -> (parts: [Element], approximate: Bool)? {
        let spec = sized.original
        guard let entry = spec.items.entry(cell.item), let content = entry.content else { return nil }
        // The layout done while sizing serves when the cell came out at that size (a group's
        // neighbours or an absolute height can change it).
        let reusable = sized.laidOut[cell.item].flatMap { $0.size == cell.frame.size ? $0 : nil }
        let laidOut = reusable ?? layout(content, item: cell.item, spec: spec).layout(in: cell.frame.size)
        return (elements(of: laidOut, in: cell), laidOut.approximate && entry.height == nil)
    }

    /// A list header's or footer's content, its kinds prefixed `header.` / `footer.` so that they
    /// stay apart from the content of cell 0 (Docs/Lists.md, "Header and footer content").
    func content(ofBoundary view: Element, in sized: SizedSection) -> [Element] {
        guard let list = sized.original.list, let kind = view.kind,
              let layout = ListSection.boundaryContent(list, kind: kind, isFirstSection: view.section == 0, metrics: metrics,
                                                       environment: environment, styleMetrics: styleMetrics)
        else { return [] }
        return elements(of: layout.layout(in: view.frame.size), in: view, kindPrefix: kind == ListSection.footerKind ? "footer." : "header.")
    }

    /// The parts of content laid out in `view` (a cell, a header or a footer view) as content
    /// elements: in the view's coordinates moved to its place, at its zIndex, with its id.
    private func elements(of laidOut: LaidOutContent, in view: Element, kindPrefix: String? = nil) -> [Element] {
        laidOut.parts.map { part in
            Element(category: .content, kind: kindPrefix.map { $0 + part.kind } ?? part.kind, section: view.section, item: view.item, id: view.id,
                    frame: part.frame.offsetBy(dx: view.frame.x, dy: view.frame.y), zIndex: view.zIndex, approximate: part.approximate)
        }
    }

    private func layout(_ content: ListContentConfiguration, item: Int, spec: SectionSpec) -> ContentLayout {
        let style = content.style ?? ListContentStyle.rowDefault(spec.list, item: item)
        return ContentLayout(content, style: styleMetrics(style), metrics: metrics, list: spec.list,
                             level: spec.items.entry(item)?.level ?? 0, environment: environment)
    }

    /// The metrics of `style`, as worked out once for the environment.
    private func styleMetrics(_ style: ListContentStyle) -> ListContentStyleMetrics {
        styles[style] ?? ListContentStyleMetrics(style, environment: environment, metrics: metrics)
    }

    /// Calls `body` with each cell's item index and frame (relative to its section) as solved.
    private func forEachCell(of content: SectionContent, _ body: (Int, Rect) -> Void) {
        for group in content.groups {
            var item = group.firstItem
            for cell in content.shapes[group.shape].cells {
                body(item, cell.frame)
                item += 1
            }
        }
    }
}

extension SectionSpec {
    /// Whether its cells, header or footer have content to lay out (Docs/Lists.md, "Cell content").
    var hasContentToLayOut: Bool { hasCellContent || list?.headerContent != nil || list?.footerContent != nil }
}
