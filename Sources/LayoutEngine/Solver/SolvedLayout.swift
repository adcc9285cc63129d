/// A solved layout whose elements are made as they are read: the sections placed and their groups
/// stamped, but no element stored, so that writing a million of them takes no memory for them.
/// `LayoutResult` is the same layout with its elements in an array.
public struct SolvedLayout: Sendable {
    public let container: Size
    public let scale: Double
    public let scrollDirection: Axis
    public let contentOffset: Point
    public let contentSize: Size
    public let sections: [SectionFrame]
    /// What the layout shows differently from what its author likely meant.
    public let warnings: [LayoutWarning]
    /// What it was solved in: the frames header says it.
    public let environment: Environment?

    let placed: [PlacedSection]
    /// The layout's own boundary items, finished: written after the first section's cells and
    /// supplementaries, before its decorations.
    let layoutItems: [Element]
    let assembler: SectionAssembler
    let finish: ElementFinish
    /// Lays out list cell content; nil when the layout is solved without it.
    let cells: CellContentPlacement?

    /// Calls `body` with every element in the frames JSON order (Docs/SpecFormat.md, "Output").
    public func forEachElement<E: Error>(_ body: (Element) throws(E) -> Void) throws(E) {
        try forEachElement(window: .all(finish)) { (element, _) throws(E) in try body(element) }
    }

    /// Every element with what a rect query finds it by; only the groups `window` looks at.
    func forEachElement<E: Error>(window: GroupWindow, _ body: (Element, Membership) throws(E) -> Void) throws(E) {
        guard !placed.isEmpty else {
            for element in layoutItems { try body(element, .ownFrame) }
            return
        }
        for section in placed {
            try assembler.emit(section, groups: window, finish: finish, cells: cells,
                               layoutItems: section.index == 0 ? layoutItems : [], body)
        }
    }

    /// The elements in an array, or with `query` only those UIKit's `layoutAttributesForElements(in:)`
    /// returns for that rectangle (Docs/Semantics.md, "Rect queries"): layout attributes only, so no
    /// `content` parts (subviews of cells), and the grouped list sections' backgrounds, which UIKit
    /// returns though no spec describes them (Docs/Lists.md, "Section backgrounds").
    public func result(query: Rect? = nil) -> LayoutResult {
        var elements: [Element] = []
        if let query {
            let rectQuery = RectQuery(rect: query, contentSize: contentSize, scrollAxis: scrollDirection)
            forEachElement(window: GroupWindow(query: rectQuery, finish: finish)) { element, membership in
                if element.category != .content && rectQuery.returns(element, membership) { elements.append(element) }
            }
            for (section, frame) in zip(placed, sections) {
                guard let background = ListSectionBackground.element(of: section, frame: frame.frame),
                      rectQuery.returns(background, .section(frame.frame)) else { continue }
                elements.append(background)
            }
        } else {
            elements.reserveCapacity(placed.reduce(layoutItems.count) { $0 + $1.spec.items.count })
            forEachElement { elements.append($0) }
        }
        return LayoutResult(container: container, scale: scale, scrollDirection: scrollDirection, contentOffset: contentOffset,
                            contentSize: contentSize, sections: sections, elements: elements, warnings: warnings,
                            environment: environment)
    }
}
