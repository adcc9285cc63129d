import Testing
@testable import LayoutEngine

/// List sections: every appearance × header mode × footer mode, expected frames derived by hand
/// from the metrics table of issue 7 / Docs/Lists.md (320 pt wide, scale 2, two rows of 44).
@Suite struct ListSectionTests {
    typealias Appearance = ListConfiguration.Appearance

    /// The table, as the issue states it: insets by appearance and modes.
    static func expectedInsets(_ appearance: Appearance, header: ListConfiguration.HeaderMode,
                               footer: ListConfiguration.FooterMode) -> (top: Double, side: Double, bottom: Double) {
        switch appearance {
        case .plain: return (header == .firstItemInSection ? 22 : 0, 0, 0)
        case .grouped: return (header == .none ? 35 : 0, 0, footer == .none ? 20 : 0)
        case .insetGrouped: return (header == .none ? 35 : 0, 16, footer == .none ? 20 : 0)
        case .sidebar: return (0, 12.987012987012987, footer == .none ? 10 : 0)
        case .sidebarPlain: return (0, 12.987012987012987, 0)
        }
    }

    static let combinations: [(Appearance, ListConfiguration.HeaderMode, ListConfiguration.FooterMode)] =
        Appearance.allCases.flatMap { appearance in
            ListConfiguration.HeaderMode.allCases.flatMap { header in
                ListConfiguration.FooterMode.allCases.map { (appearance, header, $0) }
            }
        }

    @Test(arguments: combinations)
    func framesFollowTheMetricsTable(appearance: Appearance, header: ListConfiguration.HeaderMode, footer: ListConfiguration.FooterMode) {
        let section = ListSection.make(ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer), idiom: .phone)
        let result = solve([(section, 2)])
        let insets = Self.expectedInsets(appearance, header: header, footer: footer)
        // Supplementary headers and footers: 28 in plain and sidebarPlain, 17.5 in the others.
        let boundary = appearance == .plain || appearance == .sidebarPlain ? 28.0 : 17.5
        let headerHeight = header == .supplementary ? boundary : 0
        let footerHeight = footer == .supplementary ? boundary : 0
        // Sides: 16 → x 16, 320 - 32 = 288 wide; 12.987… → x rounds to 13 at scale 2, and
        // fractionalWidth(1) of 320 - 25.974 = 294.03 rounds down to 294.
        let (x, width): (Double, Double) = insets.side == 16 ? (16, 288) : insets.side == 0 ? (0, 320) : (13, 294)
        let firstRow = headerHeight + insets.top
        #expect(result.cell(0, 0) == Rect(x: x, y: firstRow, width: width, height: 44))
        #expect(result.cell(0, 1) == Rect(x: x, y: firstRow + 44, width: width, height: 44))
        let total = headerHeight + insets.top + 88 + insets.bottom + footerHeight
        #expect(result.contentSize.height == total)
        let headerElement = result.supplementary(ListSection.headerKind, 0, 0)
        let footerElement = result.supplementary(ListSection.footerKind, 0, 0)
        #expect((headerElement != nil) == (header == .supplementary))
        #expect((footerElement != nil) == (footer == .supplementary))
        if let headerElement {
            #expect(headerElement.frame == Rect(x: x, y: 0, width: width, height: boundary))
            // Plain and sidebarPlain headers are pinned: lifted while their section is in view.
            #expect(headerElement.zIndex == (boundary == 28 ? 200 + 1_000_000_000 : 200))
        }
        if let footerElement {
            #expect(footerElement.frame == Rect(x: x, y: total - boundary, width: width, height: boundary))
        }
    }

    @Test func macRowsAreEstimatedAt40_04() {
        let section = ListSection.make(ListConfiguration(appearance: .plain), idiom: .mac)
        let result = solve([(section, 2)])
        #expect(result.cell(0, 1)?.y == 40)  // 40.04, to the nearest half point
        #expect(result.cell(0, 1)?.height == 40.04)
    }

    @Test func listsMixWithGridSections() {
        let list = ListSection.make(ListConfiguration(appearance: .insetGrouped), idiom: .phone)
        let grid = Section(group: group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.25),
                                        [item(.fractionalWidth(0.25), .fractionalHeight(1))]))
        let result = solve([(grid, 4), (list, 1), (grid, 4)])
        // Grid rows are 0.25 × 320 = 80; the list: 35 + 44 + 20 = 99, its row at 80 + 35, 16 in.
        #expect(result.cell(1, 0) == Rect(x: 16, y: 115, width: 288, height: 44))
        #expect(result.cell(2, 3) == Rect(x: 240, y: 179, width: 80, height: 80))
        #expect(result.contentSize.height == 259)
    }
}
