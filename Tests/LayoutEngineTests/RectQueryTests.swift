import Testing
@testable import LayoutEngine

/// Rect queries over long layouts (Docs/Semantics.md, "Rect queries"): the groups a binary search
/// finds give the same answer as UIKit's rules applied to every element.
@Suite struct RectQueryTests {
    /// Five 64 pt cells a row (0.2 × 320), rows 64 tall, 1,000 cells: 200 rows, 12,800 pt.
    let grid = group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(0.2), .fractionalHeight(1))])

    @Test func aRowDeepInALongGridFindsOnlyItsCells() {
        // Row 100 spans y 6400 ..< 6464 (100 × 64); rows 99 and 101 only touch the rectangle.
        let result = solve([(Section(group: grid), 1_000)], query: Rect(x: 0, y: 6400, width: 320, height: 64))
        #expect(result.elements.map(\.item) == [500, 501, 502, 503, 504])
        #expect(result.elements.first?.frame == Rect(x: 0, y: 6400, width: 64, height: 64))
    }

    @Test func itemSupplementariesKeepTheirIndexPastSkippedGroups() {
        let badge = SupplementaryItem(kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
                                      containerAnchor: Anchor(edges: [.top, .trailing]))
        let badged = group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2),
                           [item(.fractionalWidth(0.2), .fractionalHeight(1), supplementaries: [badge])])
        // Row 100 again: its badges are the 501st to 505th of the section (indices 500 ... 504).
        let result = solve([(Section(group: badged), 1_000)], query: Rect(x: 0, y: 6400, width: 320, height: 64))
        #expect(result.elements.filter { $0.kind == "badge" }.map(\.item) == [500, 501, 502, 503, 504])
    }

    @Test func rightToLeftSidewaysScrollingFindsTheMirroredGroup() {
        // Scrolling sideways, groups 100 wide hold two cells of 0.5 × 480; 100 cells make 50 groups,
        // 5,000 pt. Right to left, group k lies at 5000 - (k + 1) × 100: group 4 at 4500 ..< 4600.
        let column = group(.vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        var configuration = Configuration()
        configuration.scrollDirection = .horizontal
        let result = solve([(Section(group: column), 100)], configuration: configuration, direction: .rightToLeft,
                           query: Rect(x: 4500, y: 0, width: 100, height: 480))
        #expect(result.elements.map(\.item) == [8, 9])
        #expect(result.elements.first?.frame == Rect(x: 4500, y: 0, width: 100, height: 240))
    }
}
