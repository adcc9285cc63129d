import LayoutEngine
import Testing
@testable import FrameOutput

/// List separators in pictures (Docs/Lists.md, "Separators"): inside the upper of two rows of a
/// section, classic one pixel from the layout margin to the trailing edge, glass 1 pt and 16 from
/// both cell edges. Two rows of 44 (classic) or 52 (glass) in a plain list at 390 pt @3x.
@Suite struct ListSeparatorSVGTests {
    static func picture(_ design: Design, direction: LayoutDirection = .leftToRight) -> String {
        let environment = Environment(width: 390, scale: 3, layoutDirection: direction, design: design)
        let list = ListConfiguration()
        let layout = Layout(sections: [SectionSpec(section: ListSection.make(list, in: environment), items: SectionItems(count: 2),
                                                   list: list)])
        return FramesSVGWriter.write(LayoutSolver().solve(layout, in: environment), title: "separators")
    }

    static func separators(_ svg: String) -> [String] {
        svg.components(separatedBy: "<rect class=\"separator\" ").dropFirst().map { String($0.prefix { $0 != "/" }) }
    }

    @Test func classicIsOnePixelFromTheMarginToTheTrailingEdge() {
        // Row 0 is 0…44: the separator its last pixel row, 44 − 1/3 = 43.667, from the margin 20 (390 > 375)
        // to 390: 370 wide. Only between the two rows: one separator.
        #expect(Self.separators(Self.picture(.classic))
            == ["x=\"20\" y=\"43.666666666666664\" width=\"370\" height=\"0.3333333333333333\""])
        // Right to left the margin is on the right: 0 … 370.
        #expect(Self.separators(Self.picture(.classic, direction: .rightToLeft))
            == ["x=\"0\" y=\"43.666666666666664\" width=\"370\" height=\"0.3333333333333333\""])
    }

    @Test func glassIsOnePointInset16FromBothEdges() {
        // Row 0 is 0…52: 52 − 1 = 51, from 16 to 390 − 16 = 374: 358 wide.
        #expect(Self.separators(Self.picture(.glass)) == ["x=\"16\" y=\"51\" width=\"358\" height=\"1\""])
    }
}
