import LayoutEngine

/// What a generated frames test needs to know of a layout beyond its frames: the kinds its data
/// source must provide views for, the sizes self-sizing views ask for, which elements scroll
/// with an orthogonal row.
struct LayoutFacts {
    var supplementaryKinds: [String] = []
    var measuredSupplementaries: [(kind: String, size: MeasuredSize)] = []
    var measuredCells: [(section: Int, item: Int, size: MeasuredSize)] = []
    var hasLists = false
    /// Per section, the kinds of its boundary items (and the layout's): those stay put while a row scrolls.
    private var boundaryKinds: [Set<String>] = []

    init(_ layout: Layout) {
        let layoutKinds = Set(layout.configuration.boundarySupplementaryItems.map(\.kind))
        layout.configuration.boundarySupplementaryItems.forEach { note($0.kind, $0.measured) }
        for (index, spec) in layout.sections.enumerated() {
            let section = spec.section
            section.boundarySupplementaryItems.forEach { note($0.kind, $0.measured) }
            boundaryKinds.append(layoutKinds.union(section.boundarySupplementaryItems.map(\.kind)))
            noteSupplementaries(of: .group(section.group))
            hasLists = hasLists || spec.list != nil
                || section.boundarySupplementaryItems.contains { $0.kind == ListSection.headerKind || $0.kind == ListSection.footerKind }
            for (item, entry) in spec.items.entries.enumerated() where entry.width != nil || entry.height != nil {
                measuredCells.append((index, item, MeasuredSize(width: entry.width, height: entry.height)))
            }
        }
    }

    /// Whether an element of an orthogonal section moves with its row: cells and item or group
    /// supplementaries do, boundary items and decorations do not.
    func movesWithRow(_ element: Element) -> Bool {
        switch element.category {
        case .cell: return true
        case .supplementary:
            return !(boundaryKinds.indices.contains(element.section) && boundaryKinds[element.section].contains(element.kind ?? ""))
        default: return false
        }
    }

    private mutating func noteSupplementaries(of item: LayoutItem) {
        switch item {
        case .item(let item):
            item.supplementaryItems.forEach { note($0.kind, $0.measured) }
        case .group(let group):
            group.supplementaryItems.forEach { note($0.kind, $0.measured) }
            group.subitems.forEach { noteSupplementaries(of: $0) }
        }
    }

    private mutating func note(_ kind: String, _ measured: MeasuredSize) {
        if !supplementaryKinds.contains(kind) { supplementaryKinds.append(kind) }
        if measured != MeasuredSize(), !measuredSupplementaries.contains(where: { $0.kind == kind }) {
            measuredSupplementaries.append((kind, measured))
        }
    }
}
