import Testing
@testable import LayoutEngine

/// The solver says why part of a layout is missing (Docs/Semantics.md, "Groups").
@Suite struct LayoutWarningTests {
    @Test func aSubitemLongerThanItsGroupLaysOutNothingAndSaysSo() {
        // A 500-pt item in a group of fractionalWidth(1) of 320 = 320 pt: no repetition fits.
        let wide = Section(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(500), .fractionalHeight(1))]))
        let fitting = Section(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))]))
        let result = solve([(fitting, 2), (wide, 3), (wide, 0)])
        #expect(result.elements.filter { $0.section == 1 }.isEmpty)
        // Section 2 has no items: nothing is missing, so nothing is said.
        #expect(result.warnings == [.groupHoldsNothing(section: 1, groupSize: Size(width: 320, height: 50))])
    }

    @Test func anItemLargerAcrossTheAxisIsPlacedWithoutAWarning() {
        // 80 tall in a 50-tall horizontal group: placed, sticking out.
        let tall = Section(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(80))]))
        let result = solve([(tall, 1)])
        #expect(result.cell(0, 0) == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(result.warnings.isEmpty)
    }
}
