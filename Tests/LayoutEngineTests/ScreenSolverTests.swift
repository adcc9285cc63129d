import Testing
@testable import LayoutEngine

/// A screen's layouts: each laid out in its column's size and placed at the column's origin.
@Suite struct ScreenSolverTests {
    /// One section: a row 50 tall of two halves.
    let halves = Layout(sections: [SectionSpec(
        section: Section(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])),
        items: SectionItems(count: 2))])

    func solve(_ width: Double, _ height: Double, query: Rect? = nil) -> LayoutResult {
        let device = Device(screen: Size(width: width, height: height))
        let arrangement = ColumnSolver().arrange(SplitView(), on: device)
        let solver = ScreenSolver()
        let layouts = [ColumnRole.primary, .secondary].map {
            ColumnLayout(role: $0, layout: halves, environment: solver.environment(of: $0, in: arrangement, device: device))
        }
        return solver.solve(arrangement, device: device, layouts: layouts, query: query)
    }

    @Test func layoutsAreLaidOutInTheirColumnsAndPlacedAtTheirOrigins() {
        let result = solve(1180, 820)
        // Column elements first, in column order.
        #expect(result.elements.prefix(2).map(\.category) == [.column, .column])
        #expect(result.elements[0].kind == "primary" && result.elements[0].frame == Rect(x: 0, y: 0, width: 414, height: 820))
        #expect(result.elements[1].kind == "secondary" && result.elements[1].frame == Rect(x: 414.5, y: 0, width: 765.5, height: 820))
        let cells = result.elements.filter { $0.category == .cell }
        // Primary: 0.5 × 414 = 207. Secondary: 0.5 × 765.5 = 382.75 → 382.5; at 414.5 and 414.5 + 382.5 = 797.
        #expect(cells.map(\.frame) == [Rect(x: 0, y: 0, width: 207, height: 50), Rect(x: 207, y: 0, width: 207, height: 50),
                                       Rect(x: 414.5, y: 0, width: 382.5, height: 50), Rect(x: 797, y: 0, width: 382.5, height: 50)])
        #expect(cells.map(\.column) == ["primary", "primary", "secondary", "secondary"])
        #expect(result.sections.map(\.column) == ["primary", "secondary"])
        #expect(result.sections[1].frame == Rect(x: 414.5, y: 0, width: 765.5, height: 50))
        #expect(result.screen?.contentSizes[.secondary] == Size(width: 765.5, height: 50))
        #expect(result.container == Size(width: 1180, height: 820))
    }

    @Test func hiddenColumnsAreNotLaidOut() {
        // Portrait: secondaryOnly; the primary's layout is not laid out.
        let result = solve(820, 1180)
        #expect(result.elements.filter { $0.column == "primary" }.isEmpty)
        #expect(result.elements.filter { $0.category == .cell }.map(\.frame.width) == [410, 410])
    }

    @Test func rectQueriesAreInWindowCoordinates() {
        // A rectangle over the secondary's first cell only: that cell and the secondary column.
        let result = solve(1180, 820, query: Rect(x: 500, y: 10, width: 10, height: 10))
        #expect(result.elements.map(\.category) == [.column, .cell])
        #expect(result.elements[1].frame == Rect(x: 414.5, y: 0, width: 382.5, height: 50))
    }
}
