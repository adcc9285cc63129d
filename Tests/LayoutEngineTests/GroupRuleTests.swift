import Testing
@testable import LayoutEngine

/// The group rules of Docs/Semantics.md, each with hand-derived frames.
@Suite struct GroupRuleTests {
    @Test func rowTakesAsManyAsFitOnceSpacingIsTakenOff() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.3), .absolute(10))],
                        spacing: .fixed(10))
        let result = solve([(Section(group: row), 4)])
        // n = 3: each 0.3 × (320 - 2×10) = 90; a fourth would need 4 × 0.3 × 290 + 30 = 378 > 320.
        #expect(result.cell(0, 0) == Rect(x: 0, y: 0, width: 90, height: 10))
        #expect(result.cell(0, 1) == Rect(x: 100, y: 0, width: 90, height: 10))
        #expect(result.cell(0, 2) == Rect(x: 200, y: 0, width: 90, height: 10))
        #expect(result.cell(0, 3) == Rect(x: 0, y: 10, width: 90, height: 10))
    }

    @Test func flexibleSpacingSharesTheLeftoverAndPositionsRoundToThePixel() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.25), .absolute(10))],
                        spacing: .flexible(1))
        let result = solve([(Section(group: row), 4)])
        // 0.25 × (320 - 3) = 79.25, rounded down at scale 2 to 79; leftover 320 - 4×79 = 4 over 3 gaps:
        // 0, 79 + 4/3 = 80.33 -> 80.5, 158 + 8/3 = 160.67 -> 160.5, 237 + 4 = 241.
        #expect(result.cell(0, 0)?.width == 79)
        #expect([0, 1, 2, 3].compactMap { result.cell(0, $0)?.x } == [0, 80.5, 160.5, 241])
    }

    @Test func lastPartialGroupIsTrimmedToWhatItHoldsPlusTheWholeGroupsLeftover() {
        let column = group(.vertical, .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .absolute(30))])
        let result = solve([(Section(group: column), 5)])
        // 3 of 30 fit in 100, leaving 10; the second group holds 2: 60 + 10 = 70; content 100 + 70.
        #expect(result.cell(0, 3)?.y == 100)
        #expect(result.contentSize == Size(width: 320, height: 170))
    }

    @Test func countGroupsDivideTheLengthLessSpacingsEvenly() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(20), [item(.absolute(30), .fractionalHeight(1))],
                        spacing: .fixed(10), count: 3)
        let result = solve([(Section(group: row), 3)])
        // (320 - 2×10) / 3 = 100; the item's own width of 30 is ignored.
        #expect(result.cell(0, 2) == Rect(x: 220, y: 0, width: 100, height: 20))
    }

    @Test func groupAndItemInsetsComeOffLast() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(100),
                        [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: DirectionalInsets(top: 5, leading: 6, bottom: 7, trailing: 8))],
                        insets: DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let result = solve([(Section(group: row), 2)])
        // inner 314 × 96; slot 157 wide at x 2; cell x 2 + 6 = 8, width 157 - 14 = 143, y 1 + 5, height 96 - 12.
        #expect(result.cell(0, 0) == Rect(x: 8, y: 6, width: 143, height: 84))
        #expect(result.cell(0, 1)?.x == 165)  // 2 + 157 + 6
    }

    @Test func insetsLargerThanTheSlotLeaveTheAbsoluteDifference() {
        let row = group(.horizontal, .absolute(40), .absolute(10),
                        [item(.absolute(40), .absolute(10), insets: DirectionalInsets(leading: 30, trailing: 30))])
        let result = solve([(Section(group: row), 1)])
        // |40 - 60| = 20 wide, at 30.
        #expect(result.cell(0, 0) == Rect(x: 30, y: 0, width: 20, height: 10))
    }

    @Test func flexibleEdgeSpacingCentresAnItemInItsRow() {
        let edges = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(100), .absolute(10), edges: edges)])
        let result = solve([(Section(group: row), 3)])
        // 3 × 100 = 300 fit in 320: the leftover 20 is shared by 6 flexible edges, 10/3 each.
        // Item 0 at 10/3 = 3.33, to the nearest half point 3.5; item 1 at 3 × 10/3 + 100 = 110.
        #expect(result.cell(0, 0)?.x == 3.5)
        #expect(result.cell(0, 1)?.x == 110)
    }

    @Test func nestedGroupsAreSizedInTheirParentsInnerBox() {
        let pair = Group(layout: .vertical, size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                         subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))], interItemSpacing: .fixed(4))
        let row = group(.horizontal, .fractionalWidth(1), .absolute(100),
                        [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(pair)], spacing: .fixed(6))
        let result = solve([(Section(group: row), 3)])
        // 0.5 × (320 - 6) = 157; the pair's items 0.5 × (100 - 4) = 48, at 0 and 52.
        #expect(result.cell(0, 0) == Rect(x: 0, y: 0, width: 157, height: 100))
        #expect(result.cell(0, 1) == Rect(x: 163, y: 0, width: 157, height: 48))
        #expect(result.cell(0, 2) == Rect(x: 163, y: 52, width: 157, height: 48))
    }

    @Test func anEstimatedGroupIsAsTallAsItsTallestItem() {
        let row = group(.horizontal, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(30))])
        let result = solve([(Section(group: row), 4)])
        // Items keep their estimate of 30; the group is 30, not 44.
        #expect(result.cell(0, 2)?.y == 30)
        #expect(result.contentSize.height == 60)
    }

    @Test func zeroLengthItemsEndAtTheRepetitionBound() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(0), .absolute(10))])
        let result = solve([(Section(group: row), 3)])
        #expect(result.elements.count == 3)
        #expect(result.contentSize.height == 10)
    }

    @Test func aFirstSubitemLongerThanItsGroupLaysOutNothing() {
        let row = group(.horizontal, .absolute(100), .absolute(10), [item(.absolute(101), .absolute(10))])
        let result = solve([(Section(group: row), 3)])
        #expect(result.elements.isEmpty)
        #expect(result.contentSize.height == 0)
    }

    @Test func aLargeSectionIsSolvedByTranslationNotBySolvingEachGroup() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.25), .absolute(10))])
        let result = solve([(Section(group: row), 100_000)])
        // 25,000 rows of 10; item 99,999 is the last of row 24,999.
        #expect(result.cell(0, 99_999) == Rect(x: 240, y: 249_990, width: 80, height: 10))
        #expect(result.contentSize.height == 250_000)
    }
}
