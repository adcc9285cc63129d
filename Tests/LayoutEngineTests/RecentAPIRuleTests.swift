import Testing
@testable import LayoutEngine

/// Re-flowing groups and the iOS 15-17 API (Docs/Semantics.md, "Re-flowing groups", "How many fit",
/// "Uniform across siblings", "Boundary items"; Docs/Lists.md, "Header top padding"), each with
/// hand-derived frames.
@Suite struct RecentAPIRuleTests {
    static func solve(_ section: Section, _ entries: [ItemEntry], width: Double = 320, scrollDirection: Axis = .vertical,
                      environment: Environment? = nil) -> LayoutResult {
        let layout = Layout(configuration: Configuration(scrollDirection: scrollDirection),
                            sections: [SectionSpec(section: section, items: SectionItems(entries: entries))])
        return LayoutSolver().solve(layout, in: environment ?? Environment(width: width, height: 480, scale: 2))
    }

    @Test func aTagCloudRowTakesAsManyCellsAsTheirMeasuredWidthsFit() {
        // Estimates of 50 would put 5 in a row of 304 (5 × 50 + 4 × 8 = 282); measured, the row takes
        // 120 + 8 + 90 = 218 and a third (218 + 8 + 100 = 326 > 304) starts the next group.
        let row = group(.horizontal, .fractionalWidth(1), .estimated(30), [item(.estimated(50), .absolute(30))], spacing: .fixed(8))
        var section = Section(group: row, contentInsets: DirectionalInsets(all: 8))
        section.interGroupSpacing = 8
        let result = Self.solve(section, [ItemEntry(width: 120), ItemEntry(width: 90), ItemEntry(width: 100), ItemEntry(width: 200),
                                          ItemEntry(width: 60), ItemEntry()])
        #expect(result.cell(0, 0) == Rect(x: 8, y: 8, width: 120, height: 30))
        #expect(result.cell(0, 1) == Rect(x: 136, y: 8, width: 90, height: 30))
        #expect(result.cell(0, 2) == Rect(x: 8, y: 46, width: 100, height: 30))   // 8 + 30 + 8
        // 100 + 8 + 200 = 308 > 304: the 200 starts the third row; 200 + 8 + 60 + 8 + 50 (the estimate) = 326: two.
        #expect(result.cell(0, 3) == Rect(x: 8, y: 84, width: 200, height: 30))
        #expect(result.cell(0, 4) == Rect(x: 216, y: 84, width: 60, height: 30))
        #expect(result.cell(0, 5) == Rect(x: 8, y: 122, width: 50, height: 30))
        #expect(result.warnings.isEmpty)
    }

    @Test func aColumnReflowsOnMeasuredHeightsScrollingSideways() {
        // A vertical group of fractionalHeight(1) = 480, items estimated 100 tall: 200 + 250 = 450 fit, 450 + 100 > 480.
        let column = group(.vertical, .absolute(80), .fractionalHeight(1), [item(.absolute(80), .estimated(100))])
        let result = Self.solve(Section(group: column), [ItemEntry(height: 200), ItemEntry(height: 250), ItemEntry(height: 100)],
                                scrollDirection: .horizontal)
        #expect(result.cell(0, 1) == Rect(x: 0, y: 200, width: 80, height: 250))
        #expect(result.cell(0, 2) == Rect(x: 80, y: 0, width: 80, height: 100))
    }

