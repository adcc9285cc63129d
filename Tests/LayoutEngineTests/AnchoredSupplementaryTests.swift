import Testing
@testable import LayoutEngine

/// Group supplementaries anchor to the group's inner box (its frame less its contentInsets), item
/// supplementaries to the cell (Docs/Semantics.md, "Item and group supplementaries"). Frames
/// derived by hand; measured on a group with insets in scale3-badges/1010.
@Suite struct AnchoredSupplementaryTests {
    static let groupInsets = DirectionalInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

    /// Container anchor edges, item anchor edges (nil: the same) and the frame expected.
    struct Row: Sendable {
        let edges: Set<Edge>
        let itemAnchor: Set<Edge>?
        let frame: Rect

        init(_ edges: Set<Edge>, _ itemAnchor: Set<Edge>?, _ frame: Rect) {
            (self.edges, self.itemAnchor, self.frame) = (edges, itemAnchor, frame)
        }
    }

    static func supplementary(_ edges: Set<Edge>, itemAnchor: Set<Edge>? = nil, offset: Anchor.Offset = .absolute(.zero)) -> SupplementaryItem {
        SupplementaryItem(kind: "s", size: LayoutSize(width: .absolute(20), height: .absolute(10)),
                          containerAnchor: Anchor(edges: edges, offset: offset), itemAnchor: itemAnchor.map { Anchor(edges: $0) })
    }

    /// Scrolling down: a row 320 × 100 with insets 10, 20, 30, 40; its inner box is x 20…280, y 10…70.
    static func solveRow(_ supplementary: SupplementaryItem, insets: DirectionalInsets = groupInsets,
                         direction: LayoutDirection = .leftToRight) -> LayoutResult {
        var row = group(.horizontal, .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
                        insets: insets)
        row.supplementaryItems = [supplementary]
        return solve([(Section(group: row), 2)], direction: direction)
    }

    @Test(arguments: [
        // The inner box's bottom-trailing corner (280, 70), less the supplementary (20, 10).
        Row([.bottom, .trailing], nil, Rect(x: 260, y: 60, width: 20, height: 10)),
        // Its top-leading corner (20, 10).
        Row([.top, .leading], nil, Rect(x: 20, y: 10, width: 20, height: 10)),
        // Its centre (150, 40), less half the supplementary: (140, 35).
        Row([], nil, Rect(x: 140, y: 35, width: 20, height: 10)),
        // The trailing edge's middle (280, 40), the supplementary's leading-bottom corner put there: (280, 30).
        Row([.trailing], [.leading, .bottom], Rect(x: 280, y: 30, width: 20, height: 10)),
        // The bottom edge's middle (150, 70), the supplementary's top-leading corner put there.
        Row([.bottom], [.top, .leading], Rect(x: 150, y: 70, width: 20, height: 10)),
    ])
    func groupSupplementariesAnchorToTheInnerBox(_ row: Row) {
        let result = Self.solveRow(Self.supplementary(row.edges, itemAnchor: row.itemAnchor))
        #expect(result.supplementary("s", 0, 0)?.frame == row.frame)
        // The cells are laid out in the same box: the first at (20, 10), (320 - 60) × 0.5 = 130 wide.
        #expect(result.cell(0, 0) == Rect(x: 20, y: 10, width: 130, height: 60))
    }

    @Test func withoutInsetsTheInnerBoxIsTheGroupFrame() {
        // Bottom-trailing corner of the 320 × 100 group, less (20, 10).
        let result = Self.solveRow(Self.supplementary([.bottom, .trailing]), insets: .zero)
        #expect(result.supplementary("s", 0, 0)?.frame == Rect(x: 300, y: 90, width: 20, height: 10))
    }

    @Test func offsetsMoveFromTheInnerBox() {
        // As in scale3-badges/1010: trailing edge with fractional offset (1, 0). Corner (280, 40): the
        // supplementary's trailing middle goes there, (260, 35), then 1 × 20 to the right: (280, 35).
        let result = Self.solveRow(Self.supplementary([.trailing], offset: .fractional(Point(x: 1, y: 0))))
        #expect(result.supplementary("s", 0, 0)?.frame == Rect(x: 280, y: 35, width: 20, height: 10))
    }

    @Test func rightToLeftTheInnerBoxIsMirrored() {
        // Left to right the supplementary is at x 260 (bottom-trailing); mirrored across 320:
        // 320 - 260 - 20 = 40, i.e. against the trailing inset 40, now on the left.
        let result = Self.solveRow(Self.supplementary([.bottom, .trailing]), direction: .rightToLeft)
        #expect(result.supplementary("s", 0, 0)?.frame == Rect(x: 40, y: 60, width: 20, height: 10))
    }

    @Test func scrollingSidewaysTheInnerBoxIsTheSame() {
        // A column 200 × 480 (fractionalHeight(1)) with insets 10, 20, 30, 40: inner box x 20…160,
        // y 10…450. Bottom-trailing: (160 - 20, 450 - 10) = (140, 440).
        var column = group(.vertical, .absolute(200), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
                           insets: Self.groupInsets)
        column.supplementaryItems = [Self.supplementary([.bottom, .trailing])]
        let result = solve([(Section(group: column), 2)], configuration: Configuration(scrollDirection: .horizontal))
        #expect(result.supplementary("s", 0, 0)?.frame == Rect(x: 140, y: 440, width: 20, height: 10))
    }

    @Test func itemSupplementariesAnchorToTheCellNotTheGroupInnerBox() {
        // Item 1's cell is x 150…280, y 10…70 (inside the group's insets); its top-trailing corner (280, 10)
        // less the badge's width: (260, 10).
        let badge = Self.supplementary([.top, .trailing])
        let row = group(.horizontal, .fractionalWidth(1), .absolute(100),
                        [item(.fractionalWidth(0.5), .fractionalHeight(1), supplementaries: [badge])], insets: Self.groupInsets)
        let result = solve([(Section(group: row), 2)])
        #expect(result.supplementary("s", 0, 1)?.frame == Rect(x: 260, y: 10, width: 20, height: 10))
    }
}
