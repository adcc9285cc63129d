import LayoutEngine

/// What the sections decoded so far ask of the solver (GroupWork): a base `section` repeats its
/// group in every section, and supplementary items multiply with the cells, so the work adds up.
struct LayoutWork {
    var steps = 0
    var cells = 0
    var elements = 0

    var isOverLimit: Bool {
        steps > GroupWork.maximumLayoutSteps || cells > GroupWork.maximumLayoutCells || elements > GroupWork.maximumLayoutElements
    }

    /// Adds a section whose group measures `measure` and which holds `items` cells; returns the
    /// layout's limit it takes the work over, if any (the decoder refuses the entry there).
    mutating func add(_ measure: GroupWork.Measure, section: Section, items: Int) -> SpecMessage.WorkLimit? {
        steps += measure.steps
        if steps > GroupWork.maximumLayoutSteps { return .layoutSteps }
        cells += measure.cells
        if cells > GroupWork.maximumLayoutCells { return .layoutCells }
        // The group's elements shared out over its cells; the last group is trimmed to the items left.
        let made = measure.cells > 0 ? (items * measure.elements + measure.cells - 1) / measure.cells : 0
        elements += made + section.boundarySupplementaryItems.count + section.decorationItems.count
        if elements > GroupWork.maximumLayoutElements { return .layoutElements }
        return nil
    }
}