    @Test func aCellLongerThanItsRowTakesARowOfItsOwnAndIsReported() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(30), [item(.estimated(50), .absolute(30))])
        let result = Self.solve(Section(group: row), [ItemEntry(width: 40), ItemEntry(width: 400), ItemEntry(width: 40)])
        // 40 + 400 > 320: the 400 starts row 2 alone (sticking out 80), the last 40 row 3.
        #expect(result.cell(0, 1) == Rect(x: 0, y: 30, width: 400, height: 30))
        #expect(result.cell(0, 2) == Rect(x: 0, y: 60, width: 40, height: 30))
        #expect(result.warnings == [.cellOutsideGroup(section: 0, item: 1, cell: Rect(x: 0, y: 0, width: 400, height: 30),
                                                      groupSize: Size(width: 320, height: 30))])
    }

    @Test func aFixedHeightRowKeepsItsHeightAndSaysItsTallCellOverlaps() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(0.5), .estimated(44))])
        let result = Self.solve(Section(group: row), [ItemEntry(), ItemEntry(height: 61), ItemEntry()])
        // The second row starts at 44 whatever cell 1 measures: 61 reaches 17 into it.
        #expect(result.cell(0, 1) == Rect(x: 160, y: 0, width: 160, height: 61))
        #expect(result.cell(0, 2)?.y == 44)
        #expect(result.warnings.count == 1)
    }

    @Test func repeatingCountKeepsTheItemsOwnSize() {
        // repeatingSubitem: 3 × 60 with 10 spacing at 0, 70, 140; subitem:count: would make them (320 − 20) / 3 = 100.
        var row = group(.horizontal, .fractionalWidth(1), .absolute(20), [item(.absolute(60), .fractionalHeight(1))], spacing: .fixed(10))
        row.repeatingCount = 3
        let result = Self.solve(Section(group: row), Array(repeating: ItemEntry(), count: 4))
        #expect([0, 1, 2].compactMap { result.cell(0, $0) } == [0, 70, 140].map { Rect(x: $0, y: 0, width: 60, height: 20) })
        #expect(result.cell(0, 3) == Rect(x: 0, y: 20, width: 60, height: 20))
        #expect(result.warnings.isEmpty)
    }

    @Test func repeatingCountThatDoesNotFitOverlapsAndIsReported() {
        // 4 × 100 + 3 × 10 = 430 in 320: the fourth starts at 330, outside the group.
        var row = group(.horizontal, .fractionalWidth(1), .absolute(20), [item(.absolute(100), .fractionalHeight(1))], spacing: .fixed(10))
        row.repeatingCount = 4
        let result = Self.solve(Section(group: row), Array(repeating: ItemEntry(), count: 4))
        #expect(result.cell(0, 3) == Rect(x: 330, y: 0, width: 100, height: 20))
        #expect(result.warnings == [.cellOutsideGroup(section: 0, item: 3, cell: Rect(x: 330, y: 0, width: 100, height: 20),
                                                      groupSize: Size(width: 320, height: 20))])
    }

    @Test func uniformSiblingsTakeTheLargestMeasuredSizeOfTheirGroup() {
        // Rows of 2: heights 30 and 50 -> both 50; the next row 20 and 10 (unmeasured estimate 10) -> 20.
        let row = group(.horizontal, .fractionalWidth(1), .estimated(10), [item(.fractionalWidth(0.5), .uniformAcrossSiblings(10))])
        let result = Self.solve(Section(group: row), [ItemEntry(height: 30), ItemEntry(height: 50), ItemEntry(height: 20), ItemEntry()])
        #expect(result.cell(0, 0) == Rect(x: 0, y: 0, width: 160, height: 50))
        #expect(result.cell(0, 1) == Rect(x: 160, y: 0, width: 160, height: 50))
        #expect(result.cell(0, 3) == Rect(x: 160, y: 50, width: 160, height: 20))
    }

    @Test func anOutermostUniformGroupSharesTheLargestLengthAcrossTheSection() {
        // Rows as tall as their tallest cell (30, then 70), each then as tall as the tallest row: 70.
        let row = group(.horizontal, .fractionalWidth(1), .uniformAcrossSiblings(10), [item(.fractionalWidth(0.5), .estimated(10))])
        let result = Self.solve(Section(group: row), [ItemEntry(height: 30), ItemEntry(), ItemEntry(height: 70), ItemEntry()])
        #expect(result.cell(0, 0) == Rect(x: 0, y: 0, width: 160, height: 30))
        #expect(result.cell(0, 2) == Rect(x: 0, y: 70, width: 160, height: 70))
        #expect(result.contentSize.height == 140)
    }

    @Test func supplementaryContentInsetsReferenceChoosesTheBoxOfTheBoundaryItems() {
        let header = BoundaryItem(kind: "h", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top)
        var section = Section(group: group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .absolute(10))]),
                              contentInsets: DirectionalInsets(leading: 10, trailing: 10), boundarySupplementaryItems: [header])
        let environment = Environment(width: 320, height: 480, scale: 2, layoutMargins: DirectionalInsets(all: 16))
        func headerFrame(_ reference: ContentInsetsReference?) -> Rect? {
            section.supplementaryContentInsetsReference = reference
            return Self.solve(section, [ItemEntry()], environment: environment).supplementary("h", 0, 0)?.frame
        }
        // automatic: inside the section's insets, 320 − 20; none: the whole width; layoutMargins: 320 − 2 × 16.
        #expect(headerFrame(.automatic) == Rect(x: 10, y: 0, width: 300, height: 20))
        #expect(headerFrame(ContentInsetsReference.none) == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(headerFrame(.layoutMargins) == Rect(x: 16, y: 0, width: 288, height: 20))
    }
}

/// `headerTopPadding` (iOS 15), Docs/Lists.md "Header top padding"; classic rows of 44.
@Suite struct HeaderTopPaddingTests {
    @Test func paddingGoesAboveASupplementaryHeader() {
        var list = ListConfiguration(appearance: .grouped, headerMode: .supplementary)
        list.headerTopPadding = 10
        let result = solve([(ListSection.make(list, in: Environment(width: 320, scale: 2, design: .classic)), 1)])
        // 10 of padding, the grouped header's estimate 17.5 under it, the row of 44 after: 10 + 17.5 = 27.5.
        #expect(result.supplementary(ListSection.headerKind, 0, 0)?.frame == Rect(x: 0, y: 10, width: 320, height: 17.5))
        #expect(result.cell(0, 0)?.y == 27.5)
    }

    @Test func paddingReplacesThePlainHeaderRowsTopInsetInEverySection() {
        var list = ListConfiguration(appearance: .plain, headerMode: .firstItemInSection)
        list.headerTopPadding = 6
        let environment = Environment(width: 320, scale: 2, design: .classic)
        let result = solve([(ListSection.make(list, in: environment, position: .init(isFirst: true, isLast: false)), 1),
                            (ListSection.make(list, in: environment, position: .init(isFirst: false, isLast: true)), 1)])
        // 6 above each header row, instead of 0 in the first section and 22 in later ones: 6, then 6 + 44 + 6 = 56.
        #expect(result.cell(0, 0)?.y == 6)
        #expect(result.cell(1, 0)?.y == 56)
        // The padding over the first section's header row is our choice: it and what follows are approximate.
        #expect(result.elements.allSatisfy { $0.approximate })
    }
}
