import Testing
@testable import LayoutEngine

/// Sections, the layout, supplementaries and scrolling, each with hand-derived frames.
@Suite struct SectionRuleTests {
    let halves = group(.horizontal, .fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.5), .fractionalHeight(1))])

    @Test func fractionsAlongTheScrollAxisAreOfTheWholeContainer() {
        let rows = group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = Section(group: rows, contentInsets: DirectionalInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let result = solve([(section, 4)])
        // Width (320 - 60) × 0.5 = 130; height 0.5 × 480 = 240, insets not taken off; content 10 + 480 + 30.
        #expect(result.cell(0, 1) == Rect(x: 150, y: 10, width: 130, height: 240))
        #expect(result.contentSize.height == 520)
    }

    @Test func emptySectionsTakeNoRoomButKeepTheirSpacing() {
        let configuration = Configuration(interSectionSpacing: 12)
        let section = Section(group: halves, contentInsets: DirectionalInsets(top: 3, bottom: 5))
        let result = solve([(section, 2), (section, 0), (section, 2)], configuration: configuration)
        // Section 0: 3 + 40 + 5 = 48; then 12, an empty section, 12: section 2 starts at 72, its cells at 75.
        #expect(result.cell(2, 0)?.y == 75)
        #expect(result.contentSize.height == 120)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let result = solve([(Section(group: halves, contentInsets: DirectionalInsets(leading: 20)), 1)], direction: .rightToLeft)
        // Left to right the cell is at 20, 150 wide ((320 - 20) × 0.5); mirrored: 320 - 20 - 150 = 150.
        #expect(result.cell(0, 0) == Rect(x: 150, y: 0, width: 150, height: 40))
    }

    @Test func extendingHeadersAndFootersGrowTheSection() {
        var section = Section(group: halves, contentInsets: DirectionalInsets(all: 4))
        section.boundarySupplementaryItems = [
            BoundaryItem(kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top),
            BoundaryItem(kind: "footer", size: LayoutSize(width: .absolute(100), height: .absolute(20)), alignment: .bottom),
        ]
        let result = solve([(section, 2)])
        // Header 312 wide (320 - 8) at (4, 0); cells after it and the top inset at 34; footer after the
        // bottom inset at 30 + 4 + 40 + 4 = 78, centred: 4 + (312 - 100) / 2 = 110.
        #expect(result.supplementary("header", 0, 0)?.frame == Rect(x: 4, y: 0, width: 312, height: 30))
        #expect(result.cell(0, 0)?.y == 34)
        #expect(result.supplementary("footer", 0, 0)?.frame == Rect(x: 110, y: 78, width: 100, height: 20))
        #expect(result.contentSize.height == 98)
    }

    @Test func pinnedHeadersStayInViewUntilTheirSectionEnds() {
        var section = Section(group: halves)
        section.boundarySupplementaryItems = [
            BoundaryItem(kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top,
                         pinToVisibleBounds: true),
        ]
        // Section 0 is 30 + 3 rows of 40 = 150 long. Scrolled to 50: its header is at 50.
        let scrolled = solve([(section, 6), (section, 6)], offset: Point(x: 0, y: 50))
        #expect(scrolled.supplementary("header", 0, 0)?.frame.y == 50)
        #expect(scrolled.supplementary("header", 0, 0)?.zIndex == 1 + 1_000_000_000)
        // Scrolled to 140: it stops where its section's content ends, 150 - 30 = 120.
        let further = solve([(section, 6), (section, 6)], offset: Point(x: 0, y: 140))
        #expect(further.supplementary("header", 0, 0)?.frame.y == 120)
    }

    @Test func badgesAnchorToTheirItemsEdges() {
        let badge = SupplementaryItem(kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(10)),
                                      containerAnchor: Anchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))
        let row = group(.horizontal, .fractionalWidth(1), .absolute(60),
                        [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge])])
        let result = solve([(Section(group: row), 2)])
        // Item 1 spans 160…320: top-trailing corner (320, 0), less the badge (20, 0), plus half its
        // width and minus half its height: (300 + 10, 0 - 5).
        #expect(result.supplementary("badge", 0, 1)?.frame == Rect(x: 310, y: -5, width: 20, height: 10))
    }

    @Test func decorationsCoverTheirSectionAndLiftItsCells() {
        var section = Section(group: halves)
        section.decorationItems = [DecorationItem(kind: "background", contentInsets: DirectionalInsets(all: 5), zIndex: -1)]
        let result = solve([(section, 3)])
        // Section 320 × 80 less 5 all round.
        let background = result.elements.first { $0.category == .decoration }
        #expect(background?.frame == Rect(x: 5, y: 5, width: 310, height: 70))
        #expect(background?.zIndex == -1)
        #expect(result.elements.filter { $0.category == .cell }.allSatisfy { $0.zIndex == 1 })
    }

    @Test func rectQueriesFindGroupMembersOnlyThroughTheirGroup() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(20),
                        [item(.fractionalWidth(0.5), .absolute(100))])
        // Cells 0 and 1 hang 80 below their 20-tall group; a rectangle at y 30 misses the group.
        let result = solve([(Section(group: row), 4)], query: Rect(x: 0, y: 30, width: 320, height: 1))
        #expect(result.elements.map(\.item) == [2, 3])
    }

    @Test func orthogonalRowsRestWhereTheirBehaviourLetsThem() {
        let cards = group(.horizontal, .absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = Section(group: cards, contentInsets: DirectionalInsets(leading: 4, trailing: 6), interGroupSpacing: 8)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        let layout = Layout(sections: [SectionSpec(section: section, items: SectionItems(count: 8), orthogonalOffset: 130)])
        let result = LayoutSolver().solve(layout, in: Environment(width: 320, height: 480, scale: 2))
        // Groups start every 108; 130 is nearest 108. Row 8 × 100 + 7 × 8 = 856, viewport 320 - 10 = 310.
        let scroll = result.sections.first?.orthogonal
        #expect(scroll?.offset == 108)
        #expect(scroll?.contentLength == 856)
        #expect(scroll?.viewportLength == 310)
        #expect(result.cell(0, 1)?.x == 4)  // 4 + 108 - 108
        #expect(result.contentSize.height == 50)
    }

    @Test func inASidewaysLayoutTheOrthogonalRowRunsDown() {
        let cards = group(.horizontal, .absolute(100), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = Section(group: cards, contentInsets: DirectionalInsets(top: 10, leading: 4, bottom: 10, trailing: 6))
        section.orthogonalScrollingBehavior = .paging
        let layout = Layout(configuration: Configuration(scrollDirection: .horizontal),
                            sections: [SectionSpec(section: section, items: SectionItems(count: 5), orthogonalOffset: 300)])
        let result = LayoutSolver().solve(layout, in: Environment(width: 320, height: 480, scale: 2))
        // Groups 0.5 × 480 = 240 tall (the whole height, as a vertical layout would size them); the
        // column is 5 × 240 = 1200 long, its viewport 480 - 20 = 460; 300 rounds to page 1: 460.
        let scroll = result.sections.first?.orthogonal
        #expect(scroll?.offset == 460)
        #expect(scroll?.viewportLength == 460)
        #expect(scroll?.restingOffsets == [0, 460, 740])
        #expect(result.cell(0, 2) == Rect(x: 4, y: 30, width: 100, height: 240))  // 10 + 2 × 240 - 460
        #expect(result.contentSize.width == 110)  // 4 + 100 + 6
    }

    @Test func groupPagingCentredRestsWithAGroupCentredInTheViewport() {
        let row = OrthogonalRow(behavior: .groupPagingCentered, groups: [(0, 100), (108, 100), (216, 100)], length: 316, viewport: 310)
        // Group k centred: 108k - (310 - 100) / 2 = 108k - 105.
        #expect(row.restingOffsets == [-105, 3, 111])
        #expect(row.settle(40) == 3)
        let paging = OrthogonalRow(behavior: .paging, groups: [(0, 256), (264, 256), (528, 256)], length: 784, viewport: 310)
        // Pages 0 and 310, and the row's end 784 - 310 = 474; 400 rounds to page 1.
        #expect(paging.restingOffsets == [0, 310, 474])
        #expect(paging.settle(400) == 310)
        #expect(paging.settle(900) == 474)
    }
}
